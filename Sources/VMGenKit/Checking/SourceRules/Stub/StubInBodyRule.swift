/// STUB-02: a parameterized `stub(...)` meant for forwarding is in the type body, not an extension.
struct StubInBodyRule: SourceRule {
    static let description = RuleDescription(
        id: "STUB-02", name: "stub-in-body", severity: .error,
        summary: "a parameterized stub(...) the macro forwards to lives in the struct body, not an extension",
        rationale: """
            FOSMVVM's guidance: "The parameterized stub(...) must be in the type's body — NOT in an extension. \
            @ViewModel is a member macro: Swift hands it only the struct declaration, so a stub(...) \
            sitting in extension MyViewModel { … } is invisible to it and no witness is synthesized." \
            (A type conforming to ViewModel by hand has no macro to forward to its stub(…): STUB-01 \
            asks it for a zero-argument stub() wherever it is written.)
            """,
        triggering: [
            .swift("@ViewModel\npublic struct CardViewModel {\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\nextension CardViewModel {\n    public static func ↓stub(title: String = \"Fred\") -> Self { .init() }\n}\n"),
            .swift("@ViewModel\npublic struct RowViewModel {\n    public let vmId: ViewModelId\n}\npublic extension RowViewModel {\n    static func ↓stub(id: Int = 42, name: String = \"Barney\") -> Self { .init() }\n}\n"),
        ],
        nonTriggering: [
            .swift("@ViewModel\npublic struct CardViewModel {\n    public var vmId: ViewModelId = .init(type: Self.self)\n    public static func stub(title: String = \"Fred\") -> Self { .init() }\n}\n"),
            .swift("@ViewModel\npublic struct CardViewModel {\n    public var vmId: ViewModelId = .init(type: Self.self)\n    public static func stub() -> Self { .stub(title: \"Fred\") }\n}\nextension CardViewModel {\n    static func stub(title: String) -> Self { .init() }\n}\n"),
        ])

    func check(_ file: SwiftSourceFile, context: LintContext) -> [RuleFinding] {
        file.viewModelStructs.flatMap { viewModel -> [RuleFinding] in
            let extensionMembers = file.extensions(of: viewModel.name).flatMap(\.members)
            if (viewModel.members + extensionMembers).contains(where: \.isZeroArgumentStub) { return [] }
            if viewModel.members.contains(where: \.isForwardableStub) { return [] }
            return extensionMembers.filter(\.isParameterizedStub).map {
                RuleFinding("this stub(...) is in an extension, where @ViewModel cannot see it, so \(viewModel.name) gets no stub() witness; move it into the struct body", at: $0.nameLocation)
            }
        }
    }
}
