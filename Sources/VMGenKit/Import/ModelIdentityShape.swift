/// What vmgen writes for `identity: { modelIdentity: x }` besides `self.vmId = x.viewModelId`:
/// `public var modelIdentity: ModelIdentity { x }` (when `x` is named otherwise), `private
/// static var stubModelIdentity` minted from the private `{Name}StubModel` after the struct, and
/// `stub()` passing `x: Self.stubModelIdentity`. The import takes these as its own once it has
/// read that identity; otherwise each is a note at its place, as any computed property or
/// struct would be.
enum ModelIdentityShape {
    static let aliasDoc = "What `ModelIdentifiedViewModel` reads: the model's identity this ViewModel projects."
    static let stubIdentityDoc = "The identity `stub()` gives: FOSMVVM mints a `ModelIdentity` only from a `Model`."
    static let stubIdentityComment = "// Never throws: the stub model has an id."
    /// The fixed id vmgen's stub model has.
    static let stubId = "00000000-0000-0000-0000-000000000042"

    /// A member that may be vmgen's: decided once the identity is read (`finish`).
    static func isCandidate(_ member: SwiftDeclaration) -> Bool {
        member.kind == .var && member.hasBody && (member.name == "modelIdentity" || member.name == "stubModelIdentity")
    }

    /// Accepts the candidates that are exactly vmgen's for the identity read; notes the rest as
    /// MemberReader would have.
    static func finish(_ candidates: [SwiftDeclaration], reader: inout ViewModelReader) {
        let source: String? = if case .modelIdentity(let name) = reader.model.identity { name } else { nil }
        for member in candidates {
            if let source, isGenerated(member, source: source, reader: reader) { continue }
            reader.note(member.location, "computed property '\(member.name)' is not carried: the spec language has no computed properties (vmgen writes it for 'identity: { modelIdentity: … }' only in its own shape)")
            if !LeadingComments.lines(of: member, in: reader.file, docOnly: true).isEmpty {
                reader.note(member.location, "the doc comment of '\(member.name)' is not carried: the spec has no per-member doc")
            }
        }
    }

    private static func isGenerated(_ member: SwiftDeclaration, source: String, reader: ViewModelReader) -> Bool {
        let file = reader.file
        let type = member.typeAnnotation?.filter { !$0.isWhitespace }
        let doc = LeadingComments.lines(of: member, in: file, docOnly: true)
        let body = BodyTokens.code(of: member, in: file)
        if member.name == "modelIdentity" {
            return source != "modelIdentity" && !member.isStatic && member.modifiers == ["public"] && type == "ModelIdentity"
                && (doc.isEmpty || doc == [aliasDoc]) && body == [source] && !BodyTokens.hasComment(member, in: file)
        }
        let comments = member.bodyTokens.filter { file.tokens[$0].kind.isComment }.map { file.tokens[$0].text }
        return member.isStatic && member.modifiers.filter({ $0 != "static" }) == ["private"] && type == "ModelIdentity"
            && (doc.isEmpty || doc == [stubIdentityDoc]) && (comments.isEmpty || comments == [stubIdentityComment])
            && body.joined() == "try!\(reader.model.name)StubModel(id:ModelIdType(uuidString:\"\(stubId)\")).modelIdentity"
    }

    /// `private struct {Name}StubModel: Model` as vmgen writes it after a ViewModel whose
    /// identity is a `ModelIdentity`.
    static func isStubModel(_ declaration: SwiftDeclaration, of model: ImportedViewModel, in file: SwiftSourceFile) -> Bool {
        guard case .modelIdentity = model.identity, declaration.kind == .struct, declaration.name == model.name + "StubModel",
            declaration.inheritance == ["Model"], declaration.modifiers == ["private"], declaration.attributes.isEmpty,
            declaration.conditions.isEmpty, declaration.members.count == 2, file.path == model.path else { return false }
        let namespace = declaration.members[0], id = declaration.members[1]
        return namespace.kind == .var && namespace.name == "modelIdentityNamespace" && namespace.isStatic
            && namespace.typeAnnotation == "ModelNamespace" && !BodyTokens.hasComment(namespace, in: file)
            && BodyTokens.code(of: namespace, in: file).joined() == ".init(for:\(model.name)ViewModel.self)"
            && id.kind == .var && id.name == "id" && id.typeAnnotation == "ModelIdType?" && id.modifiers.isEmpty
            && id.initializer == nil && !id.hasBody && id.attributes.isEmpty
            && [[], ["A model for `\(model.name)ViewModel.stub()` alone, in \(model.name)ViewModel's namespace."]].contains(LeadingComments.lines(of: declaration, in: file, docOnly: false))
    }

    /// A stub body's tokens with `Self.stubModelIdentity` as one token, so it reads as a forwarded value.
    static func joiningStubIdentity(_ tokens: [String]) -> [String] {
        var result: [String] = []
        for token in tokens {
            if token == "stubModelIdentity", result.suffix(2) == ["Self", "."] {
                result.removeLast(2)
                result.append("Self.stubModelIdentity")
            } else {
                result.append(token)
            }
        }
        return result
    }
}
