/// Compares a request class with the file vmgen writes from the `requests:` entry the import
/// read from it (`ServerRequest.swift.template`, rendered and parsed): the stored query, body and
/// response, the init, `stub()` and its stub model, and each member of the nested `Query`,
/// `RequestBody` and `ResponseBody`. A member of the same shape (layout, `any` and trailing
/// commas aside) is carried by the spec; any other, or a comment inside one, is a note at its
/// place. The nested `ResponseError` is `ResponseErrorReader`'s.
struct ServerRequestShape {
    let request: ImportedRequest
    let declaration: SwiftDeclaration
    let file: SwiftSourceFile
    let enums: [String: [String]]
    private(set) var notes: [ImportNote] = []
    /// The top-level stub model read with the class.
    private(set) var consumed: Set<SourceLocation> = []

    init(request: ImportedRequest, declaration: SwiftDeclaration, file: SwiftSourceFile, enums: [String: [String]]) {
        self.request = request
        self.declaration = declaration
        self.file = file
        self.enums = enums
    }

    /// The line vmgen writes after a request's doc ("FOSMVVM's CreateRequest: POST, …"), read
    /// from the template itself.
    static func summary(_ action: RequestAction) -> String? {
        let bare = RequestDeclaration(name: "Summary", action: action, feature: "", location: SourceLocation(file: "", line: 1, column: 1))
        guard let expected = expected(bare, enums: [:]) else { return nil }
        return LeadingComments.lines(of: expected.declaration, in: expected.file, docOnly: true).last
    }

    /// The display enums among the sources, as the spec model holds them (for their stubs).
    static func displayEnums(_ enums: [String: [String]]) -> [String: DisplayEnum] {
        let nowhere = SourceLocation(file: "", line: 1, column: 1)
        return Dictionary(uniqueKeysWithValues: enums.map { name, cases in
            (name, DisplayEnum(name: name, cases: cases.map { DisplayEnum.Case(name: $0, labels: LocalizedValues(), location: nowhere) }, location: nowhere))
        })
    }

    private static func expected(_ request: RequestDeclaration, enums: [String: DisplayEnum]) -> (declaration: SwiftDeclaration, file: SwiftSourceFile)? {
        FormShapeCheck.expectedDeclaration(FileRenderer.TemplateName.serverRequest, ServerRequestContext(request: request, enums: enums).value, kind: .class)
    }

    /// `compared`: the class's members other than the nested types and typealiases;
    /// `nested`: its `Query`, `RequestBody` and `ResponseBody` structs, by name.
    mutating func check(compared: [SwiftDeclaration], nested: [String: SwiftDeclaration]) {
        guard let expected = Self.expected(request.declaration, enums: Self.displayEnums(enums)) else { return }
        let members = GeneratedShape.members(expected.declaration)
        // The comments above the typealiases and nested types, the ResponseError's too (vmgen
        // writes none; the bodies are compared below, the ResponseError's by its reader).
        for member in declaration.members where [.typealias, .struct].contains(member.kind) {
            noteLeadingComment(member, twin: members["\(member.kind.rawValue) \(member.name)"], generated: expected.file)
        }
        for member in compared {
            guard GeneratedShape.matches(member, in: file, expected: members, generated: expected.file) else {
                note(member.location, mismatch(member, known: members["\(member.kind.rawValue) \(member.name)"] != nil))
                continue
            }
            noteComments(member, twin: members["\(member.kind.rawValue) \(member.name)"], generated: expected.file)
        }
        for (name, type) in nested.sorted(by: { $0.key < $1.key }) {
            checkNested(type, expected: members["struct \(name)"], generated: expected.file)
        }
        checkStubModel(generated: expected.file)
    }

    private mutating func checkNested(_ type: SwiftDeclaration, expected: SwiftDeclaration?, generated: SwiftSourceFile) {
        let what = "'\(declaration.name).\(type.name)'"
        guard let expected else {
            note(type.location, "\(what) is not carried: it has no field the spec can hold, and the spec generates 'typealias \(type.name) = \(type.name == "Query" ? "EmptyQuery" : "EmptyBody")'")
            return
        }
        if type.modifiers != ["public"] || !type.attributes.isEmpty || type.genericWhere != nil {
            note(type.nameLocation, "\(what) is not carried as written: the spec generates 'public struct \(type.name): \(expected.inheritance.joined(separator: ", "))'")
        }
        let members = GeneratedShape.members(expected)
        let noted = Set(notes.map(\.location)).union(request.notes.map(\.location))
        for member in type.members where !noted.contains(member.location) {
            guard member.conditions.isEmpty, GeneratedShape.matches(member, in: file, expected: members, generated: generated) else {
                let why = !member.conditions.isEmpty ? "it is declared under #if \(member.conditions.joined(separator: ", "))"
                    : members["\(member.kind.rawValue) \(member.name)"] == nil ? "vmgen does not write it in \(what)"
                    : member.name == "validate" ? "it differs from the checks vmgen writes for the limits read (\(limits)); the spec regenerates them"
                    : "it differs from what vmgen writes from the fields read; the spec regenerates it"
                note(member.location, "\(member.kind.rawValue) '\(member.name)' of \(what) is not carried: \(why)")
                continue
            }
            noteComments(member, twin: members["\(member.kind.rawValue) \(member.name)"], generated: generated)
        }
    }

    /// The limits read, as the spec says them: `headline: required, length 1...120`.
    private var limits: String {
        guard case .fields(let fields) = request.body else { return "none" }
        let described = fields.compactMap { field -> String? in
            let parts = [field.isRequired ? "required" : nil, field.length.map { "length \($0.lowerBound)...\($0.upperBound)" },
                field.range.map { "range \($0.lower)...\($0.upper)" }].compactMap { $0 }
            return parts.isEmpty ? nil : "\(field.name): " + parts.joined(separator: ", ")
        }
        return described.isEmpty ? "none" : described.joined(separator: "; ")
    }

    /// vmgen's `private struct {Name}StubModel: Model` after the class, for a `ModelIdentity`
    /// field's stub: read with the class when the spec generates it.
    private mutating func checkStubModel(generated: SwiftSourceFile) {
        let name = request.name + "StubModel"
        guard let twin = generated.declarations.first(where: { $0.kind == .struct && $0.name == name }),
            let found = file.declarations.first(where: { $0.kind == .struct && $0.name == name && $0.conditions.isEmpty }) else { return }
        consumed.insert(found.location)
        if GeneratedShape.key(found, in: file) != GeneratedShape.key(twin, in: generated) {
            note(found.location, "struct '\(name)' is not carried as written: vmgen writes it for the ModelIdentity stub() sends")
        }
    }

    private func mismatch(_ member: SwiftDeclaration, known: Bool) -> String {
        let what = "\(member.kind.rawValue) '\(member.name)' of '\(declaration.name)'"
        switch (member.kind, member.name) {
        case (.`init`, _):
            return "the request's init is not carried as written: the spec generates init(query:sort:fragment:requestBody:responseBody:), each defaulting to nil, storing the request's query, body and response"
        case (.func, "stub") where !request.declaration.action.isStubbable:
            return "\(what) is not carried: vmgen writes none for a ShowRequest (FOSMVVM's ShowRequest is not Stubbable)"
        case (.func, "stub"):
            return "\(what) is not carried as written: the spec generates one sending each query and body field's stub (a body field's 'stub:', else one within its limits)"
        default:
            return known ? "\(what) is not carried as written: the spec generates it from the request's query, body and response"
                : "\(what) is not carried: vmgen does not write it for this request"
        }
    }

    /// Comments in a carried member, and a doc comment other than vmgen's, are not carried.
    private mutating func noteComments(_ member: SwiftDeclaration, twin: SwiftDeclaration?, generated: SwiftSourceFile) {
        let comments = { (declaration: SwiftDeclaration, file: SwiftSourceFile) in
            declaration.bodyTokens.filter { file.tokens[$0].kind.isComment }.map { file.tokens[$0].text }
        }
        if BodyTokens.hasComment(member, in: file), twin.map({ comments($0, generated) }) != comments(member, file) {
            note(member.location, "the comments inside \(member.kind.rawValue) '\(member.name)' are not carried: the spec regenerates its body")
        }
        noteLeadingComment(member, twin: twin, generated: generated)
    }

    private mutating func noteLeadingComment(_ member: SwiftDeclaration, twin: SwiftDeclaration?, generated: SwiftSourceFile) {
        let doc = LeadingComments.lines(of: member, in: file, docOnly: false)
        if !doc.isEmpty, doc != twin.map({ LeadingComments.lines(of: $0, in: generated, docOnly: false) }) {
            note(member.location, "the comment above \(member.kind.rawValue) '\(member.name)' is not carried: the spec has no per-member doc")
        }
    }

    private mutating func note(_ location: SourceLocation, _ message: String) {
        notes.append(ImportNote(location: location, message: message))
    }
}
