/// `vmgen rules --format json`: the catalogue for tools (editor extensions, dashboards, CI
/// scripts that map a finding's rule to its page), from the same descriptions as `vmgen rules`,
/// in the same order. Documented shape:
/// `{ "version": 1, "tool": {name, version}, "rules": [{id, name, aliases, severity, scopes,
/// summary, rationale, fixable, configurable, docs}] }` — `scopes`: `spec` (`vmgen check`),
/// `swift` (`vmgen lint`); `fixable`: `vmgen lint --fix` fixes it; `configurable`: it can be
/// suppressed or set in vmgen.yml (not a rule the spec model itself enforces); `docs`: its
/// anchor in docs/rules.md.
extension RuleDocumentation {
    public static let jsonVersion = 1

    public static func listJSON() -> String {
        let rules = RuleCatalogue.all.map { rule -> JSONValue in
            .object([
                ("id", .string(rule.id)),
                ("name", .string(rule.name)),
                ("aliases", .array(rule.aliases.map(JSONValue.string))),
                ("severity", .string(rule.severity.rawValue)),
                ("scopes", .array(rule.scopes.map(JSONValue.string))),
                ("summary", .string(rule.summary)),
                ("rationale", .string(rule.rationale)),
                ("fixable", .bool(RuleFixes.fix(of: rule) != nil)),
                ("configurable", .bool(!StructuralRules.all.contains(rule))),
                ("docs", .string("docs/rules.md#" + SARIFReport.anchor(rule.id))),
            ])
        }
        return JSONValue.object([
            ("version", .int(jsonVersion)),
            ("tool", .object([("name", .string("vmgen")), ("version", .string(VMGenVersion.current))])),
            ("rules", .array(rules)),
        ]).rendered()
    }
}
