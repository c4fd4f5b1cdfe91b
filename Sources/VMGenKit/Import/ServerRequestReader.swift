/// Reads each request class other than a page's `ViewModelRequest` and a form's create request
/// — `final class XRequest: ShowRequest` (`CreateRequest`, `UpdateRequest`, `ReplaceRequest`,
/// `DeleteRequest`, `DestroyRequest`), `@unchecked Sendable` — into a `requests:` entry: in the
/// shape vmgen writes, and in the shape of FOSMVVM's serverrequest-generator skill (nested
/// `Query`, `RequestBody`, `ResponseBody`, a nested `@LocalizableError ResponseError` or
/// `typealias ResponseError = T`). What the entry holds is read here (the nested types'
/// stored fields, a body's limits and stubs: `RequestBodyReader`); the file vmgen would write
/// from it is then compared member by member (`ServerRequestShape`), each difference a note.
struct ServerRequestReader {
    /// The action of a request class by its protocol (the first conformance).
    static func action(of declaration: SwiftDeclaration) -> RequestAction? {
        guard declaration.kind == .class, declaration.name.hasSuffix("Request"), declaration.name.count > 7,
            let first = declaration.inheritance.first.map(GeneratedShape.plain) else { return nil }
        return RequestAction.allCases.first { $0.protocolName == first }
    }

    /// Every such class not under `#if` and not `taken` by another reader, the first of each
    /// name (a second is a note of the importer's). `forms`: the forms the import carries, by
    /// protocol, for a body that adopts one.
    static func read(_ files: [SwiftSourceFile], skipping taken: Set<SourceLocation>, types: ImportTypeReader,
                      forms: [String: ImportedForm], table: inout LocalizationTable) -> [ImportedRequest] {
        var seen: Set<String> = []
        var result: [ImportedRequest] = []
        for file in files {
            for declaration in file.declarations where declaration.conditions.isEmpty && !taken.contains(declaration.location) {
                guard let action = action(of: declaration), seen.insert(declaration.name).inserted else { continue }
                var reader = ServerRequestReader(declaration, action: action, in: file, types: types)
                reader.read(forms: forms, table: &table)
                result.append(reader.request)
            }
        }
        return result
    }

    private(set) var request: ImportedRequest
    private let declaration: SwiftDeclaration
    private let file: SwiftSourceFile
    private let types: ImportTypeReader

    private init(_ declaration: SwiftDeclaration, action: RequestAction, in file: SwiftSourceFile, types: ImportTypeReader) {
        self.declaration = declaration
        self.file = file
        self.types = types
        let name = String(declaration.name.dropLast(7))
        let directory = file.path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        request = ImportedRequest(
            declaration: RequestDeclaration(name: name, action: action, feature: "", location: declaration.nameLocation),
            writesAction: RequestAction.implied(by: name) != action, path: file.path, directory: directory, location: declaration.location)
        request.consumed.insert(declaration.location)
        request.generatedFrom = GeneratedHeader.find(file.bytes).map { String($0.specPath.split(separator: "/").last ?? "") }
    }

    private mutating func read(forms: [String: ImportedForm], table: inout LocalizationTable) {
        let action = request.declaration.action
        for conformance in declaration.inheritance.dropFirst().map(GeneratedShape.plain) where conformance != "@uncheckedSendable" {
            note(declaration.nameLocation, "conformance '\(conformance)' of '\(declaration.name)' is not carried: the spec generates '\(action.protocolName), @unchecked Sendable'")
        }
        if Set(declaration.modifiers) != ["public", "final"] || !declaration.attributes.isEmpty {
            note(declaration.nameLocation, "'\(declaration.name)' is not carried as written: the spec generates 'public final class \(declaration.name): \(action.protocolName), @unchecked Sendable'")
        }
        readDoc()
        var compared: [SwiftDeclaration] = []
        var nested: [String: SwiftDeclaration] = [:]
        let nestedNames = Set(declaration.members.filter { $0.kind == .struct }.map(\.name))
        for member in declaration.members {
            let initializer = member.initializer.map(GeneratedShape.plain)
            let plainType = GeneratedShape.plain(member.typeAnnotation ?? "")
            switch (member.kind, member.name) {
            case _ where !member.conditions.isEmpty:
                note(member.location, "\(member.kind.rawValue) '\(member.name)' of '\(declaration.name)' is not carried: it is declared under #if \(member.conditions.joined(separator: ", "))")
            case (.typealias, "Query") where initializer == "EmptyQuery",
                 (.typealias, "Fragment") where initializer == "EmptyFragment",
                 (.typealias, "RequestBody") where initializer == "EmptyBody",
                 (.typealias, "ResponseBody") where initializer == "EmptyBody":
                break
            case (.typealias, "ResponseError") where initializer != nil:
                if initializer != "EmptyError" { request.responseError = initializer }
            case (.struct, "Query") where member.inheritance.map(GeneratedShape.plain) == ["ServerRequestQuery"]:
                nested["Query"] = member
                request.query = fields(of: member, what: "the request's Query", mutable: false, allowsViewModels: false)
            case (.struct, "RequestBody") where action.takesBody:
                if readBody(member, forms: forms) { nested["RequestBody"] = member }
            case (.struct, "ResponseBody") where member.inheritance.map(GeneratedShape.plain) == [action.responseBodyProtocol]:
                nested["ResponseBody"] = member
                request.response = fields(of: member, what: "the request's ResponseBody", mutable: false, allowsViewModels: true)
            case (.struct, ResponseErrorSpec.typeName):
                break  // ResponseErrorReader reads it into 'errors:'.
            case (.let, "query") where plainType == "EmptyQuery?" && !nestedNames.contains("Query") && Self.isPlainStored(member),
                 (.let, "requestBody") where plainType == "EmptyBody?" && !nestedNames.contains("RequestBody") && Self.isPlainStored(member),
                 (_, "responseBody") where plainType == "EmptyBody?" && !nestedNames.contains("ResponseBody") && Self.isPlainStored(member):
                break  // The empty type by its own name: what vmgen writes as the typealias means the same.
            case (.let, "query"), (.let, "requestBody"), (_, "responseBody"), (.`init`, _), (.func, "stub"), (.var, "stubModelIdentity"):
                compared.append(member)
            case (.let, "fragment") where ["EmptyFragment?", "Fragment?"].contains(plainType) && member.initializer == nil,
                 (.let, "sort") where plainType == "EmptySort?" && member.initializer == nil:
                break  // What FOSMVVM's protocol gives an empty fragment and sort: the spec leaves them out, as vmgen does.
            default:
                note(member.location, "\(member.kind.rawValue) '\(member.name)' of '\(declaration.name)' is not carried: the spec generates only the Query, RequestBody, ResponseBody and ResponseError of a request (nested, or typealiases of FOSMVVM's empty types), its stored query, body and response, the init and stub()")
            }
        }
        let errors = ResponseErrorReader.read(declaration, in: file, table: &table)
        request.errors = errors.errors
        request.notes += errors.notes
        if request.errors != nil, let named = request.responseError {
            note(declaration.nameLocation, "'typealias ResponseError = \(named)' is not carried: the nested ResponseError is")
            request.responseError = nil
        }
        fillDeclaration(forms: forms)
        var shape = ServerRequestShape(request: request, declaration: declaration, file: file, enums: types.enums)
        // A body of a form not among the sources: what depends on its fields cannot be rendered.
        let unknownForm = if case .form(let name) = request.body { forms[name] == nil } else { false }
        shape.check(compared: unknownForm ? compared.filter { ![.`init`, .func].contains($0.kind) && $0.name != "requestBody" } : compared, nested: nested)
        request.notes += shape.notes
        request.consumed.formUnion(shape.consumed)
    }

    /// `///` lines above the class, without the line vmgen adds after the doc ("FOSMVVM's
    /// CreateRequest: POST, …") and the blank `///` line before it.
    private mutating func readDoc() {
        var lines = LeadingComments.lines(of: declaration, in: file, docOnly: true)
        if lines.count < LeadingComments.lines(of: declaration, in: file, docOnly: false).count {
            note(declaration.location, "the '//' comment above '\(declaration.name)' is not carried: the spec keeps a '///' doc only ('doc:')")
        }
        if lines.last == ServerRequestShape.summary(request.declaration.action) {
            lines.removeLast()
            if lines.last == "" { lines.removeLast() }
        }
        request.doc = lines
    }

    /// A `RequestBody: ServerRequestBody, ValidatableModel` of stored fields, or one adopting a
    /// form's `{X}Fields` protocol (`body: {X}Fields`). Whether its members can be compared with
    /// vmgen's (a form's only when the form is among the sources).
    private mutating func readBody(_ body: SwiftDeclaration, forms: [String: ImportedForm]) -> Bool {
        let conformances = body.inheritance.map(GeneratedShape.plain)
        if conformances == ["ServerRequestBody", "ValidatableModel"] {
            var fields = fields(of: body, what: "the request's RequestBody", mutable: false, allowsViewModels: false)
            let reader = RequestBodyReader(file: file, body: body, enums: ServerRequestShape.displayEnums(types.enums))
            reader.readLimits(into: &fields)
            reader.readStubs(from: declaration.members.first { $0.kind == .func && $0.name == "stub" && $0.isStatic }, into: &fields)
            request.body = .fields(fields)
            return true
        } else if conformances.count == 2, conformances[0] == "ServerRequestBody", conformances[1].hasSuffix("Fields"), conformances[1].count > 6 {
            request.body = .form(conformances[1])
            guard forms[conformances[1]] != nil else {
                note(body.nameLocation, "the members of '\(declaration.name).RequestBody', its init and stub() are not compared with vmgen's: '\(conformances[1])' is not a form among the imported sources, and the spec generates them from that form's fields (body: \(conformances[1]))")
                return false
            }
            return true
        }
        note(body.nameLocation, "'\(declaration.name).RequestBody' is not carried: a body is 'struct RequestBody: ServerRequestBody, ValidatableModel' with stored fields, or adopts a form's protocol ('ServerRequestBody, {X}Fields'); without it the spec generates 'typealias RequestBody = EmptyBody'")
        return false
    }

    /// The stored `public let` fields of a nested type, in order (a form body's are `var`): plain
    /// values and display enums, and in a response ViewModels too. Each other member is compared
    /// by `ServerRequestShape`.
    private mutating func fields(of type: SwiftDeclaration, what: String, mutable: Bool, allowsViewModels: Bool) -> [ImportedRequest.Field] {
        var fields: [ImportedRequest.Field] = []
        for member in type.members where (member.kind == .let || member.kind == .var) && !member.isStatic && !member.hasBody && member.conditions.isEmpty {
            guard member.kind == .let || mutable, member.modifiers == ["public"], member.initializer == nil, member.attributes.isEmpty,
                let swift = member.typeAnnotation, let read = types.read(swift), Self.travels(read.ref, allowsViewModels: allowsViewModels) else {
                note(member.location, "'\(member.name)' of \(what) is not carried: a field is a 'public let' of a plain value or display enum\(allowsViewModels ? " or a ViewModel of the project" : " (a LocalizableString or a ViewModel cannot be sent)")")
                continue
            }
            fields.append(ImportedRequest.Field(name: member.name, spec: read.spec, ref: read.ref))
        }
        return fields
    }

    /// What a query or body sends with a plain encoder (no `LocalizableString`, no ViewModel),
    /// and what a response may hold besides: the project's ViewModels.
    private static func travels(_ type: TypeRef, allowsViewModels: Bool) -> Bool {
        switch type.base {
        case .plain(let plain): plain != .localizableString || allowsViewModels
        case .enumeration: true
        case .viewModel: allowsViewModels
        default: false
        }
    }

    private static func isPlainStored(_ member: SwiftDeclaration) -> Bool {
        member.modifiers == ["public"] && member.initializer == nil && !member.hasBody && member.attributes.isEmpty && [.let, .var].contains(member.kind)
    }

    /// The spec model's request from what was read, for the comparison with vmgen's file.
    private mutating func fillDeclaration(forms: [String: ImportedForm]) {
        var declaration = request.declaration
        declaration.doc = request.doc.isEmpty ? nil : request.doc.joined(separator: "\n")
        declaration.query = request.query.map { RequestSpec.QueryField(name: $0.name, type: $0.ref, location: self.declaration.location) }
        switch request.body {
        case .none:
            declaration.body = .empty
        case .fields(let fields):
            declaration.body = fields.isEmpty ? .empty : .fields(fields.map { field in
                var body = RequestBodyField(name: field.name, type: field.ref, location: self.declaration.location)
                body.isRequired = field.isRequired
                body.length = field.length
                body.range = field.range
                body.stub = field.stubValue
                return body
            })
        case .form(let name):
            declaration.body = forms[name].map { .form($0.adoption) } ?? .empty
        }
        declaration.response = request.response.map { Property(name: $0.name, type: $0.ref, display: nil, enumLabel: nil, stub: nil, location: self.declaration.location) }
        declaration.responseError = request.errors != nil ? ResponseErrorSpec.typeName : request.responseError ?? "EmptyError"
        request.declaration = declaration
    }

    private mutating func note(_ location: SourceLocation, _ message: String) {
        request.notes.append(ImportNote(location: location, message: message))
    }
}
