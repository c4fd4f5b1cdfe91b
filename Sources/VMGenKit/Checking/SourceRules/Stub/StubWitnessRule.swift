/// STUB-01: a ViewModel has a `stub()` witness — one the `@ViewModel` macro can see or
/// synthesize, or, conforming by hand, one it wrote itself.
struct StubWitnessRule: IndexedSourceRule {
    static let description = RuleDescription(
        id: "STUB-01", name: "stub-witness", severity: .error,
        summary: "a ViewModel has stub(): zero-argument, or (with @ViewModel) a fully-defaulted stub(...) in the type body",
        rationale: """
            Every ViewModel is Stubbable. The macro synthesizes the zero-argument stub() only from a \
            fully-defaulted parameterized stub(...) in the struct body; without either, the type \
            "does not conform to 'Stubbable'". A parameterized stub with any non-defaulted parameter \
            is not forwardable either. A type conforming to ViewModel by hand has no macro: only a \
            zero-argument stub() satisfies Stubbable (a stub(…) whose parameters all have defaults \
            does not); an extension of the type, or of a protocol it adopts, may give it, in any file.
            """,
        triggering: [
            .swift("@ViewModel\npublic struct ↓CardViewModel {\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\n"),
            .swift("@ViewModel\npublic struct ↓RowViewModel {\n    public var vmId: ViewModelId = .init(type: Self.self)\n    public static func stub(title: String, count: Int = 42) -> Self { .init() }\n}\n"),
            .swift("struct ↓InnerViewModel: ViewModel {\n    @LocalizedString var innerString\n    var vmId: ViewModelId\n    static func stub(subInt: Int = 42) -> Self { .init(vmId: .init(type: Self.self)) }\n}\n"),
            // The macro in any spelling says what the type is (DECL-02 reports the spelling).
            .swift("@FOSMVVM.ViewModel\npublic struct ↓BadgeViewModel: Codable, Sendable {\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\n"),
        ],
        nonTriggering: [
            .swift("@ViewModel\npublic struct CardViewModel {\n    public var vmId: ViewModelId = .init(type: Self.self)\n    public static func stub(title: String = \"Fred\") -> Self { .init() }\n}\n"),
            .swift("@ViewModel\npublic struct CardViewModel {\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\nextension CardViewModel {\n    public static func stub() -> Self { .init() }\n}\n"),
            // A hand-conforming fixture whose protocol's extension, in another file, gives stub().
            .swift("private struct DockPageVM: PageFixture, RequestableViewModel {\n    typealias Request = DockPageRequest\n    init() {}\n}\n", path: "Tests/AppTests/DockPageTests.swift")
                .with(.swift("extension PageFixture {\n    var vmId: ViewModelId { ViewModelId() }\n    static func stub() -> Self { .init() }\n}\n", path: "Tests/AppTests/PageFixture.swift")),
        ])

    func prepare(_ file: SwiftSourceFile, context: LintContext) -> PendingFindings {
        var missing: [(name: String, inheritance: [String], finding: RuleFinding)] = []
        for viewModel in file.viewModelTypes {
            let extensionMembers = file.extensions(of: viewModel.name).flatMap(\.members)
            if (viewModel.members + extensionMembers).contains(where: \.isZeroArgumentStub) { continue }
            let message: String
            if viewModel.isViewModel {
                if viewModel.members.contains(where: \.isForwardableStub) { continue }
                if extensionMembers.contains(where: \.isParameterizedStub) { continue }  // STUB-02 says why
                let partial = viewModel.members.first(where: \.isParameterizedStub)
                let detail = partial.map { stub in
                    "its stub(...) has parameters without defaults (\(stub.parameters.filter { $0.defaultValue == nil }.map(\.name).joined(separator: ", "))), so the macro cannot forward to it"
                } ?? "it has no stub()"
                message = "\(viewModel.name) does not conform to Stubbable: \(detail); add a fully-defaulted 'public static func stub(...)' in the body or a zero-argument stub()"
            } else {
                let detail = (viewModel.members + extensionMembers).contains(where: \.isParameterizedStub)
                    ? "it conforms by hand, so nothing forwards stub() to its stub(...)" : "it has no stub()"
                message = "\(viewModel.name) does not conform to Stubbable: \(detail); add 'public static func stub() -> Self', or declare it with @ViewModel"
            }
            missing.append((viewModel.name, file.inheritanceWithExtensions(of: viewModel), RuleFinding(message, at: viewModel.nameLocation)))
        }
        guard !missing.isEmpty else { return .none }
        return PendingFindings { [missing] index in
            missing.filter { !ExtensionWitnesses.provides(index.extensionWitnesses.stub, to: $0.name, inheriting: $0.inheritance) }.map(\.finding)
        }
    }
}
