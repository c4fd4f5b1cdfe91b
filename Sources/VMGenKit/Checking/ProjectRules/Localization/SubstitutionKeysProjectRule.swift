/// LOC-04 on Swift and YAML: the `%{key}` points of a `@LocalizedSubs` text have a
/// substitution, and every locale uses the same ones.
///
/// Unlike a spec, Swift may share one dictionary between several texts (each using some of
/// its keys), so a key no locale of a text uses is not reported; a key some locale uses and
/// another does not, is.
struct SubstitutionKeysProjectRule: ProjectRule {
    static let description = SubstitutionKeysRule.description

    static let findsInSwiftFiles = false  // at the YAML text
    static let isCostly = true

    func check(_ corpus: LintCorpus, context: LintContext) -> [RuleFinding] {
        let bindings = corpus.bindings.filter { $0.substitutionKeys != nil }
        guard !bindings.isEmpty else { return [] }
        var entriesByKey: [String: [LocalizationIndex.Entry]] = [:]
        for entry in corpus.localization.entries where !entry.isList && entry.value != nil {
            entriesByKey[entry.key, default: []].append(entry)
        }
        // Types of one name in two modules share their keys: each text is checked once, against
        // every dictionary bound to it, and only when all of them are known.
        var boundByKey: [String: Set<String>] = [:]
        var unknown: Set<String> = []
        for binding in corpus.bindings {
            if let keys = binding.substitutionKeys { boundByKey[binding.key, default: []].formUnion(keys) } else { unknown.insert(binding.key) }
        }
        var findings: [RuleFinding] = []
        for binding in bindings where boundByKey[binding.key] != nil && !unknown.contains(binding.key) {
            guard let bound = boundByKey.removeValue(forKey: binding.key), let entries = entriesByKey[binding.key] else { continue }
            let used = entries.map { SubstitutionKeysRule.keys(in: $0.value ?? "") }
            let anyLocale = used.reduce(into: Set<String>()) { $0.formUnion($1) }
            for (entry, keys) in zip(entries, used) {
                let extra = keys.subtracting(bound).sorted()
                let missing = anyLocale.intersection(bound).subtracting(keys).sorted()
                var parts: [String] = []
                if !extra.isEmpty {
                    parts.append("uses \(extra.map { "%{\($0)}" }.joined(separator: ", ")) with no substitution (\(binding.key.split(separator: ".").last ?? "") binds \(bound.isEmpty ? "none" : bound.sorted().joined(separator: ", ")))")
                }
                if !missing.isEmpty { parts.append("never uses \(missing.map { "%{\($0)}" }.joined(separator: ", ")), which another locale's text uses") }
                guard !parts.isEmpty else { continue }
                findings.append(RuleFinding("the '\(entry.locale)' text of '\(binding.key)' \(parts.joined(separator: " and "))", at: entry.location))
            }
        }
        return findings
    }
}
