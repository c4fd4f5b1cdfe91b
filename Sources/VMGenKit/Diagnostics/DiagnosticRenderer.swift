/// Renders diagnostics as `path:line:col: error: message [CODE]`, then the source line and a
/// caret under the column — the form compilers print and editors parse.
public struct DiagnosticRenderer: Sendable {
    /// Source text by file path, to quote the offending line. Files not present get no excerpt.
    public var sources: [String: String]

    public init(sources: [String: String] = [:]) {
        self.sources = sources
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
        if let location = diagnostic.location {
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
        guard location.line >= 1, let line = lines.line(location.line, of: location.file, in: sources) else { return nil }
        var (shown, column) = VisibleText.excerpt(line, column: location.column)
        if shown.count > Self.longLine {
            let characters = Array(shown)
            let caret = min(max(column - 1, 0), characters.count)
            let start = max(0, caret - Self.window)
            let end = min(characters.count, caret + Self.window)
            shown = (start > 0 ? "…" : "") + String(characters[start..<end]) + (end < characters.count ? "…" : "")
            column = caret - start + 1 + (start > 0 ? 1 : 0)
        }
        let caretPadding = String(repeating: " ", count: max(0, column - 1))
        return "\(shown)\n\(caretPadding)^\n"
    }

    /// Each source split into lines on first use (at `\n`, and `\r\n`, which `String` treats
    /// as one character).
    private struct SourceLines {
        var split: [String: [Substring]] = [:]

        mutating func line(_ number: Int, of file: String, in sources: [String: String]) -> Substring? {
            if split[file] == nil {
                guard let text = sources[file] else { return nil }
                split[file] = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
            }
            guard let lines = split[file], number <= lines.count else { return nil }
            return lines[number - 1]
        }
    }
}
