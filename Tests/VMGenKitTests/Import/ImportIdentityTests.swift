import VMGenKit
import XCTest

/// How `vmgen import` reads `vmId` and `stub()` defaults: each shape vmgen writes is carried,
/// anything else is listed and leaves `identity` to vmgen's default.
final class ImportIdentityTests: XCTestCase {
    private func spec(_ members: String, _ extra: String = "") -> ImportResult {
        let text = "@ViewModel\npublic struct RowViewModel {\n\(members)}\n\(extra)"
        return SpecImporter.run(swift: [ImportSource(path: "Row.swift", text: text)], yaml: [])
    }

    func testComposedAndModelIdentitiesAreCarried() {
        let composed = spec("""
                public let host: String
                public let version: SystemVersion
                public let vmId: ViewModelId
                public init(host: String, version: SystemVersion) {
                    self.host = host
                    self.version = version
                    self.vmId = .init(id: "\\(host)-\\(version.versionString)")
                }

            """)
        XCTAssertEqual(composed.notes.map(\.rendered), [])
        XCTAssertTrue(composed.specs[0].text.contains("identity: { compose: [host, version] }\n"), composed.specs[0].text)

        let model = spec("""
                public let identity: ModelIdentity
                public let vmId: ViewModelId
                public init(identity: ModelIdentity) {
                    self.identity = identity
                    self.vmId = identity.viewModelId
                }

            """)
        XCTAssertEqual(model.notes.map(\.rendered), [])
        XCTAssertTrue(model.specs[0].text.contains("identity: { modelIdentity: identity }\n"), model.specs[0].text)
    }

    func testAVmIdItCannotReadIsListedAndLeavesIdentityOut() {
        let result = spec("""
                public let code: String
                public let vmId: ViewModelId
                public init(code: String) {
                    self.code = code
                    self.vmId = .init(id: code.lowercased())
                }

            """)
        // The vmId statement is the note's: the rest of the init only stores its parameters.
        XCTAssertEqual(result.notes.map(\.location.line), [4])
        XCTAssertTrue(result.notes.first?.message.hasPrefix("this 'vmId' is not carried") == true, result.notes.map(\.message).joined())
        XCTAssertFalse(result.specs[0].text.contains("identity:"), result.specs[0].text)
    }

    func testARandomIdentityWithoutAReasonIsListedAndAMarkAboveIsNoReason() {
        let result = spec("""
                // MARK: - Identity

                public var vmId: ViewModelId = .init()

            """)
        XCTAssertEqual(result.notes.map(\.rendered), [
            "Row.swift:5:12: note: the random identity has no reason written above it; the spec needs one, so it says 'TODO: say why identity cannot matter'",
        ])
        XCTAssertTrue(result.specs[0].text.contains("identity: { random: \"TODO: say why identity cannot matter\" }\n"), result.specs[0].text)
    }

    func testStubDefaultsOtherThanTheFakeVocabularyBecomeStubValues() {
        let result = spec("""
                public let count: Int
                public let isOpen: Bool
                public let link: URL?
                public let title: String
                public var vmId: ViewModelId = .init(type: Self.self)
                public init(count: Int, isOpen: Bool, link: URL?, title: String) {
                    self.count = count
                    self.isOpen = isOpen
                    self.link = link
                    self.title = title
                }
                public static func stub(count: Int = 7, isOpen: Bool = true, link: URL? = nil, title: String = "Yabba dabba doo") -> Self {
                    .init(count: count, isOpen: isOpen, link: link, title: title)
                }

            """)
        XCTAssertEqual(result.notes.map(\.rendered), [])
        let text = result.specs[0].text
        XCTAssertTrue(text.contains("  count: { type: Int, stub: 7 }\n  isOpen: { type: Bool, stub: true }\n  link: { type: URL?, stub: null }\n  title: String\n"), text)
    }

    func testMembersUnderIfAndANonPublicStructAreListed() {
        let text = "@ViewModel\nstruct RowViewModel {\n    #if DEBUG\n    public let debug: String\n    #endif\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\n"
        let result = SpecImporter.run(swift: [ImportSource(path: "Row.swift", text: text)], yaml: [])
        XCTAssertEqual(result.notes.map(\.rendered), [
            "Row.swift:2:1: note: 'RowViewModel' is not public; the spec always generates a public ViewModel",
            "Row.swift:4:12: note: 'debug' under #if DEBUG is not carried: the spec language has no conditional members",
        ])
    }

    func testAYAMLFileThatCannotBeReadIsListed() {
        let yaml = ImportSource(path: "Row.yml", text: "en:\n  RowViewModel: [unclosed\n")
        let result = SpecImporter.run(swift: [ImportSource(path: "Row.swift", text: "@ViewModel\npublic struct RowViewModel {\n}\n")], yaml: [yaml])
        XCTAssertTrue(result.notes.contains { $0.location.file == "Row.yml" && $0.message.hasPrefix("this YAML file could not be read fully") }, result.notes.map(\.rendered).joined(separator: "\n"))
    }

    func testDisplayProjectionsAreCarriedWithTheirPlainType() {
        let result = spec("""
                public let count: LocalizableInt
                public let since: LocalizableDate?
                public var vmId: ViewModelId = .init(type: Self.self)
                public init(count: Int, since: Date?) {
                    self.count = .init(value: count)
                    self.since = since.map { LocalizableDate(value: $0) }
                }

            """)
        XCTAssertEqual(result.notes.map(\.rendered), [])
        let text = result.specs[0].text
        XCTAssertTrue(text.contains("  count: { type: Int, display: LocalizableInt }\n  since: { type: Date?, display: LocalizableDate }\n"), text)

        let wrong = spec("""
                public let since: LocalizableDate?
                public var vmId: ViewModelId = .init(type: Self.self)
                public init(since: Date?) {
                    self.since = since.map { LocalizableInt(value: $0) }
                }

            """)
        XCTAssertEqual(wrong.notes.map(\.message), ["custom init body is not carried: the spec generates an init that stores each parameter in its property"])
    }
}
