import Foundation

/// LOC-04: the `%{key}` points of a `@LocalizedSubs` text are the same in every locale and
/// match the substitutions the spec binds.
struct SubstitutionKeysRule: SpecRule {
    static let description = RuleDescription(
        id: "LOC-04", name: "substitution-keys", severity: .error,
        summary: "%{…} keys equal the bound substitutions, in every locale",
        rationale: """
            A @LocalizedSubs text is filled from its substitutions dictionary by key. A %{key} with no \
            substitution is shown raw on screen; a substitution no locale uses drops a value; and a \
            locale with a different set of keys shows one or the other only in that language.
            """,
        triggering: [
            .spec("viewModel: A\nhosting: server\ntext:\n  hello:\n    en: ↓\"Hi %{nmae}\"\n    substitutions: { name: user }\nproperties:\n  user: String\n"),
            .spec("viewModel: A\nhosting: server\ntext:\n  hello:\n    en: \"Hi %{name}\"\n    es: ↓\"Hola\"\n    substitutions: { name: user }\nproperties:\n  user: String\n"),
        ],
        nonTriggering: [
            .spec("viewModel: A\nhosting: server\ntext:\n  hello:\n    en: \"Hi %{name}\"\n    es: \"Hola %{name}\"\n    substitutions: { name: user }\nproperties:\n  user: String\n"),
            .spec("viewModel: A\nhosting: server\ntext:\n  plain: { en: \"100%{not a key in a plain text}\", es: \"x\" }\n"),
        ])

    func check(_ context: SpecRuleContext) -> [RuleFinding] {
        var findings: [RuleFinding] = []
        for viewModel in context.set.viewModels {
            for text in viewModel.texts {
                guard case .substitutions(let values, let bindings) = text.kind else { continue }
                let bound = Set(bindings.map(\.key))
                for entry in values.entries {
                    let used = Self.keys(in: entry.text)
                    guard used != bound else { continue }
                    let missing = bound.subtracting(used).sorted()
                    let extra = used.subtracting(bound).sorted()
                    var parts: [String] = []
                    if !extra.isEmpty { parts.append("uses \(extra.map { "%{\($0)}" }.joined(separator: ", ")) with no substitution") }
                    if !missing.isEmpty { parts.append("never uses \(missing.map { "%{\($0)}" }.joined(separator: ", "))") }
                    findings.append(RuleFinding("the '\(entry.locale)' text of '\(text.name)' \(parts.joined(separator: " and "))", at: entry.location))
                }
            }
        }
        return findings
    }

    /// The keys of `%{key}` points in `text`.
    static func keys(in text: String) -> Set<String> {
        var keys = Set<String>()
        var rest = text[...]
        while let start = rest.range(of: "%{") {
            guard let end = rest[start.upperBound...].firstIndex(of: "}") else { break }
            keys.insert(String(rest[start.upperBound..<end]))
            rest = rest[rest.index(after: end)...]
        }
        return keys
    }
}
