import Foundation
@testable import VMGenCLI
import VMGenKit
import VMGenTestSupport
import XCTest

/// `vmgen_version:` requirements: what they accept, and the refusal a project gets when this
/// vmgen does not satisfy it.
final class VersionRequirementTests: XCTestCase {
    private func satisfied(_ requirement: String, _ version: String, file: StaticString = #filePath, line: UInt = #line) -> Bool {
        guard let wanted = VersionRequirement(requirement), let version = SemanticVersion(version) else {
            XCTFail("unparsable: \(requirement) / \(version)", file: file, line: line)
            return false
        }
        return wanted.isSatisfied(by: version)
    }

    func testASeriesMatchesItsReleases() {
        XCTAssertTrue(satisfied("0.1", "0.1.0"))
        XCTAssertTrue(satisfied("0.1", "0.1.7"))
        XCTAssertFalse(satisfied("0.1", "0.2.0"))
        XCTAssertFalse(satisfied("0.1", "0.0.9"))
        XCTAssertTrue(satisfied("1", "1.4.2"))
        XCTAssertFalse(satisfied("1", "2.0.0"))
        XCTAssertTrue(satisfied("= 0.1", "0.1.3"))
    }

    func testAFullVersionIsExact() {
        XCTAssertTrue(satisfied("0.1.0", "0.1.0"))
        XCTAssertFalse(satisfied("0.1.0", "0.1.1"))
        XCTAssertTrue(satisfied("==0.1.0", "0.1.0"))
        XCTAssertFalse(satisfied("0.2.0-beta.1", "0.2.0"))
        XCTAssertTrue(satisfied("0.2.0-beta.1", "0.2.0-beta.1"))
    }

    func testComparisonsAndTheirConjunction() {
        XCTAssertTrue(satisfied(">= 0.1.0", "0.1.0"))
        XCTAssertTrue(satisfied(">=0.1", "3.0.0"))
        XCTAssertFalse(satisfied(">= 0.1.1", "0.1.0"))
        XCTAssertTrue(satisfied("> 0.1", "0.1.1"))
        XCTAssertFalse(satisfied("> 0.1", "0.1.0"))
        XCTAssertTrue(satisfied("< 0.3", "0.2.9"))
        XCTAssertFalse(satisfied("< 0.3", "0.3.0"))
        XCTAssertTrue(satisfied("<= 0.2.5", "0.2.5"))
        XCTAssertTrue(satisfied(">= 0.1.2, < 0.3", "0.2.0"))
        XCTAssertFalse(satisfied(">= 0.1.2, < 0.3", "0.1.1"))
        XCTAssertFalse(satisfied(">= 0.1.2, < 0.3", "0.3.0"))
    }

    func testPreReleasesSortBeforeTheirRelease() throws {
        let order = ["0.9.9", "1.0.0-alpha", "1.0.0-alpha.1", "1.0.0-alpha.beta", "1.0.0-beta", "1.0.0-beta.2", "1.0.0-beta.11", "1.0.0-rc.1", "1.0.0", "1.0.1"]
        let versions = try order.map { try XCTUnwrap(SemanticVersion($0), $0) }
        for (lower, higher) in zip(versions, versions.dropFirst()) {
            XCTAssertLessThan(lower, higher)
            XCTAssertFalse(higher < lower)
        }
        XCTAssertEqual(SemanticVersion("1.2.3+build.5")?.description, "1.2.3")
    }

    func testRejectsWhatIsNotARequirement() {
        for text in ["", "latest", "0.1.x", "v0.1.0", ">=", ">= 0.1,", "0.1.0.0", "1..2", "~> 0.1", "0.-1", "0.1.0-", "٣.1"] {
            XCTAssertNil(VersionRequirement(text), text)
        }
    }

    func testTheRefusalSaysWhichWayToGo() {
        let location = SourceLocation(file: "vmgen.yml", line: 3, column: 16)
        XCTAssertNil(VersionCheck.problem(requirement: "0.1", current: "0.1.4", location: location))
        XCTAssertEqual(VersionCheck.problem(requirement: ">= 0.2.0", current: "0.1.0", location: location), .error(
            "this project needs vmgen >= 0.2.0, but this is vmgen 0.1.0; this vmgen is older: install a vmgen that satisfies it (see the README's Install section)",
            at: location, code: "config"))
        XCTAssertEqual(VersionCheck.problem(requirement: "0.1", current: "0.2.0", location: location), .error(
            "this project needs vmgen 0.1, but this is vmgen 0.2.0; this vmgen is newer: install a vmgen that satisfies it, or raise 'vmgen_version' once the project is regenerated with this one",
            at: location, code: "config"))
        XCTAssertEqual(VersionCheck.problem(requirement: "latest", current: "0.1.0", location: location)?.message,
            "'vmgen_version' must be a version requirement such as \(VersionRequirement.forms); 'latest' is not one")
    }

    /// This vmgen satisfies the requirement `vmgen init` would write for it.
    func testTheCurrentVersionIsASemanticVersion() throws {
        let current = try XCTUnwrap(SemanticVersion(VMGenVersion.current))
        XCTAssertTrue(try XCTUnwrap(VersionRequirement("\(current.major).\(current.minor)")).isSatisfied(by: current))
    }

    func testFindsTheValueInTheConfigText() {
        let text = "# project\nspecs: Specs\nvmgen_version: \">= 0.1\"\n"
        XCTAssertEqual(VersionCheck.location(inConfig: Array(text.utf8), file: "vmgen.yml").map { "\($0)" }, "vmgen.yml:3:16")
        XCTAssertNil(VersionCheck.location(inConfig: Array("specs: Specs\n".utf8), file: "vmgen.yml"))
    }

    // MARK: - In a project

    func testAProjectNeedingAnotherVmgenIsRefusedByEveryCommandWithExitTwo() throws {
        let project = try TemporaryFolder()
        try project.write("vmgen.yml", "locales: [en]\nvmgen_version: \">= 99\"\n")
        try project.write("Specs/Info.yml", "viewModel: Info\nhosting: client\n")
        for arguments in [["generate"], ["generate", "--check"], ["check"], ["config"], ["new", "Orders"], ["watch", "--max-runs", "1"]] {
            let run = vmgen(arguments, in: project.path)
            XCTAssertEqual(run.code, .usage, "\(arguments)")
            XCTAssertEqual(run.out, "")
            XCTAssertEqual(run.err, """
                vmgen.yml:2:16: error: this project needs vmgen >= 99, but this is vmgen \(VMGenVersion.current); this vmgen is older: install a vmgen that satisfies it (see the README's Install section) [config]
                vmgen_version: ">= 99"
                               ^

                """, "\(arguments)")
        }
        XCTAssertEqual(project.files(), ["Specs/Info.yml", "vmgen.yml"])
    }

    /// Keys a newer vmgen knows are expected in its projects: the version is the problem.
    func testTheVersionProblemHidesUnknownKeys() throws {
        let project = try TemporaryFolder()
        try project.write("vmgen.yml", "vmgen_version: 0.0.1\nfeatureOfTomorrow: true\n")
        let run = vmgen("generate", in: project.path)
        XCTAssertEqual(run.code, .usage)
        XCTAssertTrue(run.err.hasPrefix("vmgen.yml:1:16: error: this project needs vmgen 0.0.1, but this is vmgen \(VMGenVersion.current); this vmgen is newer"), run.err)
        XCTAssertFalse(run.err.contains("featureOfTomorrow"), run.err)
    }

    func testASatisfiedOrBadRequirement() throws {
        let project = try TemporaryFolder()
        let current = try XCTUnwrap(SemanticVersion(VMGenVersion.current))
        try project.write("vmgen.yml", "vmgen_version: \"\(current.major).\(current.minor)\"\n")
        try project.write("Specs/Info.yml", "viewModel: Info\nhosting: client\n")
        XCTAssertEqual(vmgen("generate", in: project.path).code, .success)
        try project.write("vmgen.yml", "vmgen_version: latest\n")
        let bad = vmgen("generate", in: project.path)
        XCTAssertEqual(bad.code, .usage)
        XCTAssertTrue(bad.err.hasPrefix("vmgen.yml:1:16: error: 'vmgen_version' must be a version requirement such as 0.1 (any 0.1.x)"), bad.err)
    }
}
