import Foundation
import VMGenKit
import VMGenTestSupport
import XCTest

/// `@Observable` screen ViewModels need only Foundation and Observation, which Linux has: so
/// beyond parsing, the generated ViewModels are compiled with the example's hand-written model
/// and services, and the generated tests are type-checked against them (Swift 6 mode) — and run:
/// their state-machine and action tests must pass against the generated ViewModel.
final class ObservableScreenCompileTests: XCTestCase {
    func testGeneratedScreenViewModelsAndTheirTestsTypeCheck() throws {
        var checked = 0
        for example in Repository.examples {
            let files = try ProjectFiles(root: example)
            let (config, _) = ConfigLoader.load(SpecFile(path: "vmgen.yml", bytes: files.configBytes))
            let settings = config.observable
            let screens = files.swift.map(\.path).filter { $0.hasPrefix(settings.path + "/") && $0.hasSuffix("ViewModel.swift") }
            guard !screens.isEmpty else { continue }
            let appFolder = (settings.path as NSString).deletingLastPathComponent
            let model = files.swift.map(\.path).filter { $0.hasPrefix(appFolder + "/Model/") }
            let build = try TemporaryFolder()
            let module = try ProcessRunner.run(SwiftParserCheck.swiftcPath, arguments: [
                "-emit-module", "-module-name", settings.module, "-parse-as-library", "-enable-testing", "-swift-version", "6",
                "-emit-module-path", build.path + "/\(settings.module).swiftmodule",
            ] + (screens + model).map { example + "/" + $0 })
            XCTAssertEqual(module.status, 0, "the generated screen ViewModels of \(example) do not compile:\n\(module.output)")
            let tests = try FileManager.default.contentsOfDirectory(atPath: example + "/" + settings.testsPath).filter { $0.hasSuffix(".swift") }
            XCTAssertFalse(tests.isEmpty)
            let typecheck = try ProcessRunner.run(SwiftParserCheck.swiftcPath, arguments: [
                "-typecheck", "-swift-version", "6", "-I", build.path,
            ] + tests.map { example + "/" + settings.testsPath + "/" + $0 })
            XCTAssertEqual(typecheck.status, 0, "the generated screen tests of \(example) do not type-check:\n\(typecheck.output)")
            checked += 1
        }
        XCTAssertGreaterThan(checked, 0, "no example has @Observable screens")
    }

    /// The generated tests are run, not only type-checked: a package of the example's model, its
    /// screens and their generated tests, built and tested by SwiftPM (about 10 s on two cores).
    func testTheGeneratedScreenTestsPass() throws {
        var ran = 0
        for example in Repository.examples {
            let files = try ProjectFiles(root: example)
            let (config, _) = ConfigLoader.load(SpecFile(path: "vmgen.yml", bytes: files.configBytes))
            let settings = config.observable
            let screens = files.swift.map(\.path).filter { $0.hasPrefix(settings.path + "/") && $0.hasSuffix("ViewModel.swift") }
            guard !screens.isEmpty else { continue }
            let appFolder = (settings.path as NSString).deletingLastPathComponent
            let model = files.swift.map(\.path).filter { $0.hasPrefix(appFolder + "/Model/") }
            let tests = try FileManager.default.contentsOfDirectory(atPath: example + "/" + settings.testsPath)
                .filter { $0.hasSuffix(".swift") }.map { settings.testsPath + "/" + $0 }
            XCTAssertFalse(tests.isEmpty)
            let package = try TemporaryFolder()
            try package.write("Package.swift", """
                // swift-tools-version:6.0
                import PackageDescription
                let package = Package(name: "Screens", targets: [
                    .target(name: "\(settings.module)"),
                    .testTarget(name: "\(settings.module)Tests", dependencies: ["\(settings.module)"]),
                ])
                """)
            for path in screens + model {
                try package.write("Sources/\(settings.module)/" + (path as NSString).lastPathComponent, try String(contentsOfFile: example + "/" + path, encoding: .utf8))
            }
            for path in tests {
                try package.write("Tests/\(settings.module)Tests/" + (path as NSString).lastPathComponent, try String(contentsOfFile: example + "/" + path, encoding: .utf8))
            }
            let swift = (SwiftParserCheck.swiftcPath as NSString).deletingLastPathComponent + "/swift"
            let result = try ProcessRunner.run(swift, arguments: ["test", "--package-path", package.path, "--scratch-path", package.path + "/.build"])
            XCTAssertEqual(result.status, 0, "the generated screen tests of \(example) fail:\n\(result.output)")
            // Every generated test ran: the reload actions' tests among them.
            XCTAssertTrue(result.output.contains("LoadsAgain() passed"), result.output)
            XCTAssertFalse(result.output.contains("✘"), result.output)
            ran += 1
        }
        XCTAssertGreaterThan(ran, 0, "no example has @Observable screens")
    }
}
