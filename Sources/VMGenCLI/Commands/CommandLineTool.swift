import Foundation
import VMGenKit

/// Dispatches to a command. Bare `vmgen` (or `vmgen --some-flag`) means `vmgen generate`.
public enum CommandLineTool {
    /// Every command, in the order `vmgen --help` lists them. To add one, write a file with a
    /// `static let command = Command(…)` and list it here; parsing, `--help`, `-q`/`-v`,
    /// "did you mean" and usage errors come from the table.
    static let commands: [Command] = [
        GenerateCommand.command,
        CheckCommand.command,
        LintCommand.command,
        RulesCommand.command,
        RulesCommand.explain,
        InitCommand.command,
        NewCommand.command,
        ImportCommand.command,
        ConfigCommand.command,
        SchemaCommand.command,
        WatchCommand.command,
        TemplateCommand.command,
        CompletionCommand.command,
    ]

    public static func run(_ words: [String], console: Console) -> ExitCode {
        guard let folder = FileSystem.workingFolder() else {
            // A folder deleted under the shell: every relative path would be wrong.
            console.error("cannot tell the current folder: \(FileSystem.lastError()); cd to the project and run again")
            return .usage
        }
        return run(words, console: console, workingDirectory: folder)
    }

    /// `workingDirectory` stands in for the process's current folder (tests use a temporary one).
    public static func run(_ words: [String], console: Console, workingDirectory: String) -> ExitCode {
        guard let first = words.first else {
            return GenerateCommand.command.invoke([], console: console, workingDirectory: workingDirectory)
        }
        switch first {
        case "--version", "-V":
            console.out("vmgen \(VMGenVersion.current)\n")
            return .success
        case "--help", "-h":
            console.out(Help.main(commands: commands))
            return .success
        case "help":
            return help(Array(words.dropFirst()), console: console)
        default:
            break
        }
        if first.hasPrefix("-") {
            // `vmgen --init` is more likely a slip for the command than a generate option
            // (`--config`, a generate option and a command, is the option).
            let name = first.drop { $0 == "-" }
            let generateOptions = (GenerateCommand.command.options + Command.commonOptions).flatMap(\.names)
            let spelled = String(first.prefix { $0 != "=" })
            if !generateOptions.contains(spelled), let command = commands.first(where: { $0.name == name }) {
                console.usageError("unknown option '\(first)'; did you mean 'vmgen \(command.name)'?", usage: Help.mainUsage, command: nil)
                return .usage
            }
            // `--verison` is a slip for vmgen's own `--version`, not for generate's `--verbose`.
            let topLevel = ["--version", "--help"]
            if !generateOptions.contains(spelled), let closest = Suggestion.closest(to: spelled, in: generateOptions + topLevel), topLevel.contains(closest) {
                console.usageError("unknown option '\(first)'; did you mean '\(closest)'?", usage: Help.mainUsage, command: nil)
                return .usage
            }
            return GenerateCommand.command.invoke(words, console: console, workingDirectory: workingDirectory)
        }
        guard let command = commands.first(where: { $0.name == first }) else {
            let hint = Suggestion.didYouMean(first, in: commands.map(\.name) + ["help"])
            console.usageError("unknown command '\(first)'\(hint)", usage: Help.mainUsage, command: nil)
            return .usage
        }
        return command.invoke(Array(words.dropFirst()), console: console, workingDirectory: workingDirectory)
    }

    /// `vmgen help [<command>]`.
    static func help(_ words: [String], console: Console) -> ExitCode {
        guard let name = words.first else {
            console.out(Help.main(commands: commands))
            return .success
        }
        if name == "--help" || name == "-h" || (name == "help" && words.count == 1) {
            console.out(Help.ofHelp)
            return .success
        }
        guard let command = commands.first(where: { $0.name == name }), words.count == 1 else {
            let message = words.count > 1
                ? "'vmgen help' takes one command name, got \(words.count)"
                : "unknown command '\(name)'\(Suggestion.didYouMean(name, in: commands.map(\.name)))"
            console.usageError(message, usage: "vmgen help [<command>]", command: nil)
            return .usage
        }
        console.out(command.help)
        return .success
    }
}
