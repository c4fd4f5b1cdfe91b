/// Reads `rules:` of vmgen.yml: each key names a rule of the catalogue (its id in any case, its
/// name or an alias) and each value is `off`, `warning` or `error`. A key that names no rule
/// would be ignored — the rule the user meant to silence or to tighten would stay as it was — so
/// it is an error, as is a rule set twice under two names.
enum RuleSettingsLoader {
    static func settings(_ node: YAMLNode, reader: inout NodeReader) -> [String: ProjectConfig.RuleSetting] {
        guard let entries = reader.mapping(node, what: "'rules'") else { return [:] }
        var result: [String: ProjectConfig.RuleSetting] = [:]
        var lines: [String: Int] = [:]
        for entry in entries {
            let key = entry.key.text
            guard let rule = RuleCatalogue.rule(named: key) else {
                reader.error("there is no rule '\(key)'\(hint(for: key)) ('vmgen rules' lists every rule)", at: entry.keyLocation)
                continue
            }
            guard let setting = setting(entry, reader: &reader) else { continue }
            if let line = lines[rule.id] {
                reader.error("'\(key)' is \(rule.id), already set on line \(line)", at: entry.keyLocation)
                continue
            }
            lines[rule.id] = entry.keyLocation.line
            // The spec model itself enforces these: a setting other than error would be ignored.
            if StructuralRules.all.contains(where: { $0.id == rule.id }), setting != .error {
                reader.error(
                    "\(rule.id) (\(rule.name)) is part of the spec model: a spec that breaks it cannot be generated, so it cannot be set to \(setting.rawValue)",
                    at: entry.value.location)
                continue
            }
            // Stored under the id, so every spelling of one rule finds the same setting.
            result[rule.id] = setting
        }
        return result
    }

    private static func setting(_ entry: YAMLEntry, reader: inout NodeReader) -> ProjectConfig.RuleSetting? {
        guard let text = reader.string(entry.value, what: "the setting of '\(entry.key.text)'") else { return nil }
        // YAML reads an unquoted `off` as text here; accept `false` for it too.
        if let setting = ProjectConfig.RuleSetting(rawValue: text == "false" ? "off" : text) { return setting }
        let names = ProjectConfig.RuleSetting.allCases.map(\.rawValue)
        reader.error("a rule is set to off, warning or error, not '\(text)'\(Suggestion.didYouMean(text, in: names))", at: entry.value.location)
        return nil
    }

    /// For an id-shaped key (`VMID-04`), the ids of its family; else the closest id or name.
    static func hint(for key: String) -> String {
        let parts = key.split(separator: "-")
        if parts.count == 2, parts[0].allSatisfy(\.isLetter), parts[1].allSatisfy(\.isNumber) {
            let family = RuleCatalogue.all.map(\.id).filter { $0.lowercased().hasPrefix(parts[0].lowercased() + "-") }
            let prefix = parts[0].uppercased()
            if family.count == 1 { return "; the only \(prefix) rule is \(family[0])" }
            if let last = family.last {
                return "; the \(prefix) rules are \(family.dropLast().joined(separator: ", ")) and \(last)"
            }
        }
        return Suggestion.didYouMean(key, in: RuleCatalogue.all.flatMap(\.allNames))
    }
}
