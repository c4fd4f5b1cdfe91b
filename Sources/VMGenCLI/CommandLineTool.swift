import VMGenKit

/// Dispatches to a command. Bare `vmgen` means `vmgen generate`.
public enum CommandLineTool {
    static let commands = ["generate", "check", "help"]

    public static func run(_ words: [String], console: Console) -> ExitCode {
        var console = console
        if words.first == "--version" || words.first == "-V" {
            console.out("vmgen \(VMGenVersion.current)\n")
            return .success
        }
        if words.isEmpty || words.first?.hasPrefix("-") == true {
            if words.first == "--help" || words.first == "-h" {
                console.out(Help.main)
                return .success
            }
            return GenerateCommand.run(words, console: &console)
        }
        let command = words[0]
        let rest = Array(words.dropFirst())
        switch command {
        case "generate":
            return GenerateCommand.run(rest, console: &console)
        case "check":
            return GenerateCommand.run(rest, console: &console, checkOnly: true)
        case "help":
            console.out(Help.main)
            return .success
        default:
            let hint = Suggestion.didYouMean(command, in: commands)
            console.usageError("unknown command '\(command)'\(hint)", usage: Help.mainUsage, command: nil)
            return .usage
        }
    }
}

enum Help {
    static let mainUsage = "vmgen [generate|check] [options]"

    static let main = """
        vmgen — generates FOSMVVM ViewModels from short specs, and checks them.

        Usage: \(mainUsage)

        Commands:
          generate   Generate every file the specs describe (the default command).
          check      Run the spec rules without generating anything.
          help       Show this help.

        Options:
          --config FILE   Use this vmgen.yml (default: found by walking up from here).
          --check         (generate) Write nothing; list files that would change; exit 1 if any.
          --diff          (generate --check / --dry-run) Also print a unified diff.
          --dry-run       (generate) Print what would be written, write nothing.
          -q, --quiet     Only print problems.
          -v, --verbose   Also print unchanged files.
          --version       Print the version.
          -h, --help      Show help.

        Exit codes:
          0  success
          1  findings at error level, or (with --check) generated files out of date
          2  bad usage or configuration

        """

    static let generate = """
        Usage: vmgen generate [--config FILE] [--check] [--dry-run] [--diff] [-q] [-v]

        Reads vmgen.yml and every spec in its spec folder, runs the spec rules, and writes the
        ViewModel, Operations, Request, Factory, enum and localization files. Only files whose
        bytes change are rewritten; code between vmgen:begin and vmgen:end is kept; files
        without vmgen's header are never touched.

        Options:
          --config FILE   Use this vmgen.yml (default: found by walking up from here).
          --check         Write nothing; list files that would change; exit 1 if any.
          --diff          With --check or --dry-run, print a unified diff of each change.
          --dry-run       Print what would be written; write nothing.
          -q, --quiet     Only print problems.
          -v, --verbose   Also list unchanged files.

        Exit codes: 0 success, 1 findings or (with --check) drift, 2 bad usage or configuration.

        """

    static let check = """
        Usage: vmgen check [--config FILE] [-q]

        Parses every spec and runs the spec rules; writes nothing.

        Exit codes: 0 no errors, 1 findings at error level, 2 bad usage or configuration.

        """
}
