import Foundation
import VMGenTestSupport
import XCTest

/// `scripts/install` without its release build (`--no-build`, in a copy of the script beside a
/// stand-in for the built binary): where it installs, that it is idempotent and atomic, its
/// errors, and that it refuses a binary that needs the Swift toolchain's libraries. That the
/// installed binary really runs without Swift is `scripts/test-install`'s job (from .ci/run:
/// it needs the static release build).
final class InstallScriptTests: XCTestCase {
    private var folder: TemporaryFolder!
    private var built: String { folder.path + "/checkout/" + Self.builtPath }

    /// Where `scripts/install` takes the binary from with `--no-build`.
    private static var builtPath: String {
        #if os(Linux)
        return ".build/static/release/vmgen"
        #else
        return ".build/release/vmgen"
        #endif
    }

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
        try folder.write("checkout/Package.swift", "// a stand-in checkout\n")
        try folder.write("checkout/docs/vmgen.1", ".TH VMGEN 1\n")
        try FileManager.default.createDirectory(atPath: folder.path + "/checkout/scripts", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Repository.root + "/scripts/install", toPath: folder.path + "/checkout/scripts/install")
        try standIn(version: "1.0.0")
    }

    override func tearDown() {
        folder = nil
    }

    /// A "built vmgen": a script that prints its version.
    private func standIn(version: String) throws {
        try folder.write("checkout/" + Self.builtPath, "#!/bin/sh\necho 'vmgen \(version)'\n")
        XCTAssertEqual(chmod(built, 0o755), 0)
    }

    private func install(_ arguments: [String], environment: [String: String] = [:]) throws -> ProcessRunner.Result {
        var values = ["PATH": "/usr/bin:/bin"]
        values.merge(environment) { $1 }
        return try ProcessRunner.run("/bin/bash", arguments: [folder.path + "/checkout/scripts/install"] + arguments, in: folder.path, environment: values)
    }

    func testInstallsOnceThenFindsItUpToDateAndReplacesAChangedBinary() throws {
        let prefix = folder.path + "/prefix"
        let first = try install(["--no-build", "--prefix", prefix])
        XCTAssertEqual(first.status, 0, first.output)
        XCTAssertTrue(first.standardOutput.hasPrefix("installed \(prefix)/bin/vmgen (vmgen 1.0.0)\n"), first.output)
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: prefix + "/bin/vmgen"))
        let extras = ["man/man1/vmgen.1", "bash-completion/completions/vmgen", "zsh/site-functions/_vmgen", "fish/vendor_completions.d/vmgen.fish"]
        XCTAssertEqual(try String(contentsOfFile: prefix + "/share/man/man1/vmgen.1", encoding: .utf8), ".TH VMGEN 1\n")
        for extra in extras.dropFirst() {
            // The stand-in answers every command with its version: the file holds what the
            // installed binary printed.
            XCTAssertEqual(try String(contentsOfFile: prefix + "/share/" + extra, encoding: .utf8), "vmgen 1.0.0\n", extra)
            XCTAssertTrue(first.standardOutput.contains("installed \(prefix)/share/\(extra)\n"), first.output)
        }

        let again = try install(["--no-build"], environment: ["PREFIX": prefix])
        XCTAssertEqual(again.status, 0, again.output)
        XCTAssertTrue(again.standardOutput.hasPrefix("up to date: \(prefix)/bin/vmgen (vmgen 1.0.0)\n"), again.output)

        try standIn(version: "1.0.1")
        let newer = try install(["--no-build", "--prefix=\(prefix)/"])
        XCTAssertEqual(newer.status, 0, newer.output)
        XCTAssertTrue(newer.standardOutput.hasPrefix("installed \(prefix)/bin/vmgen (vmgen 1.0.1)\n"), newer.output)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: prefix + "/bin"), ["vmgen"], "no partial copy left beside it")

        let removed = try install(["--uninstall", "--prefix", prefix])
        XCTAssertEqual(removed.standardOutput, (["bin/vmgen"] + extras.map { "share/" + $0 }).map { "removed \(prefix)/\($0)\n" }.joined(), removed.output)
        let nothing = try install(["--uninstall", "--prefix", prefix])
        XCTAssertEqual(nothing.status, 0, nothing.output)
        XCTAssertEqual(nothing.standardOutput, "nothing to remove: \(prefix)/bin/vmgen does not exist\n")
    }

    func testDESTDIRGoesBeforeThePrefix() throws {
        let result = try install(["--no-build", "--prefix", "/usr"], environment: ["DESTDIR": folder.path + "/stage"])
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: folder.path + "/stage/usr/bin/vmgen"), result.output)
    }

    func testMistakesAreErrorsWithExit2() throws {
        let cases: [([String], String)] = [
            (["--prefx", "/tmp"], "scripts/install: error: unknown option '--prefx' (options: --prefix DIR, --no-build, --build-only, --uninstall, --help)\n"),
            (["--prefix"], "scripts/install: error: --prefix needs a folder, e.g. --prefix ~/.local\n"),
            (["--prefix", "relative/place"], "scripts/install: error: the prefix 'relative/place' is not an absolute path; give one, e.g. --prefix \"$HOME/.local\"\n"),
            (["--prefix", ""], "scripts/install: error: the prefix is empty; give a folder, e.g. PREFIX=/usr/local\n"),
        ]
        for (arguments, message) in cases {
            let result = try install(arguments)
            XCTAssertEqual(result.status, 2, "\(arguments): \(result.output)")
            XCTAssertEqual(result.standardError, message, "\(arguments)")
        }
        try folder.write("prefix/bin/vmgen/keep", "a folder where the binary goes\n")
        let blocked = try install(["--no-build", "--prefix", folder.path + "/prefix"])
        XCTAssertEqual(blocked.status, 2, blocked.output)
        XCTAssertEqual(blocked.standardError, "scripts/install: error: \(folder.path)/prefix/bin/vmgen is a folder; move it away first\n")
        XCTAssertEqual(folder.read("prefix/bin/vmgen/keep"), "a folder where the binary goes\n")

        try FileManager.default.removeItem(atPath: built)
        let missing = try install(["--no-build", "--prefix", folder.path + "/other"])
        XCTAssertEqual(missing.status, 2, missing.output)
        XCTAssertTrue(missing.standardError.hasPrefix("scripts/install: error: no built vmgen at "), missing.output)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path + "/other/bin/vmgen"))
    }

    #if os(Linux)
    /// The debug `vmgen` these tests run is a plain build: it loads libswiftCore.so and
    /// libFoundation.so from the toolchain, so it would not run where Swift is not installed.
    func testRefusesABinaryThatNeedsTheToolchainsLibraries() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/ldd") else { throw XCTSkip("no ldd") }
        try FileManager.default.removeItem(atPath: built)
        try FileManager.default.copyItem(atPath: BuiltBinary.vmgen, toPath: built)
        let result = try install(["--no-build", "--prefix", folder.path + "/prefix"])
        XCTAssertEqual(result.status, 2, result.output)
        XCTAssertTrue(result.standardError.contains("libswiftCore.so => "), result.output)
        XCTAssertTrue(result.standardError.contains("needs the Swift toolchain's libraries (above), so it would not run without Swift installed"), result.output)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path + "/prefix/bin/vmgen"))
    }
    #endif
}
