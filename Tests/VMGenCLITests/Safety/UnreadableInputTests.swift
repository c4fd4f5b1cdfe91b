import Foundation
import VMGenTestSupport
import XCTest

/// Nothing vmgen is asked to read is taken as empty when it cannot be read: the config, a spec
/// (a link, a FIFO, a file or folder it may not read, a name that is not UTF-8), a template
/// override, a Swift file to lint. Each is an error at its path that says what the file is and
/// why vmgen will not use it, through the built binary — and a run that meets one generates and
/// deletes nothing (before, an unreadable spec's 17 outputs in Harbor were deleted as stale).
/// Permissions are tried as a user that is not root (root reads everything): the binary runs
/// as `nobody` through `setpriv` when the tests run as root.
final class UnreadableInputTests: XCTestCase {
    private var project: TemporaryFolder!

    override func setUpWithError() throws {
        project = try TemporaryFolder()
        try Reliability.makeProject(in: project, pages: 2, children: 1)
        XCTAssertEqual(try Reliability.vmgen(["generate", "-q"], in: project.path).status, 0)
    }

    override func tearDown() {
        if let project { chmodAll(project.path, 0o755) }
        project = nil
    }

    private var path: String { project.path }

    /// Runs `generate` and requires it refused with `message`, every file as it was.
    @discardableResult
    private func assertRefused(_ arguments: [String] = ["generate"], containing message: String, status: Int32 = 2, file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let before = Reliability.contents(of: path)
        let run = try vmgen(arguments)
        XCTAssertEqual(run.status, status, run.output, file: file, line: line)
        XCTAssertTrue(run.standardError.contains(message), run.standardError, file: file, line: line)
        XCTAssertTrue(Reliability.contents(of: path) == before, "a file changed", file: file, line: line)
        return run.standardError
    }

    // MARK: The config

    func testAConfigThatIsAFolderAFIFOOrALinkToADeviceIsRefused() throws {
        let config = try XCTUnwrap(project.read("vmgen.yml"))
        try project.remove("vmgen.yml")
        try FileManager.default.createDirectory(atPath: path + "/vmgen.yml", withIntermediateDirectories: false)
        try assertRefused(containing: "Error: the config file vmgen.yml is a folder; vmgen reads only regular files\n")
        try project.remove("vmgen.yml")
        XCTAssertEqual(mkfifo(path + "/vmgen.yml", 0o644), 0)
        try assertRefused(containing: "Error: the config file vmgen.yml is a FIFO (a named pipe); vmgen reads only regular files\n")
        try project.remove("vmgen.yml")
        try FileManager.default.createSymbolicLink(atPath: path + "/vmgen.yml", withDestinationPath: "/dev/null")
        try assertRefused(containing: "Error: the config file vmgen.yml is a symbolic link to a character device; vmgen reads only regular files\n")
        try project.remove("vmgen.yml")
        try project.write("vmgen.yml", config)
        try requireAnotherUser()
        chmod(path + "/vmgen.yml", 0o000)
        try assertRefused(containing: "Error: the config file vmgen.yml cannot be read: Permission denied\n")
    }

    // MARK: Specs

    func testASpecThatCannotBeReadStopsTheRunAndDeletesNothing() throws {
        // A FIFO, a link that leads nowhere, a link out of the project, a name that is not UTF-8.
        let outside = try TemporaryFolder()
        try outside.write("Far.yml", Reliability.spec("Far", children: 0))
        XCTAssertEqual(mkfifo(path + "/Specs/Pipe.yml", 0o644), 0)
        try FileManager.default.createSymbolicLink(atPath: path + "/Specs/Gone.yml", withDestinationPath: "Nowhere.yml")
        try FileManager.default.createSymbolicLink(atPath: path + "/Specs/Far.yml", withDestinationPath: outside.path + "/Far.yml")
        let badName = path + "/Specs/Caf\u{00E9}"  // then one byte of it made invalid UTF-8
        var raw = Array(badName.utf8)
        raw.removeLast()
        raw += [0xFF, 0x2E, 0x79, 0x6D, 0x6C]  // "\xFF.yml"
        let descriptor = raw.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { Array($0) + [0] }.withUnsafeBufferPointer { open($0.baseAddress!, O_WRONLY | O_CREAT, 0o644) }
        }
        XCTAssertGreaterThanOrEqual(descriptor, 0)
        close(descriptor)
        let stderr = try assertRefused(containing: "vmgen generates and deletes nothing until it can read every spec")
        for expected in [
            "Specs/Pipe.yml:1:1: error: Specs/Pipe.yml is a FIFO (a named pipe); vmgen reads only regular files",
            "Specs/Gone.yml:1:1: error: Specs/Gone.yml is a symbolic link that leads nowhere",
            "Specs/Far.yml:1:1: error: Specs/Far.yml is a symbolic link to \(FileSystemPaths.real(outside.path))/Far.yml, outside the project folder",
            "has a name that is not UTF-8, so vmgen cannot open it; rename it",
        ] {
            XCTAssertTrue(stderr.contains(expected), "\(expected)\n\(stderr)")
        }
        // `check` reports them too, with the same exit code.
        XCTAssertEqual(try vmgen(["check"]).status, 2)
    }

    func testALinkToASpecInsideTheProjectIsReadWhereItIs() throws {
        try project.write("Shared/Linked.yml", Reliability.spec("Linked", children: 0))
        try FileManager.default.createSymbolicLink(atPath: path + "/Specs/Linked.yml", withDestinationPath: "../Shared/Linked.yml")
        let run = try vmgen(["generate"])
        XCTAssertEqual(run.status, 0, run.output)
        XCTAssertNotNil(project.read("Sources/ViewModels/Linked/LinkedViewModel.swift"), run.output)
        XCTAssertTrue(project.read("Sources/ViewModels/Linked/LinkedViewModel.swift")?.contains("from Specs/Linked.yml") == true)
    }

    func testASpecOrAFolderOfSpecsVMGenMayNotReadStopsTheRun() throws {
        try requireAnotherUser()
        chmod(path + "/Specs/Page0.yml", 0o000)
        try assertRefused(containing: "Specs/Page0.yml:1:1: error: Specs/Page0.yml cannot be read: Permission denied; vmgen generates and deletes nothing until it can read every spec")
        chmod(path + "/Specs/Page0.yml", 0o644)
        try project.write("Specs/More/Page9.yml", Reliability.spec("Page9", children: 0))
        chmod(path + "/Specs/More", 0o000)
        try assertRefused(containing: "Specs/More:1:1: error: Specs/More is a folder vmgen cannot list: Permission denied")
    }

    // MARK: Templates

    func testATemplateOverrideVMGenMayNotReadStopsTheRun() throws {
        try project.write("vmgen.yml", try XCTUnwrap(project.read("vmgen.yml")) + "templates: Templates\n")
        try project.write("Templates/ViewModel.swift.template", "// mine\n")
        try requireAnotherUser()
        chmod(path + "/Templates/ViewModel.swift.template", 0o000)
        try assertRefused(containing: "Templates/ViewModel.swift.template:1:1: error: the template Templates/ViewModel.swift.template cannot be read: Permission denied")
    }

    // MARK: Lint

    func testLintNeverWaitsOnAFIFOAndNeverPassesAFileItCouldNotRead() throws {
        XCTAssertEqual(mkfifo(path + "/Sources/Pipe.swift", 0o644), 0)
        let started = Date()
        let fifo = try vmgen(["lint", "Sources/Pipe.swift"])
        XCTAssertLessThan(Date().timeIntervalSince(started), 20, "lint waited on the FIFO")
        XCTAssertEqual(fifo.status, 2, fifo.output)
        XCTAssertTrue(fifo.standardError.hasPrefix("Error: 'Sources/Pipe.swift' is a FIFO (a named pipe); vmgen reads only regular files\n"), fifo.standardError)
        try project.remove("Sources/Pipe.swift")
        try project.write("Sources/Own/Mine.swift", "struct Mine {}\n")
        try requireAnotherUser()
        chmod(path + "/Sources/Own/Mine.swift", 0o000)
        let run = try vmgen(["lint", "Sources/Own"])
        XCTAssertEqual(run.status, 1, run.output)
        XCTAssertTrue(run.standardError.contains("Sources/Own/Mine.swift:1:1: error: Sources/Own/Mine.swift cannot be read: Permission denied; vmgen checked nothing in it [lint]"), run.standardError)
    }

    // MARK: What is in the way

    func testAFolderVMGenMustCreateNamesWhatIsInItsPlace() throws {
        // A FIFO (or a plain file) where a new screen's folder goes: the run stops naming it,
        // writes nothing, and the FIFO is left as it was.
        try project.write("Specs/Page9.yml", Reliability.spec("Page9", children: 0))
        XCTAssertEqual(mkfifo(path + "/Sources/ViewModels/Page9", 0o644), 0)
        try assertRefused(containing: "error: cannot create the folder Sources/ViewModels/Page9: Sources/ViewModels/Page9 is a FIFO (a named pipe), not a folder\n", status: 1)
        var status = stat()
        XCTAssertEqual(lstat(path + "/Sources/ViewModels/Page9", &status), 0)
        XCTAssertEqual(status.st_mode & S_IFMT, S_IFIFO)
        try project.remove("Sources/ViewModels/Page9")
        try project.write("Sources/ViewModels/Page9", "mine\n")
        try assertRefused(containing: "error: cannot create the folder Sources/ViewModels/Page9: Sources/ViewModels/Page9 is a file, not a folder\n", status: 1)
        XCTAssertEqual(project.read("Sources/ViewModels/Page9"), "mine\n")
    }

    func testABaselineOrANamedSpecThatIsAFIFOSaysSo() throws {
        XCTAssertEqual(mkfifo(path + "/baseline.json", 0o644), 0)
        try project.write("Sources/Own/Mine.swift", "struct Mine {}\n")
        let started = Date()
        let lint = try vmgen(["lint", "--baseline", "baseline.json", "Sources/Own"])
        XCTAssertLessThan(Date().timeIntervalSince(started), 20, "lint waited on the FIFO")
        XCTAssertEqual(lint.status, 2, lint.output)
        XCTAssertTrue(lint.standardError.hasPrefix("Error: the baseline baseline.json is a FIFO (a named pipe); vmgen reads only regular files\n"), lint.standardError)
        XCTAssertEqual(mkfifo(path + "/Pipe.yml", 0o644), 0)
        let check = try vmgen(["check", "Pipe.yml"])
        XCTAssertEqual(check.status, 2, check.output)
        XCTAssertTrue(check.standardError.hasPrefix("Error: Pipe.yml is a FIFO (a named pipe); vmgen reads only regular files\n"), check.standardError)
        // A baseline that is missing still says how to write one.
        let missing = try vmgen(["lint", "--baseline", "none.json", "Sources/Own"])
        XCTAssertTrue(missing.standardError.contains("the baseline none.json does not exist (write one with --write-baseline)"), missing.standardError)
    }

    // MARK: Running as another user

    /// Whether permission tests mean something here: as root only through `setpriv`.
    private func requireAnotherUser() throws {
        guard getuid() == 0 else { return }
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else {
            throw XCTSkip("running as root without setpriv: root reads every file, so unreadable files cannot be tried")
        }
        // The user must reach the project and the binary: both are made world-readable.
        chmodAll(path, 0o777)
        asNobody = true
    }

    private var asNobody = false

    /// `vmgen` in the project, as `nobody` once `requireAnotherUser` asked for it.
    private func vmgen(_ arguments: [String]) throws -> ProcessRunner.Result {
        guard asNobody else { return try Reliability.vmgen(arguments, in: path) }
        let binary = try binaryForNobody()
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        environment["HOME"] = path
        environment["VMGEN_CACHE_DIR"] = path + "/.cache"
        return try ProcessRunner.run("/usr/bin/setpriv", arguments: ["--reuid=65534", "--regid=65534", "--clear-groups", binary] + arguments, in: path, environment: environment)
    }

    /// A copy of the built binary where `nobody` may run it (the build folder may be closed to it).
    private func binaryForNobody() throws -> String {
        let copy = NSTemporaryDirectory() + "vmgen-as-nobody-\(getpid())"
        if !FileManager.default.fileExists(atPath: copy) {
            try FileManager.default.copyItem(atPath: BuiltBinary.vmgen, toPath: copy)
            chmod(copy, 0o755)
            TemporaryFolder.removeAtExit(copy)
        }
        return copy
    }

    /// Gives every entry under `folder` (not its links' targets) the permissions `mode`; 0o755
    /// in tear-down so the folder can be removed.
    private func chmodAll(_ folder: String, _ mode: mode_t) {
        chmod(folder, mode)
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return }
        while let relative = enumerator.nextObject() as? String {
            var status = stat()
            let full = folder + "/" + relative
            guard lstat(full, &status) == 0, status.st_mode & S_IFMT != S_IFLNK, status.st_mode & S_IFMT != S_IFIFO else { continue }
            chmod(full, (status.st_mode & S_IFMT) == S_IFDIR ? mode | 0o111 : mode & ~0o111)
        }
    }
}

/// A path with its links resolved, as vmgen names a link's target.
enum FileSystemPaths {
    static func real(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
