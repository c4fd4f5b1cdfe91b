import VMGenKit

/// Runs `vmgen lint --fix` in memory on a rule example (and its companions), as the tests
/// of fixes need it.
enum FixRunner {
    struct Fixed {
        /// Every file after the fix: path → text (a renamed file under its new name).
        var files: [String: String]
        var result: LintFixer.Result
    }

    /// The example's files without markers, fixed; with `only`, every other rule is off (as
    /// SwiftLint tests a correction with its rule alone), except for SUP-02.
    static func fix(_ files: [(RuleExample.Language, String, String)], only: String? = nil, baseline: Baseline? = nil, includeGenerated: Bool = false) -> Fixed {
        var config = RuleRunner.config
        // SUP-02 judges a suppression only while the rules it names are on (a rule turned off
        // may be turned back on), so its fix is tested with every rule on.
        if let only, only != "SUP-02" {
            for rule in RuleCatalogue.all where rule.id != only { config.ruleSettings[rule.id] = .off }
        }
        let swift = files.filter { $0.0 == .swift }.map { (path: $0.1, bytes: Array($0.2.utf8)) }
        let yaml = files.filter { $0.0 == .yaml }.map { (path: $0.1, bytes: Array($0.2.utf8)) }
        let result = LintFixer.fix(swift: swift, yaml: yaml, config: config, options: .init(includeGenerated: includeGenerated, baseline: baseline))
        var texts: [String: String] = [:]
        for file in result.swift + result.yaml { texts[file.path] = String(decoding: file.bytes, as: UTF8.self) }
        return Fixed(files: texts, result: result)
    }

    /// The files of `fixed` in the form `RuleRunner` reads, with their languages.
    static func files(_ fixed: Fixed, like original: [(RuleExample.Language, String, String)]) -> [(RuleExample.Language, String, String)] {
        let languages = Dictionary(original.map { ($0.1, $0.0) }, uniquingKeysWith: { first, _ in first })
        return fixed.files.sorted { $0.key < $1.key }.map { path, text in
            (languages[path] ?? (path.hasSuffix(".swift") ? .swift : .yaml), path, text)
        }
    }

    /// Every rule with a fix, with its description, ordered by id.
    static var fixableRules: [(RuleDescription, RuleFix)] {
        RuleCatalogue.all.compactMap { rule in RuleFixes.fix(of: rule).map { (rule, $0) } }
    }
}
