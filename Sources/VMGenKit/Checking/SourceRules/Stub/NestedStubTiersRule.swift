/// STUB-03: a nested plain (non-`@ViewModel`) Stubbable type writes both stub tiers, the
/// zero-argument one delegating to the parameterized one.
struct NestedStubTiersRule: IndexedSourceRule {
    static let description = RuleDescription(
        id: "STUB-03", name: "nested-stub-two-tiers", severity: .note,
        summary: "a nested Stubbable type that is not a @ViewModel writes stub() and stub(…), the first delegating to the second",
        rationale: """
            FOSMVVM's viewmodel-generator (nested types): "public extension Parent.Child { static func \
            stub() -> Self { .stub(id: .init()) } // tier 1: zero-arg delegates; static func \
            stub(id: … = …, name: … = …) -> Self // tier 2 }". @ViewModel synthesizes stub() only for \
            ViewModels, so a plain nested type must write the zero-argument tier itself, and the \
            parameterized tier lets a parent's stub vary one field. A nit: nothing breaks, the \
            stubs just drift apart. Only types nested in a ViewModel (or an extension of one) are \
            checked: the skill's rule is about a ViewModel's own summary types.
            """,
        triggering: [
            .swift("@ViewModel\npublic struct ParentViewModel {\n    public let rows: [RowSummary]\n    public var vmId: ViewModelId = .init(type: Self.self)\n\n    public struct RowSummary: Codable, Sendable, Identifiable, Stubbable {\n        public let id: ModelIdType\n        public let name: String\n        public static func ↓stub() -> Self { .init(id: .init(), name: \"Fred\") }\n    }\n}\n"),
            .swift("@ViewModel\npublic struct ParentViewModel {\n    public var vmId: ViewModelId = .init(type: Self.self)\n    public struct RowSummary: Codable, Sendable, Stubbable {\n        public let name: String\n    }\n}\n\npublic extension ParentViewModel.RowSummary {\n    static func ↓stub() -> Self { .init(name: \"Fred\") }\n    static func stub(name: String = \"Wilma\") -> Self { .init(name: name) }\n}\n"),
        ],
        nonTriggering: [
            .swift("@ViewModel\npublic struct ParentViewModel {\n    public var vmId: ViewModelId = .init(type: Self.self)\n    public struct RowSummary: Codable, Sendable, Stubbable {\n        public let name: String\n    }\n}\n\npublic extension ParentViewModel.RowSummary {\n    static func stub() -> Self { .stub(name: \"Fred\") }\n    static func stub(name: String = \"Fred\") -> Self { .init(name: name) }\n}\n"),
            .swift("public struct Settings: Codable, Stubbable {\n    public static func stub() -> Self { .init() }\n}\nextension FetchTests {\n    struct TestModel: Codable, Stubbable {\n        static func stub() -> Self { .init() }\n    }\n}\n@ViewModel\npublic struct ParentViewModel {\n    @ViewModel\n    public struct ChildViewModel: Stubbable {\n        public var vmId: ViewModelId = .init(type: Self.self)\n        public static func stub() -> Self { .init() }\n    }\n}\n"),
        ])

    func prepare(_ file: SwiftSourceFile, context: LintContext) -> PendingFindings {
        // Each finding with the ViewModel it depends on: a type nested in an extension of a
        // ViewModel declared elsewhere waits for the index to say it is one.
        var findings: [(finding: RuleFinding, extended: String?)] = []
        var missingZeroArgument: [(name: String, location: SourceLocation, extended: String?)] = []
        for parent in file.allDeclarations where parent.kind == .struct && parent.isViewModel || parent.kind == .extension {
            let extended = parent.kind == .extension ? SwiftSourceFile.baseName(parent.name) : nil
            for child in parent.members where [.struct, .class, .enum].contains(child.kind) && child.inheritance.contains("Stubbable") && !child.isViewModel {
                let members = child.members + file.extensions(of: child.name).flatMap(\.members)
                let zeroArgument = members.first(where: \.isZeroArgumentStub)
                let parameterized = members.first(where: \.isParameterizedStub)
                switch (zeroArgument, parameterized) {
                case (let zero?, nil):
                    findings.append((RuleFinding("\(child.name) has only the zero-argument stub; add the parameterized tier (static func stub(field: … = …)) and let stub() delegate to it", at: zero.nameLocation), extended))
                case (let zero?, _?):
                    if !file.codeTokens(in: zero.bodyTokens).contains(where: { $0.text == "stub" }) {
                        findings.append((RuleFinding("\(child.name)'s zero-argument stub builds the value itself; let it delegate to the parameterized stub (.stub(…)) so the two tiers cannot drift", at: zero.nameLocation), extended))
                    }
                case (nil, let tier?) where tier.isForwardableStub:
                    missingZeroArgument.append((child.name, tier.nameLocation, extended))
                default:
                    break
                }
            }
        }
        guard !findings.isEmpty || !missingZeroArgument.isEmpty else { return .none }
        return PendingFindings { [findings, missingZeroArgument] index in
            let inViewModel = { (extended: String?) in extended.map { index.viewModels[$0] != nil } ?? true }
            return findings.filter { inViewModel($0.extended) }.map(\.finding)
                + missingZeroArgument.filter { inViewModel($0.extended) && !index.stubbedByExtension.contains($0.name) }.map {
                    RuleFinding("\($0.name) has no zero-argument stub(): @ViewModel synthesizes it only for ViewModels, so this Stubbable type must write 'static func stub() -> Self { .stub() }'", at: $0.location)
                }
        }
    }
}
