/// Reads a page's `{Name}Request` class in the shape vmgen generates into the spec's
/// `request:`: the nested `Query: ServerRequestQuery` (its stored fields, in order) or
/// `typealias Query = EmptyQuery`, and `typealias ResponseError = T` (`responseError: T`
/// unless `EmptyError`). The `query`/`responseBody` members and the 5-argument init are what
/// the spec regenerates; a nested `ResponseError` is `errors:` (`ResponseErrorReader`), and every
/// other member is a note at its place.
struct RequestReader {
    struct Found {
        var location: SourceLocation
        var query: [(name: String, type: String)] = []
        var responseError: String?
        var errors: ImportedResponseError?
        var notes: [ImportNote] = []
    }

    /// Requests by spec name, for each imported name whose `{Name}Request` class is found.
    /// Only a request of a `carried` name uses up its errors' translations in `table`.
    static func read(_ files: [SwiftSourceFile], names: Set<String>, carried: Set<String>, types: ImportTypeReader, table: inout LocalizationTable) -> [String: Found] {
        var result: [String: Found] = [:]
        for file in files {
            for declaration in file.declarations where declaration.kind == .class && declaration.conditions.isEmpty
                && declaration.name.hasSuffix("Request") {
                let name = String(declaration.name.dropLast("Request".count))
                let inheritance = declaration.inheritance.map { $0.filter { !$0.isWhitespace } }
                guard names.contains(name), result[name] == nil, inheritance.first == "ViewModelRequest" else { continue }
                var reader = RequestReader(found: Found(location: declaration.location), name: name, file: file, types: types)
                for conformance in inheritance.dropFirst() where conformance != "@uncheckedSendable" {
                    reader.note(declaration.nameLocation, "conformance '\(conformance)' of '\(declaration.name)' is not carried: the spec generates 'ViewModelRequest, @unchecked Sendable'")
                }
                reader.read(declaration)
                let errors: (errors: ImportedResponseError?, notes: [ImportNote])
                if carried.contains(name) {
                    errors = ResponseErrorReader.read(declaration, in: file, table: &table)
                } else {
                    var scratch = table  // read, but nothing marked used
                    errors = ResponseErrorReader.read(declaration, in: file, table: &scratch)
                }
                reader.found.errors = errors.errors
                reader.found.notes += errors.notes
                result[name] = reader.found
            }
        }
        return result
    }

    var found: Found
    let name: String
    let file: SwiftSourceFile
    let types: ImportTypeReader

    private mutating func read(_ declaration: SwiftDeclaration) {
        var hasQuery = false
        for member in declaration.members {
            let initializer = member.initializer?.filter { !$0.isWhitespace }
            switch (member.kind, member.name) {
            case (.struct, "Query") where member.inheritance == ["ServerRequestQuery"] && member.conditions.isEmpty:
                hasQuery = readQuery(member)
            case (.typealias, "Query") where initializer == "EmptyQuery":
                break
            case (.typealias, "ResponseError") where initializer != nil:
                if initializer != "EmptyError" { found.responseError = initializer }
            case (.let, "query") where member.typeAnnotation == "Query?" && member.modifiers == ["public"]:
                break
            case (_, "responseBody")
                where [.var, .let].contains(member.kind) && member.typeAnnotation == "\(name)ViewModel?" && member.modifiers == ["public"] && !member.hasBody:
                // `let` in code written before FOSMVVM made it settable: the spec writes `var`.
                break
            case (.`init`, _) where isGeneratedInit(member):
                break
            case (.`init`, _) where declaration.members.filter({ $0.kind == .`init` }).count == 1 && storesOnlyQueryAndBody(member):
                note(member.location, "the request's init is not carried as written: the spec generates init(query:sort:fragment:requestBody:responseBody:), each defaulting to nil")
            case (.struct, "ResponseError"):
                break  // ResponseErrorReader reads it into 'errors:'.
            default:
                note(member.location, "\(member.kind.rawValue) '\(member.name)' of '\(declaration.name)' is not carried: the spec generates only the query, response error, response body and init of a request")
            }
        }
        if hasQuery != declaration.members.contains(where: { $0.kind == .let && $0.name == "query" }) {
            note(declaration.nameLocation, "'\(declaration.name)' stores its query in another way than vmgen generates; the spec makes it 'public let query: Query?'")
        }
    }

    /// The query's stored fields; its init must only store them in order (an optional field
    /// defaulting to `nil`, as vmgen writes it).
    private mutating func readQuery(_ query: SwiftDeclaration) -> Bool {
        var fields: [(String, String)] = []
        for member in query.members where member.kind != .`init` {
            guard member.kind == .let, member.modifiers == ["public"], member.initializer == nil, member.attributes.isEmpty,
                let type = member.typeAnnotation, let read = types.read(type), read.viewModel == nil else {
                note(member.location, "'\(member.name)' of the request's Query is not carried: a query field is a 'public let' of a plain type")
                continue
            }
            fields.append((member.name, read.spec))
        }
        let inits = query.members.filter { $0.kind == .`init` }
        let stores = inits.count == 1 && inits[0].parameters.map(\.name) == fields.map(\.0) && inits[0].parameters.allSatisfy { $0.label == nil && ($0.defaultValue == nil || ($0.defaultValue == "nil" && $0.type.hasSuffix("?"))) }
            && BodyTokens.plainAssignments(BodyTokens.code(of: inits[0], in: file))?.allSatisfy({ $0.property == $0.value }) == true
            && !BodyTokens.hasComment(inits[0], in: file)
        if !stores {
            note(inits.first?.location ?? query.location, "the request Query's init is not carried: the spec generates one that stores each field")
        }
        found.query = fields
        return true
    }

    /// An init in another shape (FOSMVVM before `sort:`) that only stores `query` and `responseBody`.
    private func storesOnlyQueryAndBody(_ member: SwiftDeclaration) -> Bool {
        guard let pairs = BodyTokens.plainAssignments(BodyTokens.code(of: member, in: file)), !BodyTokens.hasComment(member, in: file) else { return false }
        return pairs.allSatisfy { ["query", "responseBody"].contains($0.property) && $0.property == $0.value }
    }

    /// `init(query: Q? = nil, sort: EmptySort? = nil, fragment: EmptyFragment? = nil,
    /// requestBody: EmptyBody? = nil, responseBody: V? = nil)` storing query and responseBody.
    private func isGeneratedInit(_ member: SwiftDeclaration) -> Bool {
        let shape = member.parameters.map { "\($0.label ?? "")\($0.name):\($0.type.filter { !$0.isWhitespace })=\($0.defaultValue ?? "")" }
        let hasQuery = member.parameters.first?.type == "Query?"
        let expected = ["query:\(hasQuery ? "Query" : "EmptyQuery")?=nil", "sort:EmptySort?=nil", "fragment:EmptyFragment?=nil",
            "requestBody:EmptyBody?=nil", "responseBody:\(name)ViewModel?=nil"]
        let body = BodyTokens.code(of: member, in: file)
        let stores = (hasQuery ? ["self", ".", "query", "=", "query"] : []) + ["self", ".", "responseBody", "=", "responseBody"]
        return member.modifiers == ["public"] && shape == expected && body == stores && !BodyTokens.hasComment(member, in: file)
    }

    private mutating func note(_ location: SourceLocation, _ message: String) {
        found.notes.append(ImportNote(location: location, message: message))
    }
}
