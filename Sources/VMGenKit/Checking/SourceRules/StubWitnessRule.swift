/// STUB-01: the `@ViewModel` macro can see a `stub()` witness.
struct StubWitnessRule: SourceRule {
    static let description = RuleDescription(
        id: "STUB-01", name: "stub-witness", severity: .error,
        summary: "a @ViewModel has stub(): zero-argument, or a fully-defaulted stub(...) in the type body",
        rationale: """
            Every ViewModel is Stubbable. The macro synthesizes the zero-argument stub() only from a \
            fully-defaulted parameterized stub(...) in the struct body; without either, the type \
            "does not conform to 'Stubbable'". A parameterized stub with any non-defaulted parameter \
            is not forwardable either.
            """,
        triggering: [
            .swift("@ViewModel\npublic struct ↓CardViewModel {\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\n"),
            .swift("@ViewModel\npublic struct ↓RowViewModel {\n    public var vmId: ViewModelId = .init(type: Self.self)\n    public static func stub(title: String, count: Int = 42) -> Self { .init() }\n}\n"),
        ],
        nonTriggering: [
            .swift("@ViewModel\npublic struct CardViewModel {\n    public var vmId: ViewModelId = .init(type: Self.self)\n    public static func stub(title: String = \"Fred\") -> Self { .init() }\n}\n"),
            .swift("@ViewModel\npublic struct CardViewModel {\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\nextension CardViewModel {\n    public static func stub() -> Self { .init() }\n}\n"),
        ])

    func check(_ file: SwiftSourceFile, context: LintContext) -> [RuleFinding] {
        file.viewModelStructs.compactMap { viewModel in
            let extensionMembers = file.extensions(of: viewModel.name).flatMap(\.members)
            if (viewModel.members + extensionMembers).contains(where: \.isZeroArgumentStub) { return nil }
            if viewModel.members.contains(where: \.isForwardableStub) { return nil }
            if extensionMembers.contains(where: \.isParameterizedStub) { return nil }  // STUB-02 says why
            let partial = viewModel.members.first(where: \.isParameterizedStub)
            let detail = partial.map { stub in
                "its stub(...) has parameters without defaults (\(stub.parameters.filter { $0.defaultValue == nil }.map(\.name).joined(separator: ", "))), so the macro cannot forward to it"
            } ?? "it has no stub()"
            return RuleFinding("\(viewModel.name) does not conform to Stubbable: \(detail); add a fully-defaulted 'public static func stub(...)' in the body or a zero-argument stub()", at: viewModel.nameLocation)
        }
    }
}
