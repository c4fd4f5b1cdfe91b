import Foundation
import VMGenKit

/// Where output goes: diagnostics and progress on stderr, machine output on stdout. Colour
/// only on a terminal, and never with `NO_COLOR`.
///
/// Nothing printed can steer a terminal or a CI log: every text goes through `VisibleText`
/// on its way out. A one-line message (`info`, `detail`, `error`, a usage error) is escaped
/// whole, line breaks included, so user text in it cannot start a line of its own; other
/// text keeps its line breaks and tabs, and each of its lines is guarded. Only `report`
/// (JSON, SARIF, GitHub annotations, Checkstyle and JUnit XML) is written as it is: its
/// writer escaped it in its own syntax, which `VisibleText` would break.
public struct Console: Sendable {
    var quiet = false
    var verbose = false
    /// Set from `--color` by the command (`auto` keeps what the terminal and environment say).
    var useColor: Bool
    /// Whether stderr is a terminal a progress line can be redrawn on (`ProgressLine`).
    let isTerminal: Bool
    /// Whether vmgen runs in an Xcode build (a Run Script phase or a plugin's command): Xcode
    /// sets `XCODE_VERSION_ACTUAL` there. Diagnostics then show absolute paths.
    let underXcode: Bool
    /// The working directory, when diagnostics show absolute paths (`--absolute-paths`, or
    /// `underXcode`): Xcode's issue navigator opens a file only from an absolute path. Set by
    /// the dispatcher; every diagnostic rendered for people goes through `renderer(sources:)`.
    var pathBase: String?
    private let writeOut: @Sendable (String) -> Void
    private let writeErr: @Sendable (String) -> Void
    /// All of standard input (`lint --stdin`); nil when it cannot be read.
    let readInput: @Sendable () -> [UInt8]?

    /// The process's standard output, error and input.
    public init() {
        isTerminal = isatty(STDERR_FILENO) != 0
        useColor = Self.wantsColor(isTerminal: isTerminal, environment: ProcessInfo.processInfo.environment)
        underXcode = Self.isUnderXcode(ProcessInfo.processInfo.environment)
        writeOut = { FileHandle.standardOutput.write(Data($0.utf8)) }
        writeErr = { FileHandle.standardError.write(Data($0.utf8)) }
        readInput = { Self.readStandardInput() }
    }

    /// A console that hands its output to closures (tests), never coloured; `input` is what
    /// standard input holds, `environment` the variables it reads (`XCODE_VERSION_ACTUAL`).
    public init(
        out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void, input: [UInt8] = [],
        environment: [String: String] = [:]
    ) {
        useColor = false
        isTerminal = false
        underXcode = Self.isUnderXcode(environment)
        writeOut = out
        writeErr = err
        readInput = { input }
    }

    /// Reads standard input to its end.
    private static func readStandardInput() -> [UInt8]? {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress!, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { return nil }
            if count == 0 { return bytes }
            bytes += chunk[0..<count]
        }
    }

    /// Colour (on stderr only: stdout is for machines) when stderr is a terminal, unless
    /// `NO_COLOR` is set to anything but the empty string (no-color.org) or `TERM=dumb`; and
    /// wherever `FORCE_COLOR` is set to anything but the empty string (force-color.org: a CI
    /// log that shows colour), unless `NO_COLOR` is. `--color always|never` overrides both.
    static func wantsColor(isTerminal: Bool, environment: [String: String]) -> Bool {
        guard (environment["NO_COLOR"] ?? "").isEmpty else { return false }
        if !(environment["FORCE_COLOR"] ?? "").isEmpty { return true }
        return isTerminal && environment["TERM"] != "dumb"
    }

    /// Xcode sets `XCODE_VERSION_ACTUAL` (e.g. `1600`) for every build phase script and
    /// build command; it is empty or missing elsewhere.
    static func isUnderXcode(_ environment: [String: String]) -> Bool {
        !(environment["XCODE_VERSION_ACTUAL"] ?? "").isEmpty
    }

    /// The renderer of diagnostics for people, showing paths as this console is set to.
    func renderer(sources: [String: String] = [:]) -> DiagnosticRenderer {
        DiagnosticRenderer(sources: sources, pathBase: pathBase)
    }

    /// `--color auto|always|never`.
    enum ColorChoice: String, CaseIterable {
        case auto, always, never
    }

    /// Lines for people on stdout (lists of paths, a diff, help, a printed config).
    func out(_ text: String) { writeOut(VisibleText.lines(text)) }

    /// One line on stdout (a path of a list): a line break in it is shown, not printed.
    func outLine(_ text: String) { writeOut(VisibleText.inline(text, atLineStart: true) + "\n") }

    /// A report in a machine format whose writer made it safe to print in its own syntax
    /// (`ReportFormat` json, sarif, github, checkstyle, junit): written as it is.
    func report(_ text: String) { writeOut(text) }

    /// Lines for people on stderr.
    func err(_ text: String) { writeErr(VisibleText.lines(text)) }

    /// A progress or summary line; silent with `-q`.
    func info(_ text: String) {
        if !quiet { line(text) }
    }

    func detail(_ text: String) {
        if verbose { line(text) }
    }

    /// `error: …`, one line: a failure that is not a diagnostic of an input (a file that
    /// could not be written, a lock that could not be taken).
    func error(_ message: String) {
        line("error: " + message)
    }

    private func line(_ text: String) {
        writeErr(VisibleText.inline(text, atLineStart: true) + "\n")
    }

    /// Redraws the terminal's last line with `text` (nil: clears it), for `ProgressLine`.
    func redrawProgress(_ text: String?) {
        writeErr("\r" + (text.map { VisibleText.inline($0) } ?? "") + "\u{1B}[K")
    }

    /// `Error: …` then `Usage: …`, for bad usage.
    func usageError(_ message: String, usage: String, command: String?) {
        writeErr(paint("Error:", "31;1") + " \(VisibleText.inline(message))\n" + VisibleText.lines("Usage: \(usage)\nSee 'vmgen\(command.map { " " + $0 } ?? "") --help'.\n"))
    }

    /// Rendered diagnostics, with the severity coloured on a terminal (after escaping, so
    /// the colour is the only escape sequence printed).
    func diagnostics(_ text: String) {
        let shown = VisibleText.lines(text)
        guard useColor else { return writeErr(shown) }
        var colored = shown.replacingOccurrences(of: ": error: ", with: ": " + paint("error:", "31;1") + " ")
        colored = colored.replacingOccurrences(of: ": warning: ", with: ": " + paint("warning:", "33;1") + " ")
        writeErr(colored)
    }

    func paint(_ text: String, _ code: String) -> String {
        useColor ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
