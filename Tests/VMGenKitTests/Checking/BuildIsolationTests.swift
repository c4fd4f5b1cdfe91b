import VMGenKit
import XCTest

/// The textual reading of build files for default actor isolation (OBS-02): which targets'
/// folders a `Package.swift` makes MainActor by default, and whether build settings do.
final class BuildIsolationTests: XCTestCase {
    private func folders(_ manifest: String) -> [String] {
        BuildIsolation.mainActorFolders(inManifest: Array(manifest.utf8))
    }

    func testATargetsPathOrItsDefaultFolders() {
        XCTAssertEqual(folders("""
            let package = Package(name: "P", targets: [
                .target(name: "UI", path: "Code/UI", swiftSettings: [.defaultIsolation(MainActor.self)]),
                .target(name: "Core"),
                .testTarget(name: "UITests", swiftSettings: [.defaultIsolation(MainActor.self)]),
            ])
            """), ["Code/UI", "Source/UITests", "Sources/UITests", "Tests/UITests", "src/UITests", "srcs/UITests"])
    }

    func testNothingWithoutTheSetting() {
        XCTAssertEqual(folders("let package = Package(name: \"P\", targets: [.target(name: \"UI\", swiftSettings: [.defaultIsolation(nil)])])"), [])
        XCTAssertEqual(folders("// .target(name: \"UI\", swiftSettings: [.defaultIsolation(MainActor.self)])\nlet package = Package(name: \"P\")"), [])
    }

    /// When the reading cannot name the code a setting covers, it covers the package.
    func testUnplacedSettingsCoverThePackage() {
        XCTAssertEqual(folders("let s: [SwiftSetting] = [.defaultIsolation(MainActor.self)]\nlet package = Package(name: \"P\", targets: [.target(name: \"UI\", swiftSettings: s)])"), ["."])
        XCTAssertEqual(folders("let name = \"UI\"\nlet package = Package(name: \"P\", targets: [.target(name: name, swiftSettings: [.defaultIsolation(MainActor.self)])])"), ["."])
        XCTAssertEqual(folders("for target in package.targets { target.swiftSettings = [.defaultIsolation(MainActor.self)] }"), ["."])
        XCTAssertEqual(folders(".target(name: \"UI\", swiftSettings: [.defaultIsolation(isolation)])"), ["Source/UI", "Sources/UI", "src/UI", "srcs/UI"])
    }

    func testBuildSettings() {
        let sets = { (text: String) in BuildIsolation.setsMainActor(buildSettings: Array(text.utf8)) }
        XCTAssertTrue(sets("\t\tSWIFT_DEFAULT_ACTOR_ISOLATION = MainActor;\n"))
        XCTAssertTrue(sets("\"SWIFT_DEFAULT_ACTOR_ISOLATION\" = \"MainActor\";"))
        XCTAssertTrue(sets("SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor\n"))  // an .xcconfig line
        XCTAssertTrue(sets("SWIFT_DEFAULT_ACTOR_ISOLATION = nonisolated;\nSWIFT_DEFAULT_ACTOR_ISOLATION = MainActor;"))
        XCTAssertFalse(sets("SWIFT_DEFAULT_ACTOR_ISOLATION = nonisolated;"))
        XCTAssertFalse(sets("SWIFT_VERSION = 6.0;"))
    }
}
