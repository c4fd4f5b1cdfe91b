/// A request's nested `ResponseError` as `vmgen import` read it: what `errors:` holds
/// (`request: errors:` of a page, `createRequest: { errors: … }` of a form).
struct ImportedResponseError {
    /// The values the server fills in, in init order, in spec spelling.
    var fields: [(name: String, type: String)] = []
    /// One per error case, in `Code` order: the case name and its message per locale.
    var cases: [ImportedViewModel.Text] = []
}

/// Reads the nested `@LocalizableError public struct ResponseError: ServerRequestError` of a
/// request class, in the shape `ResponseErrorCode` writes: a raw-less `enum Code` of the cases
/// with `public let code: Code` (more than one case), a `public let` per field, one
/// `@LocalizedString` / `@LocalizedSubs` `public var {case}Message` per case with its
/// translations under the YAML top key `ResponseError`, `localizedMessage` picking the case's
/// message, and the init storing code and fields. Each other member is a note at its place;
/// when the cases cannot be read at all, the whole error is a note and `nil` comes back.
struct ResponseErrorReader {
    private(set) var notes: [ImportNote] = []
    private let file: SwiftSourceFile
    /// The request class's name, for the notes.
    private let owner: String

    /// Reads `request`'s nested `ResponseError`; `nil` (with a note) when it has none to carry.
    static func read(_ request: SwiftDeclaration, in file: SwiftSourceFile, table: inout LocalizationTable) -> (errors: ImportedResponseError?, notes: [ImportNote]) {
        guard let error = request.members.first(where: { $0.kind == .struct && $0.name == ResponseErrorSpec.typeName }) else { return (nil, []) }
        var reader = ResponseErrorReader(file: file, owner: request.name)
        // Translations count as used only when the error is carried: otherwise each is listed.
        var scratch = table
        let errors = reader.read(error, table: &scratch)
        if errors != nil { table = scratch }
        return (errors, reader.notes)
    }

    private init(file: SwiftSourceFile, owner: String) {
        self.file = file
        self.owner = owner
    }

    private mutating func read(_ error: SwiftDeclaration, table: inout LocalizationTable) -> ImportedResponseError? {
        for attribute in error.attributes where attribute.name != "LocalizableError" || attribute.arguments != nil {
            note(attribute.location, "attribute '@\(attribute.name)' of the ResponseError is not carried: the spec generates only @LocalizableError")
        }
        if !error.attributes.contains(where: { $0.name == "LocalizableError" }) || error.inheritance != ["ServerRequestError"]
            || error.modifiers != ["public"] || !error.conditions.isEmpty {
            note(error.location, "'\(owner).ResponseError' is not carried: 'errors:' reads '@LocalizableError public struct ResponseError: ServerRequestError'")
            return nil
        }
        var codes: [String]?
        var fields: [(name: String, type: String)] = []
        var messages: [(name: String, member: SwiftDeclaration)] = []
        var helpers: [String: SwiftDeclaration] = [:]
        var rest: [SwiftDeclaration] = []
        for member in error.members {
            let type = member.typeAnnotation?.filter { !$0.isWhitespace }
            // vmgen writes one comment, above localizedMessage; any other would be lost.
            let comment = LeadingComments.lines(of: member, in: file, docOnly: false)
            if !comment.isEmpty, comment != ["Already localized when the client decodes it: the server's localizing encoder resolved it."] || member.name != "localizedMessage" {
                note(member.location, "the comment above '\(member.name)' of the ResponseError is not carried: the spec has no per-member doc")
            }
            if !member.conditions.isEmpty {
                note(member.location, "'\(member.name)' under #if of the ResponseError is not carried: the spec language has no conditional members")
            } else if member.kind == .enum, member.name == "Code", codes == nil {
                codes = readCode(member)
            } else if member.kind == .let, member.name == "code", type == "Code", isPlainStored(member) {
                continue
            } else if member.kind == .let, member.name != "code", isPlainStored(member), let type, let spec = Self.fieldType(type) {
                fields.append((member.name, spec))
            } else if member.kind == .var, member.name.hasSuffix("Message"), member.name.count > 7, let attribute = member.attributes.first,
                member.attributes.count == 1, member.typeAnnotation == nil, member.initializer == nil, !member.hasBody, member.modifiers == ["public"],
                (attribute.name == "LocalizedString" && attribute.arguments == nil)
                    || (attribute.name == "LocalizedSubs" && attribute.arguments?.filter({ !$0.isWhitespace }) == "substitutions:\\.\(member.name)Substitutions") {
                messages.append((String(member.name.dropLast(7)), member))
            } else if member.kind == .var, member.name.hasSuffix("MessageSubstitutions"), member.hasBody {
                helpers[member.name] = member
            } else {
                rest.append(member)
            }
        }
        let caseNames = codes ?? (messages.count == 1 ? [messages[0].name] : [])
        guard !caseNames.isEmpty else {
            note(error.location, "'\(owner).ResponseError' is not carried: it needs an 'enum Code' of its cases (or one case's message alone), each with a '{case}Message'")
            return nil
        }
        var result = ImportedResponseError()
        for name in caseNames {
            guard let message = messages.first(where: { $0.name == name }) else {
                note(error.location, "'\(owner).ResponseError' is not carried: case '\(name)' has no '@LocalizedString public var \(name)Message'")
                return nil
            }
            guard let text = readMessage(message.member, helper: helpers.removeValue(forKey: message.member.name + "Substitutions"), fields: fields, table: &table) else { return nil }
            result.cases.append(text)
        }
        for message in messages where !caseNames.contains(message.name) {
            note(message.member.location, "text '\(message.member.name)' of the ResponseError is not carried: '\(message.name)' is not one of its cases")
        }
        for helper in helpers.values.sorted(by: { $0.location < $1.location }) {
            note(helper.location, "computed property '\(helper.name)' of the ResponseError is not carried: the spec generates it from a case's 'substitutions:'")
        }
        result.fields = readRest(rest, of: error, cases: caseNames, hasCode: codes != nil, fields: fields)
        return result
    }

    /// A field's spec type: a plain value or an optional of one (the error travels as JSON).
    private static func fieldType(_ swift: String) -> String? {
        let base = swift.hasSuffix("?") ? String(swift.dropLast()) : swift
        guard let plain = PlainType(rawValue: base), plain != .modelIdentity else { return nil }
        return swift
    }

    private func isPlainStored(_ member: SwiftDeclaration) -> Bool {
        member.modifiers == ["public"] && member.initializer == nil && member.attributes.isEmpty && !member.hasBody && !member.isStatic
    }

    private mutating func readCode(_ code: SwiftDeclaration) -> [String] {
        let expected = ["CaseIterable", "Codable", "Hashable", "Sendable"]
        if code.inheritance != expected || code.modifiers != ["public"] {
            note(code.nameLocation, "the conformances or modifiers of the ResponseError's 'Code' are not carried: the spec generates 'public enum Code: \(expected.joined(separator: ", "))'")
        }
        var cases: [String] = []
        for member in code.members {
            if member.kind == .case, member.parameters.isEmpty, member.initializer == nil, member.conditions.isEmpty {
                cases.append(member.name)
            } else {
                note(member.location, "\(member.kind.rawValue) '\(member.name)' of the ResponseError's 'Code' is not carried: the spec generates only its plain cases")
            }
        }
        return cases
    }

    /// One case's message and, for `@LocalizedSubs`, its bindings to fields.
    private mutating func readMessage(_ member: SwiftDeclaration, helper: SwiftDeclaration?, fields: [(name: String, type: String)], table: inout LocalizationTable) -> ImportedViewModel.Text? {
        let found = table.translations(type: ResponseErrorSpec.typeName, key: member.name)
        guard !found.isEmpty, found.allSatisfy({ $0.list == nil }) else {
            note(member.location, "'\(owner).ResponseError' is not carried: no localization YAML gives '\(ResponseErrorSpec.typeName).\(member.name)' as a text")
            return nil
        }
        var text = ImportedViewModel.Text(name: String(member.name.dropLast(7)), translations: found.map { ($0.locale, $0.value) })
        guard member.attributes[0].name == "LocalizedSubs" else {
            if let helper { note(helper.location, "computed property '\(helper.name)' of the ResponseError is not carried: its message is a plain @LocalizedString") }
            return text
        }
        let entries = helper.flatMap { TextReader.substitutionEntries(of: $0, in: file) }
        let bound = entries?.compactMap { entry in Self.field(filling: entry.value, fields: fields).map { (key: entry.key, property: $0) } }
        guard let entries, let bound, bound.count == entries.count, !bound.isEmpty else {
            note(helper?.location ?? member.location, "'\(owner).ResponseError' is not carried: '\(member.name)' needs a private '\(member.name)Substitutions' mapping each key to a field as vmgen writes it")
            return nil
        }
        text.substitutions = bound
        return text
    }

    /// The field a substitution value shows, written as vmgen writes it (`SubstitutionValue`).
    private static func field(filling value: [String], fields: [(name: String, type: String)]) -> String? {
        func typed(_ name: String, _ type: String) -> String? { fields.contains { $0.name == name && $0.type == type } ? name : nil }
        if let wrapped = SubstitutionValue.wrapped(value) { return typed(wrapped.name, wrapped.type) }
        return value.count == 1 ? typed(value[0], "LocalizableString") : nil
    }

    /// `localizedMessage` and the init, checked against what vmgen writes; every other member
    /// is a note. The fields come back in the init's order when it stores them all.
    private mutating func readRest(_ members: [SwiftDeclaration], of error: SwiftDeclaration, cases: [String], hasCode: Bool, fields: [(name: String, type: String)]) -> [(name: String, type: String)] {
        var ordered = fields
        for member in members {
            switch member.kind {
            case .var where member.name == "localizedMessage":
                let body = BodyTokens.code(of: member, in: file).joined()
                let expected = hasCode
                    ? "switchcode{" + cases.map { "case.\($0):return\($0)Message" }.joined() + "}"
                    : "\(cases[0])Message"
                if member.modifiers != ["public"] || member.typeAnnotation?.filter({ !$0.isWhitespace }) != "anyLocalizable" || body != expected
                    || BodyTokens.hasComment(member, in: file) {
                    note(member.location, "'localizedMessage' of the ResponseError is not carried as written: the spec generates one that returns each case's message")
                }
            case .`init`:
                let names = member.parameters.map(\.name)
                let expected = (hasCode ? ["code"] : []) + fields.map(\.name)
                let stores = BodyTokens.plainAssignments(BodyTokens.code(of: member, in: file))?.allSatisfy { $0.property == $0.value } == true
                    && Set(names) == Set(expected) && names.count == expected.count && member.parameters.allSatisfy { $0.label == nil && $0.defaultValue == nil }
                    && member.modifiers == ["public"] && member.effects.isEmpty && !BodyTokens.hasComment(member, in: file)
                    && BodyTokens.plainAssignments(BodyTokens.code(of: member, in: file))?.count == expected.count
                if stores {
                    ordered = names.filter { $0 != "code" || !hasCode }.compactMap { name in fields.first { $0.name == name } }
                } else {
                    note(member.location, "the ResponseError's init is not carried: the spec generates one that stores \(hasCode ? "the code and " : "")each field")
                }
            default:
                note(member.location, "\(member.kind.rawValue) '\(member.name)' of the ResponseError is not carried: 'errors:' holds its fields and one message per case only")
            }
        }
        if !members.contains(where: { $0.kind == .`init` }) {
            note(error.nameLocation, "the ResponseError has no init; the spec generates one that stores each field")
        }
        return ordered
    }

    private mutating func note(_ location: SourceLocation, _ message: String) {
        notes.append(ImportNote(location: location, message: message))
    }
}
