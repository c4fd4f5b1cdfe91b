/// Reads the text forms beyond a plain `@LocalizedString`, in the shapes vmgen generates:
/// - `@LocalizedSubs(substitutions: \.xSubstitutions) public var x` with its private
///   `xSubstitutions: [String: any Localizable]` → `x: { en: …, substitutions: { k: p } }`;
/// - `@LocalizedStrings public var xPieces`, optionally `@LocalizedString(propertyName:
///   "xSeparator", index: 0) public var xSeparator`, and `@LocalizedCompoundString(pieces:
///   \Self._xPieces[, separator: \Self._xSeparator]) public var x` → `x: { pieces:, separator: }`.
/// Anything else in these members is a note at its place.
struct TextReader {
    /// `@LocalizedSubs` texts waiting for their substitution dictionary: text → (member, dictionary name).
    private var pendingSubstitutions: [(text: SwiftDeclaration, dictionary: String)] = []
    var substitutionBodies: [String: SwiftDeclaration] = [:]
    private var pieces: [String: SwiftDeclaration] = [:]
    private var separators: [String: SwiftDeclaration] = [:]

    func isSubstitutions(_ member: SwiftDeclaration) -> Bool {
        pendingSubstitutions.contains { $0.dictionary == member.name }
    }

    mutating func read(_ member: SwiftDeclaration, into members: inout MemberReader) {
        let attribute = member.attributes[0]
        let arguments = (attribute.arguments ?? "").filter { !$0.isWhitespace }
        let plain = member.typeAnnotation == nil && member.initializer == nil && !member.hasBody && member.modifiers == ["public"]
        switch attribute.name {
        case "LocalizedSubs" where plain && arguments == "substitutions:\\.\(member.name)Substitutions":
            pendingSubstitutions.append((member, member.name + "Substitutions"))
            members.reader.model.texts.append(.init(name: member.name, translations: []))
        case "LocalizedStrings" where plain && attribute.arguments == nil && member.name.hasSuffix("Pieces"):
            pieces[member.name] = member
        case "LocalizedString" where plain && member.name.hasSuffix("Separator") && arguments == "propertyName:\"\(member.name)\",index:0":
            separators[member.name] = member
        case "LocalizedCompoundString" where plain:
            readCompound(member, arguments: arguments, into: &members)
        default:
            members.reader.note(member.location, "text '\(member.name)' (@\(attribute.name)) is not carried: only the shape vmgen generates is imported (see docs/spec.md, Localized text)")
        }
    }

    private mutating func readCompound(_ member: SwiftDeclaration, arguments: String, into members: inout MemberReader) {
        let piecesName = member.name + "Pieces", separatorName = member.name + "Separator"
        let withSeparator = arguments == "pieces:\\Self._\(piecesName),separator:\\Self._\(separatorName)"
        guard arguments == "pieces:\\Self._\(piecesName)" || withSeparator, pieces[piecesName] != nil,
            !withSeparator || separators[separatorName] != nil else {
            members.reader.note(member.location, "text '\(member.name)' (@LocalizedCompoundString) is not carried: it must join '\(piecesName)' (and optionally '\(separatorName)') declared just before it")
            return
        }
        let type = members.reader.declaration.name
        let foundPieces = members.reader.table.translations(type: type, key: piecesName)
        let foundSeparator = withSeparator ? members.reader.table.translations(type: type, key: separatorName) : []
        guard !foundPieces.isEmpty, foundPieces.allSatisfy({ $0.list != nil }),
            foundSeparator.allSatisfy({ $0.list?.count == 1 }), !withSeparator || !foundSeparator.isEmpty else {
            members.reader.note(member.location, "text '\(member.name)' is not carried: its localization YAML needs '\(type).\(piecesName)' as a list (and '\(separatorName)' as a one-item list) in each locale")
            return
        }
        pieces[piecesName] = nil
        separators[separatorName] = nil
        var text = ImportedViewModel.Text(name: member.name, translations: [])
        text.pieces = foundPieces.map { (locale: $0.locale, items: $0.list ?? []) }
        text.separator = foundSeparator.map { (locale: $0.locale, value: $0.list?.first ?? "") }
        members.reader.model.texts.append(text)
    }

    /// Resolves the substitution texts against the carried properties, and lists pieces and
    /// separators no compound string joined.
    mutating func finish(_ members: inout MemberReader) {
        for pending in pendingSubstitutions {
            var bound: [(key: String, property: String)]?
            if let body = substitutionBodies[pending.dictionary] { bound = bindings(of: body, members: members) }
            let found = members.reader.table.translations(type: members.reader.declaration.name, key: pending.text.name)
            guard let index = members.reader.model.texts.firstIndex(where: { $0.name == pending.text.name }) else { continue }
            guard let bound, !bound.isEmpty, !found.isEmpty, found.allSatisfy({ $0.list == nil }) else {
                members.reader.model.texts.remove(at: index)
                members.reader.note(pending.text.location, "text '\(pending.text.name)' (@LocalizedSubs) is not carried: it needs its translations and a private '\(pending.dictionary)' mapping each key to a carried property as vmgen generates it")
                if let body = substitutionBodies[pending.dictionary] {
                    members.reader.note(body.location, "computed property '\(body.name)' is not carried: the spec generates it from 'substitutions:'")
                }
                continue
            }
            members.reader.model.texts[index].translations = found.map { ($0.locale, $0.value) }
            members.reader.model.texts[index].substitutions = bound
        }
        for leftover in (Array(pieces.values) + Array(separators.values)).sorted(by: { $0.location < $1.location }) {
            members.reader.note(leftover.location, "text '\(leftover.name)' is not carried: no @LocalizedCompoundString after it joins it")
        }
    }

    /// `["k": LocalizableString.constant(p), "n": p]` → `[(k, p)]` when each value is what
    /// vmgen writes for the property (see `SubstitutionValue`); `nil` otherwise.
    private func bindings(of body: SwiftDeclaration, members: MemberReader) -> [(key: String, property: String)]? {
        guard let entries = Self.substitutionEntries(of: body, in: members.reader.file) else { return nil }
        var result: [(String, String)] = []
        for entry in entries {
            guard let property = property(filling: entry.value, members: members) else { return nil }
            result.append((entry.key, property))
        }
        return result
    }

    /// The `"k": value` entries (value as code tokens) of a private `[String: any Localizable]`
    /// substitution dictionary written as one literal without comments; `nil` otherwise. Shared
    /// with the request errors' messages (`ResponseErrorReader`).
    static func substitutionEntries(of body: SwiftDeclaration, in file: SwiftSourceFile) -> [(key: String, value: [String])]? {
        guard body.modifiers == ["private"], body.typeAnnotation?.filter({ !$0.isWhitespace }) == "[String:anyLocalizable]",
            !BodyTokens.hasComment(body, in: file) else { return nil }
        let texts = BodyTokens.code(of: body, in: file)
        guard texts.first == "[", texts.last == "]", texts.count > 2 else { return nil }
        guard let entries = BodyTokens.labeledArguments(texts[1..<(texts.count - 1)]) else { return nil }
        var result: [(key: String, value: [String])] = []
        for entry in entries {
            guard entry.label.count > 2, entry.label.hasPrefix("\""), entry.label.hasSuffix("\"") else { return nil }
            result.append((String(entry.label.dropFirst().dropLast()), Array(entry.value)))
        }
        return result
    }

    private func property(filling value: [String], members: MemberReader) -> String? {
        let properties = members.reader.model.properties
        func plain(_ name: String, _ type: String) -> String? {
            properties.contains { $0.name == name && $0.type == type && $0.display == nil } ? name : nil
        }
        if let wrapped = SubstitutionValue.wrapped(value) { return plain(wrapped.name, wrapped.type) }
        guard value.count == 1 else { return nil }
        if properties.contains(where: { $0.name == value[0] && $0.display != nil && !$0.type.hasSuffix("?") }) { return value[0] }
        if let source = members.enumLabels[value[0]] { return source }
        return nil
    }
}
