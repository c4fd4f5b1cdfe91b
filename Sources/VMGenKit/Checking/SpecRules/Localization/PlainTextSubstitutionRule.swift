/// LOC-11: a `%{key}` point belongs in a text with substitutions.
struct PlainTextSubstitutionRule: SpecRule {
    static let description = RuleDescription(
        id: "LOC-11", name: "substitution-in-plain-text", severity: .warning,
        summary: "a %{key} point is only in a text that binds substitutions",
        rationale: """
            FOSMVVM fills %{key} points only in a @LocalizedSubs text, from its substitutions. A \
            plain text (a @LocalizedString, a compound separator) is shown as written, so a \
            %{name} in it reaches the screen with its braces: usually a text whose \
            'substitutions:' were forgotten. Bind them, or reword the text. A lone % (\"100% \
            sure\") is fine; only %{ followed by a closing brace is a substitution point.
            """,
        triggering: [
            .spec("viewModel: A\nhosting: server\ntext:\n  greeting: { en: ↓\"Hello %{name}\" }\n"),
            .spec("viewModel: A\nhosting: server\ntext:\n  terms:\n    pieces: { en: [\"Terms\", \"Conditions\"] }\n    separator: { en: ↓\"%{and}\" }\n"),
        ],
        nonTriggering: [
            .spec("viewModel: A\nhosting: server\ntext:\n  rate: { en: \"100% sure\" }\n  open: { en: \"a { brace }\" }\n"),
            .spec("viewModel: A\nhosting: server\ntext:\n  hello:\n    en: \"Hi %{name}\"\n    substitutions: { name: user }\nproperties:\n  user: String\n"),
        ])

    func check(_ context: SpecRuleContext) -> [RuleFinding] {
        var findings: [RuleFinding] = []
        for viewModel in context.set.viewModels {
            for text in viewModel.texts {
                let values: LocalizedValues
                switch text.kind {
                case .string(let plain): values = plain
                case .compound(_, let separator?): values = separator
                case .compound, .substitutions: continue
                }
                for entry in values.entries {
                    let keys = SubstitutionKeysRule.keys(in: entry.text).sorted()
                    guard !keys.isEmpty else { continue }
                    let points = keys.map { "%{\($0)}" }.joined(separator: ", ")
                    findings.append(RuleFinding(
                        "the '\(entry.locale)' text of '\(text.name)' holds \(points), but '\(text.name)' has no substitutions, so FOSMVVM shows it as written, braces and all: bind it with 'substitutions:' or reword the text",
                        at: entry.location))
                }
            }
        }
        return findings
    }
}
