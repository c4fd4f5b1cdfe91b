import Foundation

/// How findings are printed: for people and editors (`text`), for tools (`json`), for GitHub
/// code scanning (`sarif`), for GitHub Actions annotations (`github`), and the XML that CI
/// servers read: Checkstyle (`checkstyle`) and JUnit test reports (`junit`).
public enum ReportFormat: String, Sendable, CaseIterable {
    case text, json, sarif, github, checkstyle, junit

    /// The report of `diagnostics` (already sorted), e.g. for `--output FILE` or stdout.
    /// `sources` quotes lines in the text format and gives SARIF fingerprints their line;
    /// `rulesDocument` is the URL of docs/rules.md for SARIF's `helpUri` (see `SARIFReport`);
    /// `command` (`lint`, `check`, `generate --check`) names the JUnit test suite; `pathBase`
    /// makes the text format's paths absolute (`DiagnosticRenderer.pathBase`; the machine
    /// formats keep their project paths, which code scanning and CI need).
    public func render(
        _ diagnostics: [Diagnostic], filesChecked: Int, sources: [String: String] = [:], rulesDocument: String? = nil, command: String = "lint",
        pathBase: String? = nil
    ) -> String {
        switch self {
        case .text: DiagnosticRenderer(sources: sources, pathBase: pathBase).render(diagnostics)
        case .json: JSONReport.render(diagnostics, filesChecked: filesChecked)
        case .sarif: SARIFReport.render(diagnostics, sources: sources, rulesDocument: rulesDocument)
        case .github: GitHubAnnotations.render(diagnostics)
        case .checkstyle: CheckstyleReport.render(diagnostics)
        case .junit: JUnitReport.render(diagnostics, command: command)
        }
    }
}

/// The `--format json` report. Its shape is documented in docs/rules.md and stable:
/// `{ "version": 1, "tool": {name, version}, "summary": {errors, warnings, files},
///    "findings": [{ file, line, column, severity, rule, name, message }] }`.
public enum JSONReport {
    public static let version = 1

    public static func render(_ diagnostics: [Diagnostic], filesChecked: Int) -> String {
        let findings = diagnostics.map { diagnostic -> JSONValue in
            let rule = diagnostic.code.flatMap(RuleCatalogue.rule(named:))
            return .object([
                ("file", diagnostic.location.map { .string($0.file) } ?? .null),
                ("line", diagnostic.location.map { .int($0.line) } ?? .null),
                ("column", diagnostic.location.map { .int($0.column) } ?? .null),
                ("severity", .string(diagnostic.severity.rawValue)),
                ("rule", diagnostic.code.map(JSONValue.string) ?? .null),
                ("name", rule.map { .string($0.name) } ?? .null),
                ("message", .string(diagnostic.message)),
            ])
        }
        return JSONValue.object([
            ("version", .int(version)),
            ("tool", .object([("name", .string("vmgen")), ("version", .string(VMGenVersion.current))])),
            ("summary", .object([
                ("errors", .int(diagnostics.filter { $0.severity == .error }.count)),
                ("warnings", .int(diagnostics.filter { $0.severity == .warning }.count)),
                ("files", .int(filesChecked)),
            ])),
            ("findings", .array(findings)),
        ]).rendered()
    }
}

/// `::error file=…,line=…,col=…,title=…::message` lines GitHub Actions turns into annotations.
public enum GitHubAnnotations {
    public static func render(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map { diagnostic in
            let level = diagnostic.severity == .error ? "error" : diagnostic.severity == .warning ? "warning" : "notice"
            var properties: [String] = []
            if let location = diagnostic.location {
                properties += ["file=\(property(location.file))", "line=\(location.line)", "col=\(location.column)"]
            }
            if let code = diagnostic.code { properties.append("title=\(property(code))") }
            return "::\(level) \(properties.joined(separator: ","))::\(data(diagnostic.message))\n"
        }.joined()
    }

    /// A message as workflow-command data: hidden characters shown (`VisibleText`, so the
    /// annotation and the log line read as what is there and steer nothing), then the
    /// runner's own escaping of `%`, `\r` and `\n` (which `VisibleText` already showed).
    static func data(_ text: String) -> String {
        percentEscaped(VisibleText.inline(text), "%\r\n")
    }

    /// A property value: as `data`, and `:` and `,`, which end a property.
    static func property(_ text: String) -> String {
        percentEscaped(VisibleText.inline(text), "%\r\n:,")
    }

    /// `%XX` for each of `special`, scalar by scalar (a `:` followed by a combining mark is
    /// one `Character`, which a `String` search would pass over).
    private static func percentEscaped(_ text: String, _ special: String) -> String {
        // Appended in place: `UnicodeScalarView.append(contentsOf:)` copies the whole view.
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if special.unicodeScalars.contains(scalar) {
                out += "%\(QuotedLiteral.hex(scalar.value, width: 2))"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
