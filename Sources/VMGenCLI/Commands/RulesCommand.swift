import VMGenKit

/// `vmgen rules` and `vmgen explain RULE`: the catalogue, from the same descriptions the
/// checker and its tests use.
enum RulesCommand {
    static let command = Command(
        name: "rules",
        summary: "List every rule: id, severity, what it checks, name.",
        usage: "vmgen rules [--format text|json]",
        description: """
            Lists the rule catalogue. 'vmgen explain RULE' shows one rule's rationale and examples.
            --format json prints every rule with its names, severity, scopes, summary, rationale,
            whether 'lint --fix' fixes it and its anchor in docs/rules.md, for tools.
            """,
        options: [Option(["--format"], value: "FORMAT", help: "text (default) or json.", choices: ["text", "json"])],
        run: { invocation throws(UsageError) in
            switch invocation.option("--format") ?? "text" {
            case "text": invocation.console.out(RuleDocumentation.list())
            case "json": invocation.console.report(RuleDocumentation.listJSON())
            case let other:
                throw UsageError("unknown format '\(other)'\(Suggestion.didYouMean(other, in: ["text", "json"])); rules prints text or json")
            }
            return .success
        })

    static let explain = Command(
        name: "explain",
        summary: "Show a rule's rationale and examples.",
        usage: "vmgen explain RULE",
        description: """
            Prints the rule (by id, name or alias, e.g. VMID-03 or row-identity), why it exists,
            examples that trigger it and examples that do not, and how to suppress or configure it.
            """,
        maxPositionals: 1,
        run: { invocation throws(UsageError) in
            guard let name = invocation.arguments.positionals.first else { throw UsageError("name the rule to explain, e.g. 'vmgen explain VMID-03'") }
            if RuleCatalogue.rule(named: name) == nil, let undecided = UndecidedRules.rule(named: name) {
                invocation.console.out(RuleDocumentation.explain(undecided))
                return .success
            }
            guard let rule = RuleCatalogue.rule(named: name) else {
                // `VMID3`, `vmid_03`, `Vmid-3`: an id written another way is that id.
                let squeezed = { (text: String) -> String in
                    let kept = text.lowercased().filter { $0.isLetter || $0.isNumber }
                    let family = kept.prefix { $0.isLetter }
                    return Int(kept.dropFirst(family.count)).map { "\(family)\($0)" } ?? kept
                }
                if let same = RuleCatalogue.all.first(where: { squeezed($0.id) == squeezed(name) }) {
                    throw UsageError("unknown rule '\(name)'; did you mean '\(same.id)'?")
                }
                throw UsageError("unknown rule '\(name)'\(Suggestion.didYouMean(name, in: RuleCatalogue.all.flatMap(\.allNames)))")
            }
            invocation.console.out(RuleDocumentation.explain(rule))
            return .success
        })
}
