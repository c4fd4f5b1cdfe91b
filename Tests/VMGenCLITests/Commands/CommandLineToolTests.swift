import Foundation
@testable import VMGenCLI
import VMGenKit
import VMGenTestSupport
import XCTest

/// The dispatcher: commands, common options, usage errors, exit codes.
final class CommandLineToolTests: XCTestCase {
    private var project: TemporaryFolder!

    override func setUpWithError() throws {
        project = try TemporaryFolder()
        try project.write("vmgen.yml", "locales: [en]\n")
        try project.write("Specs/Info.yml", "viewModel: Info\nhosting: client\n")
    }

    // XCTest keeps every test case alive until the process ends, so release the folder here
    // (its deinit deletes it).
    override func tearDown() {
        project = nil
    }

    func testBareVmgenGenerates() {
        let run = vmgen([], in: project.path)
        XCTAssertEqual(run.code, .success, run.err)
        XCTAssertEqual(run.err, "vmgen: 1 written, 0 deleted, 0 unchanged\n")
        XCTAssertTrue(project.exists("Sources/ViewModels/Info/InfoViewModel.swift"))
    }

    func testBareFlagsAreGenerateFlags() {
        XCTAssertEqual(vmgen("--check", in: project.path).code, .failure, "nothing generated yet: drift")
        XCTAssertEqual(vmgen("-q", in: project.path).err, "")
        XCTAssertEqual(vmgen("--check", in: project.path).code, .success)
        XCTAssertEqual(vmgen("--config", project.path + "/vmgen.yml", "--check", in: "/").code, .success, "--config is generate's option, not the command")
    }

    func testVersion() {
        XCTAssertEqual(vmgen("--version", in: project.path).out, "vmgen \(VMGenVersion.current)\n")
    }

    func testAMistypedCommandGetsASuggestionAndTheThreeLineError() {
        let run = vmgen("genrate", in: project.path)
        XCTAssertEqual(run.code, .usage)
        XCTAssertEqual(run.out, "")
        XCTAssertEqual(run.err, """
            Error: unknown command 'genrate'; did you mean 'generate'?
            Usage: vmgen [<command>] [options]
            See 'vmgen --help'.

            """)
    }

    func testAMistypedFlagGetsASuggestionWithTheCommandsUsage() {
        let run = vmgen("new", "Orders", "--hostng", "client", in: project.path)
        XCTAssertEqual(run.code, .usage)
        XCTAssertEqual(run.err, """
            Error: unknown option '--hostng'; did you mean '--hosting'?
            Usage: \(NewCommand.command.usage)
            See 'vmgen new --help'.

            """)
    }

    func testHelpOfHelpIsHelpNotAnError() {
        for words in [["help", "--help"], ["help", "-h"], ["help", "help"]] {
            let run = vmgen(words, in: project.path)
            XCTAssertEqual(run.code, .success, words.joined(separator: " "))
            XCTAssertEqual(run.err, "")
            XCTAssertTrue(run.out.hasPrefix("vmgen help — Show the help of a command.\n\nUsage: vmgen help [<command>]\n"), run.out)
        }
    }

    func testAMistypedVersionFlagIsPointedToVersionNotVerbose() {
        for (typed, meant) in [("--verison", "--version"), ("--vresion", "--version"), ("--hepl", "--help")] {
            let run = vmgen(typed, in: project.path)
            XCTAssertEqual(run.code, .usage, typed)
            XCTAssertTrue(run.err.hasPrefix("Error: unknown option '\(typed)'; did you mean '\(meant)'?\n"), run.err)
        }
        // A slip for one of generate's own options still points there.
        XCTAssertTrue(vmgen("--verbos", in: project.path).err.contains("did you mean '--verbose'?"))
    }

    func testACommandSpelledAsAFlagIsPointedToTheCommand() {
        XCTAssertTrue(vmgen("--init", in: project.path).err.hasPrefix("Error: unknown option '--init'; did you mean 'vmgen init'?\n"))
    }

    func testUnexpectedArgumentsAndMissingValuesAreUsageErrors() {
        // generate names the one place file names go (`--adopt`).
        XCTAssertTrue(vmgen("generate", "Specs", in: project.path).err.hasPrefix("Error: generate takes no file names ('Specs'); to take back generated files vmgen cannot prove it wrote, name them after --adopt\n"))
        XCTAssertTrue(vmgen("generate", "--config", in: project.path).err.hasPrefix("Error: --config needs a value\n"))
        XCTAssertTrue(vmgen("watch", "-q", "-v", in: project.path).err.hasPrefix("Error: -q and -v cannot be used together\n"))
        XCTAssertEqual(vmgen("help", "generat", in: project.path).code, .usage)
    }

    func testEveryCommandHasHelpWithTheExitCodesAndAcceptsTheCommonOptions() {
        for command in CommandLineTool.commands {
            let help = vmgen(command.name, "--help", in: project.path)
            XCTAssertEqual(help.code, .success, command.name)
            XCTAssertEqual(help.out, command.help)
            XCTAssertEqual(vmgen("help", command.name, in: project.path).out, help.out, "vmgen help \(command.name)")
            XCTAssertEqual(vmgen(command.name, "-h", in: project.path).out, help.out)
            for text in ["Usage: vmgen \(command.name)", "Exit codes:\n  0  ", "  2  bad usage", "-q, --quiet", "-v, --verbose", "-h, --help"] {
                XCTAssertTrue(help.out.contains(text), "\(command.name) --help lacks \(text)")
            }
            // Each command says what its codes mean for it: only generate knows --check.
            let exitCodes = help.out.components(separatedBy: "Exit codes:\n").last ?? ""
            XCTAssertEqual(exitCodes.contains("--check"), command.options.contains { $0.names.contains("--check") }, "\(command.name) --help's exit codes and --check")
        }
        let main = vmgen("--help", in: project.path).out
        XCTAssertEqual(vmgen("help", in: project.path).out, main)
        for command in CommandLineTool.commands {
            XCTAssertTrue(main.contains("\n  \(command.name) "), "vmgen --help does not list \(command.name)")
        }
        XCTAssertTrue(main.hasSuffix(Help.exitCodes))
    }

    func testCommandNamesAreUnique() {
        let names = CommandLineTool.commands.map(\.name)
        XCTAssertEqual(Set(names).count, names.count)
    }

    func testAMissingProjectIsAUsageError() throws {
        let empty = try TemporaryFolder()
        for command in ["generate", "check", "config", "watch"] {
            let run = vmgen(command, in: empty.path)
            XCTAssertEqual(run.code, .usage, command)
            XCTAssertTrue(run.err.hasPrefix("Error: no vmgen.yml in \(empty.path) or any folder above it"), run.err)
            XCTAssertTrue(run.err.hasSuffix("See 'vmgen \(command) --help'.\n"), run.err)
        }
    }

    func testColourOnlyOnATerminalAndNeverWithNoColor() {
        XCTAssertTrue(Console.wantsColor(isTerminal: true, environment: [:]))
        XCTAssertFalse(Console.wantsColor(isTerminal: false, environment: [:]))
        XCTAssertFalse(Console.wantsColor(isTerminal: true, environment: ["NO_COLOR": "1"]))
        XCTAssertTrue(Console.wantsColor(isTerminal: true, environment: ["NO_COLOR": ""]), "no-color.org: an empty NO_COLOR does not count")
        XCTAssertFalse(Console.wantsColor(isTerminal: true, environment: ["TERM": "dumb"]))
        XCTAssertTrue(Console.wantsColor(isTerminal: false, environment: ["FORCE_COLOR": "1"]), "force-color.org: a CI log can ask for colour")
        XCTAssertFalse(Console.wantsColor(isTerminal: false, environment: ["FORCE_COLOR": ""]))
        XCTAssertFalse(Console.wantsColor(isTerminal: true, environment: ["FORCE_COLOR": "1", "NO_COLOR": "1"]), "NO_COLOR wins")
    }

    /// `--color` overrides what the terminal and environment say, through the built binary
    /// (whose stderr is a pipe here: auto means no colour).
    func testColorOptionForcesOrSuppressesColour() throws {
        let red = "\u{1B}[31;1mError:\u{1B}[0m"
        func firstLine(_ arguments: [String], _ environment: [String: String] = [:]) throws -> String {
            let run = try ProcessRunner.run(BuiltBinary.vmgen, arguments: arguments, in: project.path, environment: environment)
            XCTAssertEqual(run.status, 2, arguments.joined(separator: " "))
            return String(run.standardError.prefix { $0 != "\n" })
        }
        XCTAssertTrue(try firstLine(["check", "--bogus"]).hasPrefix("Error: "))
        XCTAssertTrue(try firstLine(["check", "--color", "always", "--bogus"]).hasPrefix("Error: "), "an unknown option is reported before --color is read")
        XCTAssertTrue(try firstLine(["new", "--color", "always"]).hasPrefix(red))
        XCTAssertTrue(try firstLine(["new", "--color=never"], ["FORCE_COLOR": "1"]).hasPrefix("Error: "))
        XCTAssertTrue(try firstLine(["new"], ["FORCE_COLOR": "1"]).hasPrefix(red))
        XCTAssertTrue(try firstLine(["new", "--color", "auto"], ["FORCE_COLOR": "1"]).hasPrefix(red))
        let wrong = vmgen("check", "--color", "allways", in: project.path)
        XCTAssertEqual(wrong.code, .usage)
        XCTAssertTrue(wrong.err.hasPrefix("Error: --color is auto, always or never, not 'allways'; did you mean 'always'?\n"), wrong.err)
    }

    func testMachineOutputOnStdoutDiagnosticsOnStderr() throws {
        // A missing translation as a warning (LOC-01 is an error by default, which stops the run).
        try project.write("vmgen.yml", "locales: [en]\nrules: { LOC-01: warning }\n")
        try project.write("Specs/Info.yml", "viewModel: Info\nhosting: client\ntext:\n  title: {}\n")
        let run = vmgen("generate", "--list-outputs", in: project.path)
        XCTAssertEqual(run.code, .success)
        XCTAssertEqual(run.out, "Sources/ViewModels/Info/InfoViewModel.swift\nSources/ViewModels/Resources/Localizations/Info/InfoViewModel.yml\n")
        XCTAssertTrue(run.err.contains("warning:"), "the missing-locale warning goes to stderr: \(run.err)")
    }
}
