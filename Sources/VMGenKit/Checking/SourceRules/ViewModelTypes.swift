/// FOSMVVM ViewModels as lint finds them: `@ViewModel` structs, and types that conform to a
/// ViewModel protocol by hand (DECL-01 reports those; the identity and stub rules check both).
extension SwiftDeclaration {
    /// The protocols that make a type a ViewModel, as an inheritance clause names them.
    static let viewModelProtocols: Set<String> = [
        "ViewModel", "RequestableViewModel", "LiveViewModel", "ModelIdentifiedViewModel",
        "FOSMVVM.ViewModel", "FOSMVVM.RequestableViewModel", "FOSMVVM.LiveViewModel", "FOSMVVM.ModelIdentifiedViewModel",
    ]

    /// The first ViewModel protocol this declaration's own inheritance clause names.
    var namedViewModelProtocol: String? {
        inheritance.first { Self.viewModelProtocols.contains($0) }
    }

    var isNominalType: Bool { kind == .struct || kind == .class || kind == .enum || kind == .actor }

    /// Whether the type itself says it is client-hosted: the macro option, or by hand the
    /// protocol the option adds.
    var isClientHostedViewModel: Bool {
        viewModelAttribute?.arguments?.contains(".clientHostedFactory") == true
            || inheritance.contains { $0 == "ClientHostedViewModelFactory" || $0 == "FOSMVVM.ClientHostedViewModelFactory" }
    }
}

extension SwiftSourceFile {
    /// Whether `declaration` conforms to a ViewModel protocol without `@ViewModel`: in its own
    /// inheritance clause or in an extension in this file. Nothing writes its
    /// `propertyNames()` or forwards its `stub()`; it needs `vmId` like any ViewModel.
    func isHandConformingViewModel(_ declaration: SwiftDeclaration) -> Bool {
        usesFOSMVVM && Self.isHandConformingViewModel(declaration, extensionsByName: extensionsByName, shadowed: Self.shadowedViewModelProtocols(allDeclarations))
    }

    static func isHandConformingViewModel(_ declaration: SwiftDeclaration, extensionsByName: [String: [SwiftDeclaration]], shadowed: Set<String> = []) -> Bool {
        guard declaration.isNominalType, !declaration.isViewModel else { return false }
        // `: ViewModel` names the file's own type of that name, if it declares one (it shadows
        // FOSMVVM's); `: FOSMVVM.ViewModel` is always FOSMVVM's.
        let names = declaration.inheritance + (extensionsByName[declaration.name] ?? []).flatMap(\.inheritance)
        return names.contains { viewModelProtocolsSet.contains($0) && !shadowed.contains($0) }
    }

    private static var viewModelProtocolsSet: Set<String> { SwiftDeclaration.viewModelProtocols }

    /// The FOSMVVM protocol names this file declares a type of its own for (`class ViewModel`).
    static func shadowedViewModelProtocols(_ allDeclarations: [SwiftDeclaration]) -> Set<String> {
        Set(allDeclarations.lazy.filter { $0.isNominalType || $0.kind == .protocol }.map(\.name).filter(SwiftDeclaration.viewModelProtocols.contains))
    }

    var handConformingViewModels: [SwiftDeclaration] { viewModelTypes.filter { !$0.isViewModel } }

    /// `@ViewModel` structs and hand-conforming ViewModels, in source order (`viewModelTypes`,
    /// found once per file: the index and several rules ask).
    static func viewModelTypes(_ allDeclarations: [SwiftDeclaration], extensionsByName: [String: [SwiftDeclaration]]) -> [SwiftDeclaration] {
        let shadowed = shadowedViewModelProtocols(allDeclarations)
        return allDeclarations.filter {
            ($0.kind == .struct && $0.isViewModel) || isHandConformingViewModel($0, extensionsByName: extensionsByName, shadowed: shadowed)
        }
    }

    /// Whether the file is in a test target: under a `Tests` folder or a `…Tests` target folder
    /// (`AppTests`, `AppUITests`), as SwiftPM and Xcode name them.
    var isInTestTarget: Bool { pathFacts.isInTestTarget }

    /// The inheritance clauses of `type` and of its extensions in this file.
    func inheritanceWithExtensions(of type: SwiftDeclaration) -> [String] {
        type.inheritance + extensions(of: type.name).flatMap(\.inheritance)
    }

    /// The members of `type` and of its extensions in this file.
    func membersWithExtensions(of type: SwiftDeclaration) -> [SwiftDeclaration] {
        type.members + extensions(of: type.name).flatMap(\.members)
    }
}

/// What extensions anywhere in the project give a type or protocol: a `vmId` or a zero-argument
/// `stub()`. A hand-conforming ViewModel may get both from a protocol it adopts
/// (`extension Fixture { var vmId … static func stub() … }`), or from an extension in another file.
public struct ExtensionWitnesses: Sendable, Hashable {
    public var vmId: IndexNames = []
    public var stub: IndexNames = []

    public init() {}

    init(_ file: SwiftSourceFile) {
        for declaration in file.allDeclarations where declaration.kind == .extension {
            let name = SwiftSourceFile.baseName(declaration.name)
            if declaration.members.contains(where: { ($0.kind == .var || $0.kind == .let) && $0.name == "vmId" }) { vmId.insert(name) }
            if declaration.members.contains(where: \.isZeroArgumentStub) { stub.insert(name) }
        }
    }

    mutating func merge(_ other: ExtensionWitnesses) {
        vmId.formUnion(other.vmId)
        stub.formUnion(other.stub)
    }

    /// Whether an extension of `type` or of a protocol it names gives it `witnesses`' member.
    static func provides(_ names: IndexNames, to type: String, inheriting inheritance: [String]) -> Bool {
        names.contains(type) || inheritance.contains { names.contains(SwiftSourceFile.baseName($0)) }
    }
}
