import Foundation

/// LOC-12: a scalar text has no outer whitespace, which FOSMVVM would trim.
struct TrimmedTextRule: SpecRule {
    static let description = RuleDescription(
        id: "LOC-12", name: "trimmed-text", severity: .error,
        summary: "a text (or enum label) neither starts nor ends with whitespace, which FOSMVVM trims",
        rationale: """
            FOSMVVM's YAML store trims every scalar string value with .whitespacesAndNewlines \
            (its `YamlLocalizationStore`), after YAML parsing, so no quoting or escape \
            (\\x20, \\u00A0) keeps a leading or trailing space: " · " arrives as "·". Only list \
            items are kept as written, which is why vmgen writes a compound separator as a \
            one-item list. To space texts apart, join them in one substitution text \
            ("%{a} · %{b}", inner spaces survive) or in a compound with a separator. A block \
            scalar's final line break is not reported: it is the YAML form, not meant text.
            """,
        triggering: [
            .spec("viewModel: A\nhosting: server\ntext:\n  title: { en: ↓\"Berth \" }\n"),
            .spec("viewModel: A\nhosting: server\ntext:\n  hello:\n    en: ↓\" Hi %{name}\"\n    substitutions: { name: user }\nproperties:\n  user: String\n"),
            .spec("viewModel: A\nhosting: server\nenums:\n  State:\n    open: { en: ↓\"Open\\u00A0\" }\n"),
            .spec("viewModel: A\nhosting: client\nform:\n  name: BoatFields\n  fields:\n    size: { type: Int, title: { en: ↓\"Size: \" } }\n"),
            .spec("viewModel: A\nhosting: server\nrequest:\n  errors:\n    cases:\n      full: { en: ↓\"Full \" }\n"),
        ],
        nonTriggering: [
            .spec("viewModel: A\nhosting: server\ntext:\n  title: { en: \"Berth 4\" }\n  note:\n    en: |\n      A note.\n"),
            .spec("viewModel: A\nhosting: server\ntext:\n  terms:\n    pieces: { en: [\" Terms\", \"Conditions \"] }\n    separator: { en: \" · \" }\n"),
        ])

    func check(_ context: SpecRuleContext) -> [RuleFinding] {
        var findings: [RuleFinding] = []
        func check(_ values: LocalizedValues, what: String) {
            for entry in values.entries {
                guard let problem = Self.problem(entry.text) else { continue }
                findings.append(RuleFinding(
                    "the '\(entry.locale)' \(what) \(problem.edge) with whitespace, which FOSMVVM trims from every scalar YAML string whatever the quoting or escape, so it arrives as \"\(problem.trimmed)\": remove it; to space texts apart, join them in one substitution text (\"%{a} · %{b}\") or a compound with a separator, which keep their spaces",
                    at: entry.location))
            }
        }
        for viewModel in context.set.viewModels {
            for text in viewModel.texts {
                // Pieces and the separator are list items: kept as written.
                if let values = text.kind.scalarValues { check(values, what: "text of '\(text.name)'") }
            }
            for displayEnum in viewModel.enums {
                for enumCase in displayEnum.cases { check(enumCase.labels, what: "label of \(displayEnum.name).\(enumCase.name)") }
            }
            for field in viewModel.form?.fields ?? [] {
                for text in field.texts { check(text.values, what: text.what) }
            }
            for (request, errors) in viewModel.generatedRequestErrors {
                for message in errors.cases {
                    if let values = message.kind.scalarValues { check(values, what: "message of \(request)'s error case '\(message.name)'") }
                }
            }
        }
        return findings
    }

    /// Which edge of `text` FOSMVVM would trim, and what is left; nil when nothing would change
    /// but line breaks at the end (a block scalar's).
    static func problem(_ text: String) -> (edge: String, trimmed: String)? {
        var body = Substring(text)
        while let last = body.last, last == "\n" || last == "\r" || last == "\r\n" { body = body.dropLast() }
        let trimmed = body.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed != body, !trimmed.isEmpty else { return nil }
        let starts = body.first.map { String($0).trimmingCharacters(in: .whitespacesAndNewlines).isEmpty } ?? false
        let ends = body.last.map { String($0).trimmingCharacters(in: .whitespacesAndNewlines).isEmpty } ?? false
        let edge = starts && ends ? "starts and ends" : starts ? "starts" : "ends"
        return (edge, trimmed)
    }
}
