/// REQ-04 on specs: a request under `requests:` is named noun-first, as FOSMVVM's naming
/// dictionary asks (`BerthCreate`, not `CreateBerth`): the request vmgen declares is the name
/// and `Request`, and FOSMVVM derives the path the server serves it at from that name.
struct RequestNamingSpecRule: SpecRule {
    static let description = RequestNamingRule.description

    func check(_ context: SpecRuleContext) -> [RuleFinding] {
        context.set.requests.compactMap { request in
            let words = TypeNameWords.words(request.name)
            guard words.count >= 2, RequestNamingRule.verbs.contains(words[0]) else { return nil }
            let better = words.dropFirst().joined() + words[0]
            return RuleFinding(
                "'\(request.name)' starts with the verb '\(words[0])'; FOSMVVM names requests noun-first: '\(better)' (\(better)Request)",
                at: request.location)
        }
    }
}
