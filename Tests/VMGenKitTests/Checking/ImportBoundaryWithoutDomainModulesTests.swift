import VMGenKit
import XCTest

/// DOM-01 when vmgen.yml names no domainModules: vmgen cannot tell a domain module from a
/// harmless one, so a ViewModels file may import only what every ViewModels target may use,
/// SwiftUI only where the server (Linux) never compiles it, and what viewModels.imports allows.
/// (The catalogue's examples run with domainModules set, so these cases live here.)
final class ImportBoundaryWithoutDomainModulesTests: XCTestCase {
    private func lint(_ text: String, path: String = "Sources/ViewModels/Docks/DocksViewModel.swift", config: ProjectConfig = ProjectConfig()) -> [String] {
        Linter.lint(swift: [(path: path, bytes: Array(text.utf8))], yaml: [], config: config)
            .diagnostics.filter { $0.code == "DOM-01" }.map { "\($0.location.map(\.description) ?? "-") \($0.message)" }
    }

    func testAnUnknownModuleIsReportedWithoutDomainModules() {
        let findings = lint("import FOSFoundation\nimport FOSMVVM\nimport Foundation\nimport Observation\nimport HarborData\n")
        XCTAssertEqual(findings, [
            "Sources/ViewModels/Docks/DocksViewModel.swift:5:1 the ViewModels module imports 'HarborData', which is not a module a ViewModels target may use (FOSMVVM, FOSFoundation, Foundation, Observation); with no domainModules in vmgen.yml it may be a domain module: list it in viewModels.imports if it is not, or in domainModules if it is",
        ])
    }

    func testAModuleTheConfigAllowsIsNotReported() {
        var config = ProjectConfig()
        config.viewModels.imports = ["HarborFormatting"]
        XCTAssertEqual(lint("import FOSMVVM\nimport HarborFormatting\n", config: config), [])
        XCTAssertEqual(lint("import FOSMVVM\nimport HarborData\n", config: config).count, 1)
    }

    func testSwiftUIOnlyInsideCanImportSwiftUI() {
        let guarded = "import FOSMVVM\n#if canImport(SwiftUI)\nimport SwiftUI\n#endif\n"
        XCTAssertEqual(lint(guarded), [])
        let nested = "#if DEBUG\n#if canImport(SwiftUI) && !os(Linux)\nimport SwiftUI\n#endif\n#endif\n"
        XCTAssertEqual(lint(nested), [])
        let bare = "import FOSMVVM\nimport SwiftUI\n"
        XCTAssertEqual(lint(bare), [
            "Sources/ViewModels/Docks/DocksViewModel.swift:2:1 the ViewModels module imports SwiftUI outside '#if canImport(SwiftUI)': the server builds this module on Linux, where there is no SwiftUI",
        ])
        let elseBranch = "#if canImport(SwiftUI)\nimport Foundation\n#else\nimport SwiftUI\n#endif\n"
        XCTAssertEqual(lint(elseBranch).map { String($0.prefix(50)) }, ["Sources/ViewModels/Docks/DocksViewModel.swift:4:1 "])
    }

    /// With domainModules the project said what is domain: other modules are its business.
    func testWithDomainModulesOnlyThoseAndServerModulesAreReported() {
        var config = ProjectConfig()
        config.domainModules = ["HarborData"]
        XCTAssertEqual(lint("import FOSMVVM\nimport HarborFormatting\nimport SwiftUI\n", config: config), [])
        XCTAssertEqual(lint("import HarborData\n", config: config).count, 1)
    }

    /// Files outside the ViewModels target import what they need.
    func testOtherTargetsAreNotChecked() {
        XCTAssertEqual(lint("import HarborData\nimport SwiftUI\n", path: "Sources/App/DocksView.swift"), [])
    }

    func testViewModelsImportsIsReadFromTheConfigAndOnlyThere() {
        let (config, diagnostics) = ConfigLoader.load(SpecFile(path: "vmgen.yml", text: "viewModels:\n  imports: [HarborFormatting]\n"))
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(config.viewModels.imports, ["HarborFormatting"])
        let (_, wrong) = ConfigLoader.load(SpecFile(path: "vmgen.yml", text: "server:\n  imports: [HarborData]\n"))
        XCTAssertEqual(wrong.map { "\($0.location.map(\.description) ?? "-") \($0.message)" }, [
            "vmgen.yml:2:3 unknown key 'imports' in 'server' (expected one of: module, path)",
        ])
        let (_, notAModule) = ConfigLoader.load(SpecFile(path: "vmgen.yml", text: "viewModels:\n  imports: [Harbor Data]\n"))
        XCTAssertEqual(notAModule.count, 1)
    }
}
