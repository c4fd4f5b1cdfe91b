/// VMID-03 on Swift: no random vmId on a ViewModel that has an id or is a list row; for
/// `@ViewModel` structs and hand-conforming ViewModels alike. (A singleton vmId on a list row is
/// VMID-04's, `SingletonRowRule`.)
struct RandomVMIdRule: IndexedSourceRule {
    static let description = ListRowIdentityRule.description

    static let randomForms = [[".", "init", "(", ")"], ["ViewModelId", "(", ")"], [".", "init", "(", "id", ":", "nil", ")"], ["ViewModelId", "(", "id", ":", "nil", ")"]]

    /// A ViewModel with random vmIds; whether they are wrong waits for the index (is it a list
    /// row?).
    struct Candidate: Sendable {
        var name: String
        var idParameter: String?
        /// A ModelIdentifiedViewModel: its identity is its model's.
        var hasModelIdentity = false
        var randomLocations: [SourceLocation]
    }

    func prepare(_ file: SwiftSourceFile, context: LintContext) -> PendingFindings {
        var candidates: [Candidate] = []
        for viewModel in file.viewModelTypes {
            let inits = viewModel.members.filter { $0.kind == .`init` }
            let idParameter = inits.flatMap(\.parameters).first { Self.isIdLike($0.name) }
            var randomTokens: [SwiftToken] = []
            if let property = viewModel.members.first(where: { ($0.kind == .var || $0.kind == .let) && $0.name == "vmId" }), property.initializer != nil {
                let value = file.codeTokens(from: file.tokenIndex(atOffset: property.nameLocation.offset), count: 16)
                randomTokens += Self.random(in: value.prefix(12))
            }
            for initializer in inits {
                let code = file.codeTokens(in: initializer.bodyTokens)
                for (index, token) in code.enumerated() where token.text == "vmId" && index + 1 < code.count && code[index + 1].text == "=" {
                    randomTokens += Self.random(in: code[(index + 2)...].prefix(8))
                }
            }
            if !randomTokens.isEmpty {
                candidates.append(Candidate(
                    name: viewModel.name, idParameter: idParameter?.name, hasModelIdentity: Self.hasModelIdentity(viewModel, in: file),
                    randomLocations: randomTokens.map(\.location)))
            }
        }
        guard !candidates.isEmpty else { return .none }
        return PendingFindings { [candidates] index in
            candidates.flatMap { candidate -> [RuleFinding] in
                let isRow = index.listElements.contains(candidate.name)
                if candidate.hasModelIdentity {
                    return candidate.randomLocations.map {
                        RuleFinding("a random vmId, but \(candidate.name) has a model identity: every fetch mints a new identity and SwiftUI rebuilds the view; use modelIdentity.viewModelId", at: $0)
                    }
                }
                let use = ".init(id: \(candidate.idParameter ?? "<stable id>"))"
                guard candidate.idParameter != nil || isRow else { return [] }
                let why = isRow ? "\(candidate.name) is a list row" : "\(candidate.name) has the id '\(candidate.idParameter!)'"
                return candidate.randomLocations.map {
                    RuleFinding("a random vmId, but \(why): every fetch mints a new identity and SwiftUI rebuilds the view; use \(use)", at: $0)
                }
            }
        }
    }

    /// The first token of a random-id expression at the start of `tokens` (after `=`).
    static func random(in tokens: some Collection<SwiftToken>) -> [SwiftToken] {
        var slice = Array(tokens)
        if let equals = slice.firstIndex(where: { $0.text == "=" }), equals < 6 { slice = Array(slice[(equals + 1)...]) }
        let texts = slice.map(\.text)
        for form in randomForms where texts.starts(with: form) {
            return [slice[0]]
        }
        return []
    }

    /// Whether `viewModel` is a ModelIdentifiedViewModel (in its declaration or an extension in
    /// this file) or stores a `modelIdentity`: one per model, identified by it.
    static func hasModelIdentity(_ viewModel: SwiftDeclaration, in file: SwiftSourceFile) -> Bool {
        file.inheritanceWithExtensions(of: viewModel).contains { SwiftTypeText.unqualified($0) == "ModelIdentifiedViewModel" }
            || viewModel.members.contains { ($0.kind == .let || $0.kind == .var) && $0.name == "modelIdentity" }
    }

    static func isIdLike(_ name: String) -> Bool {
        name == "id" || name.hasSuffix("Id") || name.hasSuffix("ID") || name == "identity"
    }
}
