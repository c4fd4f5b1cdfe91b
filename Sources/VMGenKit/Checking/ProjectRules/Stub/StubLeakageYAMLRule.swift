import Foundation

/// STUB-06 on localization files: no stub vocabulary in a YAML value (the reference's LOC-06).
struct StubLeakageYAMLRule: ProjectRule {
    static let description = StubLeakageSpecRule.description

    static let findsInSwiftFiles = false  // at the YAML value

    func check(_ corpus: LintCorpus, context: LintContext) -> [RuleFinding] {
        var findings: [RuleFinding] = []
        for file in corpus.yaml where !file.diagnostics.hasErrors && LocalizationIndex.isLocalizationFile(file) {
            for locale in file.root?.mapping ?? [] {
                scan(locale.value, locale: locale.key.text, into: &findings)
            }
        }
        return findings
    }

    /// Every string value under `node`, mapping values and sequence items alike.
    private func scan(_ node: YAMLNode, locale: String, into findings: inout [RuleFinding]) {
        var pending = [node]
        while let next = pending.popLast() {
            switch next.value {
            case .mapping(let entries): pending += entries.reversed().map(\.value)
            case .sequence(let items): pending += items.reversed()
            case .scalar(let scalar):
                guard !scalar.isNull, let marker = StubLeakageSpecRule.firstMarker(in: scalar.text) else { continue }
                findings.append(RuleFinding("the '\(locale)' text contains the stub vocabulary '\(marker)'; localization values are real, user-facing text (a stub or sample value was copied here)", at: next.location))
            }
        }
    }
}
