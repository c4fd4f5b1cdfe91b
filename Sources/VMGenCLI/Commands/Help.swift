/// The `--help` texts, built from the command table so they cannot drift from the parser.
enum Help {
    static let mainUsage = "vmgen [<command>] [options]"

    /// The one exit-code scheme, printed in every command's help.
    static let exitCodes = """
        Exit codes:
          0  success
          1  findings at error level, or generated files out of date (--check)
          2  bad usage or configuration

        """

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

    static func render(title: String, usage: String, description: String, options: [Option]) -> String {
        var lines = [title, "", "Usage: \(usage)", ""]
        lines.append(description.hasSuffix("\n") ? String(description.dropLast()) : description)
        lines.append("")
        lines.append("Options:")
        lines += optionLines(options)
        lines.append("")
        return lines.joined(separator: "\n") + "\n" + exitCodes
    }

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
