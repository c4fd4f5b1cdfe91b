import Foundation

/// SARIF 2.1.0, the format GitHub code scanning uploads: one run, the catalogue as
/// `tool.driver.rules`, and one result per finding with a physical location and region.
public enum SARIFReport {
    public static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

    public static func render(_ diagnostics: [Diagnostic]) -> String {
        let rules = RuleCatalogue.all
        let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
        let driverRules = rules.map { rule -> JSONValue in
            .object([
                ("id", .string(rule.id)),
                ("name", .string(rule.name)),
                ("shortDescription", .object([("text", .string(rule.summary))])),
                ("fullDescription", .object([("text", .string(rule.rationale))])),
                ("defaultConfiguration", .object([("level", .string(level(rule.severity)))])),
                ("help", .object([("text", .string("\(rule.summary)\n\n\(rule.rationale)\n\nRun 'vmgen explain \(rule.id)' for examples."))])),
            ])
        }
        let results = diagnostics.map { diagnostic -> JSONValue in
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
                        ("region", .object([("startLine", .int(location.line)), ("startColumn", .int(location.column))])),
                    ])),
                ])])))
            }
            return .object(members)
        }
        return JSONValue.object([
            ("$schema", .string(schema)),
            ("version", .string("2.1.0")),
            ("runs", .array([.object([
                ("tool", .object([("driver", .object([
                    ("name", .string("vmgen")),
                    ("version", .string(VMGenVersion.current)),
                    ("informationUri", .string("https://github.com/vmgen/vmgen")),
                    ("rules", .array(driverRules)),
                ]))])),
                ("results", .array(results)),
            ])])),
        ]).rendered()
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
