import Foundation
@testable import VMGenCLI
import VMGenKit
import VMGenTestSupport
import XCTest

/// The completion scripts, run by the real shells through the built binary: bash's function
/// is called with COMP_WORDS as bash fills it, fish answers `complete -C` for a command line,
/// zsh checks the script's syntax. zsh and fish are skipped where they are not installed,
/// unless VMGEN_REQUIRE_SHELLS=1 (CI installs them and sets it).
final class ShellCompletionTests: XCTestCase {
    /// The folders the scripts are written to, kept until the test ends.
    private var folders: [TemporaryFolder] = []

    /// XCTest keeps every test case to the end of the run: the folders go with each test.
    override func tearDown() {
        folders = []
    }

    private func script(_ shell: String) throws -> String {
        let folder = try TemporaryFolder()
        folders.append(folder)
        let run = try ProcessRunner.run(BuiltBinary.vmgen, arguments: ["completion", shell], in: folder.path)
        XCTAssertEqual(run.status, 0, run.standardError)
        XCTAssertEqual(run.standardError, "")
        try Data(run.standardOutput.utf8).write(to: URL(fileURLWithPath: folder.path + "/script"))
        return folder.path + "/script"
    }

    private func shell(_ name: String) throws -> String {
        for folder in ["/usr/bin", "/bin", "/usr/local/bin", "/opt/homebrew/bin"] where FileManager.default.isExecutableFile(atPath: folder + "/" + name) {
            return folder + "/" + name
        }
        if ProcessInfo.processInfo.environment["VMGEN_REQUIRE_SHELLS"] == "1" { XCTFail("\(name) is not installed") }
        throw XCTSkip("\(name) is not installed")
    }

    /// What bash's completion offers when the line is `words` and the cursor is on the last.
    private func bashCompletes(_ words: [String], script: String) throws -> [String] {
        let quoted = words.map { "'" + $0 + "'" }.joined(separator: " ")
        let code = "source '\(script)'; COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); _vmgen; printf '%s\\n' \"${COMPREPLY[@]}\""
        let run = try ProcessRunner.run(try shell("bash"), arguments: ["-c", code])
        XCTAssertEqual(run.standardError, "", words.joined(separator: " "))
        return run.standardOutput.split(separator: "\n").map(String.init)
    }

    func testBashCompletesCommandsOptionsValuesRulesAndTemplates() throws {
        let script = try script("bash")
        XCTAssertEqual(try bashCompletes(["vmgen", "li"], script: script), ["lint"])
        XCTAssertEqual(try bashCompletes(["vmgen", "comp"], script: script), ["completion"])
        XCTAssertEqual(try bashCompletes(["vmgen", "lint", "--fo"], script: script), ["--format"])
        XCTAssertEqual(try bashCompletes(["vmgen", "lint", "--format", ""], script: script), ReportFormat.allCases.map(\.rawValue))
        XCTAssertEqual(try bashCompletes(["vmgen", "rules", "--format", ""], script: script), ["text", "json"], "rules reports in two formats only")
        XCTAssertEqual(try bashCompletes(["vmgen", "--output-root", "/nonexistent-vmgen/"], script: script), [], "generate's folder option without a command")
        XCTAssertEqual(try bashCompletes(["vmgen", "new", "--hosting", ""], script: script), ["server", "client"])
        XCTAssertEqual(try bashCompletes(["vmgen", "new", "--action", ""], script: script), RequestAction.allCases.map(\.rawValue))
        XCTAssertEqual(try bashCompletes(["vmgen", "new", "--req"], script: script), ["--request", "--request-of"])
        XCTAssertEqual(try bashCompletes(["vmgen", "--ch"], script: script), ["--check"], "generate's options without a command")
        XCTAssertEqual(try bashCompletes(["vmgen", "explain", "VMID-0"], script: script), RuleCatalogue.all.map(\.id).filter { $0.hasPrefix("VMID-0") })
        XCTAssertEqual(try bashCompletes(["vmgen", "template", ""], script: script), ["list", "show"])
        XCTAssertEqual(try bashCompletes(["vmgen", "template", "show", "View"], script: script), TemplateCommand.names.filter { $0.hasPrefix("View") })
        XCTAssertEqual(try bashCompletes(["vmgen", "completion", ""], script: script), ["bash", "zsh", "fish"])
        XCTAssertEqual(try bashCompletes(["vmgen", "watch", "--max-runs", ""], script: script), [], "a number is not a file name")
    }

    func testFishCompletesCommandsOptionsAndValues() throws {
        let fish = try shell("fish")
        let script = try script("fish")
        func completes(_ line: String) throws -> [String] {
            let run = try ProcessRunner.run(fish, arguments: ["--no-config", "-c", "source '\(script)'; complete -C '\(line)'"])
            XCTAssertEqual(run.standardError, "", line)
            return run.standardOutput.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) }
        }
        XCTAssertEqual(try completes("vmgen li"), ["lint"])
        XCTAssertEqual(try completes("vmgen lint --form"), ["--format"])
        XCTAssertEqual(try completes("vmgen lint --format ").sorted(), ReportFormat.allCases.map(\.rawValue).sorted())
        XCTAssertEqual(try completes("vmgen template show ViewModel"), TemplateCommand.names.filter { $0.hasPrefix("ViewModel") })
        XCTAssertTrue(try completes("vmgen explain ").contains("VMID-03"))
    }

    func testZshReadsItsScript() throws {
        let zsh = try shell("zsh")
        let script = try script("zsh")
        let run = try ProcessRunner.run(zsh, arguments: ["-n", script])
        XCTAssertEqual(run.status, 0, run.standardError)
        XCTAssertTrue(try String(contentsOfFile: script, encoding: .utf8).hasPrefix("#compdef vmgen\n"))
    }

    func testEveryCommandAndOptionIsInEveryScript() throws {
        for shell in ShellCompletion.Shell.allCases {
            let text = ShellCompletion.script(for: shell)
            for command in CommandLineTool.commands {
                XCTAssertTrue(text.contains(command.name), "\(shell): \(command.name)")
                for option in command.options {
                    let spelled = shell == .fish ? "-l " + option.names.last!.dropFirst(2) : option.names.last!
                    XCTAssertTrue(text.contains(spelled), "\(shell): \(command.name) \(spelled)")
                }
            }
        }
    }

    func testAnUnknownShellIsAUsageError() {
        let run = vmgen(["completion", "bsh"], in: "/")
        XCTAssertEqual(run.code, .usage)
        XCTAssertTrue(run.err.hasPrefix("Error: no completion for 'bsh'; did you mean 'bash'? (bash, zsh, fish)\n"), run.err)
        XCTAssertEqual(vmgen(["completion"], in: "/").code, .usage)
    }
}
