/// LOC-01 on Swift: every localized property's key is translated in every configured locale.
struct TranslationPresentRule: ProjectRule {
    static let description = MissingLocaleTextRule.description

    static let findsInSwiftFiles = true  // its findings are at the bindings whose key no locale has
    static let isCostly = true

    func check(_ corpus: LintCorpus, context: LintContext) -> [RuleFinding] {
        let index = corpus.localization
        guard index.hasEntries else { return [] }  // no localization files in this run
        // `lint --stdin`: only the buffer's bindings are judged, so only their keys are looked up.
        let wanted = corpus.reportedKeys
        if wanted?.isEmpty == true { return [] }  // the buffer binds no key
        var present: [String: Set<String>] = [:]
        for entry in index.entries where wanted?.contains(entry.key) ?? true { present[entry.locale, default: []].insert(entry.key) }
        var findings: [RuleFinding] = []
        for binding in corpus.bindings where wanted?.contains(binding.key) ?? true {
            let missing = context.config.locales.filter { !(present[$0.lowercased()]?.contains(binding.key) ?? false) }
            if !missing.isEmpty {
                findings.append(RuleFinding("'\(binding.key)' has no translation for \(missing.map { "'\($0)'" }.joined(separator: ", ")) in any localization file (.yml)", at: binding.location))
            }
        }
        return findings
    }
}
