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
        return result
    }

    /// The file's structs, classes and enums with their qualified names (`Outer.Inner`, an
    /// extension's extended type counting as the outer one), in `allDeclarations` order.
    static func qualifiedTypes(_ file: SwiftSourceFile) -> [(SwiftDeclaration, String)] {
        // Only types hold types: members that are functions or properties are not visited.
        let holders: Set<SwiftDeclaration.Kind> = [.struct, .class, .enum, .extension, .actor, .protocol]
        var result: [(SwiftDeclaration, String)] = []
        var pending = file.declarations.reversed().filter { holders.contains($0.kind) }.map { ($0, "") }
        while let (declaration, outer) = pending.popLast() {
            let name = declaration.name.split(separator: "<", maxSplits: 1).first.map(String.init) ?? declaration.name
            let qualified = outer.isEmpty ? name : outer + "." + name
            if [.struct, .class, .enum].contains(declaration.kind) { result.append((declaration, qualified)) }
            pending += declaration.members.reversed().filter { holders.contains($0.kind) }.map { ($0, qualified) }
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
        var depth = 0
        var inString = false
        var current = ""
        var escaped = false
        for character in text {
            if inString {
                current.append(character)
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
                continue
            }
            switch character {
            case "\"": inString = true; current.append(character)
            case "(", "[", "{": depth += 1; current.append(character)
            case ")", "]", "}": depth -= 1; current.append(character)
            case "," where depth == 0: append(current); current = ""
            default: current.append(character)
            }
        }
        append(current)
    }

    private mutating func append(_ raw: String) {
        let text = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { return }
        if !text.hasPrefix("\""), let colon = text.firstIndex(of: ":") {
            let label = text[..<colon].trimmingCharacters(in: .whitespaces)
            if SwiftNames.isIdentifier(label) {
                items.append((label, text[text.index(after: colon)...].trimmingCharacters(in: .whitespaces)))
                return
            }
        }
        items.append((nil, text))
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
