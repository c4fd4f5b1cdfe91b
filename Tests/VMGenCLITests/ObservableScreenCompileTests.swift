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
        let projects = try ScreenProject.examples()
        XCTAssertFalse(projects.isEmpty, "no example has @Observable screens")
        for project in projects {
            let build = try TemporaryFolder()
            let module = try ProcessRunner.run(SwiftParserCheck.swiftcPath, arguments: [
                "-emit-module", "-module-name", project.module, "-parse-as-library", "-enable-testing", "-swift-version", "6",
                "-emit-module-path", build.path + "/\(project.module).swiftmodule",
            ] + project.sources.map { project.root + "/" + $0 })
            XCTAssertEqual(module.status, 0, "the generated screen ViewModels of \(project.root) do not compile:\n\(module.output)")
            let typecheck = try ProcessRunner.run(SwiftParserCheck.swiftcPath, arguments: [
                "-typecheck", "-swift-version", "6", "-I", build.path,
            ] + project.tests.map { project.root + "/" + $0 })
            XCTAssertEqual(typecheck.status, 0, "the generated screen tests of \(project.root) do not type-check:\n\(typecheck.output)")
        }
    }

    /// The generated tests are run, not only type-checked: a package of the example's model, its
    /// screens and their generated tests, built and tested by SwiftPM (about 10 s on two cores).
    func testTheGeneratedScreenTestsPass() throws {
        let projects = try ScreenProject.examples()
        XCTAssertFalse(projects.isEmpty, "no example has @Observable screens")
        for project in projects {
            let package = try TemporaryFolder()
            try package.write("Package.swift", """
                // swift-tools-version:6.0
                import PackageDescription
                let package = Package(name: "Screens", targets: [
                    .target(name: "\(project.module)"),
                    .testTarget(name: "\(project.module)Tests", dependencies: ["\(project.module)"]),
                ])
                """)
            for (paths, folder) in [(project.sources, "Sources/\(project.module)/"), (project.tests, "Tests/\(project.module)Tests/")] {
                for path in paths {
                    try package.write(folder + (path as NSString).lastPathComponent, try String(contentsOfFile: project.root + "/" + path, encoding: .utf8))
                }
            }
            let swift = (SwiftParserCheck.swiftcPath as NSString).deletingLastPathComponent + "/swift"
            // SwiftPM leaves a lock file per scratch folder in the temporary folder: given one of
            // the package's own, they go with it.
            try FileManager.default.createDirectory(atPath: package.path + "/tmp", withIntermediateDirectories: true)
            var environment = ProcessInfo.processInfo.environment
            environment["TMPDIR"] = package.path + "/tmp"
            let result = try ProcessRunner.run(
                swift, arguments: ["test", "--package-path", package.path, "--scratch-path", package.path + "/.build"], environment: environment)
            XCTAssertEqual(result.status, 0, "the generated screen tests of \(project.root) fail:\n\(result.output)")
            let name = (package.path as NSString).lastPathComponent
            let left = try FileManager.default.contentsOfDirectory(atPath: (package.path as NSString).deletingLastPathComponent)
                .filter { $0 != name && $0.contains(name) }
            XCTAssertEqual(left, [], "swift test left files named after the package beside it")
            // Every generated test ran: the reload actions' (loading again, cancelling the running load and the
            // view's first load), the view's cancelled load, the debounced actions' (three quick calls, one load or
            // one task going on), the feature screens' and the state machines' (each transition from each of its
            // states, and refused from the others) among them.
            for test in [
                "LoadsAgain() passed", "CancelsTheRunningLoad() passed", "CancelsTheFirstLoad() passed",
                "cancellingTheViewsTaskCancelsTheLoad() passed", "LoadsOnceForQuickCalls() passed",
                "MovesFromEachOfItsStates() passed", "IsRefusedFromOtherStates() passed",
                "WorksOnlyForTheLastOfQuickCalls() passed", "showsTheFeaturesState() passed",
            ] {
                XCTAssertTrue(result.output.contains(test), result.output)
            }
            XCTAssertFalse(result.output.contains("✘"), result.output)
        }
    }
}

/// An example's `@Observable` screens: the generated ViewModels with the hand-written model
/// beside them (`{app}/Model/`), and the generated tests. Paths are project-relative.
private struct ScreenProject {
    let root: String
    let module: String
    let sources: [String]
    let tests: [String]

    static func examples() throws -> [ScreenProject] {
        try Repository.examples.compactMap { root in
            let files = try ProjectFiles(root: root)
            let settings = ConfigLoader.load(SpecFile(path: "vmgen.yml", bytes: files.configBytes)).0.observable
            let paths = files.swift.map(\.path)
            let screens = paths.filter { $0.hasPrefix(settings.path + "/") && $0.hasSuffix("ViewModel.swift") }
            guard !screens.isEmpty else { return nil }
            let appFolder = (settings.path as NSString).deletingLastPathComponent
            let tests = try FileManager.default.contentsOfDirectory(atPath: root + "/" + settings.testsPath)
                .filter { $0.hasSuffix(".swift") }.sorted().map { settings.testsPath + "/" + $0 }
            XCTAssertFalse(tests.isEmpty, "\(root) has screens but no generated screen tests")
            return ScreenProject(
                root: root, module: settings.module,
                sources: screens + paths.filter { $0.hasPrefix(appFolder + "/Model/") }, tests: tests)
        }
    }
}
