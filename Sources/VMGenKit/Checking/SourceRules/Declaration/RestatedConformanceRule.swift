/// DECL-03: don't restate `Codable` / `Sendable` on a `@ViewModel` struct.
struct RestatedConformanceRule: SourceRule {
    static let redundant = ["Codable", "Sendable", "Encodable", "Decodable"]

    static let description = RuleDescription(
        id: "DECL-03", name: "no-restated-codable", severity: .warning,
        summary: "a @ViewModel struct does not restate Codable or Sendable",
        rationale: """
            FOSMVVM's guidance: "Don't restate Codable/Sendable — the macro adds them. @ViewModel synthesizes \
            ViewModel conformance, which already provides Codable and Sendable." Only add a clause for \
            a conformance the macro does not supply: RequestableViewModel, a Fields protocol, or a \
            genuinely-needed extra.
            """,
        triggering: [
            .swift("@ViewModel\npublic struct CardViewModel: ↓Codable, ↓Sendable {\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\n"),
            .swift("@ViewModel\npublic struct PageViewModel: RequestableViewModel, ↓Sendable {\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\n"),
        ],
        nonTriggering: [
            .swift("@ViewModel\npublic struct PageViewModel: RequestableViewModel, UserFields {\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\n"),
            .swift("public struct Plain: Codable, Sendable {\n    let x: Int\n}\n"),
        ])

    func check(_ file: SwiftSourceFile, context: LintContext) -> [RuleFinding] {
        file.viewModelStructs.flatMap { viewModel in
            viewModel.inheritance.filter(Self.redundant.contains).compactMap { name in
                file.headerToken(name, of: viewModel).map {
                    RuleFinding("@ViewModel already makes \(viewModel.name) \(name); remove it from the conformance list", at: $0.location)
                }
            }
        }
    }
}
