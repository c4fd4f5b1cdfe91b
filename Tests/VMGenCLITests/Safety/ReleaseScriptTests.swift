import Foundation
import VMGenTestSupport
import XCTest

/// `scripts/release --no-build`, in a copy of the script (and of scripts/install, which it asks
/// for the binary) beside a stand-in for the built binary: its options, the archive's and the
/// artifact bundle's layout, byte-identical output from run to run, the NOTICE when there is no
/// license, and its refusal to write into a folder that holds anything it did not write. That
/// SwiftPM really uses the bundle, with the real static binary, is `scripts/test-release`'s job
/// (from .ci/run).
final class ReleaseScriptTests: XCTestCase {
    private var folder: TemporaryFolder!
    private var checkout: String { folder.path + "/checkout" }

    /// Where `scripts/install` takes the binary from with `--no-build`, and the platform's names.
    #if os(Linux)
    private static let builtPath = ".build/static/release/vmgen"
    private static let os = "linux"
    private static let vendor = "unknown-linux-gnu"
    #else
    private static let builtPath = ".build/release/vmgen"
    private static let os = "macos"
    private static let vendor = "apple-macosx"
    #endif
    #if arch(x86_64)
    private static let arch = "x86_64"
    #else
    private static let arch = os == "linux" ? "aarch64" : "arm64"
    #endif
    private static let name = "vmgen-1.0.0-\(os)-\(arch)"

    override func setUpWithError() throws {
        // The script zips the bundle; the tests read it back. (.ci/run installs both, and its
        // scripts/test-release fails without them.)
        for tool in ["zip", "unzip"] where !["/usr/bin/", "/bin/"].contains(where: { FileManager.default.isExecutableFile(atPath: $0 + tool) }) {
            throw XCTSkip("no \(tool) in /usr/bin or /bin: scripts/release needs it (apt-get install zip unzip)")
        }
        folder = try TemporaryFolder()
        try folder.write("checkout/Package.swift", "// a stand-in checkout\n")
        try folder.write("checkout/docs/vmgen.1", ".TH VMGEN 1\n")
        try folder.write("checkout/README.md", "# vmgen\n")
        try FileManager.default.createDirectory(atPath: checkout + "/scripts", withIntermediateDirectories: true)
        for script in ["install", "release"] {
            try FileManager.default.copyItem(atPath: Repository.root + "/scripts/" + script, toPath: checkout + "/scripts/" + script)
        }
        try standIn(#"echo "vmgen 1.0.0""#)
    }

    override func tearDown() {
        folder = nil
    }

    /// A "built vmgen": a shell script; every command prints its version, `completion SHELL`
    /// its shell's name.
    private func standIn(_ body: String) throws {
        try folder.write("checkout/" + Self.builtPath, "#!/bin/sh\nif [ \"$1\" = completion ]; then echo \"completion for $2\"; exit 0; fi\n\(body)\n")
        XCTAssertEqual(chmod(checkout + "/" + Self.builtPath, 0o755), 0)
    }

    private func release(_ arguments: [String], umask: String = "022") throws -> ProcessRunner.Result {
        try ProcessRunner.run("/bin/bash", arguments: ["-c", "umask \(umask) && exec \"$0\" \"$@\"", checkout + "/scripts/release"] + arguments,
                              in: folder.path, environment: ["PATH": "/usr/bin:/bin"])
    }

    private func run(_ tool: String, _ arguments: [String]) throws -> String {
        let result = try ProcessRunner.run(tool, arguments: arguments, environment: ["PATH": "/usr/bin:/bin"])
        XCTAssertEqual(result.status, 0, result.output)
        return result.standardOutput
    }

    private func sha256(_ path: String) throws -> String {
        String(try run("/usr/bin/env", ["sh", "-c", "sha256sum \"$0\" 2>/dev/null || shasum -a 256 \"$0\"", path]).prefix(64))
    }

    func testWritesTheArchiveAndTheArtifactBundleWithTheirLayoutAndChecksums() throws {
        let result = try release(["--no-build", "--output", "out"])
        XCTAssertEqual(result.status, 0, result.output)
        let out = folder.path + "/out"
        let archive = out + "/\(Self.name).tar.gz"
        let zip = out + "/vmgen-1.0.0.artifactbundle.zip"
        let entries = try run("/usr/bin/env", ["tar", "-tzf", archive]).split(separator: "\n").filter { !$0.hasSuffix("/") }
        XCTAssertEqual(entries, [
            "NOTICE", "README.md", "bin/vmgen",
            "share/bash-completion/completions/vmgen", "share/fish/vendor_completions.d/vmgen.fish",
            "share/man/man1/vmgen.1", "share/zsh/site-functions/_vmgen",
        ].map { Substring("\(Self.name)/\($0)") }, "sorted, in one folder named after the release")
        let listing = try run("/usr/bin/env", ["tar", "-tvzf", archive])
        XCTAssertTrue(listing.contains("-rwxr-xr-x 0/0 "), listing)
        XCTAssertFalse(listing.contains(" root/") || listing.contains(" \(NSUserName())/"), "owner 0/0, numeric: \(listing)")

        // The files are what scripts/install installs: the man page, and the completions the
        // binary prints.
        try FileManager.default.createDirectory(atPath: folder.path + "/x", withIntermediateDirectories: true)
        _ = try run("/usr/bin/env", ["tar", "-xzf", archive, "-C", folder.path + "/x"])
        let unpacked = "x/\(Self.name)/"
        XCTAssertEqual(folder.read(unpacked + "share/man/man1/vmgen.1"), ".TH VMGEN 1\n")
        XCTAssertEqual(folder.read(unpacked + "share/zsh/site-functions/_vmgen"), "completion for zsh\n")
        XCTAssertEqual(folder.read(unpacked + "share/fish/vendor_completions.d/vmgen.fish"), "completion for fish\n")
        XCTAssertEqual(folder.read(unpacked + "share/bash-completion/completions/vmgen"), "completion for bash\n")
        XCTAssertEqual(folder.read(unpacked + "README.md"), "# vmgen\n")
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: folder.path + "/" + unpacked + "bin/vmgen"))
        XCTAssertTrue(folder.read(unpacked + "NOTICE")?.contains("No license has been granted for this software.") == true)
        XCTAssertTrue(result.standardError.contains("scripts/release: warning: the repository has no LICENSE file, so no license is granted"), result.output)

        // The bundle, as a folder and zipped: info.json names this platform's one variant.
        let bundle = out + "/vmgen.artifactbundle"
        let info = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: bundle + "/info.json"))) as? [String: Any])
        XCTAssertEqual(info["schemaVersion"] as? String, "1.0")
        let artifact = try XCTUnwrap((info["artifacts"] as? [String: Any])?["vmgen"] as? [String: Any])
        XCTAssertEqual(artifact["type"] as? String, "executable")
        XCTAssertEqual(artifact["version"] as? String, "1.0.0")
        let variants = try XCTUnwrap(artifact["variants"] as? [[String: Any]])
        XCTAssertEqual(variants.count, 1)
        XCTAssertEqual(variants.first?["path"] as? String, "\(Self.name)/bin/vmgen")
        XCTAssertEqual(variants.first?["supportedTriples"] as? [String], ["\(Self.arch)-\(Self.vendor)"])
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: bundle + "/\(Self.name)/bin/vmgen"))
        let zipped = try run("/usr/bin/env", ["unzip", "-Z1", zip]).split(separator: "\n")
        XCTAssertEqual(zipped, ["vmgen.artifactbundle/", "vmgen.artifactbundle/NOTICE", "vmgen.artifactbundle/info.json",
                                "vmgen.artifactbundle/\(Self.name)/", "vmgen.artifactbundle/\(Self.name)/bin/",
                                "vmgen.artifactbundle/\(Self.name)/bin/vmgen"])

        // The SHA-256 of each archive; the zip's is SwiftPM's checksum.
        let archiveSum = try sha256(archive)
        let zipSum = try sha256(zip)
        XCTAssertTrue(result.standardOutput.contains("\n\(archiveSum)  \(Self.name).tar.gz\n\(zipSum)  vmgen-1.0.0.artifactbundle.zip\n"), result.output)
        XCTAssertTrue(result.standardOutput.hasSuffix("SwiftPM checksum of vmgen-1.0.0.artifactbundle.zip (as swift package compute-checksum prints it): \(zipSum)\n"), result.output)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: out).sorted(),
                       [".vmgen-release-artifacts", "\(Self.name).tar.gz", "vmgen-1.0.0.artifactbundle.zip", "vmgen.artifactbundle"],
                       "no partial files left")
    }

    func testTwoRunsGiveByteIdenticalArchivesWhateverTheTimeAndUmask() throws {
        let first = try release(["--no-build", "--output", "one"])
        XCTAssertEqual(first.status, 0, first.output)
        // A second later, with another umask and a binary touched since: the same bytes.
        Thread.sleep(forTimeInterval: 1.1)
        try FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: checkout + "/" + Self.builtPath)
        let second = try release(["--no-build", "--output=\(folder.path)/two/"], umask: "077")
        XCTAssertEqual(second.status, 0, second.output)
        for file in ["\(Self.name).tar.gz", "vmgen-1.0.0.artifactbundle.zip"] {
            let one = try Data(contentsOf: URL(fileURLWithPath: folder.path + "/one/" + file))
            let two = try Data(contentsOf: URL(fileURLWithPath: folder.path + "/two/" + file))
            XCTAssertEqual(one, two, file)
        }
        XCTAssertEqual(first.standardOutput.split(separator: "\n").filter { $0.contains("  vmgen-") },
                       second.standardOutput.split(separator: "\n").filter { $0.contains("  vmgen-") })
    }

    func testTheRepositorysLicenseGoesInInsteadOfTheNotice() throws {
        try folder.write("checkout/LICENSE", "The licence text.\n")
        let result = try release(["--no-build", "--output", "out"])
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertEqual(result.standardError, "", "no warning")
        let entries = try run("/usr/bin/env", ["tar", "-tzf", folder.path + "/out/\(Self.name).tar.gz"])
        XCTAssertTrue(entries.contains("\(Self.name)/LICENSE\n"), entries)
        XCTAssertFalse(entries.contains("NOTICE"), entries)
        XCTAssertEqual(folder.read("out/vmgen.artifactbundle/LICENSE"), "The licence text.\n")
    }

    func testReplacesOnlyItsOwnFiles() throws {
        // Its own folder: the run before's files are replaced, an older version's are kept.
        XCTAssertEqual(try release(["--no-build", "--output", "out"]).status, 0)
        try folder.write("out/.partial.x1Y2z3/vmgen.artifactbundle/info.json", "what an interrupted run left\n")
        try standIn(#"echo "vmgen 1.0.1""#)
        let newer = try release(["--no-build", "--output", "out"])
        XCTAssertEqual(newer.status, 0, newer.output)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/out").sorted(), [
            ".vmgen-release-artifacts", "\(Self.name).tar.gz", "vmgen-1.0.0.artifactbundle.zip",
            "vmgen-1.0.1-\(Self.os)-\(Self.arch).tar.gz", "vmgen-1.0.1.artifactbundle.zip", "vmgen.artifactbundle",
        ])
        XCTAssertTrue(folder.read("out/vmgen.artifactbundle/info.json")?.contains(#""version": "1.0.1""#) == true)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/out/vmgen.artifactbundle").sorted(),
                       ["NOTICE", "info.json", "vmgen-1.0.1-\(Self.os)-\(Self.arch)"], "the old bundle is replaced as a whole")

        // A file of someone else's in its own folder: nothing is written.
        try folder.write("out/notes.txt", "mine\n")
        let stray = try release(["--no-build", "--output", "out"])
        XCTAssertEqual(stray.status, 2, stray.output)
        XCTAssertEqual(stray.standardError, "scripts/release: error: \(folder.path)/out/notes.txt is not a file scripts/release writes, in its output folder \(folder.path)/out; move it away first (the folder holds only release files)\n")
        XCTAssertEqual(folder.read("out/notes.txt"), "mine\n")

        // A folder it did not make, holding anything: refused, untouched.
        try folder.write("dist/vmgen-1.0.0.artifactbundle.zip", "not a release\n")
        let foreign = try release(["--no-build", "--output", "dist"])
        XCTAssertEqual(foreign.status, 2, foreign.output)
        XCTAssertEqual(foreign.standardError, "scripts/release: error: \(folder.path)/dist holds files scripts/release did not write (it has no .vmgen-release-artifacts mark); give a new or empty folder with --output\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/dist"), ["vmgen-1.0.0.artifactbundle.zip"])
        XCTAssertEqual(folder.read("dist/vmgen-1.0.0.artifactbundle.zip"), "not a release\n")

        // An empty folder of yours is fine: it becomes the script's own.
        try FileManager.default.createDirectory(atPath: folder.path + "/empty", withIntermediateDirectories: true)
        XCTAssertEqual(try release(["--no-build", "--output", "empty"]).status, 0)
        XCTAssertNotNil(folder.read("empty/.vmgen-release-artifacts"))
    }

    /// Run on each platform into one folder, the bundle gathers a variant per platform (of the
    /// same version: an older version's variant is dropped).
    func testTheBundleKeepsTheOtherPlatformsVariantsOfTheSameVersion() throws {
        let other = Self.os == "linux" ? ("macos-arm64", "arm64-apple-macosx") : ("linux-x86_64", "x86_64-unknown-linux-gnu")
        try folder.write("out/.vmgen-release-artifacts", "")
        try folder.write("out/vmgen.artifactbundle/vmgen-1.0.0-\(other.0)/bin/vmgen", "the other platform's binary\n")
        try folder.write("out/vmgen.artifactbundle/vmgen-0.9.0-\(other.0)/bin/vmgen", "an older version's\n")
        try folder.write("out/vmgen.artifactbundle/vmgen-1.0.0-plan9-mips/bin/vmgen", "no platform SwiftPM names\n")
        let result = try release(["--no-build", "--output", "out"])
        XCTAssertEqual(result.status, 0, result.output)
        let ours = ("\(Self.os)-\(Self.arch)", "\(Self.arch)-\(Self.vendor)")
        let variants = [ours, other].sorted { $0.0 < $1.0 }
        XCTAssertTrue(result.standardOutput.contains("vmgen.artifactbundle (for \(variants.map(\.1).joined(separator: ", ")))\n"), result.output)
        let info = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder.path + "/out/vmgen.artifactbundle/info.json"))) as? [String: Any])
        let artifact = try XCTUnwrap((info["artifacts"] as? [String: Any])?["vmgen"] as? [String: Any])
        let listed = try XCTUnwrap(artifact["variants"] as? [[String: Any]])
        XCTAssertEqual(listed.map { $0["path"] as? String }, variants.map { "vmgen-1.0.0-\($0.0)/bin/vmgen" })
        XCTAssertEqual(listed.map { $0["supportedTriples"] as? [String] }, variants.map { [$0.1] })
        XCTAssertEqual(folder.read("out/vmgen.artifactbundle/vmgen-1.0.0-\(other.0)/bin/vmgen"), "the other platform's binary\n")
        let zipped = try run("/usr/bin/env", ["unzip", "-Z1", folder.path + "/out/vmgen-1.0.0.artifactbundle.zip"])
        XCTAssertTrue(zipped.contains("vmgen.artifactbundle/vmgen-1.0.0-\(other.0)/bin/vmgen\n"), zipped)
        XCTAssertFalse(zipped.contains("0.9.0") || zipped.contains("plan9"), zipped)
    }

    func testMistakesAreErrorsWithExit2() throws {
        try folder.write("a-file", "x\n")
        let cases: [([String], String)] = [
            (["--outptu", "x"], "scripts/release: error: unknown option '--outptu' (options: --no-build, --output DIR, --help)\n"),
            (["--output"], "scripts/release: error: --output needs a folder, e.g. --output dist\n"),
            (["--output", ""], "scripts/release: error: the output folder is empty or /; give a folder of its own, e.g. --output dist\n"),
            (["--no-build", "--output", "a-file"], "scripts/release: error: \(folder.path)/a-file is not a folder; give another --output\n"),
        ]
        for (arguments, message) in cases {
            let result = try release(arguments)
            XCTAssertEqual(result.status, 2, "\(arguments): \(result.output)")
            XCTAssertEqual(result.standardError, message, "\(arguments)")
        }

        try standIn("echo 'vmgen (development build)'")
        let unversioned = try release(["--no-build", "--output", "out"])
        XCTAssertEqual(unversioned.status, 2, unversioned.output)
        XCTAssertTrue(unversioned.standardError.hasSuffix("--version printed 'vmgen (development build)', which does not end in a version like 1.2.3\n"), unversioned.output)
        XCTAssertNil(folder.read("out/vmgen.artifactbundle/info.json"))

        try FileManager.default.removeItem(atPath: checkout + "/" + Self.builtPath)
        let missing = try release(["--no-build"])
        XCTAssertEqual(missing.status, 2, missing.output)
        XCTAssertTrue(missing.standardError.hasPrefix("scripts/install: error: no built vmgen at "), missing.output)
        XCTAssertFalse(FileManager.default.fileExists(atPath: checkout + "/.build/release-artifacts"), "nothing written before the binary is found")
    }
}
