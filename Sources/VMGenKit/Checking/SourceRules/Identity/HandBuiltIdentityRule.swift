/// VMID-06: a vmId derived from a model's identity comes from the identity itself
/// (`modelIdentity.viewModelId`), never from a string built of its parts.
struct HandBuiltIdentityRule: SourceRule {
    /// Names in an interpolation that show a sealed identity or a namespace being taken apart
    /// or minted by hand.
    static let identityParts: Set<String> = ["modelIdentity", "namespace", "modelNamespace", "ModelNamespace", "reflecting"]

    static let description = RuleDescription(
        id: "VMID-06", name: "identity-from-owner", severity: .error,
        summary: "a vmId for a model's identity is modelIdentity.viewModelId, not a string built from namespace and id",
        rationale: """
            FOSMVVM's review checklist (stringly-typed-identity, blocker): identities "must be minted \
            from types, kept opaque, and derived on their owner". ModelIdentity vends viewModelId \
            itself; a vmId interpolated from a namespace, a modelIdentity or String(reflecting:) \
            rebuilds its private token format by hand, which breaks silently when the library's \
            format changes and lets anyone mint an identity. Only this form is decided: whether any \
            other String is an identity where a typed value exists needs the author's intent.
            """,
        triggering: [
            .swift("@ViewModel\npublic struct UserViewModel {\n    public let vmId: ViewModelId\n    public init(user: User) throws {\n        vmId = ↓.init(id: \"\\(User.modelNamespace)|\\(try user.requireId())\")\n    }\n}\n"),
            .swift("@ViewModel\npublic struct UserViewModel {\n    public let vmId: ViewModelId\n    public init(id: ModelIdType) {\n        self.vmId = ↓ViewModelId(id: \"\\(String(reflecting: User.self))|\\(id)\")\n    }\n}\n"),
        ],
        nonTriggering: [
            .swift("@ViewModel\npublic struct UserViewModel {\n    public let vmId: ViewModelId\n    public init(user: User) throws {\n        vmId = try user.modelIdentity.viewModelId\n    }\n}\n"),
            .swift("@ViewModel\npublic struct CellViewModel {\n    public let vmId: ViewModelId\n    public init(row: Int, column: Int) { vmId = .init(id: \"\\(row)-\\(column)\") }\n}\n"),
        ])

    func check(_ file: SwiftSourceFile, context: LintContext) -> [RuleFinding] {
        var findings: [RuleFinding] = []
        for viewModel in file.viewModelStructs {
            for expression in file.vmIdExpressions(of: viewModel) {
                guard let id = VMIdForm.stringId(expression), id.contains(where: { Self.identityParts.contains($0.text) }) else { continue }
                findings.append(RuleFinding("\(viewModel.name)'s vmId rebuilds a model identity's token from its parts; use the identity's own: vmId = try model.modelIdentity.viewModelId", at: expression[0].location))
            }
        }
        return findings
    }
}
