/// OBS-08: a screen's user actions are `on`-prefixed and name what the user did.
struct ActionPrefixRule: SpecRule {
    static let description = RuleDescription(
        id: "OBS-08", name: "on-prefixed-actions", severity: .warning,
        summary: "an @Observable screen's view-triggered actions start with 'on' (onTappedRetry)",
        rationale: """
            Seed 002, rule 5: "View-triggered: on prefix (e.g., onTappedItem). Describe the user \
            action, not the implementation." The prefix separates what the view may call from the \
            ViewModel's internal methods at a glance.
            """,
        triggering: [
            .spec("viewModel: Feed\nstyle: observable\nstate: \"[String]\"\nservices:\n  feed: { type: FeedService, methods: { posts: { returns: \"[String]\" } } }\nactions:\n  ↓refresh: { reloads: true }\n"),
            .spec("viewModel: Feed\nstyle: observable\nstate: \"[String]\"\nservices:\n  feed: { type: FeedService, methods: { posts: { returns: \"[String]\" } } }\nactions:\n  ↓online: {}\n"),
        ],
        nonTriggering: [
            .spec("viewModel: Feed\nstyle: observable\nstate: \"[String]\"\nservices:\n  feed: { type: FeedService, methods: { posts: { returns: \"[String]\" } } }\nactions:\n  onTappedRefresh: { reloads: true }\n"),
            .spec("viewModel: Feed\nstyle: observable\nstate: \"[String]\"\nservices:\n  feed: { type: FeedService, methods: { posts: { returns: \"[String]\" } } }\n"),
        ])

    func check(_ context: SpecRuleContext) -> [RuleFinding] {
        context.set.screens.flatMap { screen in
            screen.actions.filter { action in
                let rest = action.name.dropFirst(2)
                return !(action.name.hasPrefix("on") && rest.first?.isUppercase == true)
            }.map { RuleFinding("the action '\($0.name)' of \(screen.typeName) should say what the user did, with the 'on' prefix, e.g. 'onTapped\(SwiftNames.upperFirst($0.name))'", at: $0.location) }
        }
    }
}
