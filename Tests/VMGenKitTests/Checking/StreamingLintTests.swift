import VMGenKit
import XCTest

/// The linter checks each file alone and drops its tokens; findings that need facts from
/// other files (the project index) and the project rules must come out as if every file had
/// been read first, whatever the file order.
final class StreamingLintTests: XCTestCase {
    /// A list row whose random vmId is wrong only because another file lists it, declared in
    /// a file that sorts before the list (so it is checked before the index knows it).
    private let files: [(path: String, text: String)] = [
        ("Sources/ViewModels/A/RowViewModel.swift", """
            @ViewModel
            public struct RowViewModel {
                @LocalizedString public var title
                public var vmId: ViewModelId = .init()
            }

            """),
        ("Sources/ViewModels/A/SettingsViewModelOperations.swift", """
            public protocol SettingsViewModelOperations: ViewModelOperations {
                func save(output storage: Settings, _ value: Int)
            }

            """),
        ("Sources/ViewModels/B/Quiet.swift", """
            // vmgen:disable:file OPS-04 — checked by hand
            public protocol QuietViewModelOperations: ViewModelOperations {
                func save(output storage: Settings, _ value: Int)
            }

            """),
        ("Sources/ViewModels/Z/ListViewModel.swift", """
            @ViewModel
            public struct ListViewModel {
                public let rows: [RowViewModel]
                public var vmId: ViewModelId = .init()
            }
            @ViewModel(options: [.clientHostedFactory])
            public struct SettingsViewModel {
                public var vmId: ViewModelId = .init()
            }
            @ViewModel(options: [.clientHostedFactory])
            public struct QuietViewModel {
                public var vmId: ViewModelId = .init()
            }

            """),
    ]

    private let yaml: [(path: String, bytes: [UInt8])] = [
        ("Sources/Resources/en.yml", Array("en:\n  RowViewModel:\n    title: \"Row\"\n    stale: \"Old\"\n".utf8)),
    ]

    private func lint(_ files: [(path: String, text: String)]) -> [String] {
        let swift = files.map { (path: $0.path, bytes: Array($0.text.utf8)) }
        return Linter.lint(swift: swift, yaml: yaml, config: ProjectConfig()).diagnostics.map {
            "\($0.location.map { "\($0.file):\($0.line):\($0.column)" } ?? "-") \($0.code ?? "")"
        }
    }

    func testFindingsThatNeedOtherFilesAreReportedWhicheverFileComesFirst() {
        let expected = [
            "Sources/Resources/en.yml:4:5 LOC-09",
            "Sources/ViewModels/A/RowViewModel.swift:4:36 VMID-03",
            "Sources/ViewModels/A/SettingsViewModelOperations.swift:2:41 OPS-04",
        ]
        let diagnostics = lint(files)
        XCTAssertEqual(diagnostics.filter { $0.hasSuffix("VMID-03") || $0.hasSuffix("OPS-04") || $0.hasSuffix("LOC-09") }, expected, "\(diagnostics)")
        XCTAssertEqual(lint(files.reversed()), diagnostics)
    }

    func testReadingFilesAsTheyAreLintedGivesTheSameReport() {
        let swift = files.map { (path: $0.path, bytes: Array($0.text.utf8)) }
        let given = Linter.lint(swift: swift, yaml: yaml, config: ProjectConfig())
        let read = Linter.lint(swiftPaths: swift.map(\.path), reading: { swift[$0].bytes }, yaml: yaml, config: ProjectConfig())
        XCTAssertEqual(read.diagnostics, given.diagnostics)
        XCTAssertEqual(read.swiftFilesLinted, 4)
    }

    func testAnIndexedRuleCheckedAloneUsesTheIndexItIsGiven() {
        let list = SwiftSourceFile.parse(files[3].text, path: files[3].path)
        let row = SwiftSourceFile.parse(files[0].text, path: files[0].path)
        let rule = SourceRules.all.first { $0.description.id == "VMID-03" }!
        XCTAssertEqual(rule.check(row, context: LintContext(config: ProjectConfig(), index: ProjectIndex())).count, 0)
        XCTAssertEqual(rule.check(row, context: LintContext(config: ProjectConfig(), index: ProjectIndex.build([list, row]))).count, 1)
    }

    /// The linter asks each rule whether it waits for the index through `asIndexed`, not a
    /// cast: the answer must be the cast's for every rule, or a rule's findings would be
    /// decided against an empty index.
    func testEveryRuleSaysWhetherItIsIndexedAsACastWould() {
        let indexed = SourceRules.all.filter { $0.asIndexed != nil }.map(\.description.id)
        XCTAssertEqual(indexed, SourceRules.all.filter { $0 is any IndexedSourceRule }.map(\.description.id))
        XCTAssertFalse(indexed.isEmpty)
    }
}
