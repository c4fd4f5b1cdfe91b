/// Renders diagnostics as `path:line:col: error: message [CODE]`, then the source line and a
/// caret under the column — the form compilers print and editors parse.
public struct DiagnosticRenderer: Sendable {
    /// Source text by file path, to quote the offending line. Files not present get no excerpt.
    public var sources: [String: String]

    public init(sources: [String: String] = [:]) {
        self.sources = sources
    }

    public func render(_ diagnostic: Diagnostic) -> String {
        var out = ""
        if let location = diagnostic.location {
            out += "\(location): "
        }
        out += "\(diagnostic.severity.rawValue): \(diagnostic.message)"
        if let code = diagnostic.code {
            out += " [\(code)]"
        }
        out += "\n"
        if let location = diagnostic.location, let excerpt = excerpt(at: location) {
            out += excerpt
        }
        for note in diagnostic.notes {
            out += "  note: \(note)\n"
        }
        return out
    }

    public func render(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map(render).joined()
    }

    /// The source line (tabs shown as spaces, control characters made visible) and a caret.
    func excerpt(at location: SourceLocation) -> String? {
        guard let text = sources[location.file], location.line >= 1 else { return nil }
        var currentLine = 1
        var lineText: Substring?
        var start = text.startIndex
        for index in text.indices where text[index] == "\n" || text[index] == "\r\n" {
            if currentLine == location.line {
                lineText = text[start..<index]
                break
            }
            currentLine += 1
            start = text.index(after: index)
        }
        if lineText == nil, currentLine == location.line {
            lineText = text[start...]
        }
        guard let line = lineText else { return nil }
        let shown = String(line.map(Self.visible))
        let caretPadding = String(repeating: " ", count: max(0, location.column - 1))
        return "\(shown)\n\(caretPadding)^\n"
    }

    /// One display character per source character, so the caret column stays right.
    private static func visible(_ character: Character) -> Character {
        if character == "\t" { return " " }
        if let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
            scalar.value < 0x20 || scalar.value == 0x7F
        {
            return "\u{FFFD}"
        }
        return character
    }
}
