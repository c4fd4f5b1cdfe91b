/// `conforms: [Hashable]`: the protocols a ViewModel adopts beside what FOSMVVM gives it.
///
/// FOSMVVM's `ViewModel` protocol already refines `Codable`, `Sendable` (through
/// `ServerRequestBody`), `Identifiable` (its extension gives `id` as `vmId`) and `Stubbable`, and
/// the `@ViewModel` macro adds `ViewModel` and `RetrievablePropertyNames` (and the page protocols
/// its options ask for): restating one is refused as redundant, naming where it comes from. A
/// class-only protocol (`ObservableObject`, `AnyObject`) is wrong for a value the server encodes
/// and the client decodes. `Equatable` and `Hashable` are synthesized from the stored properties,
/// so they need every one to be (`ModelValidator.checkEquality` looks at the child ViewModels); a name of
/// the project's own is a protocol the project declares, which the generated code names as is.
struct ConformanceReader {
    var reader: NodeReader
    let types: TypeParser

    /// Synthesized from the stored properties: what a spec can add that vmgen proves compiles.
    static let synthesized: Set<String> = ["Equatable", "Hashable"]

    mutating func read(_ node: YAMLNode, of viewModel: ViewModelSpec) -> [ViewModelSpec.Conformance] {
        guard let items = reader.stringList(node, what: "'conforms'") else { return [] }
        var result: [ViewModelSpec.Conformance] = []
        for (text, location) in items {
            guard let name = reader.typeName(text, kind: "protocol", at: location) else { continue }
            if result.contains(where: { $0.name == name }) {
                reader.error("'\(name)' is listed twice in 'conforms'", at: location)
                continue
            }
            if let problem = Self.problem(name, of: viewModel, types: types) {
                reader.error(problem, at: location)
                continue
            }
            result.append(.init(name: name, location: location))
        }
        if let equatable = result.first(where: { $0.name == "Equatable" }), result.contains(where: { $0.name == "Hashable" }) {
            reader.error("'Equatable' is redundant beside 'Hashable', which refines it: remove it", at: equatable.location)
            result.removeAll { $0.name == "Equatable" }
        }
        if let form = viewModel.form, let equality = result.first(where: { Self.synthesized.contains($0.name) }) {
            reader.error(
                "a form cannot be \(equality.name): it stores its \(form.messagesType) (FOSMVVM's @FieldValidationModel), which is not Equatable, so Swift cannot synthesize ==",
                at: equality.location)
            result.removeAll { $0.name == equality.name }
        }
        return result
    }

    /// Why `name` cannot be in the `conforms:` of `viewModel`, or `nil` when it can.
    static func problem(_ name: String, of viewModel: ViewModelSpec, types: TypeParser) -> String? {
        if let given = given(name, of: viewModel) { return "'\(name)' is redundant: \(given); remove it" }
        if let wrong = wrong(name) { return wrong }
        if synthesized.contains(name) { return nil }
        if types.viewModels.contains(name) || types.enums.contains(name) || types.nested.contains(name) {
            let kind = types.enums.contains(name) ? "a display enum" : types.nested.contains(name) ? "a nested type" : "a ViewModel"
            return "'\(name)' is \(kind) of the specs, not a protocol"
        }
        if PlainType(rawValue: name) != nil || GeneratedNames.types[name] != nil {
            return "'\(name)' is not a conformance vmgen adds to a ViewModel: 'conforms' takes Equatable, Hashable or a protocol of the project's own"
        }
        return nil
    }

    /// What already gives the ViewModel `name`, or `nil`.
    static func given(_ name: String, of viewModel: ViewModelSpec) -> String? {
        switch name {
        case "ViewModel", "RetrievablePropertyNames":
            return "the @ViewModel macro conforms every ViewModel to \(name)"
        case "Codable", "Encodable", "Decodable", "Sendable", "ServerRequestBody":
            return "FOSMVVM's ViewModel protocol refines it (ViewModel: ServerRequestBody, which is Codable and Sendable)"
        case "Stubbable", "EncodableWithConfiguration":
            return "FOSMVVM's ViewModel protocol refines it"
        case "Identifiable":
            return "FOSMVVM's ViewModel protocol refines Identifiable, and its extension gives the id: vmId (a property named 'id' takes its place)"
        case "RequestableViewModel":
            return viewModel.isPage
                ? "a page is a RequestableViewModel already (the macro makes a client-hosted one so)"
                : "only a page is a RequestableViewModel, and a page is one already: a top-level spec without 'page: false'"
        case "ClientHostedViewModelFactory":
            return "'hosting: client' on a page makes the @ViewModel macro add it"
        case "LiveViewModel":
            return "'live: true' on a server-hosted page makes the @ViewModel macro add it"
        case "ModelIdentifiedViewModel":
            return "'identity: { modelIdentity: … }' adds it"
        case viewModel.form?.fieldsProtocol:
            return "'form:' adopts it"
        default:
            return nil
        }
    }

    /// Why `name` is wrong for a FOSMVVM ViewModel whatever it holds, or `nil`.
    static func wrong(_ name: String) -> String? {
        switch name {
        case "AnyObject", "ObservableObject", "Observable", "NSObjectProtocol", "Actor", "AnyActor", "ServerRequest", "ViewModelRequest":
            return "'\(name)' is for classes (or actors), and a FOSMVVM ViewModel is a struct: a value the server encodes and the client decodes (for a screen-owned @Observable class, write 'style: observable')"
        case "ViewModelOperations":
            return "a ViewModel holds its operations ('operations:' generates the \(name) protocol), it is not one"
        case "View", "ViewModelView":
            return "a view is a type of its own that takes the ViewModel ('views:' in vmgen.yml generates it), never the ViewModel itself"
        case "Comparable":
            return "'Comparable' needs a hand-written '<' (Swift synthesizes it only for enums): sort the values the factory projects instead"
        case "CaseIterable", "RawRepresentable", "Error", "LocalizedError", "LocalizableError":
            return "'\(name)' is not for a ViewModel (it is for enums or errors)"
        default:
            return nil
        }
    }
}
