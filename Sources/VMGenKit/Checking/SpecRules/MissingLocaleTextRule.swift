/// LOC-01: every localized text has its text in every configured locale.
///
/// FOSMVVM's `expectTranslations` fails for a key missing in any locale; vmgen writes the key
/// with an empty value marked UNRATIFIED, which this rule reports before it ships.
struct MissingLocaleTextRule: SpecRule {
    let id = "LOC-01"
    let defaultSeverity = Severity.warning
    let summary = "each localized text has a value for every locale in vmgen.yml"

    func check(_ context: SpecRuleContext) -> [SpecFinding] {
        var findings: [SpecFinding] = []
        let locales = context.config.locales
        func require(_ present: [String], what: String, at location: SourceLocation) {
            let missing = locales.filter { !present.contains($0) }
            if !missing.isEmpty {
                findings.append(SpecFinding("\(what) has no text for \(missing.map { "'\($0)'" }.joined(separator: ", "))", at: location))
            }
        }
        for viewModel in context.set.viewModels {
            for text in viewModel.texts {
                switch text.kind {
                case .string(let values), .substitutions(let values, _):
                    require(values.locales, what: "the text '\(text.name)' of \(viewModel.typeName)", at: text.location)
                case .compound(let pieces, let separator):
                    require(Array(pieces.keys), what: "the pieces of '\(text.name)'", at: text.location)
                    if let separator { require(separator.locales, what: "the separator of '\(text.name)'", at: text.location) }
                }
            }
            for displayEnum in viewModel.enums {
                for enumCase in displayEnum.cases {
                    require(enumCase.labels.locales, what: "the label of \(displayEnum.name).\(enumCase.name)", at: enumCase.location)
                }
            }
        }
        return findings
    }
}
