import Foundation

/// The YAML keys FOSMVVM derives from Swift declarations (`LocalizableRef`'s rule):
/// `TypeName[.parentKeys].propertyName`, where TypeName is the innermost type name with
/// generic arguments stripped.
struct LocalizationBinding: Sendable, Hashable {
    var key: String
    /// The type name the key starts with.
    var typeName: String
    /// The declaring type's qualified name in its file (`IdeaCreateRequest.ResponseError`),
    /// generic arguments stripped; `typeName` for a top-level type.
    var owner: String = ""
    /// `@LocalizedStrings` and indexed lookups read a YAML sequence.
    var isList: Bool
    var location: SourceLocation
    /// A `@LocalizedSubs` property's substitution keys, when its dictionary is written out as
    /// a literal of string keys (nil: not known).
    var substitutionKeys: Set<String>? = nil
}

enum LocalizationKeys {
    /// Wrappers that read a YAML key (the others — Int, Double, Date, Compound — do not).
    static let keyedWrappers: Set<String> = ["LocalizedString", "LocalizedStrings", "LocalizedSubs"]

    static func bindings(in file: SwiftSourceFile) -> [LocalizationBinding] {
        var result: [LocalizationBinding] = []
        for (type, owner) in qualifiedTypes(file) {
            let typeName = SwiftSourceFile.baseName(type.name)
            for member in type.members where member.kind == .var {
                guard let attribute = member.attributes.first(where: { keyedWrappers.contains($0.name) }) else { continue }
                var found = binding(for: member, attribute: attribute, typeName: typeName)
                found.owner = owner
                if attribute.name == "LocalizedSubs" {
                    found.substitutionKeys = SubstitutionDictionary.keys(boundBy: attribute, in: type, file: file)
                }
                result.append(found)
            }
            if type.kind == .enum, labelsEachCase(type, in: file) {
                for enumCase in type.members where enumCase.kind == .case {
                    result.append(LocalizationBinding(key: "\(typeName).\(enumCase.name)", typeName: typeName, owner: owner, isList: false, location: enumCase.nameLocation))
                }
            }
        }
        return result + messageKeyLookups(in: file)
    }

    /// `.localized(for: T.self, propertyName: "p", [messageGroup: "g",] messageKey: "k")`
    /// reads `T.p[.g].k` (`LocalizableString.swift:63-73`): how a Fields protocol keys its
    /// FormFields' titles and placeholders to its Messages type. Only literal arguments count.
    static func messageKeyLookups(in file: SwiftSourceFile) -> [LocalizationBinding] {
        // Every lookup has a `localized` token, so a file without those bytes has none: most
        // files are passed over at memory speed, not token by token.
        guard file.mentions("localized") else { return [] }
        let tokens = file.codeTokens
        var result: [LocalizationBinding] = []
        var position = 1
        while position + 1 < tokens.count {
            defer { position += 1 }
            guard tokens[position].text == "localized", tokens[position - 1].is("."), tokens[position + 1].is("(") else { continue }
            // The argument text, a space only between two words (`T.self`, not `T . self`).
            var depth = 0
            var text = ""
            var cursor = position + 1
            while cursor < tokens.count {
                let token = tokens[cursor]
                if token.is("(") || token.is("[") || token.is("{") { depth += 1 }
                if token.is(")") || token.is("]") || token.is("}") { depth -= 1 }
                if depth == 0 { break }
                if cursor > position + 1 {
                    let previous = tokens[cursor - 1]
                    if previous.kind != .punctuation, token.kind != .punctuation, previous.kind != .operator, token.kind != .operator { text += " " }
                    text += token.text
                }
                cursor += 1
            }
            let arguments = WrapperArguments(text)
            guard Set(arguments.items.compactMap(\.label)).isSubset(of: ["for", "propertyName", "messageGroup", "messageKey"]),
                arguments.items.allSatisfy({ $0.label != nil }),
                let type = arguments.value("for"), type.hasSuffix(".self"),
                let property = arguments.string("propertyName"), let key = arguments.string("messageKey")
            else { continue }
            let typeName = SwiftSourceFile.baseName(String(type.dropLast(5).split(separator: ".").last ?? ""))
            guard SwiftNames.isIdentifier(typeName), typeName != "Self" else { continue }
            let parts = [typeName, property] + (arguments.string("messageGroup").map { [$0] } ?? []) + [key]
            result.append(LocalizationBinding(key: parts.joined(separator: "."), typeName: typeName, owner: typeName, isList: false, location: tokens[position].location))
        }
        return result
    }

    /// The file's structs, classes and enums with their qualified names (`Outer.Inner`, an
    /// extension's extended type counting as the outer one), in `allDeclarations` order.
    static func qualifiedTypes(_ file: SwiftSourceFile) -> [(SwiftDeclaration, String)] {
        // Only types hold types: members that are functions or properties are not visited.
        let holds = { (declaration: SwiftDeclaration) in declaration.isNominalTypeDeclaration || declaration.kind == .extension }
        var result: [(SwiftDeclaration, String)] = []
        var pending = file.declarations.reversed().filter(holds).map { ($0, "") }
        while let (declaration, outer) = pending.popLast() {
            let name = declaration.name.utf8.firstIndex(of: UInt8(ascii: "<")).map { String(declaration.name[..<$0]) } ?? declaration.name
            let qualified = outer.isEmpty ? name : outer + "." + name
            if declaration.kind == .struct || declaration.kind == .class || declaration.kind == .enum { result.append((declaration, qualified)) }
            for member in declaration.members.reversed() where holds(member) { pending.append((member, qualified)) }
        }
        return result
    }

    /// The enum localization pattern: a label keyed by `Self.self` and the case's own name.
    static func labelsEachCase(_ type: SwiftDeclaration, in file: SwiftSourceFile) -> Bool {
        type.members.contains { member in
            member.kind == .var && member.hasBody && {
                let texts = file.codeTokens(in: member.bodyTokens).map(\.text)
                return texts.contains("Self") && texts.contains("describing")
            }()
        }
    }

    static func binding(for member: SwiftDeclaration, attribute: SwiftAttribute, typeName: String) -> LocalizationBinding {
        let arguments = WrapperArguments(attribute.arguments ?? "")
        var property = member.name
        var parents: [String] = []
        var isList = attribute.name == "LocalizedStrings"
        if let name = arguments.string("propertyName") { property = name }
        if let parent = arguments.string("parentKey") { parents = [parent] }
        parents += arguments.strings("parentKeys")
        if arguments.value("index") != nil { isList = true }
        if let first = arguments.unlabeledString {
            // ("content", messageGroup: "validationMessages", messageKey: "required")
            // and LocalizedSubs("name", substitutions: …) name the property explicitly.
            property = first
            if let group = arguments.string("messageGroup") { property += "." + group }
            if let key = arguments.string("messageKey") { property += "." + key }
        }
        let key = ([typeName] + parents + [property]).joined(separator: ".")
        return LocalizationBinding(key: key, typeName: typeName, owner: typeName, isList: isList, location: member.nameLocation)
    }
}

/// The arguments of a wrapper attribute, split at top-level commas.
struct WrapperArguments {
    var items: [(label: String?, value: String)] = []

    init(_ text: String) {
        // Read as bytes: every character that structures the text (quotes, brackets, commas,
        // the backslash) is ASCII, and a UTF-8 sequence never holds an ASCII byte, so the
        // pieces are cut exactly where a character-wise reading cuts them.
        let bytes = Array(text.utf8)
        var depth = 0
        var inString = false
        var escaped = false
        var start = 0
        for (index, byte) in bytes.enumerated() {
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            case UInt8(ascii: ",") where depth == 0:
                append(bytes[start..<index])
                start = index + 1
            default: break
            }
        }
        append(bytes[start...])
    }

    private mutating func append(_ piece: ArraySlice<UInt8>) {
        let text = Self.trimmed(piece)
        guard !text.isEmpty else { return }
        if !text.hasPrefix("\""), let colon = text.firstIndex(of: ":") {
            let label = Self.trimmed(text[..<colon].utf8)
            if SwiftNames.isIdentifier(label) {
                items.append((label, Self.trimmed(text[text.index(after: colon)...].utf8)))
                return
            }
        }
        items.append((nil, text))
    }

    /// The text without the white space and newlines around it: ASCII ones byte by byte,
    /// and Foundation's reading (which also knows Unicode spaces) when a non-ASCII byte is
    /// left at either end.
    private static func trimmed<Bytes: BidirectionalCollection>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
        let isSpace = { (byte: UInt8) in byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) }
        var low = bytes.startIndex
        var high = bytes.endIndex
        while low < high, isSpace(bytes[low]) { low = bytes.index(after: low) }
        while high > low, isSpace(bytes[bytes.index(before: high)]) { high = bytes.index(before: high) }
        let text = String(decoding: bytes[low..<high], as: UTF8.self)
        guard low < high, bytes[low] >= 0x80 || bytes[bytes.index(before: high)] >= 0x80 else { return text }
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func value(_ label: String) -> String? { items.first { $0.label == label }?.value }

    func string(_ label: String) -> String? { value(label).flatMap(Self.unquote) }

    /// `parentKeys: "a", "b"` — the labelled item and the unlabelled strings after it.
    func strings(_ label: String) -> [String] {
        guard let start = items.firstIndex(where: { $0.label == label }) else { return [] }
        var result = [items[start].value].compactMap(Self.unquote)
        for item in items[(start + 1)...] {
            guard item.label == nil, let text = Self.unquote(item.value) else { break }
            result.append(text)
        }
        return result
    }

    var unlabeledString: String? {
        guard let first = items.first, first.label == nil else { return nil }
        return Self.unquote(first.value)
    }

    static func unquote(_ text: String) -> String? {
        guard text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\""), !text.contains(literal: "\\(") else { return nil }
        return String(text.dropFirst().dropLast())
    }
}
