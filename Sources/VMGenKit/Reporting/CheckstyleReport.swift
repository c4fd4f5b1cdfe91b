/// The `--format checkstyle` report: Checkstyle 4.3 XML, the format Jenkins (Warnings Next
/// Generation), reviewdog, Danger, TeamCity and SonarQube's importers read, in the shape
/// SwiftLint's `checkstyle` reporter writes:
///
///     <?xml version="1.0" encoding="utf-8"?>
///     <checkstyle version="4.3">
///       <file name="Sources/RowViewModel.swift">
///         <error line="8" column="36" severity="error" message="…" source="vmgen.rules.VMID-03"/>
///       </file>
///     </checkstyle>
///
/// One `file` element per file, in path order, its findings in the order given (the caller's
/// `sortedForOutput`: line, column, message), so the same findings give the same bytes.
/// `severity` is `error`, `warning` or `info` (a note); `source` is `vmgen.rules.` and the
/// rule's id (or the check's code: `spec`, `lint`, …), plain `vmgen` for a finding without one.
/// Every message and file name passes through `XMLText`.
///
/// A finding with no place (a problem of the project as a whole) sits in `<file name="">` with
/// `line="0" column="0"`, listed first. The json report gives it `"file": null` and no line or
/// column; Checkstyle has no null — every `error` is inside a `file`, and readers take `line`
/// as a number (some stop without one) — so the empty name and 0 say "no place" the same way:
/// a real path is never empty and lines and columns count from 1 (0 is also what SwiftLint
/// writes for no line). Naming the config instead would put the finding where it is not.
public enum CheckstyleReport {
    /// The version of the Checkstyle format, not of a tool: what readers expect to see.
    static let formatVersion = "4.3"

    public static func render(_ diagnostics: [Diagnostic]) -> String {
        var out = XMLText.declaration + "<checkstyle version=\"\(formatVersion)\">\n"
        // Grouping keeps each file's findings in the order given.
        let byFile = Dictionary(grouping: diagnostics) { $0.location?.file ?? "" }
        for file in byFile.keys.sorted() {
            out += "  <file name=\"\(XMLText.escaped(file))\">\n"
            for diagnostic in byFile[file] ?? [] {
                out += error(diagnostic)
            }
            out += "  </file>\n"
        }
        return out + "</checkstyle>\n"
    }

    private static func error(_ diagnostic: Diagnostic) -> String {
        let line = diagnostic.location?.line ?? 0
        let column = diagnostic.location?.column ?? 0
        let attributes = [
            "line=\"\(line)\"",
            "column=\"\(column)\"",
            "severity=\"\(severity(diagnostic.severity))\"",
            "message=\"\(XMLText.escaped(diagnostic.message))\"",
            "source=\"\(XMLText.escaped(source(diagnostic.code)))\"",
        ]
        return "    <error \(attributes.joined(separator: " "))/>\n"
    }

    /// Checkstyle's severities are `error`, `warning`, `info` (and `ignore`).
    static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "info"
        }
    }

    /// `vmgen.rules.VMID-03`: the dotted source name Checkstyle readers group findings by.
    static func source(_ code: String?) -> String {
        code.map { "vmgen.rules." + $0 } ?? "vmgen"
    }
}
