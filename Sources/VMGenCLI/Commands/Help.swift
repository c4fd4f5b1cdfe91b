/// The `--help` texts, built from the command table so they cannot drift from the parser.
enum Help {
    static let mainUsage = "vmgen [<command>] [options]"

    /// The one exit-code scheme, printed by `vmgen --help`.
    static let exitCodes = exitCodeBlock([
        (0, "success"),
        (1, "findings at error level, or generated files out of date (--check)"),
        (2, "bad usage or configuration"),
    ])

    /// What each exit code means for one command: the scheme is the same for all, but
    /// `rules` never fails on findings, and only `generate` knows `--check`.
    static func exitCodes(of command: String) -> String {
        let usage = (2, "bad usage or configuration")
        switch command {
        case "generate":
            return exitCodeBlock([
                (0, "every file written or already up to date"),
                (1, "spec errors (nothing written), a file refused or not written, or out of date (--check)"),
                usage,
            ])
        case "check":
            return exitCodeBlock([(0, "no findings at error level"), (1, "findings at error level"), usage])
        case "lint":
            return exitCodeBlock([
                (0, "no findings at error level (with --strict: no findings)"),
                (1, "findings at error level (--strict: any finding), or --fix failed or would change files"),
                (2, "bad usage or configuration, or no Swift file to check"),
            ])
        case "init", "new":
            return exitCodeBlock([(0, "the files were created"), (1, "a file could not be created"), usage])
        case "import":
            return exitCodeBlock([
                (0, "the specs were written (--dry-run: printed)"),
                (1, "a spec could not be created, or another run held the project too long"),
                (2, "bad usage or configuration, no ViewModel found, or a spec exists or clashes (nothing written)"),
            ])
        case "watch":
            return exitCodeBlock([(0, "stopped (with --max-runs: the last run's code)"), (1, "with --max-runs: the last run failed"), usage])
        case "explain":
            return exitCodeBlock([(0, "success"), (2, "bad usage or an unknown rule")])
        default:
            return exitCodeBlock([(0, "success"), usage])
        }
    }

    private static func exitCodeBlock(_ codes: [(Int, String)]) -> String {
        "Exit codes:\n" + codes.map { "  \($0.0)  \($0.1)\n" }.joined()
    }

    static func main(commands: [Command]) -> String {
        let width = (commands.map(\.name.count) + ["help".count]).max() ?? 0
        var lines = ["vmgen — generates FOSMVVM ViewModels from short specs, and checks them.", ""]
        lines.append("Usage: \(mainUsage)")
        lines.append("")
        lines.append("Without a command, vmgen runs 'generate' with the options given.")
        lines.append("")
        lines.append("Commands:")
        for command in commands {
            lines.append("  " + pad(command.name, to: width) + "   " + command.summary)
        }
        lines.append("  " + pad("help", to: width) + "   Show the help of a command: vmgen help <command>.")
        lines.append("")
        lines.append("Options:")
        lines += optionLines([
            Option(["--version"], help: "Print vmgen's version."),
            Option(["-h", "--help"], help: "Show this help."),
        ])
        lines.append("")
        lines.append("See 'vmgen <command> --help' for the options of a command.")
        lines.append("")
        return lines.joined(separator: "\n") + "\n" + exitCodes
    }

    static func render(title: String, usage: String, description: String, options: [Option], exitCodes: String) -> String {
        var lines = [title, "", "Usage: \(usage)", ""]
        lines.append(description.hasSuffix("\n") ? String(description.dropLast()) : description)
        lines.append("")
        lines.append("Options:")
        lines += optionLines(options)
        lines.append("")
        return lines.joined(separator: "\n") + "\n" + exitCodes
    }

    /// `vmgen help --help`.
    static let ofHelp = render(
        title: "vmgen help — Show the help of a command.", usage: "vmgen help [<command>]",
        description: "Prints the help of the command named, or without one the list of commands (as 'vmgen --help').",
        options: [Option(["-h", "--help"], help: "Show this help.")], exitCodes: exitCodes(of: "help"))

    /// `  -q, --quiet     Only print problems.` with the help texts in one column.
    static func optionLines(_ options: [Option]) -> [String] {
        let spelled = options.map { option in
            option.names.joined(separator: ", ") + (option.value.map { " " + $0 } ?? "")
        }
        let width = spelled.map(\.count).max() ?? 0
        return zip(spelled, options).map { "  " + pad($0, to: width) + "   " + $1.help }
    }

    static func pad(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }
}
