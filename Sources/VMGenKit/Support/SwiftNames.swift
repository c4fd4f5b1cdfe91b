/// What may be a Swift name in generated code.
public enum SwiftNames {
    /// Keywords that cannot be used as identifiers without backticks. vmgen never emits
    /// backticks, so a spec may not use any of these as a name. Contextual keywords (`open`,
    /// `get`, `set`, `nonisolated`, …) are ordinary identifiers and not listed.
    public static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension",
        "fileprivate", "func", "import", "init", "inout", "internal", "let",
        "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch",
        "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in",
        "repeat", "return", "throw", "switch", "where", "while", "Any", "as", "await", "false",
        "is", "nil", "self", "Self", "super", "throws", "true", "try", "_",
    ]

    /// Names a ViewModel's generated members already use; a spec property may not take them.
    public static let reservedMembers: Set<String> = [
        "vmId", "isStub", "operations", "propertyNames", "stub", "Request", "AppState",
        "model", "modelSync", "ClientHostedRequest",
    ]

    /// Keywords Swift does not take as an argument label even though it takes most others
    /// (`for`, `in`, `class`, `default`… are fine): these three change the parameter instead.
    public static let labelKeywords: Set<String> = ["inout", "var", "let"]

    /// Member names Swift reserves for itself: `x.Type` and `x.Protocol` are metatypes.
    public static let metatypeMembers: Set<String> = ["Type", "Protocol"]

    /// Contextual keywords Swift reads as part of the type where a type is written (`some P`,
    /// `any P`, `each T`, `borrowing T`…), and the metatype names: no type can be called so.
    public static let typePositionKeywords: Set<String> = [
        "some", "any", "each", "borrowing", "consuming", "sending", "isolated", "Type", "Protocol",
    ]

    /// Why `name` cannot be a type vmgen declares or names (a display enum, the storage of an
    /// operation, a ResponseError), or `nil` when it can.
    public static func typeNameProblem(_ name: String, kind: String) -> String? {
        if let problem = problem(with: name, kind: kind) { return problem }
        if typePositionKeywords.contains(name) {
            return "'\(name)' cannot be \(article(kind)) \(kind) name: where a type is written, Swift reads '\(name)' as a keyword"
        }
        return nil
    }

    /// ASCII identifier: a letter or `_`, then letters, digits or `_`. vmgen keeps generated
    /// names ASCII so every file, path and YAML key is portable.
    public static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.utf8.first, !name.isEmpty else { return false }
        guard isLetter(first) || first == UInt8(ascii: "_") else { return false }
        return name.utf8.allSatisfy { isLetter($0) || isDigit($0) || $0 == UInt8(ascii: "_") }
    }

    /// Why `name` cannot be used, or `nil` when it can.
    public static func problem(with name: String, kind: String) -> String? {
        if name.isEmpty { return "the \(kind) name is empty" }
        if !isIdentifier(name) {
            return "'\(name)' is not a valid Swift identifier for \(article(kind)) \(kind) (use letters, digits and _, not starting with a digit)"
        }
        if keywords.contains(name) {
            return "'\(name)' is a Swift keyword and cannot be \(article(kind)) \(kind) name"
        }
        return nil
    }

    /// Why `name` cannot be a member of a generated type — a property, a localized text, an enum
    /// case, an operation or one of its parameters — or `nil` when it can. Beyond `problem(with:)`:
    /// `Type` and `Protocol` (Swift's metatype members), and the types the generated code names,
    /// which a member of that name would hide (`LocalizableInt(value:)` inside the ViewModel would
    /// call the member; `String(describing:)` inside an enum would name the case).
    public static func memberProblem(_ name: String, kind: String) -> String? {
        if let problem = problem(with: name, kind: kind) { return problem }
        let lower = memberSpelling(of: name)
        let suggestion = lower != name && memberProblem(lower, kind: kind) == nil ? ": write '\(lower)'" : ""
        if metatypeMembers.contains(name) {
            return "'\(name)' cannot be \(article(kind)) \(kind) name: Swift reads x.\(name) as the metatype\(suggestion)"
        }
        if name == "hashValue" {
            // Generated structs are Hashable (operation calls, queries, a client-hosted page's AppState).
            return "'hashValue' cannot be \(article(kind)) \(kind) name: it would replace Hashable's hashValue in the generated types"
        }
        if let origin = GeneratedNames.origin(of: name) {
            return "'\(name)' is \(origin) the generated code uses; \(article(kind)) \(kind) of this name would hide it\(suggestion)"
        }
        return nil
    }

    /// Why `label` cannot be an argument label, or `nil` when it can. Swift takes almost any
    /// keyword as a label (`func move(for boat: …, in harbor: …)`), and vmgen writes labels only
    /// where Swift reads them as labels (declarations and `label:` arguments).
    public static func labelProblem(_ label: String) -> String? {
        if label.isEmpty { return "the argument label is empty (write _ for none)" }
        if !isIdentifier(label) {
            return "'\(label)' is not a valid argument label (use letters, digits and _, not starting with a digit)"
        }
        if labelKeywords.contains(label) {
            return "'\(label)' cannot be an argument label: Swift reads it as part of the parameter"
        }
        return nil
    }

    /// Why `name` cannot be a ViewModel's spec name (an upper-camel identifier without the
    /// `ViewModel` suffix vmgen appends), or `nil` when it can. The spec reader and `vmgen new`
    /// share it, so their messages agree.
    public static func viewModelNameProblem(_ name: String) -> String? {
        if name.hasSuffix("ViewModel"), name.count > 9 {
            return "write the name without the 'ViewModel' suffix: '\(upperFirst(String(name.dropLast(9))))' (vmgen appends it)"
        }
        if let problem = problem(with: name, kind: "ViewModel") { return problem }
        if let first = name.first, !first.isUppercase {
            return "a ViewModel name starts with an upper-case letter: '\(upperFirst(name))'"
        }
        return nil
    }

    /// "a" or "an" before a word, by its first letter.
    public static func article(_ word: String) -> String {
        guard let first = word.lowercased().first else { return "a" }
        return "aeio".contains(first) ? "an" : "a"
    }

    /// `name` as a member is spelled: its leading capitals lowered, an acronym whole
    /// (`URL` → `url`, `URLString` → `urlString`, `LocalizableInt` → `localizableInt`).
    public static func memberSpelling(of name: String) -> String {
        let capitals = name.prefix { $0.isUppercase }
        guard !capitals.isEmpty else { return name }
        let rest = name.dropFirst(capitals.count)
        // Before a lower-case letter, the last capital starts the next word.
        let lowered = rest.first?.isLowercase == true && capitals.count > 1 ? capitals.dropLast() : capitals
        return lowered.lowercased() + name.dropFirst(lowered.count)
    }

    public static func upperFirst(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.uppercased() + text.dropFirst()
    }

    public static func lowerFirst(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.lowercased() + text.dropFirst()
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
}
