import Foundation

/// LOC-04: the `%{key}` points of a `@LocalizedSubs` text are the same in every locale and
/// match the substitutions the spec binds.
///
/// A key missing from the bindings is left unfilled on screen; a locale with a different set
/// shows the raw `%{…}` or drops a value.
struct SubstitutionKeysRule: SpecRule {
    let id = "LOC-04"
    let defaultSeverity = Severity.error
    let summary = "%{…} keys equal the bound substitutions, in every locale"

    func check(_ context: SpecRuleContext) -> [SpecFinding] {
        var findings: [SpecFinding] = []
        for viewModel in context.set.viewModels {
            for text in viewModel.texts {
                guard case .substitutions(let values, let bindings) = text.kind else { continue }
                let bound = Set(bindings.map(\.key))
                for entry in values.entries {
                    let used = Self.keys(in: entry.text)
                    if used != bound {
                        let missing = bound.subtracting(used).sorted()
                        let extra = used.subtracting(bound).sorted()
                        var parts: [String] = []
                        if !extra.isEmpty { parts.append("uses \(extra.map { "%{\($0)}" }.joined(separator: ", ")) with no substitution") }
                        if !missing.isEmpty { parts.append("never uses \(missing.map { "%{\($0)}" }.joined(separator: ", "))") }
                        findings.append(SpecFinding("the '\(entry.locale)' text of '\(text.name)' \(parts.joined(separator: " and "))", at: entry.location))
                    }
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
