import Foundation
import VMGenTestSupport
import XCTest

/// vmgen's plugins as Xcode builds them. Only Xcode has the XcodeProjectPlugin module, so their
/// Xcode extensions (`#if canImport(XcodeProjectPlugin)`) are type-checked here against a
/// stand-in of it written from Apple's documented declarations
/// (Tests/Fixtures/XcodeProjectPlugin), compiled as a module of that name so the `#if` is
/// true; PackagePlugin is the toolchain's own. scripts/test-plugins runs the SwiftPM side.
final class PluginSourceTests: XCTestCase {
    static let plugins = ["VMGenBuildPlugin": "XcodeBuildToolPlugin", "VMGenCommandPlugin": "XcodeCommandPlugin"]

    func testEachPluginFileParses() throws {
        for name in Self.plugins.keys.sorted() {
            for file in try Self.sources(of: name) {
                let result = try ProcessRunner.run(SwiftParserCheck.swiftcPath, arguments: ["-parse", file])
                XCTAssertEqual(result.status, 0, "\(file): \(result.output)")
            }
        }
    }

    /// With the stand-in, each plugin conforms to its Xcode protocol: the probe compiles only if
    /// the extension exists and matches the documented signatures.
    func testEachPluginTypeChecksAsAnXcodePlugin() throws {
        let folder = try TemporaryFolder()
        let standIn = try Self.buildStandIn(in: folder.path)
        for (name, xcodeProtocol) in Self.plugins.sorted(by: { $0.key < $1.key }) {
            let probe = folder.path + "/\(name)Probe.swift"
            try Data("import XcodeProjectPlugin\nlet xcodeConformance: any \(xcodeProtocol).Type = \(name).self\n".utf8)
                .write(to: URL(fileURLWithPath: probe))
            let result = try Self.typeCheck(try Self.sources(of: name) + [probe], modules: [standIn])
            XCTAssertEqual(result.status, 0, "\(name) as an Xcode plugin:\n\(result.output)")
        }
    }

    /// Without XcodeProjectPlugin (SwiftPM, Linux) the Xcode extensions are left out and the
    /// plugins still type-check.
    func testEachPluginTypeChecksWithoutXcode() throws {
        for name in Self.plugins.keys.sorted() {
            let result = try Self.typeCheck(try Self.sources(of: name), modules: [])
            XCTAssertEqual(result.status, 0, "\(name) without Xcode:\n\(result.output)")
        }
    }

    /// The plugin's Swift files, sorted.
    static func sources(of plugin: String) throws -> [String] {
        let folder = Repository.root + "/Plugins/" + plugin
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".swift") }
        return names.sorted().map { folder + "/" + $0 }
    }

    /// The toolchain's PackagePlugin module folder: `…/usr/lib/swift/pm/PluginAPI`, beside `…/usr/bin/swiftc`.
    static var pluginAPI: String {
        let swiftc = URL(fileURLWithPath: SwiftParserCheck.swiftcPath).resolvingSymlinksInPath()
        return swiftc.deletingLastPathComponent().deletingLastPathComponent().path + "/lib/swift/pm/PluginAPI"
    }

    /// Compiles the stand-in into `folder`/XcodeProjectPlugin; returns that module folder.
    static func buildStandIn(in folder: String) throws -> String {
        let modules = folder + "/XcodeProjectPlugin"
        try FileManager.default.createDirectory(atPath: modules, withIntermediateDirectories: true)
        let result = try ProcessRunner.run(SwiftParserCheck.swiftcPath, arguments: [
            "-emit-module", "-parse-as-library", "-package-description-version", "6.0", "-module-name", "XcodeProjectPlugin",
            "-I", pluginAPI, "-emit-module-path", modules + "/XcodeProjectPlugin.swiftmodule",
            Repository.root + "/Tests/Fixtures/XcodeProjectPlugin/XcodeProjectPlugin.swift",
        ], in: folder)
        XCTAssertEqual(result.status, 0, "the XcodeProjectPlugin stand-in:\n\(result.output)")
        return modules
    }

    /// `swiftc -typecheck` as SwiftPM compiles a plugin declared with tools version 6.0.
    static func typeCheck(_ files: [String], modules: [String]) throws -> ProcessRunner.Result {
        try ProcessRunner.run(SwiftParserCheck.swiftcPath, arguments: [
            "-typecheck", "-parse-as-library", "-package-description-version", "6.0", "-swift-version", "6", "-I", pluginAPI,
        ] + modules.flatMap { ["-I", $0] } + files)
    }
}
