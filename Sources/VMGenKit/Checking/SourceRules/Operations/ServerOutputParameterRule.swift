/// OPS-05 on Swift: a server-hosted ViewModel's operations take no `output` parameter.
struct ServerOutputParameterRule: IndexedSourceRule {
    static let description = ServerOutputSpecRule.description

    func prepare(_ file: SwiftSourceFile, context: LintContext) -> PendingFindings {
        var candidates: [(viewModel: String, findings: [RuleFinding])] = []
        for proto in file.operationsProtocols {
            let findings = proto.members.filter { $0.kind == .func }.flatMap { method in
                method.parameters.filter { ($0.label ?? $0.name) == "output" }.map { output in
                    RuleFinding(
                        "the server-backed operation '\(method.name)' takes output storage '\(output.type)': the server owns storage; dispatch a request instead",
                        at: output.location)
                }
            }
            if !findings.isEmpty { candidates.append((String(proto.name.dropLast("Operations".count)), findings)) }
        }
        // Only a ViewModel known to be server-hosted: without it the hosting is not known here.
        guard !candidates.isEmpty else { return .none }
        return PendingFindings { [candidates] index in
            candidates.flatMap { index.viewModels[$0.viewModel]?.isClientHosted == false ? $0.findings : [] }
        }
    }
}
