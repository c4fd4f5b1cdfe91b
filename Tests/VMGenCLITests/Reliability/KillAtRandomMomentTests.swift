import Foundation
import VMGenTestSupport
import XCTest

/// `vmgen generate` killed (SIGKILL: no chance to clean up) at random moments, many times:
/// every file in the project is always byte for byte either its old or its new version —
/// never half-written — and the next complete run removes any temporary file and finishes.
final class KillAtRandomMomentTests: XCTestCase {
    func testKilledAtRandomMomentsEveryFileIsOldOrNewAndTheNextRunFinishes() throws {
        // Two versions of one project; most generated files differ between them, and each has
        // files the other has not (Extra in A, Other in B: created, and deleted when stale —
        // client-hosted, so without a factory, whose body vmgen keeps as hand-written code).
        let pages = 8
        let a = try TemporaryFolder()
        try Reliability.makeProject(in: a, pages: pages, children: 3)
        try a.write("Specs/Extra.yml", Reliability.spec("Extra", children: 0, hosting: "client"))
        let b = try TemporaryFolder()
        try Reliability.makeProject(in: b, pages: pages, children: 3, variant: " v2")
        try b.write("Specs/Other.yml", Reliability.spec("Other", children: 0, hosting: "client"))
        for version in [a, b] {
            let run = try Reliability.vmgen(["generate", "-q"], in: version.path)
            XCTAssertEqual(run.status, 0, run.output)
        }
        let versions = [Reliability.contents(of: a.path), Reliability.contents(of: b.path)]
        let generated = versions.map { $0.filter { !$0.key.hasPrefix("Specs/") && $0.key != "vmgen.yml" } }
        XCTAssertGreaterThan(generated[0].count, 40)
        let differing = generated[0].filter { generated[1][$0.key] != nil && generated[1][$0.key] != $0.value }.count
        XCTAssertGreaterThan(differing, generated[0].count / 2, "most files differ between the versions")

        // How long a run that rewrites the project takes, to kill within it: A's files with B's
        // specs. (Timing a run with nothing to write measured a tenth of it, so every kill
        // landed before the first file was renamed into place.)
        let project = try TemporaryFolder()
        try install(versions[0], in: project)
        try install(versions[1].filter { $0.key.hasPrefix("Specs/") }, in: project, replacingSpecs: true)
        let started = Date()
        XCTAssertEqual(try Reliability.vmgen(["generate", "-q"], in: project.path).status, 0)
        let duration = Date().timeIntervalSince(started)

        var random = SystemRandomNumberGenerator()
        var mixed = 0
        var leftovers = 0
        // At least 30 kills; more (up to 150) until one lands while files are being renamed
        // into place: that window is short (every file is staged first), and on a loaded
        // machine a run's length varies, so 30 uniform kills can all miss it.
        var iterations = 0
        while iterations < 30 || (mixed == 0 && iterations < 150) {
            let iteration = iterations
            iterations += 1
            // The project holds B's files now; each run switches to the other version's specs.
            let next = versions[iteration % 2]
            try install(next.filter { $0.key.hasPrefix("Specs/") }, in: project, replacingSpecs: true)
            let process = try StartedProcess(BuiltBinary.vmgen, arguments: ["generate", "-q"], in: project.path)
            usleep(UInt32(Double.random(in: 0...(duration * 1.1), using: &random) * 1_000_000))
            process.kill()
            XCTAssertNotNil(process.wait(), "vmgen did not end after SIGKILL")

            let now = Reliability.contents(of: project.path).filter { !$0.key.hasPrefix("Specs/") && $0.key != "vmgen.yml" }
            var fromA = 0
            var fromB = 0
            for (path, bytes) in now {
                let name = (path as NSString).lastPathComponent
                if name.hasPrefix("."), name.hasSuffix(".tmp") {
                    leftovers += 1
                    continue
                }
                if bytes == generated[0][path] { fromA += 1; continue }
                if bytes == generated[1][path] { fromB += 1; continue }
                XCTFail("iteration \(iteration): \(path) (\(bytes.count) bytes) is neither its old nor its new version")
            }
            if fromA > 0, fromB > 0 { mixed += 1 }
        }
        // The kills landed in the middle of writing, not only before or after it.
        XCTAssertGreaterThan(mixed, 0, "no kill happened while files were being written; the test proved nothing")

        // A run to the end: exactly the last version, and no temporary file left.
        let finish = try Reliability.vmgen(["generate", "-q"], in: project.path)
        XCTAssertEqual(finish.status, 0, finish.output)
        let final = Reliability.contents(of: project.path).filter { !$0.key.hasPrefix("Specs/") && $0.key != "vmgen.yml" }
        let expected = generated[(iterations - 1) % 2]
        XCTAssertEqual(Set(final.keys).subtracting(expected.keys).sorted(), [], "files left over after the last run")
        XCTAssertEqual(Set(expected.keys).subtracting(final.keys).sorted(), [], "files missing after the last run")
        for (path, bytes) in expected where final[path] != bytes { XCTFail("\(path) is not its last version after the last run") }
        let figures = "KillAtRandomMomentTests: \(iterations) kills within a \(Int(duration * 1000)) ms run; \(mixed) left a mix of old and new files, \(leftovers) temporary files were seen after a kill (all gone after the last run)"
        addTeardownBlock { [self] in TestFigures.show(figures, testFailed: (testRun?.totalFailureCount ?? 0) > 0) }
    }

    /// Puts `files` (relative path → bytes) into `folder`; with `replacingSpecs`, the spec folder
    /// holds exactly the given specs afterwards.
    private func install(_ files: [String: [UInt8]], in folder: TemporaryFolder, replacingSpecs: Bool = false) throws {
        if replacingSpecs { try? FileManager.default.removeItem(atPath: folder.path + "/Specs") }
        for (path, bytes) in files {
            let full = folder.path + "/" + path
            try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(bytes).write(to: URL(fileURLWithPath: full))
        }
    }
}
