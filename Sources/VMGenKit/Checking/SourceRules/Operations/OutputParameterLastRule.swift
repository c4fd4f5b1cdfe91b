/// OPS-04 on Swift: a client-hosted ViewModel's operations take `output storage:` last — and,
/// whatever the hosting, an `output` parameter is never anywhere but last.
struct OutputParameterLastRule: IndexedSourceRule {
    static let description = ClientOutputSpecRule.description

    /// One operations protocol's findings, kept until the index says how its ViewModel is hosted.
    struct Candidate: Sendable {
        var viewModel: String
        /// When the ViewModel is client-hosted: each operation not ending in `output`.
        var clientFindings: [RuleFinding]
        /// When the hosting is unknown: an `output` parameter that is not last, wrong either way
        /// (client-hosted: it must be last; server-backed: it must not be there).
        var misplacedOutput: [RuleFinding]
        /// For an implementation: the protocol it adopts (its findings stand only when the
        /// project does not declare that protocol, which is checked instead).
        var implements: String?
    }

    func prepare(_ file: SwiftSourceFile, context: LintContext) -> PendingFindings {
        var candidates: [Candidate] = []
        // The protocol's requirements, and the operations of a type adopting a protocol the
        // project does not declare (FOSMVVM's own, another module's): there the implementation
        // is all vmgen sees.
        let adopters = file.allDeclarations.filter { $0.isNominalType }.flatMap { type in
            type.inheritance.filter { $0.hasSuffix("ViewModelOperations") && $0 != "ViewModelOperations" }.map { (protocolName: $0, type: type) }
        }
        let sources = file.operationsProtocols.map { (protocolName: $0.name, type: $0, implements: false) } + adopters.map { (protocolName: $0.protocolName, type: $0.type, implements: true) }
        for source in sources {
            let proto = source.type
            var candidate = Candidate(viewModel: String(source.protocolName.dropLast("Operations".count)), clientFindings: [], misplacedOutput: [])
            candidate.implements = source.implements ? source.protocolName : nil
            for method in proto.members where method.kind == .func && !method.parameters.isEmpty && (!source.implements || !method.isStatic && !method.modifiers.contains("private")) {
                let labels = method.parameters.map { $0.label ?? $0.name }
                guard let last = method.parameters.last else { continue }
                if labels.last != "output" {
                    candidate.clientFindings.append(RuleFinding(
                        "the client-hosted operation '\(method.name)' must take the storage it writes last, labelled output ('output storage: T'), not '\(labels.last ?? "")'",
                        at: last.location))
                }
                if let output = method.parameters.dropLast().first(where: { ($0.label ?? $0.name) == "output" }) {
                    candidate.misplacedOutput.append(RuleFinding(
                        "'output' is not the last parameter of '\(method.name)': a client-hosted operation takes the storage it writes last, and a server-backed one takes none",
                        at: output.location))
                }
            }
            if !candidate.clientFindings.isEmpty || !candidate.misplacedOutput.isEmpty { candidates.append(candidate) }
        }
        guard !candidates.isEmpty else { return .none }
        return PendingFindings { [candidates] index in
            candidates.flatMap { candidate -> [RuleFinding] in
                if let implemented = candidate.implements, index.types.declared.contains(implemented) { return [] }
                switch index.viewModels[candidate.viewModel]?.isClientHosted {
                case true?: return candidate.clientFindings
                case false?: return []  // server-hosted: OPS-05 reports any output parameter
                case nil: return candidate.misplacedOutput
                }
            }
        }
    }
}

extension SwiftSourceFile {
    /// `protocol XViewModelOperations`: the operations of the ViewModel `XViewModel`.
    var operationsProtocols: [SwiftDeclaration] {
        allDeclarations.filter { $0.kind == .protocol && $0.name.hasSuffix("ViewModelOperations") && $0.name != "ViewModelOperations" }
    }
}
