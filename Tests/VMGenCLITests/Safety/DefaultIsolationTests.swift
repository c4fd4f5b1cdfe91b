import Foundation
import VMGenTestSupport
import XCTest

/// OBS-02 asks an `@Observable` ViewModel for `@MainActor` only where the build does not make
/// it main-actor isolated already: a SwiftPM target with `.defaultIsolation(MainActor.self)`,
/// an Xcode project with `SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor`, or vmgen.yml's
/// `lint.defaultIsolation: MainActor`. Through the built binary.
final class DefaultIsolationTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
    }

    override func tearDown() {
        folder = nil
    }

    /// A final `@Observable` ViewModel without `@MainActor`: OBS-02's finding, unless the
    /// target is MainActor by default.
    private func writeViewModel(_ path: String, name: String = "FeedViewModel") throws {
        try folder.write(path, """
            import Observation

            @Observable
            final class \(name) {
                private(set) var posts: [String] = []
            }

            """)
    }

    private func lint(_ arguments: [String] = ["Sources"], in subfolder: String? = nil) throws -> ProcessRunner.Result {
        try Reliability.vmgen(["lint"] + arguments, in: subfolder.map { folder.path + "/" + $0 } ?? folder.path)
    }

    private func obs02(_ run: ProcessRunner.Result) -> [String] {
        run.standardError.split(separator: "\n").filter { $0.contains("[OBS-02]") }.map(String.init)
    }

    private static let manifest = """
        // swift-tools-version: 6.2
        import PackageDescription

        let package = Package(
            name: "Feed",
            targets: [
                .target(
                    name: "FeedUI",
                    swiftSettings: [
                        .defaultIsolation(MainActor.self),
                    ]
                ),
                .target(name: "FeedCore", path: "Core"),
                .executableTarget(name: "Tool", path: "Tools/Tool", swiftSettings: [.defaultIsolation(MainActor.self)]),
                .testTarget(name: "FeedUITests", dependencies: ["FeedUI"]),
            ]
        )

        """

    func testATargetWithDefaultMainActorIsolationIsNotAskedForMainActor() throws {
        try folder.write("Package.swift", Self.manifest)
        try writeViewModel("Sources/FeedUI/FeedViewModel.swift")
        try writeViewModel("Tools/Tool/ToolViewModel.swift", name: "ToolViewModel")
        try writeViewModel("Core/CoreViewModel.swift", name: "CoreViewModel")
        let run = try lint(["Sources", "Tools", "Core"])
        // Only the target without the setting is reported.
        XCTAssertEqual(obs02(run), ["Core/CoreViewModel.swift:4:13: error: CoreViewModel is an @Observable ViewModel without @MainActor; write '@MainActor @Observable final class' [OBS-02]"], run.output)
    }

    func testWithoutTheSettingTheViewModelIsReported() throws {
        try folder.write("Package.swift", Self.manifest.replacingOccurrences(of: ".defaultIsolation(MainActor.self)", with: ".swiftLanguageMode(.v6)"))
        try writeViewModel("Sources/FeedUI/FeedViewModel.swift")
        let run = try lint()
        XCTAssertEqual(obs02(run).count, 1, run.output)
        XCTAssertTrue(run.standardError.contains("FeedViewModel.swift:4:13: error: FeedViewModel is an @Observable ViewModel without @MainActor"), run.output)
    }

    /// `.defaultIsolation(nil)` is nonisolated; a comment is no setting.
    func testNonisolatedOrCommentedOutIsNotMainActor() throws {
        try folder.write("Package.swift", """
            // swift-tools-version: 6.2
            import PackageDescription
            // .defaultIsolation(MainActor.self) for the UI, one day
            let package = Package(name: "Feed", targets: [
                .target(name: "FeedUI", swiftSettings: [.defaultIsolation(nil)]),
            ])

            """)
        try writeViewModel("Sources/FeedUI/FeedViewModel.swift")
        XCTAssertEqual(obs02(try lint()).count, 1)
    }

    /// A setting vmgen cannot place on one target (a shared list, a loop over the targets)
    /// counts for the whole package: when unsure, nothing is reported.
    func testASettingOutsideATargetCoversThePackage() throws {
        try folder.write("Package.swift", """
            // swift-tools-version: 6.2
            import PackageDescription

            let settings: [SwiftSetting] = [.defaultIsolation(MainActor.self)]

            let package = Package(name: "Feed", targets: [
                .target(name: "FeedUI", swiftSettings: settings),
            ])

            """)
        try writeViewModel("Sources/FeedUI/FeedViewModel.swift")
        try writeViewModel("Sources/Other/OtherViewModel.swift", name: "OtherViewModel")
        XCTAssertEqual(obs02(try lint()), [])
    }

    /// A Package.swift above the folder linted (vmgen run inside a target) counts too, and
    /// `final` is still asked for.
    func testAManifestAboveTheLintedFolderCounts() throws {
        try folder.write("Package.swift", Self.manifest)
        try folder.write("Sources/FeedUI/FeedViewModel.swift", """
            @Observable
            class FeedViewModel {
                private(set) var posts: [String] = []
            }

            """)
        let run = try lint(["."], in: "Sources/FeedUI")
        XCTAssertEqual(obs02(run), ["FeedViewModel.swift:2:7: error: FeedViewModel is an @Observable ViewModel without final; write '@MainActor @Observable final class' [OBS-02]"], run.output)
    }

    private static func pbxproj(isolation: String?) -> String {
        """
        // !$*UTF8*$!
        {
        \tobjects = {
        \t\tA1 /* Debug */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbuildSettings = {
        \t\t\t\tPRODUCT_NAME = "$(TARGET_NAME)";
        \(isolation.map { "\t\t\t\tSWIFT_DEFAULT_ACTOR_ISOLATION = \($0);\n" } ?? "")\t\t\t\tSWIFT_VERSION = 5.0;
        \t\t\t};
        \t\t\tname = Debug;
        \t\t};
        \t};
        }

        """
    }

    func testAnXcodeProjectWithDefaultMainActorIsolation() throws {
        try folder.write("Feed.xcodeproj/project.pbxproj", Self.pbxproj(isolation: "MainActor"))
        try writeViewModel("Feed/Screens/FeedViewModel.swift")
        XCTAssertEqual(obs02(try lint(["Feed"])), [])
        // The same project without the setting: reported.
        try folder.write("Feed.xcodeproj/project.pbxproj", Self.pbxproj(isolation: nil))
        XCTAssertEqual(obs02(try lint(["Feed"])).count, 1)
        try folder.write("Feed.xcodeproj/project.pbxproj", Self.pbxproj(isolation: "nonisolated"))
        XCTAssertEqual(obs02(try lint(["Feed"])).count, 1)
    }

    /// Files outside the Xcode project's folder are not covered by it.
    func testAnXcodeProjectCoversOnlyItsFolder() throws {
        try folder.write("App/Feed.xcodeproj/project.pbxproj", Self.pbxproj(isolation: "MainActor"))
        try writeViewModel("App/Feed/FeedViewModel.swift")
        try writeViewModel("Shared/SharedViewModel.swift", name: "SharedViewModel")
        let run = try lint(["App", "Shared"])
        XCTAssertEqual(obs02(run).count, 1, run.output)
        XCTAssertTrue(obs02(run).first?.hasPrefix("Shared/SharedViewModel.swift:4:13") ?? false, run.output)
    }

    func testVmgenYmlStatesTheDefaultIsolation() throws {
        try writeViewModel("Sources/App/FeedViewModel.swift")
        try folder.write("vmgen.yml", "lint:\n  defaultIsolation: MainActor\n")
        XCTAssertEqual(obs02(try lint([])), [])
        // `nonisolated` says the build does not: the manifest is not read.
        try folder.write("Package.swift", Self.manifest)
        try writeViewModel("Sources/FeedUI/FeedViewModel.swift")
        try folder.write("vmgen.yml", "lint:\n  defaultIsolation: nonisolated\n")
        XCTAssertEqual(obs02(try lint([])).count, 2)
        // Without the key, the manifest decides.
        try folder.write("vmgen.yml", "lint:\n  include: [Sources]\n")
        XCTAssertEqual(obs02(try lint([])).count, 1)
    }

    func testABadDefaultIsolationIsAnErrorWithItsLocation() throws {
        try writeViewModel("Sources/App/FeedViewModel.swift")
        try folder.write("vmgen.yml", "lint:\n  defaultIsolation: mainactor\n")
        let run = try lint([])
        XCTAssertEqual(run.status, 2, run.output)
        XCTAssertTrue(run.standardError.contains("vmgen.yml:2:21: error:"), run.output)
        XCTAssertTrue(run.standardError.contains("did you mean 'MainActor'?"), run.output)
    }
}
