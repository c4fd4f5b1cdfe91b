/// TYPE-03: a ViewModel stores `Localizable*` values but takes the plain `Date`/`Int`/`Double`.
struct LocalizableParameterRule: SourceRule {
    /// The stored wrappers whose formatting policy belongs to the ViewModel → the plain type.
    static let plainTypes = ["LocalizableDate": "Date", "LocalizableInt": "Int", "LocalizableDouble": "Double"]

    static let description = RuleDescription(
        id: "TYPE-03", name: "plain-init-parameters", severity: .warning,
        summary: "a ViewModel's init and stub take Date, Int, Double; it stores LocalizableDate, LocalizableInt, LocalizableDouble itself",
        rationale: """
            FOSMVVM's guidance: "The stored property is Localizable*; the init PARAMETER is the plain Swift type. \
            The initializer takes Int/Date/String, and the init body wraps it and owns the \
            formatting policy — declared once, in the ViewModel. Callers — the Factory, stubs, \
            previews — pass plain values and never construct a Localizable* themselves." A \
            parameter typed LocalizableDate (or a memberwise init over a stored one) pushes the \
            formatting choice into every caller.
            """,
        triggering: [
            .swift("@ViewModel\npublic struct CardViewModel {\n    public let createdAt: LocalizableDate\n    public var vmId: ViewModelId = .init(type: Self.self)\n    public init(↓createdAt: LocalizableDate) { self.createdAt = createdAt }\n    public static func stub(↓count: LocalizableInt = .init(value: 42)) -> Self { .init(createdAt: .stub()) }\n}\n"),
            .swift("@ViewModel\npublic struct TotalsViewModel {\n    public let ↓total: LocalizableDouble\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\n"),
        ],
        nonTriggering: [
            .swift("@ViewModel\npublic struct CardViewModel {\n    public let createdAt: LocalizableDate\n    public var vmId: ViewModelId = .init(type: Self.self)\n    public init(createdAt: Date) { self.createdAt = .init(value: createdAt) }\n    private init(stored: LocalizableDate) { self.createdAt = stored }\n}\n"),
            .swift("@ViewModel(options: [.clientHostedFactory])\npublic struct IdeaMoveErrorViewModel {\n    public let message: LocalizableString\n    public var vmId: ViewModelId = .init(type: Self.self)\n    public init(message: LocalizableString) { self.message = message }\n}\n"),
        ])

    func check(_ file: SwiftSourceFile, context: LintContext) -> [RuleFinding] {
        var findings: [RuleFinding] = []
        for viewModel in file.viewModelStructs {
            let members = viewModel.members + file.extensions(of: viewModel.name).flatMap(\.members)
            let inits = members.filter { $0.kind == .`init` }
            let entryPoints = inits.filter { !$0.modifiers.contains("private") && !$0.modifiers.contains("fileprivate") }
                + members.filter(\.isParameterizedStub)
            for function in entryPoints {
                for parameter in function.parameters {
                    guard let (wrapper, plain) = Self.wrapper(in: parameter.type) else { continue }
                    findings.append(RuleFinding("take a plain \(plain) and store '.init(value:)' in the init: callers should not build a \(wrapper) (the ViewModel owns its formatting)", at: parameter.location))
                }
            }
            // With a private stored property the memberwise init is private too: no caller outside.
            guard inits.isEmpty, !file.storedProperties(of: viewModel).contains(where: { $0.modifiers.contains("private") || $0.modifiers.contains("fileprivate") }) else { continue }
            for property in file.storedProperties(of: viewModel) where property.initializer == nil && property.attributes.isEmpty {
                guard let (wrapper, plain) = Self.wrapper(in: property.typeAnnotation ?? "") else { continue }
                findings.append(RuleFinding("without an init, the memberwise init makes callers build a \(wrapper); write an init that takes a plain \(plain) and wraps it", at: property.nameLocation))
            }
        }
        return findings
    }

    /// The Localizable wrapper a type text names, with its plain type.
    static func wrapper(in type: String) -> (String, String)? {
        for name in SwiftTypeText.names(in: type) {
            let base = SwiftTypeText.unqualified(name)
            if let plain = plainTypes[base] { return (base, plain) }
        }
        return nil
    }
}
