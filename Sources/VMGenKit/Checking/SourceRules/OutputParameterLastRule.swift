/// OPS-04 on Swift: a client-hosted ViewModel's operations take `output storage:` last.
struct OutputParameterLastRule: IndexedSourceRule {
    static let description = ClientOutputSpecRule.description

    func prepare(_ file: SwiftSourceFile, context: LintContext) -> PendingFindings {
        // Each operations protocol's findings, kept until the index says whether its
        // ViewModel is client-hosted.
        var candidates: [(viewModel: String, findings: [RuleFinding])] = []
        for proto in file.allDeclarations where proto.kind == .protocol && proto.name.hasSuffix("ViewModelOperations") {
            let viewModel = String(proto.name.dropLast("Operations".count))
            var findings: [RuleFinding] = []
            for method in proto.members where method.kind == .func && !method.parameters.isEmpty {
                let labels = method.parameters.map { $0.label ?? $0.name }
                guard let last = method.parameters.last else { continue }
                if labels.last != "output" {
                    findings.append(RuleFinding(
                        "the client-hosted operation '\(method.name)' must take the storage it writes last, labelled output ('output storage: T'), not '\(labels.last ?? "")'",
                        at: last.location))
                }
            }
            if !findings.isEmpty { candidates.append((viewModel, findings)) }
        }
        return PendingFindings { [candidates] index in
            candidates.flatMap { index.viewModels[$0.viewModel]?.isClientHosted == true ? $0.findings : [] }
        }
    }
}
