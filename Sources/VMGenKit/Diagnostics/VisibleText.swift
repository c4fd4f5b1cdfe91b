/// User text made safe to print to a terminal or a CI log: the one place that decides.
///
/// Spec values, file names, Swift and template lines, command-line arguments — anything vmgen
/// did not write itself — may hold characters that steer a terminal (ESC sequences clear the
/// screen, set the window title, forge colours; C1 controls do the same in one byte), hide or
/// reorder text (bidirectional overrides, zero-width spaces, the BOM, tag characters), break a
/// line (`\n`, `\r`, U+2028), or make a line a CI runner command (`CommandMarkers`). Such
/// characters are shown as Swift-style escapes, `\u{1B}`, so the reader sees exactly what is
/// there and nothing acts on it. Backslashes are not doubled: an escape is there to be seen,
/// not decoded back.
///
/// Everything else is kept as it is, including non-ASCII text, emoji and the zero-width
/// (non-)joiners that shape them. Text that needs nothing is returned as it is, after one
/// scan that allocates nothing.
public enum VisibleText {
    /// Whether `scalar` is never printed raw: C0 and C1 controls and DEL, the line and
    /// paragraph separators, and format characters (bidirectional controls and marks,
    /// zero-width space, word joiner, BOM, soft hyphen, tags…) — except U+200C and U+200D, the
    /// zero-width non-joiner and joiner, which emoji and several scripts need and which
    /// steer nothing.
    public static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x20 || value == 0x7F { return true }
        if value < 0x80 { return false }
        if value <= 0x9F { return true }
        if value == 0x200C || value == 0x200D { return false }
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator: return true
        default: return false
        }
    }

    /// `\u{1B}`: how a hidden or marker-completing scalar is shown.
    public static func escape(_ scalar: Unicode.Scalar) -> String {
        "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }

    /// Text inside one line — a message, a path, a name: every hidden character is escaped,
    /// line breaks and tabs too. `atLineStart`: the text begins a printed line, so a leading
    /// `::` is a marker too.
    public static func inline(_ text: String, atLineStart: Bool = false) -> String {
        escaping(text, keepLayout: false, atLineStart: atLineStart)
    }

    /// Text of whole lines, as printed: `\n` and tab are kept as layout, everything else
    /// hidden is escaped, and each line is guarded against starting a CI command.
    public static func lines(_ text: String) -> String {
        escaping(text, keepLayout: true, atLineStart: true)
    }

    private static func escaping(_ text: String, keepLayout: Bool, atLineStart: Bool) -> String {
        if isPlain(text.unicodeScalars, keepLayout: keepLayout, atLineStart: atLineStart) { return text }
        var markers = CommandMarkers(atLineStart: atLineStart)
        // A `String` appended to in place: `UnicodeScalarView.append(contentsOf:)` copies the
        // whole view each time, which made a line of 1 MB of NULs take minutes.
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if keepLayout, scalar == "\n" {
                out.unicodeScalars.append(scalar)
                markers.lineBreak()
            } else if isHidden(scalar), !(keepLayout && scalar == "\t") {
                out += escape(scalar)
                markers.escaped()
            } else if markers.completes(scalar) {
                out += escape(scalar)
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// The fast path, one pass that allocates nothing: no hidden character, `\n` and tab
    /// only where they are layout, no `##` and no `:` after whitespace or at the start.
    /// Conservative: whitespace and ignorable characters beyond ASCII, which markers look
    /// through, send the text to the exact path too (which may still change nothing).
    private static func isPlain(_ scalars: String.UnicodeScalarView, keepLayout: Bool, atLineStart: Bool) -> Bool {
        var previous: Unicode.Scalar = atLineStart ? "\n" : "a"
        for scalar in scalars {
            switch scalar.value {
            case 0x20...0x7E:
                if scalar == "#", previous == "#" { return false }
                if scalar == ":", previous == "\n" || previous == " " || previous == "\t" { return false }
            case 0x0A, 0x09:
                if !keepLayout { return false }
            case 0x80...:
                if isHidden(scalar) || scalar.properties.isWhitespace || scalar.properties.isDefaultIgnorableCodePoint { return false }
            default:
                return false
            }
            previous = scalar
        }
        return true
    }

    /// A source line quoted under a diagnostic, with the caret's column: tabs shown as one
    /// space, hidden characters escaped, the line guarded like any printed line. `column`
    /// (1-based, in characters of `line`) becomes the column of the same character in the
    /// shown line, however many characters the escapes before it add.
    public static func excerpt(_ line: Substring, column: Int) -> (shown: String, column: Int) {
        let quoted = QuotedLine(line)
        return (quoted.shown, quoted.column(column))
    }

    /// A source line as `excerpt` shows it, made once for every diagnostic that quotes it:
    /// the shown text and where each source character went, so thousands of diagnostics on
    /// one long line cost one pass over it, not one each.
    struct QuotedLine: Sendable {
        let shown: String
        /// Where escapes moved characters: the shown column of each character of the source
        /// line, and the shown and source lengths; nil when every character keeps its column.
        private let moved: (columns: [Int], shownCount: Int, sourceCount: Int)?

        init(_ line: Substring) {
            let text = String(line)
            if isPlain(text.unicodeScalars, keepLayout: false, atLineStart: true) {
                (shown, moved) = (text, nil)
                return
            }
            if isPlain(text.unicodeScalars, keepLayout: true, atLineStart: true) {
                (shown, moved) = (String(line.map { $0 == "\t" ? " " : $0 }), nil)
                return
            }
            var markers = CommandMarkers(atLineStart: true)
            var out = ""  // appended in place (see `escaping`)
            out.reserveCapacity(text.utf8.count)
            var starts: [Int] = []  // where each source character's scalars start in `out`
            var written = 0
            func write(_ escaped: String) {
                out += escaped
                written += escaped.unicodeScalars.count
            }
            for character in line {
                starts.append(written)
                for scalar in character.unicodeScalars {
                    if scalar == "\t" {
                        out.unicodeScalars.append(" ")
                        written += 1
                        _ = markers.completes(" ")
                    } else if isHidden(scalar) {
                        write(escape(scalar))
                        markers.escaped()
                    } else if markers.completes(scalar) {
                        write(escape(scalar))
                    } else {
                        out.unicodeScalars.append(scalar)
                        written += 1
                    }
                }
            }
            shown = out
            // A source character's shown column is one more than the shown characters that
            // start before its first scalar — what counting the shown text up to it gives
            // (a mark that followed a control character now joins the escape's `}`).
            var columns: [Int] = []
            columns.reserveCapacity(starts.count)
            var characters = shown.makeIterator()
            var seen = 0
            var nextStart = 0
            var more = true
            for start in starts {
                while more, nextStart < start {
                    if let character = characters.next() {
                        seen += 1
                        nextStart += character.unicodeScalars.count
                    } else {
                        more = false
                    }
                }
                columns.append(seen + 1)
            }
            moved = (columns, shown.count, starts.count)
        }

        /// The shown column of source column `column`; at or past the end of the line (or
        /// before it), as far from the end as in the line.
        func column(_ column: Int) -> Int {
            guard let moved else { return column }
            if column >= 1, column <= moved.columns.count { return moved.columns[column - 1] }
            return column < 1 ? column : moved.shownCount + column - moved.sourceCount
        }
    }

    /// The note printed after a `--diff` line that shows escapes, so it is not taken for the
    /// file's bytes.
    public static let diffNote = "\\ the line above is shown with escapes (\\u{…})"
}
