import Foundation
import VMGenTestSupport
import XCTest

/// The generated stub-operations test asserts values, not only calls: with what each operation
/// was called (`…CalledWith`, which the stub records for client-hosted operations too) and,
/// client-hosted, what the storage holds after it. Through the built binary, for the shapes an
/// operation can have, type-checked against the FOSMVVM stand-in.
final class StubOperationsTypeCheckTests: XCTestCase {
    static let config = """
        locales: [en]
        viewModels:
          module: ViewModels
          path: Sources/ViewModels
        server:
          module: WebServer
          path: Sources/WebServer
        resources:
          server: Sources/Resources/ViewModels
          client: Sources/ViewModels/Resources/Localizations
        tests:
          path: Tests/ViewModelsTests

        """

    static let settings = """
        viewModel: Settings
        hosting: client
        properties:
          theme: Theme
          volume: Int
        enums:
          Theme:
            light: { en: "Light" }
            dark: { en: "Dark" }
        operations:
          setTheme:
            parameters:
              theme: { type: Theme, label: _ }
            output: { type: SettingsStore, assigns: { theme: theme }, create: "SettingsStore()" }
          setVolume:
            parameters: { volume: Int, nickname: "String?" }
            output: { type: SettingsStore, assigns: { volume: volume, nickname: nickname } }
          setTags:
            parameters: { tags: "[String]" }
            output: SettingsStore
          reset:
            output: SettingsStore

        """

    static let store = """
        import Foundation
        import Observation

        @Observable
        public final class SettingsStore: @unchecked Sendable {
            public var theme: Theme = .light
            public var volume = 0
            public var nickname: String?

            public init() {}
        }

        """

    func testTheStubOperationsTestChecksArgumentsAndStorageAndTypeChecks() throws {
        let project = try TemporaryFolder()
        try project.write("vmgen.yml", Self.config)
        try project.write("Specs/Settings.yml", Self.settings)
        try project.write("Sources/ViewModels/Settings/SettingsStore.swift", Self.store)
        let run = try Reliability.vmgen(["generate"], in: project.path)
        XCTAssertEqual(run.status, 0, run.output)

        let operations = try XCTUnwrap(project.read("Sources/ViewModels/Settings/SettingsViewModelOperations.swift"))
        for recorded in [
            "    public private(set) var setThemeCalledWith: Theme?\n",
            "    public private(set) var setVolumeCalledWith: SetVolumeCall?\n",
            "    public private(set) var setTagsCalledWith: [String]?\n",
            "    public private(set) var resetCalled: Bool = false\n",
            "        setVolumeCalledWith = SetVolumeCall(volume: volume, nickname: nickname)\n        storage.volume = volume\n",
        ] {
            XCTAssertTrue(operations.contains(recorded), "\(recorded) in\n\(operations)")
        }
        let tests = try XCTUnwrap(project.read("Tests/ViewModelsTests/Settings/SettingsViewModelTests.swift"))
        XCTAssertTrue(tests.contains("""
                    do {
                        let theme: Theme = .dark
                        operations.setTheme(theme, output: storage)
                        #expect(operations.setThemeCalledWith == theme)
                        #expect(storage.theme == theme)
                    }

                    do {
                        let volume: Int = 42
                        let nickname: String? = "Fred Flintstone"
                        operations.setVolume(volume: volume, nickname: nickname, output: storage)
                        #expect(operations.setVolumeCalledWith == SettingsStubOps.SetVolumeCall(volume: volume, nickname: nickname))
                        #expect(storage.volume == volume)
                        #expect(storage.nickname == nickname)
                    }

                    do {
                        let tags: [String] = ["Yabba dabba doo"]
                        operations.setTags(tags: tags, output: storage)
                        #expect(operations.setTagsCalledWith == tags)
                    }

                    operations.reset(output: storage)
                    #expect(operations.resetCalled)
            """), tests)

        let standIn = try StandInModules()
        let standInProject = try StandInProject(root: project.path)
        for swiftUI in [false, true] {
            XCTAssertEqual(try standInProject.typeCheck(activatingSwiftUI: swiftUI, against: standIn), [], "SwiftUI \(swiftUI)")
        }
    }

    /// `conforms: [Hashable]` on a server page with text of every wrapper, a nested type and a
    /// Hashable child, and on an interactive client-hosted page: the synthesized `Hashable`
    /// type-checks against the stand-in (FOSMVVM's `@Localized…` wrappers are `Hashable`).
    func testConformsHashableTypeChecks() throws {
        let project = try TemporaryFolder()
        try project.write("vmgen.yml", Self.config)
        try project.write("Specs/Settings.yml", Self.settings.replacingOccurrences(of: "hosting: client\n", with: "hosting: client\nconforms: [Hashable]\n"))
        try project.write("Sources/ViewModels/Settings/SettingsStore.swift", Self.store)
        try project.write("Specs/Board.yml", """
            viewModel: Board
            hosting: server
            conforms: [Hashable]
            text:
              title: { en: "Board" }
              greeting:
                en: "Hello %{name}"
                substitutions: { name: owner }
              rules:
                pieces:
                  en: ["One", "Two"]
                separator: { en: ", " }
            properties:
              owner: String
              opened: { type: Date, display: LocalizableDate }
              rows: [Row]
              summary: Summary?
            children:
              Row:
                identity: { id: id }
                conforms: [Equatable, Hashable]
                properties:
                  id: ModelIdType
              Summary:
                nested: true
                properties:
                  id: Int
                  count: { type: Int, display: LocalizableInt }

            """)
        var run = try Reliability.vmgen(["generate"], in: project.path)
        XCTAssertEqual(run.status, 1, "Equatable beside Hashable is refused: \(run.output)")
        try project.write("Specs/Board.yml", try XCTUnwrap(project.read("Specs/Board.yml")).replacingOccurrences(of: "[Equatable, Hashable]", with: "[Hashable]"))
        run = try Reliability.vmgen(["generate"], in: project.path)
        XCTAssertEqual(run.status, 0, run.output)
        XCTAssertTrue(project.read("Sources/ViewModels/Board/BoardViewModel.swift")?.contains("public struct BoardViewModel: RequestableViewModel, Hashable {") == true)
        XCTAssertTrue(project.read("Sources/ViewModels/Settings/SettingsViewModel.swift")?.contains("public struct SettingsViewModel: Hashable {") == true)

        let standIn = try StandInModules()
        let standInProject = try StandInProject(root: project.path)
        for swiftUI in [false, true] {
            XCTAssertEqual(try standInProject.typeCheck(activatingSwiftUI: swiftUI, against: standIn), [], "SwiftUI \(swiftUI)")
        }
    }
}
