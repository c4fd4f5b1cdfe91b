/// DECL-01: a ViewModel is a `@ViewModel` struct, never a bare `: ViewModel` conformance.
struct HandConformanceRule: IndexedSourceRule {
    static let description = RuleDescription(
        id: "DECL-01", name: "use-viewmodel-macro", severity: .warning,
        summary: "a ViewModel is declared with @ViewModel, not by conforming to ViewModel or RequestableViewModel by hand",
        rationale: """
            FOSMVVM's catalogue: always the macro. @ViewModel writes propertyNames() from the \
            @Localized… properties (a property missing from a hand-written one is not localized and \
            throws when encoded), forwards stub() to a fully-defaulted stub(…), and adds the \
            client-hosted factory. A hand-written conformance has to keep all of that in step with \
            the properties by hand. Keep ': RequestableViewModel' beside @ViewModel for a \
            server-hosted ViewModel; the macro adds ViewModel itself. A ViewModel is a struct: the \
            macro refuses classes and enums. Test targets are left alone: a test may conform by hand \
            on purpose (FOSMVVM's own tests do, to exercise the protocol without the macro), and a \
            fixture ships nowhere; the identity and stub rules still check it.
            """,
        triggering: [
            .swift("public struct CardViewModel: ↓ViewModel {\n    public var vmId: ViewModelId = .init(type: Self.self)\n    public func propertyNames() -> [LocalizableId: String] { [:] }\n    public static func stub() -> Self { .init() }\n}\n"),
            .swift("public struct DocksViewModel: ↓RequestableViewModel {\n    public typealias Request = DocksRequest\n    public var vmId: ViewModelId = .init(type: Self.self)\n    public static func stub() -> Self { .init() }\n}\n"),
            .swift("public struct RowViewModel {\n    public let vmId: ViewModelId\n    public static func stub() -> Self { .init(vmId: .init(id: 42)) }\n}\n\nextension RowViewModel: ↓ViewModel {\n    public func propertyNames() -> [LocalizableId: String] { [:] }\n}\n"),
            .swift("public final class SettingsViewModel: ↓ViewModel {\n    public var vmId: ViewModelId = .init(type: SettingsViewModel.self)\n    public static func stub() -> Self { .init() }\n}\n"),
        ],
        nonTriggering: [
            .swift("@ViewModel\npublic struct DocksViewModel: RequestableViewModel {\n    public typealias Request = DocksRequest\n    public var vmId: ViewModelId = .init(type: Self.self)\n    public static func stub() -> Self { .init() }\n}\n"),
            .swift("protocol Fixture: ViewModel {\n    init()\n}\n\nstruct Screen<VM: RequestableViewModel>: View {\n    let viewModel: VM\n    var body: some View { Text(\"x\") }\n}\n"),
            // The macro is already on the type, in another file: the extension adds nothing to report.
            .swift("extension DocksViewModel: LiveViewModel {}\n", path: "Sources/ViewModels/Docks/DocksViewModel+Live.swift")
                .with(.swift("@ViewModel\npublic struct DocksViewModel: RequestableViewModel {\n    public typealias Request = DocksRequest\n    public var vmId: ViewModelId = .init(type: Self.self)\n    public static func stub() -> Self { .init() }\n}\n", path: "Sources/ViewModels/Docks/DocksViewModel.swift")),
            .swift("private struct MainViewModel: ViewModel {\n    @LocalizedString var mainString\n    var vmId: ViewModelId\n    static func stub() -> Self { .init(vmId: .init()) }\n}\n", path: "Tests/AppTests/Localization/EmbeddedViewModelTests.swift"),
        ])

    func prepare(_ file: SwiftSourceFile, context: LintContext) -> PendingFindings {
        // Only where FOSMVVM is in play, and not for a `ViewModel` of the file's own.
        guard !file.isInTestTarget, file.usesFOSMVVM else { return .none }
        let shadowed = SwiftSourceFile.shadowedViewModelProtocols(file.allDeclarations)
        var findings: [RuleFinding] = []
        var pending: [(type: String, finding: RuleFinding)] = []
        let declared = Dictionary(file.allDeclarations.filter(\.isNominalType).map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for declaration in file.allDeclarations {
            guard let conformance = declaration.namedViewModelProtocol, !shadowed.contains(conformance) else { continue }
            let protocolName = String(conformance.split(separator: ".").last ?? Substring(conformance))
            guard let token = file.headerToken(protocolName, of: declaration) else { continue }
            if declaration.isNominalType {
                guard !Self.hasMacro(declaration) else { continue }
                findings.append(RuleFinding(Self.message(declaration.name, kind: declaration.kind, conformance: conformance), at: token.location))
            } else if declaration.kind == .extension {
                let name = SwiftSourceFile.baseName(declaration.name)
                if let type = declared[name] {
                    guard !Self.hasMacro(type) else { continue }
                    findings.append(RuleFinding(Self.message(name, kind: type.kind, conformance: conformance), at: token.location))
                } else {
                    pending.append((name, RuleFinding(Self.message(name, kind: .struct, conformance: conformance), at: token.location)))
                }
            }
        }
        guard !(findings.isEmpty && pending.isEmpty) else { return .none }
        return PendingFindings { [findings, pending] index in
            findings + pending.filter { index.viewModels[$0.type]?.usesMacro != true }.map(\.finding)
        }
    }

    /// `@ViewModel`, or a spelling DECL-02 reports (`@FOSMVVM.ViewModel`).
    static func hasMacro(_ declaration: SwiftDeclaration) -> Bool {
        declaration.attributes.contains { $0.name == "ViewModel" || $0.name.hasSuffix(".ViewModel") }
    }

    static func message(_ name: String, kind: SwiftDeclaration.Kind, conformance: String) -> String {
        guard kind == .struct else {
            return "\(name) is \(kind == .enum ? "an" : "a") \(kind.rawValue) conforming to \(conformance) by hand; a ViewModel is a @ViewModel struct, so that the macro writes propertyNames() and forwards stub()"
        }
        let keep = conformance.hasSuffix("RequestableViewModel") ? " (keep ': RequestableViewModel')" : ""
        return "\(name) conforms to \(conformance) by hand; declare it with @ViewModel\(keep) so that the macro writes propertyNames() from its @Localized properties and forwards stub()"
    }
}
