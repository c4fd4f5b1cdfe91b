/// Compares declarations a file holds with the ones vmgen would write (a template rendered
/// from what the import read, parsed by the same Swift reader): a member whose shape matches
/// is carried by the spec; one that differs, or that vmgen would not write, is a note.
///
/// The shape is the declaration without layout: its kind, name, modifiers (`internal` is the
/// default), attributes, parameters, effects, types and the code tokens of its body. `any` is
/// left out (`[FormFieldBase]?` and `[any FormFieldBase]?` mean the same).
enum GeneratedShape {
    /// The built-in templates, parsed once: every form the import reads renders several.
    private static let builtIn = TemplateLibrary.templateSet().templates

    /// Renders a built-in template over `context` and parses it.
    static func parse(template: String, context: TemplateValue, path: String) -> SwiftSourceFile? {
        guard case .success(let text) = builtIn.render(template, context: context) else { return nil }
        return SwiftSourceFile.parse(text, path: path)
    }

    static func key(_ declaration: SwiftDeclaration, in file: SwiftSourceFile) -> String {
        let attributes = declaration.attributes.map { "@" + $0.name + plain($0.arguments ?? "") }
        let parameters = declaration.parameters.map { "\($0.label ?? "")|\($0.name)|\(plain($0.type))|\(plain($0.defaultValue ?? ""))" }
        let modifiers = declaration.modifiers.filter { $0 != "internal" }.sorted()
        let body = code(declaration, in: file)
        return [
            declaration.kind.rawValue, declaration.name, modifiers.joined(separator: " "), attributes.joined(separator: " "),
            plain(declaration.inheritance.joined(separator: ",")), parameters.joined(separator: ","), declaration.effects.joined(separator: " "),
            plain(declaration.returnType ?? ""), plain(declaration.typeAnnotation ?? ""), plain(declaration.initializer ?? ""),
            declaration.hasBody ? "{" + body.joined(separator: " ") + "}" : "",
        ].joined(separator: "\u{1}")
    }

    /// The body's code tokens, without comments, `any` and trailing commas.
    static func code(_ declaration: SwiftDeclaration, in file: SwiftSourceFile) -> [String] {
        let tokens = BodyTokens.code(of: declaration, in: file).filter { $0 != "any" }
        // A trailing comma (vmgen's one-option-a-line list) means nothing.
        return tokens.indices.filter { tokens[$0] != "," || $0 + 1 == tokens.count || ![")", "]"].contains(tokens[$0 + 1]) }.map { tokens[$0] }
    }

    /// A type or expression without spaces and `any`.
    static func plain(_ text: String) -> String {
        var result = ""
        var word = ""
        for character in text + " " {
            if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
                continue
            }
            if word != "any" || !character.isWhitespace { result += word }
            word = ""
            if !character.isWhitespace { result.append(character) }
        }
        return result
    }

    /// The members of `expected` by kind and name (a second with the same name keeps the first).
    static func members(_ expected: SwiftDeclaration) -> [String: SwiftDeclaration] {
        Dictionary(expected.members.map { ("\($0.kind.rawValue) \($0.name)", $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Whether `member` (in `file`) has the shape of its namesake in `expected` (in `generated`).
    static func matches(_ member: SwiftDeclaration, in file: SwiftSourceFile, expected: [String: SwiftDeclaration], generated: SwiftSourceFile) -> Bool {
        guard let twin = expected["\(member.kind.rawValue) \(member.name)"] else { return false }
        return key(member, in: file) == key(twin, in: generated)
    }
}

extension GeneratedShape {
    /// The shape without the body: a protected region's function keeps its own body.
    static func signature(_ declaration: SwiftDeclaration, in file: SwiftSourceFile) -> String {
        key(declaration, in: file).split(separator: "\u{1}", omittingEmptySubsequences: false).dropLast().joined(separator: "\u{1}")
    }
}
