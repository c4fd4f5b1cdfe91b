/// DECL-03's fix: the restated conformances leave the list (the whole `: …` clause when
/// nothing else is in it).
extension RestatedConformanceRule: CorrectableSourceRule {
    static let fix = RuleFix(
        summary: "removes Codable, Sendable, Encodable and Decodable from the conformance list (the clause, when nothing else is in it)",
        examples: [
            FixExample(
                .swift("@ViewModel\npublic struct CardViewModel: ↓Codable, ↓Sendable {\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\n"),
                "@ViewModel\npublic struct CardViewModel {\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\n"),
            FixExample(
                .swift("@ViewModel\npublic struct PageViewModel: RequestableViewModel, ↓Sendable {\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\n"),
                "@ViewModel\npublic struct PageViewModel: RequestableViewModel {\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\n"),
            FixExample(
                .swift("@ViewModel\npublic struct PageViewModel<Row: Hashable>: ↓Sendable,\n    RequestableViewModel,\n    ↓Codable\n{\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\n"),
                "@ViewModel\npublic struct PageViewModel<Row: Hashable>: RequestableViewModel\n{\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\n"),
        ])

    func corrections(_ file: SwiftSourceFile, context: FixContext) -> [RuleCorrection] {
        // Only where the macro expands: under `@FOSMVVM.ViewModel` the conformances are still
        // needed until DECL-02's fix respells it (then the next pass removes them).
        file.viewModelStructs.filter(\.expandsViewModelMacro).flatMap { viewModel -> [RuleCorrection] in
            guard let clause = file.inheritanceClause(of: viewModel) else { return [] }
            return clause.entries.indices.compactMap { index in
                let entry = clause.entries[index]
                let token = file.codeToken(entry.lowerBound)
                guard entry.count == 1, token.kind == .identifier, Self.redundant.contains(token.text) else { return nil }
                return RuleCorrection(location: token.location, edits: [file.removal(ofEntry: index, in: clause)])
            }
        }
    }
}
