/// REQ-05 on specs: an error case of a request's generated ResponseError names what the
/// operation failed at, never an HTTP status (`unauthorized`, `notFound`, `error404`): the case
/// becomes the error's `Code`, which the client branches on.
struct StatusErrorCaseSpecRule: SpecRule {
    static let description = ResponseErrorModelsThrowRule.description

    func check(_ context: SpecRuleContext) -> [RuleFinding] {
        let errors = context.set.viewModels.flatMap { $0.generatedRequestErrors.map(\.errors) } + context.set.requests.compactMap(\.errors)
        return errors.flatMap(\.cases).filter { ResponseErrorModelsThrowRule.isStatusName($0.name) }.map { message in
            RuleFinding(
                "the error case '\(message.name)' names an HTTP status, not what the operation failed at; name the outcome (berthTaken, quotaExceeded, sessionExpired)",
                at: message.location)
        }
    }
}
