/// OPS-04 on Swift: a client-hosted ViewModel's operations take `output storage:` last.
struct OutputParameterLastRule: SourceRule {
    static let description = ClientOutputSpecRule.description

    func check(_ file: SwiftSourceFile, context: LintContext) -> [RuleFinding] {
        var findings: [RuleFinding] = []
        for proto in file.allDeclarations where proto.kind == .protocol && proto.name.hasSuffix("ViewModelOperations") {
            let viewModel = String(proto.name.dropLast("Operations".count))
            guard context.index.viewModels[viewModel]?.isClientHosted == true else { continue }
            for method in proto.members where method.kind == .func && !method.parameters.isEmpty {
                let labels = method.parameters.map { $0.label ?? $0.name }
                guard let last = method.parameters.last else { continue }
                if labels.last != "output" {
                    findings.append(RuleFinding(
                        "the client-hosted operation '\(method.name)' must take the storage it writes last, labelled output ('output storage: T'), not '\(labels.last ?? "")'",
                        at: last.location))
                }
            }
        }
        return findings
    }
}
