/// User text — a message, a file name, a rule id — made safe inside vmgen's XML reports
/// (`CheckstyleReport`, `JUnitReport`): the one place that escapes for them.
///
/// Two steps, in this order. First `VisibleText.inline`, as every other report does: control,
/// bidirectional and invisible characters and line breaks become `\u{1B}`-style escapes, so a
/// name or a message reads in a CI page or a `cat` in a log as what is there and steers
/// nothing; it also breaks a `##[…` logging-command marker. Then XML's own escaping of the five
/// markup characters (`&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;` — named entities, never `&#…;`,
/// which would put a `#` in the text), so the result can stand in an attribute value (in either
/// quotes) or in element content, and no `]]>`, `-->` or `<` in it can close or open markup.
///
/// XML 1.0 forbids some characters outright (NUL and the other C0 controls but tab, line feed
/// and carriage return; U+FFFE and U+FFFF; lone surrogates, which a Swift `String` cannot hold):
/// a document holding one is not well-formed, and a CI server rejects the whole report. The
/// controls are shown by the first step; what is left (U+FFFE, U+FFFF) is shown the same way
/// here, so the document is always well-formed.
enum XMLText {
    /// The first line of both XML reports (and how `ReportFile` tells them from other files).
    static let declaration = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n"

    /// `text` (one line of user text) for an attribute value or element content.
    static func escaped(_ text: String) -> String {
        markupEscaped(VisibleText.inline(text))
    }

    /// Text already shown through `VisibleText` — such as `DiagnosticRenderer`'s lines, whose
    /// line breaks are layout — with only XML's escaping added.
    static func markupEscaped(_ visible: String) -> String {
        guard visible.unicodeScalars.contains(where: needsEscape) else { return visible }
        var out = ""  // appended in place (see `VisibleText.escaping`)
        out.reserveCapacity(visible.utf8.count + 16)
        for scalar in visible.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            default:
                if isXMLCharacter(scalar) {
                    out.unicodeScalars.append(scalar)
                } else {
                    out += VisibleText.escape(scalar)
                }
            }
        }
        return out
    }

    /// XML 1.0's `Char` production: tab, line feed, carriage return, U+0020–U+D7FF,
    /// U+E000–U+FFFD and U+10000–U+10FFFF.
    static func isXMLCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "&", "<", ">", "\"", "'": true
        default: !isXMLCharacter(scalar)
        }
    }
}
