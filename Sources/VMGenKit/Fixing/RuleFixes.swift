/// Which rules `vmgen lint --fix` fixes, and how: the source rules that are
/// `CorrectableSourceRule`s, LOC-02 (a rename) and SUP-02 (an unused suppression).
public enum RuleFixes {
    /// The correctable source rules, by id.
    static let sourceRules: [String: any CorrectableSourceRule] = {
        var byID: [String: any CorrectableSourceRule] = [:]
        for rule in SourceRules.all {
            if let correctable = rule as? any CorrectableSourceRule { byID[type(of: correctable).description.id] = correctable }
        }
        return byID
    }()

    /// Every rule with a fix, by id: what it rewrites, and examples.
    public static let all: [String: RuleFix] = {
        var fixes: [String: RuleFix] = [:]
        for (id, rule) in sourceRules { fixes[id] = type(of: rule).fix }
        fixes[YMLExtensionRule.description.id] = YMLExtensionRule.fix
        fixes[SuppressionRules.unused.id] = RuleFix(
            summary: UnusedSuppressionFix.summary, leaves: UnusedSuppressionFix.leaves, examples: unusedSuppressionExamples)
        return fixes
    }()

    /// The fix of `rule`, if it has one.
    public static func fix(of rule: RuleDescription) -> RuleFix? { all[rule.id] }

    static let unusedSuppressionExamples: [FixExample] = [
        FixExample(
            .swift("public struct A {\n    ↓// vmgen:disable:next VMID-02 — legacy\n    let x = 1\n}\n"),
            "public struct A {\n    let x = 1\n}\n"),
        FixExample(
            .swift("public struct A {\n    let x = 1 ↓// vmgen:disable:this DECL-03 — legacy\n}\n"),
            "public struct A {\n    let x = 1\n}\n"),
    ]
}
