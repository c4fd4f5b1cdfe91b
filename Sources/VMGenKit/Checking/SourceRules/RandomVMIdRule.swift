/// VMID-03 on Swift: no random vmId on a ViewModel that has an id or is a list row, and no
/// singleton vmId on a list row; for `@ViewModel` structs and hand-conforming ViewModels alike.
struct RandomVMIdRule: IndexedSourceRule {
    static let description = ListRowIdentityRule.description

    static let randomForms = [[".", "init", "(", ")"], ["ViewModelId", "(", ")"], [".", "init", "(", "id", ":", "nil", ")"], ["ViewModelId", "(", "id", ":", "nil", ")"]]

    /// A ViewModel with random or singleton vmIds; whether they are wrong waits for the index
    /// (is it a list row?).
    struct Candidate: Sendable {
        var name: String
        var idParameter: String?
        var randomLocations: [SourceLocation]
        var singletonLocations: [SourceLocation] = []
    }

    func prepare(_ file: SwiftSourceFile, context: LintContext) -> PendingFindings {
        var candidates: [Candidate] = []
        for viewModel in file.viewModelTypes {
            let inits = viewModel.members.filter { $0.kind == .`init` }
            let idParameter = inits.flatMap(\.parameters).first { Self.isIdLike($0.name) }
            var randomTokens: [SwiftToken] = []
            var singletonTokens: [SwiftToken] = []
            if let property = viewModel.members.first(where: { ($0.kind == .var || $0.kind == .let) && $0.name == "vmId" }), property.initializer != nil {
                let value = file.codeTokens(from: file.tokenIndex(atOffset: property.nameLocation.offset), count: 16)
                randomTokens += Self.random(in: value.prefix(12))
                singletonTokens += Self.singleton(in: value, typeName: viewModel.name)
            }
            for initializer in inits {
                let code = file.codeTokens(in: initializer.bodyTokens)
                for (index, token) in code.enumerated() where token.text == "vmId" && index + 1 < code.count && code[index + 1].text == "=" {
                    randomTokens += Self.random(in: code[(index + 2)...].prefix(8))
                    singletonTokens += Self.singleton(in: code[(index + 1)...].prefix(12), typeName: viewModel.name)
                }
            }
            if !randomTokens.isEmpty || !singletonTokens.isEmpty {
                candidates.append(Candidate(
                    name: viewModel.name, idParameter: idParameter?.name, randomLocations: randomTokens.map(\.location),
                    singletonLocations: singletonTokens.map(\.location)))
            }
        }
        return PendingFindings { [candidates] index in
            candidates.flatMap { candidate -> [RuleFinding] in
                let isRow = index.listElements.contains(candidate.name)
                let use = ".init(id: \(candidate.idParameter ?? "<stable id>"))"
                let singletons = isRow ? candidate.singletonLocations.map {
                    RuleFinding("\(candidate.name) is a list row, but its vmId is the singleton .init(type:): every row gets the same identity and SwiftUI cannot tell them apart; use \(use)", at: $0)
                } : []
                guard candidate.idParameter != nil || isRow else { return singletons }
                let why = isRow ? "\(candidate.name) is a list row" : "\(candidate.name) has the id '\(candidate.idParameter!)'"
                return candidate.randomLocations.map {
                    RuleFinding("a random vmId, but \(why): every fetch mints a new identity and SwiftUI rebuilds the view; use \(use)", at: $0)
                } + singletons
            }
        }
    }

    /// The first token of `.init(type: Self.self)` / `ViewModelId(type: Name.self)` after `=`.
    static func singleton(in tokens: some Collection<SwiftToken>, typeName: String) -> [SwiftToken] {
        var slice = Array(tokens)
        guard let equals = slice.firstIndex(where: { $0.text == "=" }), equals < 6 else { return [] }
        slice = Array(slice[(equals + 1)...])
        let texts = slice.map(\.text)
        for prefix in [[".", "init", "(", "type", ":"], ["ViewModelId", "(", "type", ":"]] where texts.starts(with: prefix) {
            let rest = texts.dropFirst(prefix.count)
            if rest.starts(with: ["Self", ".", "self", ")"]) || rest.starts(with: [typeName, ".", "self", ")"]) { return [slice[0]] }
        }
        return []
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

    static func isIdLike(_ name: String) -> Bool {
        name == "id" || name.hasSuffix("Id") || name.hasSuffix("ID") || name == "identity"
    }
}
