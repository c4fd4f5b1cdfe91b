/// VMID-01: every `@ViewModel` struct has a `vmId: ViewModelId`.
struct VMIdRequiredRule: SourceRule {
    static let description = RuleDescription(
        id: "VMID-01", name: "vmid-required", severity: .error,
        summary: "every @ViewModel struct declares vmId: ViewModelId",
        rationale: """
            ViewModel requires `var vmId: ViewModelId { get }`; the @ViewModel macro does not add it. \
            vmId parameterizes SwiftUI's .id() on the view that renders the ViewModel, so it decides \
            whether SwiftUI reuses or rebuilds the view on refresh — it must be declared on purpose, \
            from the data's identity.
            """,
        triggering: [
            .swift("@ViewModel\npublic struct ↓CardViewModel {\n    public let title: String\n    public static func stub() -> Self { .init(title: \"x\") }\n}\n"),
            .swift("@ViewModel(options: [.clientHostedFactory])\npublic struct ↓SettingsViewModel {\n    public let id: String\n    public init(id: String) { self.id = id }\n    public static func stub() -> Self { .init(id: \"x\") }\n}\n"),
        ],
        nonTriggering: [
            .swift("@ViewModel\npublic struct CardViewModel {\n    public var vmId: ViewModelId = .init(type: Self.self)\n    public static func stub() -> Self { .init() }\n}\n"),
            .swift("@ViewModel\npublic struct RowViewModel {\n    public let vmId: ViewModelId\n    public init(id: Int) { self.vmId = .init(id: id) }\n    public static func stub() -> Self { .init(id: 42) }\n}\n"),
            .swift("public struct NotAViewModel {\n    public let title: String\n}\n"),
        ])

    func check(_ file: SwiftSourceFile, context: LintContext) -> [RuleFinding] {
        file.viewModelStructs.compactMap { viewModel in
            let members = viewModel.members + file.extensions(of: viewModel.name).flatMap(\.members)
            guard !members.contains(where: { ($0.kind == .var || $0.kind == .let) && $0.name == "vmId" }) else { return nil }
            return RuleFinding(
                "\(viewModel.name) has no vmId; declare it from the data's identity, e.g. 'public var vmId: ViewModelId = .init(type: Self.self)' for one per screen or 'self.vmId = .init(id: id)' for rows",
                at: viewModel.nameLocation)
        }
    }
}

/// VMID-02: never `let vmId: ViewModelId = …` — an immutable property with a default is not decoded.
struct VMIdLetDefaultRule: SourceRule {
    static let description = RuleDescription(
        id: "VMID-02", name: "vmid-let-default", severity: .warning,
        summary: "vmId is 'var … = default' or 'let' assigned in init, never 'let … = default'",
        rationale: """
            Seed: "Do not write let vmId: ViewModelId = .init(type: Self.self) as a property default — \
            an immutable property with a default is excluded from Codable decoding (the compiler \
            warns); use var with a default, or let assigned in init."
            """,
        triggering: [
            .swift("@ViewModel\npublic struct AViewModel {\n    public ↓let vmId: ViewModelId = .init(type: Self.self)\n}\n"),
            .swift("@ViewModel\npublic struct BViewModel {\n    ↓let vmId = ViewModelId(type: Self.self)\n}\n"),
        ],
        nonTriggering: [
            .swift("@ViewModel\npublic struct AViewModel {\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\n"),
            .swift("@ViewModel\npublic struct BViewModel {\n    public let vmId: ViewModelId\n    public init() { self.vmId = .init(type: Self.self) }\n}\n"),
        ])

    func check(_ file: SwiftSourceFile, context: LintContext) -> [RuleFinding] {
        file.viewModelStructs.flatMap { viewModel in
            viewModel.members.filter { $0.kind == .let && $0.name == "vmId" && $0.initializer != nil }.map {
                RuleFinding("'let vmId' with a default value is never decoded; write 'public var vmId: ViewModelId = …' or assign the let in init", at: $0.location)
            }
        }
    }
}

/// VMID-03 on Swift: no random vmId on a ViewModel that has an id or is a list row.
struct RandomVMIdRule: SourceRule {
    static let description = ListRowIdentityRule.description

    static let randomForms = [[".", "init", "(", ")"], ["ViewModelId", "(", ")"], [".", "init", "(", "id", ":", "nil", ")"], ["ViewModelId", "(", "id", ":", "nil", ")"]]

    func check(_ file: SwiftSourceFile, context: LintContext) -> [RuleFinding] {
        var findings: [RuleFinding] = []
        for viewModel in file.viewModelStructs {
            let inits = viewModel.members.filter { $0.kind == .`init` }
            let idParameter = inits.flatMap(\.parameters).first { Self.isIdLike($0.name) }
            let isRow = context.index.listElements.contains(viewModel.name)
            guard idParameter != nil || isRow else { continue }
            let why = isRow ? "\(viewModel.name) is a list row" : "\(viewModel.name) has the id '\(idParameter!.name)'"
            var randomTokens: [SwiftToken] = []
            if let property = viewModel.members.first(where: { ($0.kind == .var || $0.kind == .let) && $0.name == "vmId" }), property.initializer != nil {
                randomTokens += Self.random(in: file.codeTokens(in: file.tokenIndex(atOffset: property.nameLocation.offset)..<file.tokens.count).prefix(12))
            }
            for initializer in inits {
                let code = file.codeTokens(in: initializer.bodyTokens)
                for (index, token) in code.enumerated() where token.text == "vmId" && index + 1 < code.count && code[index + 1].text == "=" {
                    randomTokens += Self.random(in: code[(index + 2)...].prefix(8))
                }
            }
            for token in randomTokens {
                findings.append(RuleFinding("a random vmId, but \(why): every fetch mints a new identity and SwiftUI rebuilds the view; use .init(id: \(idParameter?.name ?? "<stable id>"))", at: token.location))
            }
        }
        return findings
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
