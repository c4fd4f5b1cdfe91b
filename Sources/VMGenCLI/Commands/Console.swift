import Foundation

/// Where output goes: diagnostics and progress on stderr, machine output on stdout. Colour
/// only on a terminal, and never with `NO_COLOR`.
public struct Console: Sendable {
    var quiet = false
    var verbose = false
    let useColor: Bool
    private let writeOut: @Sendable (String) -> Void
    private let writeErr: @Sendable (String) -> Void

    /// The process's standard output and error.
    public init() {
        useColor = Self.wantsColor(isTerminal: isatty(STDERR_FILENO) != 0, environment: ProcessInfo.processInfo.environment)
        writeOut = { FileHandle.standardOutput.write(Data($0.utf8)) }
        writeErr = { FileHandle.standardError.write(Data($0.utf8)) }
    }

    /// A console that hands its output to closures (tests), never coloured.
    public init(out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void) {
        useColor = false
        writeOut = out
        writeErr = err
    }

    /// Colour (on stderr only: stdout is for machines) when stderr is a terminal, unless
    /// `NO_COLOR` is set to anything but the empty string (no-color.org) or `TERM=dumb`.
    static func wantsColor(isTerminal: Bool, environment: [String: String]) -> Bool {
        isTerminal && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
    }

    func out(_ text: String) { writeOut(text) }

    func err(_ text: String) { writeErr(text) }

    /// A progress or summary line; silent with `-q`.
    func info(_ text: String) {
        if !quiet { err(text + "\n") }
    }

    func detail(_ text: String) {
        if verbose { err(text + "\n") }
    }

    /// `Error: …` then `Usage: …`, for bad usage.
    func usageError(_ message: String, usage: String, command: String?) {
        err(paint("Error:", "31;1") + " \(message)\nUsage: \(usage)\nSee 'vmgen\(command.map { " " + $0 } ?? "") --help'.\n")
    }

    /// Rendered diagnostics, with the severity coloured on a terminal.
    func diagnostics(_ text: String) {
        guard useColor else { return err(text) }
        var colored = text.replacingOccurrences(of: ": error: ", with: ": " + paint("error:", "31;1") + " ")
        colored = colored.replacingOccurrences(of: ": warning: ", with: ": " + paint("warning:", "33;1") + " ")
        err(colored)
    }

    func paint(_ text: String, _ code: String) -> String {
        useColor ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
