/// The keys of the dictionary a `@LocalizedSubs(substitutions: \.subs)` property reads, when
/// the Swift writes them out: `var subs: [String: any Localizable] { ["name": …] }`, or a
/// stored `subs` given a literal as its value or in an initializer.
enum SubstitutionDictionary {
    static func keys(boundBy attribute: SwiftAttribute, in type: SwiftDeclaration, file: SwiftSourceFile) -> Set<String>? {
        guard let path = WrapperArguments(attribute.arguments ?? "").value("substitutions"), path.hasPrefix("\\"),
            let name = path.split(separator: ".").last.map(String.init), SwiftNames.isIdentifier(name)
        else { return nil }
        let members = file.membersWithExtensions(of: type)
        guard let property = members.first(where: { ($0.kind == .var || $0.kind == .let) && $0.name == name }) else { return nil }
        var literals: [[SwiftToken]] = []
        if property.hasBody, !file.hasObservers(property) {
            literals.append(file.codeTokens(in: property.bodyTokens))
        } else {
            if property.initializer != nil {
                // The tokens after `=`: the type annotation before it has brackets too.
                let declaration = file.codeTokens(from: file.tokenIndex(atOffset: property.nameLocation.offset), count: 4000)
                if let equals = declaration.firstIndex(where: { $0.text == "=" }) { literals.append(Array(declaration[(equals + 1)...])) }
            }
            for initializer in members where initializer.kind == .`init` {
                let code = file.codeTokens(in: initializer.bodyTokens)
                for index in code.indices.dropLast(2) where code[index].text == name && code[index + 1].text == "=" && code[index + 2].text == "[" {
                    if index > 0, code[index - 1].text == ".", !(index > 1 && code[index - 2].text == "self") { continue }
                    literals.append(Array(code[(index + 2)...]))
                }
            }
        }
        var keys: Set<String> = []
        for tokens in literals {
            guard let found = dictionaryKeys(tokens) else { return nil }
            keys.formUnion(found)
        }
        return literals.isEmpty ? nil : keys
    }

    /// The keys of the first dictionary literal in `tokens`, if every key is a plain string
    /// literal; `[:]` has none. Nil when there is no such literal.
    static func dictionaryKeys(_ tokens: [SwiftToken]) -> Set<String>? {
        guard let open = tokens.firstIndex(where: { $0.text == "[" && $0.kind == .punctuation }) else { return nil }
        var keys: Set<String> = []
        var depth = 0
        var expectsKey = true
        var sawColon = false
        for index in open..<tokens.count {
            let token = tokens[index]
            if token.kind == .punctuation {
                switch token.text {
                case "[", "(", "{":
                    depth += 1
                    if depth == 1 { expectsKey = true }
                    continue
                case "]", ")", "}":
                    depth -= 1
                    if depth == 0 { return sawColon ? keys : nil }
                    continue
                case ",":
                    if depth == 1 { expectsKey = true }
                    continue
                case ":":
                    if depth == 1 { sawColon = true }
                    continue
                default:
                    break
                }
            }
            guard depth == 1, expectsKey else { continue }
            expectsKey = false
            // A key that is not a plain literal (a constant, an interpolation) leaves the keys unknown.
            guard token.kind == .string, index + 1 < tokens.count, tokens[index + 1].text == ":",
                let key = WrapperArguments.unquote(token.text)
            else { return nil }
            keys.insert(key)
        }
        return nil
    }
}
