import Foundation

/// SARIF 2.1.0, the format GitHub code scanning uploads: one run, the catalogue as
/// `tool.driver.rules`, and one result per finding with a physical location and region.
public enum SARIFReport {
    public static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

    /// `sources` (file text by the path the findings show) gives each finding's line for its
    /// fingerprint (`SARIFFingerprint`). `rulesDocument` is the absolute URL of docs/rules.md
    /// (e.g. `https://github.com/acme/vmgen/blob/v0.1.0/docs/rules.md`); each rule's `helpUri`
    /// is its anchor there. Without one there is no `helpUri`: SARIF requires an absolute URI
    /// there, and vmgen has no canonical home to point at.
    public static func render(_ diagnostics: [Diagnostic], sources: [String: String] = [:], rulesDocument: String? = nil) -> String {
        let rules = RuleCatalogue.all
        let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
        let driverRules = rules.map { rule -> JSONValue in
            var members: [(String, JSONValue)] = [
                ("id", .string(rule.id)),
                ("name", .string(rule.name)),
                ("shortDescription", .object([("text", .string(rule.summary))])),
                ("fullDescription", .object([("text", .string(rule.rationale))])),
                ("defaultConfiguration", .object([("level", .string(level(rule.severity)))])),
            ]
            if let rulesDocument { members.append(("helpUri", .string(helpURI(rule.id, rulesDocument: rulesDocument)))) }
            members.append(("help", .object([("text", .string("\(rule.summary)\n\n\(rule.rationale)\n\nRun 'vmgen explain \(rule.id)' for examples, or see docs/rules.md#\(anchor(rule.id))."))])))
            return .object(members)
        }
        let fingerprints = SARIFFingerprint.fingerprints(diagnostics, sources: sources)
        let results = zip(diagnostics, fingerprints).map { diagnostic, fingerprint -> JSONValue in
            var members: [(String, JSONValue)] = []
            let id = diagnostic.code ?? "vmgen"
            members.append(("ruleId", .string(id)))
            if let index = ruleIndex[id] { members.append(("ruleIndex", .int(index))) }
            members.append(("level", .string(level(diagnostic.severity))))
            members.append(("message", .object([("text", .string(diagnostic.message))])))
            if let location = diagnostic.location {
                members.append(("locations", .array([.object([
                    ("physicalLocation", .object([
                        ("artifactLocation", .object([("uri", .string(uri(location.file)))])),
                        ("region", .object([("startLine", .int(max(location.line, 1))), ("startColumn", .int(max(location.column, 1)))])),
                    ])),
                ])])))
            }
            members.append(("partialFingerprints", .object([(SARIFFingerprint.key, .string(fingerprint))])))
            return .object(members)
        }
        return JSONValue.object([
            ("$schema", .string(schema)),
            ("version", .string("2.1.0")),
            ("runs", .array([.object([
                ("tool", .object([("driver", .object(
                    [("name", .string("vmgen")), ("version", .string(VMGenVersion.current))]
                        + (rulesDocument.flatMap(repository).map { [("informationUri", JSONValue.string($0))] } ?? [])
                        + [("rules", .array(driverRules))]
                ))])),
                ("results", .array(results)),
            ])])),
        ]).rendered()
    }

    /// The repository a `…/blob/<ref>/docs/rules.md` URL is in (`https://github.com/acme/vmgen`),
    /// for the tool's `informationUri`; nil for any other URL. vmgen names no home of its own:
    /// the README names its repository in one place, which a fork changes, and a report points
    /// where the user's `VMGEN_RULES_URL` does.
    static func repository(_ rulesDocument: String) -> String? {
        guard let blob = rulesDocument.range(of: "/blob/"), rulesDocument[..<blob.lowerBound].contains("://") else { return nil }
        return String(rulesDocument[..<blob.lowerBound])
    }

    /// A rule's heading anchor in docs/rules.md: its id lowercased (`## DECL-01` → `decl-01`),
    /// as GitHub and most Markdown renderers make it.
    public static func anchor(_ ruleID: String) -> String {
        ruleID.lowercased()
    }

    static func helpURI(_ ruleID: String, rulesDocument: String) -> String {
        let base = rulesDocument.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? rulesDocument
        return base + "#" + anchor(ruleID)
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    /// A relative URI: path segments percent-encoded, `/` kept.
    static func uri(_ path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: false).map { segment in
            segment.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(CharacterSet(charactersIn: "/"))) ?? String(segment)
        }.joined(separator: "/")
    }
}
