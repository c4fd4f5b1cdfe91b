import Foundation
import VMGenKit
import VMGenTestSupport
import XCTest

/// `.pre-commit-hooks.yaml` and `scripts/git-pre-commit`: what they run, on what, and the
/// plain git hook really stopping a commit.
final class PreCommitTests: XCTestCase {
    static let hookScript = Repository.root + "/scripts/git-pre-commit"

    // MARK: - .pre-commit-hooks.yaml

    private func hooks() throws -> [String: YAMLNode] {
        let text = try String(contentsOfFile: Repository.root + "/.pre-commit-hooks.yaml", encoding: .utf8)
        let parsed = YAMLParser.parse(text, file: ".pre-commit-hooks.yaml")
        XCTAssertEqual(parsed.diagnostics, [])
        var result: [String: YAMLNode] = [:]
        for hook in try XCTUnwrap(parsed.root?.sequence) {
            result[try XCTUnwrap(hook["id"]?.scalar?.text)] = hook
        }
        return result
    }

    /// The check hook runs on every commit (`always_run`), not only when a spec, template or
    /// config is staged: a static `files:` pattern cannot know a project's output folders, so
    /// a commit of a hand-edited generated file alone went through. A run with nothing
    /// changed replays the run record, so running always costs milliseconds.
    func testTheCheckHookRunsGenerateCheckOnEveryCommit() throws {
        let hook = try XCTUnwrap(try hooks()["vmgen-check"])
        XCTAssertEqual(hook["entry"]?.scalar?.text, "vmgen generate --check")
        XCTAssertEqual(hook["pass_filenames"]?.scalar?.text, "false")
        XCTAssertEqual(hook["language"]?.scalar?.text, "swift", "pre-commit builds vmgen itself")
        XCTAssertEqual(hook["always_run"]?.scalar?.text, "true")
        XCTAssertNil(hook["files"], "pre-commit ignores files: with always_run; a pattern here would only mislead")
    }

    /// What pre-commit would do when only a generated file, edited by hand, is staged: whether
    /// the hook runs at all (`always_run`, or its `files:` pattern), and the hook's entry run
    /// with the built vmgen, which must fail and name the file.
    func testTheCheckHookStopsACommitOfAGeneratedFileEditedByHand() throws {
        let hook = try XCTUnwrap(try hooks()["vmgen-check"])
        let staged = "Sources/ViewModels/Example/ExampleViewModel.swift"
        var runs = hook["always_run"]?.scalar?.text == "true"
        if !runs, let pattern = hook["files"]?.scalar?.text {
            runs = try NSRegularExpression(pattern: pattern).firstMatch(in: staged, range: NSRange(staged.startIndex..., in: staged)) != nil
        }
        XCTAssertTrue(runs, "pre-commit would not run vmgen-check for a commit of \(staged)")
        let text = try XCTUnwrap(repository.read(staged))
        try repository.write(staged, text + "// a hand edit\n")
        var entry = try XCTUnwrap(hook["entry"]?.scalar?.text).split(separator: " ").map(String.init)
        XCTAssertEqual(entry.first, "vmgen")
        entry.removeFirst()
        let result = try run(BuiltBinary.vmgen, entry)
        XCTAssertEqual(result.status, 1, result.output)
        XCTAssertTrue(result.standardOutput.contains("edited by hand \(staged)"), result.output)
    }

    func testTheLintHookRunsLintOnSwiftFiles() throws {
        let hook = try XCTUnwrap(try hooks()["vmgen-lint"])
        XCTAssertEqual(hook["entry"]?.scalar?.text, "vmgen lint")
        XCTAssertEqual(hook["types"]?.sequence?.compactMap(\.scalar?.text), ["swift"])
        XCTAssertNil(hook["pass_filenames"], "pre-commit passes the staged Swift files")
    }

    /// Each hook has a `-system` twin that runs the installed vmgen (no build on first use)
    /// and is otherwise the same hook: same entry, same files, same always_run.
    func testEachHookHasASystemVariantThatDiffersOnlyInWhereVmgenComesFrom() throws {
        let all = try hooks()
        for id in ["vmgen-check", "vmgen-lint"] {
            let hook = try XCTUnwrap(all[id])
            let system = try XCTUnwrap(all[id + "-system"], "\(id)-system")
            XCTAssertEqual(hook["language"]?.scalar?.text, "swift")
            XCTAssertEqual(system["language"]?.scalar?.text, "system")
            for key in ["entry", "pass_filenames", "always_run", "files", "name"] {
                XCTAssertEqual(system[key]?.scalar?.text, hook[key]?.scalar?.text, "\(id) \(key)")
            }
            XCTAssertEqual(system["types"]?.sequence?.compactMap(\.scalar?.text), hook["types"]?.sequence?.compactMap(\.scalar?.text), id)
        }
        XCTAssertEqual(Set(all.keys), ["vmgen-check", "vmgen-lint", "vmgen-check-system", "vmgen-lint-system"])
    }

    // MARK: - scripts/git-pre-commit

    private var repository: TemporaryFolder!

    /// Git with no user or system configuration, so the test does not depend on the machine.
    private var gitEnvironment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_CONFIG_GLOBAL"] = "/dev/null"
        environment["GIT_CONFIG_NOSYSTEM"] = "1"
        for key in ["GIT_AUTHOR_NAME", "GIT_COMMITTER_NAME"] { environment[key] = "Fred Flintstone" }
        for key in ["GIT_AUTHOR_EMAIL", "GIT_COMMITTER_EMAIL"] { environment[key] = "fred@bedrock.example" }
        environment["VMGEN"] = BuiltBinary.vmgen
        return environment
    }

    @discardableResult
    private func run(_ executable: String, _ arguments: [String], environment: [String: String]? = nil) throws -> ProcessRunner.Result {
        try ProcessRunner.run(executable, arguments: arguments, in: repository.path, environment: environment ?? gitEnvironment)
    }

    private func git(_ arguments: String...) throws {
        let result = try run("/usr/bin/git", arguments)
        XCTAssertEqual(result.status, 0, "git \(arguments.joined(separator: " ")): \(result.output)")
    }

    override func setUpWithError() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/git") else { throw XCTSkip("git is not installed") }
        repository = try TemporaryFolder()
        try git("init", "-q")
        XCTAssertEqual(try run(BuiltBinary.vmgen, ["init", "-q"]).status, 0)
        XCTAssertEqual(try run(BuiltBinary.vmgen, ["-q"]).status, 0)
        try git("add", "-A")
    }

    // XCTest keeps every test case alive until the process ends, so release the folder here
    // (its deinit deletes it).
    override func tearDown() {
        repository = nil
    }

    func testAsAGitHookItStopsAStaleCommitAndLetsAFreshOneThrough() throws {
        let hook = repository.path + "/.git/hooks/pre-commit"
        try FileManager.default.copyItem(atPath: Self.hookScript, toPath: hook)
        try git("commit", "-q", "-m", "Fresh")

        let spec = try XCTUnwrap(repository.read("Specs/Example.yml"))
        try repository.write("Specs/Example.yml", spec.replacingOccurrences(of: "greeting", with: "welcome"))
        try git("add", "Specs/Example.yml")
        let stale = try run("/usr/bin/git", ["commit", "-q", "-m", "Stale"])
        XCTAssertNotEqual(stale.status, 0, "the commit is refused")
        // git shows a hook's stdout and stderr together, on its stderr.
        XCTAssertTrue(stale.output.contains("would update Sources/ViewModels/Example/ExampleViewModel.swift"), stale.output)
        XCTAssertTrue(stale.output.contains("pre-commit: vmgen generate --check failed; run 'vmgen generate' (or fix what it reports above), stage the result and commit again"), stale.output)

        XCTAssertEqual(try run(BuiltBinary.vmgen, ["-q"]).status, 0)
        try git("add", "-A")
        try git("commit", "-q", "-m", "Regenerated")
    }

    func testAsAGitHookItStopsACommitOfAGeneratedFileEditedByHand() throws {
        let hook = repository.path + "/.git/hooks/pre-commit"
        try FileManager.default.copyItem(atPath: Self.hookScript, toPath: hook)
        try git("commit", "-q", "-m", "Fresh")
        let generated = "Sources/ViewModels/Example/ExampleViewModel.swift"
        let text = try XCTUnwrap(repository.read(generated))
        try repository.write(generated, text + "// a hand edit\n")
        try git("add", generated)
        let refused = try run("/usr/bin/git", ["commit", "-q", "-m", "Edited"])
        XCTAssertNotEqual(refused.status, 0, "the commit is refused")
        XCTAssertTrue(refused.output.contains("edited by hand \(generated)"), refused.output)
        XCTAssertTrue(refused.output.contains("pre-commit: vmgen generate --check failed"), refused.output)
    }

    func testRunsLintOnTheStagedSwiftFilesWhenTheCommandExists() throws {
        // A stand-in vmgen with a `lint` command that records what it was given.
        let log = repository.path + "/.git/lint.log"
        let fake = repository.path + "/.git/fake-vmgen"
        try Data("""
            #!/bin/sh
            case "$1" in
                lint) [ "$2" = --help ] && exit 0; printf '%s\\n' "$@" > '\(log)'; exit 1 ;;
                *) exit 0 ;;
            esac

            """.utf8).write(to: URL(fileURLWithPath: fake))
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake)
        try repository.write("Sources/App/My View.swift", "// mine\n")
        try repository.write("Sources/App/*.swift", "// a glob in a name\n")
        try repository.write("Notes.md", "notes\n")
        try git("add", "-A")
        var environment = gitEnvironment
        environment["VMGEN"] = fake
        environment["VMGEN_CONFIG"] = "vmgen.yml"
        let result = try run("/bin/sh", [Self.hookScript], environment: environment)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.standardError.contains("pre-commit: vmgen lint found problems in the staged Swift files"), result.output)
        let arguments = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n").map(String.init)
        XCTAssertEqual(arguments.prefix(5), ["lint", "-q", "--config", "vmgen.yml", "--"])
        // Every Swift file is staged: the generated ones and the two odd names, each whole.
        XCTAssertEqual(Set(arguments.dropFirst(5)), Set(repository.files().filter { $0.hasSuffix(".swift") }))
        XCTAssertTrue(arguments.contains("Sources/App/My View.swift") && arguments.contains("Sources/App/*.swift"), "\(arguments)")
    }

    func testSkipsLintWithoutTheCommandAndExplainsAMissingVmgen() throws {
        let passing = try run("/bin/sh", [Self.hookScript])
        XCTAssertEqual(passing.status, 0, passing.output)
        XCTAssertEqual(passing.output, "", "a clean check and a clean, quiet lint print nothing")

        var environment = gitEnvironment
        environment["VMGEN"] = "/nonexistent/vmgen"
        let missing = try run("/bin/sh", [Self.hookScript], environment: environment)
        XCTAssertEqual(missing.status, 1)
        XCTAssertEqual(missing.standardError, "pre-commit: '/nonexistent/vmgen' not found; install vmgen (see its README) or set VMGEN=/path/to/vmgen\n")
    }

    func testFindsAProjectInASubfolderWithVMGEN_CONFIG() throws {
        try FileManager.default.createDirectory(atPath: repository.path + "/App", withIntermediateDirectories: true)
        for item in ["vmgen.yml", "Specs", "Sources"] {
            try FileManager.default.moveItem(atPath: repository.path + "/" + item, toPath: repository.path + "/App/" + item)
        }
        XCTAssertEqual(try run("/bin/sh", [Self.hookScript]).status, 1, "no vmgen.yml at the repository root")
        var environment = gitEnvironment
        environment["VMGEN_CONFIG"] = "App/vmgen.yml"
        let result = try run("/bin/sh", [Self.hookScript], environment: environment)
        XCTAssertEqual(result.status, 0, result.output)
    }

    func testTheScriptIsPOSIXShell() throws {
        let text = try String(contentsOfFile: Self.hookScript, encoding: .utf8)
        XCTAssertTrue(text.hasPrefix("#!/bin/sh\n"))
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: Self.hookScript))
        if FileManager.default.isExecutableFile(atPath: "/usr/bin/dash") {
            XCTAssertEqual(try run("/usr/bin/dash", ["-n", Self.hookScript]).status, 0)
        }
    }
}
