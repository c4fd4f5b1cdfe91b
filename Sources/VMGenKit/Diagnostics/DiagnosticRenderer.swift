/// Renders diagnostics as `path:line:col: error: message [CODE]`, then the source line and a
/// caret under the column — the form compilers print and editors parse.
public struct DiagnosticRenderer: Sendable {
    /// Source text by file path, to quote the offending line. Files not present get no excerpt.
    public var sources: [String: String]
    /// The absolute folder the paths of the diagnostics are relative to (the working
    /// directory), when they are to be shown absolute: Xcode opens a diagnostic's file only
    /// from an absolute path (`--absolute-paths`, and under Xcode). `nil`: shown as given.
    public var pathBase: String?

    public init(sources: [String: String] = [:], pathBase: String? = nil) {
        self.sources = sources
        self.pathBase = pathBase
    }

    public func render(_ diagnostic: Diagnostic) -> String {
        var lines = SourceLines()
        return render(diagnostic, lines: &lines)
    }

    /// All of them; each source is split into lines once, so thousands of diagnostics in one
    /// file cost one pass over it, not one each.
    public func render(_ diagnostics: [Diagnostic]) -> String {
        var lines = SourceLines()
        return diagnostics.map { render($0, lines: &lines) }.joined()
    }

    /// Every piece of user text — the path, the message, the code, each note, the quoted
    /// line — is shown through `VisibleText`, so a diagnostic can quote anything and still
    /// print as these lines and nothing else.
    private func render(_ diagnostic: Diagnostic, lines: inout SourceLines) -> String {
        var header = ""
        if var location = diagnostic.location {
            location.file = shownPath(location.file)
            header += "\(location): "
        }
        header += "\(diagnostic.severity.rawValue): \(diagnostic.message)"
        if let code = diagnostic.code {
            header += " [\(code)]"
        }
        var out = VisibleText.inline(header, atLineStart: true) + "\n"
        if let location = diagnostic.location, let excerpt = excerpt(at: location, lines: &lines) {
            out += excerpt
        }
        for note in diagnostic.notes {
            out += "  note: \(VisibleText.inline(note))\n"
        }
        return out
    }

    /// `file` as the header shows it: absolute under `pathBase` when there is one. A path
    /// already absolute stays; so does a name that is no path (`(built-in) …`).
    func shownPath(_ file: String) -> String {
        guard let pathBase, !file.hasPrefix("/"), !file.hasPrefix("(") else { return file }
        return Self.normalized(pathBase + "/" + file)
    }

    /// An absolute path without `.` and `..` components nor doubled slashes (`/a/b/../c` →
    /// `/a/c`); by its text only, so a linked folder is not resolved.
    static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            switch part {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// The source line (tabs shown as spaces, hidden characters escaped: `VisibleText`) and a
    /// caret under the column.
    func excerpt(at location: SourceLocation) -> String? {
        var lines = SourceLines()
        return excerpt(at: location, lines: &lines)
    }

    /// A line longer than this is shown as a window around the column, so an error on a line
    /// of a megabyte prints a readable excerpt, not the megabyte (twice, with the caret line).
    static let longLine = 400
    static let window = 120

    private func excerpt(at location: SourceLocation, lines: inout SourceLines) -> String? {
        guard location.line >= 1, let line = lines.shown(location.line, of: location.file, in: sources) else { return nil }
        var shown = line.text
        var column = line.quoted.column(location.column)
        if line.count > Self.longLine {
            let caret = min(max(column - 1, 0), line.count)
            let start = max(0, caret - Self.window)
            let end = min(line.count, caret + Self.window)
            shown = (start > 0 ? "…" : "") + String(line.text[line.index(start)..<line.index(end)]) + (end < line.count ? "…" : "")
            column = caret - start + 1 + (start > 0 ? 1 : 0)
        }
        let caretPadding = String(repeating: " ", count: max(0, column - 1))
        return "\(shown)\n\(caretPadding)^\n"
    }

    /// Each source split into lines on first use (at `\n`, and `\r\n`, which `String` treats
    /// as one character), and each line made printable once: many diagnostics on one long
    /// line (a minified file, a template of one line) must not each walk the whole line.
    private struct SourceLines {
        /// Each file's text and where its lines start (a byte scan for `\n`, once per file: a
        /// split into Characters cost more than the rest of the report).
        var split: [String: (text: String, starts: [String.Index])] = [:]
        var made: [String: [Int: ShownLine]] = [:]

        mutating func shown(_ number: Int, of file: String, in sources: [String: String]) -> ShownLine? {
            if let known = made[file]?[number] { return known }
            if split[file] == nil {
                guard let text = sources[file] else { return nil }
                split[file] = (text, Self.lineStarts(text))
            }
            guard let (text, starts) = split[file], number >= 1, number <= starts.count else { return nil }
            let line = ShownLine(Self.line(number - 1, of: text, starts: starts))
            made[file, default: [:]][number] = line
            return line
        }

        static func lineStarts(_ text: String) -> [String.Index] {
            let utf8 = text.utf8
            var starts = [utf8.startIndex]
            var index = utf8.startIndex
            while let newline = utf8[index...].firstIndex(of: UInt8(ascii: "\n")) {
                index = utf8.index(after: newline)
                starts.append(index)
            }
            return starts
        }

        /// Line `position` (0-based) without its line break: `\n`, or `\r\n` (one Character).
        static func line(_ position: Int, of text: String, starts: [String.Index]) -> Substring {
            let utf8 = text.utf8
            let start = starts[position]
            guard position + 1 < starts.count else { return text[start...] }
            var end = utf8.index(before: starts[position + 1])
            if end > start, utf8[utf8.index(before: end)] == UInt8(ascii: "\r") { end = utf8.index(before: end) }
            return text[start..<end]
        }
    }

    /// A line as printed (`VisibleText.QuotedLine`), its length in characters, and where every
    /// `stride`-th character starts, so the window around a column is found in at most
    /// `stride` steps.
    private struct ShownLine {
        static let stride = 256
        let quoted: VisibleText.QuotedLine
        let count: Int
        private var marks: [String.Index] = []

        var text: String { quoted.shown }

        init(_ line: Substring) {
            quoted = VisibleText.QuotedLine(line)
            let text = quoted.shown
            var count = 0
            var index = text.startIndex
            while index < text.endIndex {
                if count % Self.stride == 0 { marks.append(index) }
                text.formIndex(after: &index)
                count += 1
            }
            self.count = count
        }

        /// The index of character `offset` (at most `count`).
        func index(_ offset: Int) -> String.Index {
            guard offset < count else { return text.endIndex }
            var index = marks[offset / Self.stride]
            for _ in 0..<(offset % Self.stride) { text.formIndex(after: &index) }
            return index
        }
    }
}
