import Foundation
import VMGenKit

/// One `vmgen` command: its name, its help, the options it accepts, and what it does.
///
/// The dispatcher parses the words after the command name against `options` (plus the common
/// `-q`, `-v`, `-h`), answers `--help` from the same table, and turns a thrown `UsageError`
/// into `Error: …` / `Usage: …` / `See 'vmgen <cmd> --help'.` with exit code 2. So a command
/// only states what it accepts and does its work; the help can never list an option the
/// parser does not know, or the other way round.
struct Command: Sendable {
    var name: String
    /// One line, for the command list of `vmgen --help`.
    var summary: String
    /// The synopsis after `Usage: `, e.g. `vmgen new <Name> [--hosting server|client]`.
    var usage: String
    /// What the command does, a paragraph or two, shown by `--help`.
    var description: String
    var options: [Option] = []
    /// How many positional arguments the command takes at most (`new` takes its name).
    var maxPositionals = 0
    var run: @Sendable (Invocation) throws(UsageError) -> ExitCode

    /// The options every command accepts; the dispatcher handles them.
    static let commonOptions: [Option] = [
        Option(["-q", "--quiet"], help: "Only print problems."),
        Option(["-v", "--verbose"], help: "Also print details (unchanged files, paths)."),
        Option(["--color"], value: "WHEN", help: "auto (colour on a terminal, unless NO_COLOR), always or never.", choices: Console.ColorChoice.allCases.map(\.rawValue)),
        Option(["-h", "--help"], help: "Show this help."),
    ]

    /// The full `--help` text.
    var help: String {
        Help.render(title: "vmgen \(name) — \(summary)", usage: usage, description: description, options: options + Self.commonOptions, exitCodes: Help.exitCodes(of: name))
    }
}

/// A command-line option: a flag (`--check`) or an option with a value (`--config FILE`).
struct Option: Sendable {
    /// Every spelling, short first: `["-q", "--quiet"]`.
    var names: [String]
    /// The value's placeholder (`FILE`); `nil` for a flag.
    var value: String?
    var help: String
    /// The closed set of values, when the placeholder does not spell it (`WHEN`); shell
    /// completion offers them.
    var choices: [String]?

    init(_ names: [String], value: String? = nil, help: String, choices: [String]? = nil) {
        self.names = names
        self.value = value
        self.help = help
        self.choices = choices
    }

    /// `--config FILE`, shared by every command that reads a project.
    static let noCache = Option(["--no-cache"], help: "Run everything: do not reuse or update the record of the last run.")
    static let config = Option(["--config"], value: "FILE", help: "Use this vmgen.yml (default: the nearest in this folder or above).")
    /// For the commands that print `file:line:col` diagnostics; the dispatcher applies it
    /// (`Console.pathBase`), as it does when XCODE_VERSION_ACTUAL says Xcode runs vmgen.
    static let absolutePaths = Option(["--absolute-paths"], help: "Absolute paths in diagnostics, as Xcode needs (on when Xcode runs vmgen).")
}

/// What a command gets to work with.
struct Invocation: Sendable {
    var arguments: Arguments
    var console: Console
    /// The folder the command runs in (absolute); tests pass a temporary one instead of
    /// changing the process's working directory.
    var workingDirectory: String

    func flag(_ name: String) -> Bool { arguments.flags.contains(name) }

    func option(_ name: String) -> String? { arguments.options[name] }
}

extension Console {
    /// The diagnostics of a config that cannot be used, with its lines quoted.
    func reportConfigProblems(_ failure: Project.Failure) {
        guard let (diagnostics, source, path) = failure.report else { return }
        self.diagnostics(renderer(sources: [path: source]).render(diagnostics.sortedForOutput()))
    }
}

/// Bad usage: the dispatcher prints it with the command's usage line and exits with 2.
struct UsageError: Error {
    var message: String

    init(_ message: String) {
        self.message = message
    }
}

extension Command {
    /// Parses the words against the command's options, answers `--help`, applies `-q` / `-v`,
    /// runs the command and turns a usage error into the standard three lines.
    func invoke(_ words: [String], console: Console, workingDirectory: String) -> ExitCode {
        let options = self.options + Command.commonOptions
        let flags = Set(options.filter { $0.value == nil }.flatMap(\.names))
        let valued = Set(options.filter { $0.value != nil }.flatMap(\.names))
        var console = console
        let arguments: Arguments
        switch Arguments.parse(words, knownFlags: flags, knownOptions: valued) {
        case .success(let parsed): arguments = parsed
        case .failure(let failure):
            console.usageError(failure.message, usage: usage, command: name)
            return .usage
        }
        if arguments.flags.contains("-h") || arguments.flags.contains("--help") {
            console.out(help)
            return .success
        }
        if arguments.positionals.count > maxPositionals {
            let extra = arguments.positionals[maxPositionals]
            console.usageError("unexpected argument '\(extra)'", usage: usage, command: name)
            return .usage
        }
        console.quiet = arguments.flags.contains("-q") || arguments.flags.contains("--quiet")
        console.verbose = arguments.flags.contains("-v") || arguments.flags.contains("--verbose")
        if console.quiet, console.verbose {
            console.usageError("-q and -v cannot be used together", usage: usage, command: name)
            return .usage
        }
        if let spelled = arguments.options["--color"] {
            guard let choice = Console.ColorChoice(rawValue: spelled) else {
                let names = Console.ColorChoice.allCases.map(\.rawValue)
                console.usageError("--color is auto, always or never, not '\(spelled)'\(Suggestion.didYouMean(spelled, in: names))", usage: usage, command: name)
                return .usage
            }
            if choice != .auto { console.useColor = choice == .always }
        }
        if arguments.flags.contains(Option.absolutePaths.names[0]) || console.underXcode {
            console.pathBase = workingDirectory
        }
        let invocation = Invocation(arguments: arguments, console: console, workingDirectory: workingDirectory)
        do {
            return try run(invocation)
        } catch {
            console.usageError(error.message, usage: usage, command: name)
            return .usage
        }
    }
}

extension Invocation {
    /// The project named by `--config` or found by walking up; `nil` after printing why the
    /// configuration is invalid (the caller exits with `.usage`).
    func openProject(outputRoot: String? = nil, specFolder: SpecFolderUse = .read) throws(UsageError) -> Project? {
        switch Project.load(configOption: option("--config"), outputRoot: outputRoot, cwd: workingDirectory, specFolder: specFolder) {
        case .success(let project):
            console.detail("vmgen: using \(project.configDisplayPath)")
            return project
        case .failure(.notFound(let message)), .failure(.unreadable(let message)):
            throw UsageError(message)
        case .failure(let failure):
            console.reportConfigProblems(failure)
            return nil
        }
    }
}
