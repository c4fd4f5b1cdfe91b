/// The code tokens (comments left out) of a declaration's body, as texts: the importer only
/// accepts bodies of an exact, generated shape, so it compares token texts.
enum BodyTokens {
    static func code(of declaration: SwiftDeclaration, in file: SwiftSourceFile) -> [String] {
        declaration.bodyTokens.filter { !file.tokens[$0].kind.isComment }.map { file.tokens[$0].text }
    }

    /// Whether the body holds a comment (which the spec could not carry).
    static func hasComment(_ declaration: SwiftDeclaration, in file: SwiftSourceFile) -> Bool {
        declaration.bodyTokens.contains { file.tokens[$0].kind.isComment && !isStubDateComment($0, in: file) }
    }

    /// vmgen's own comment after a stub date's seconds (`-1764374400 /* 1914-02-03 */`): part
    /// of the literal it writes (`StubDate.swiftLiteral`), no comment of a person's.
    static func isStubDateComment(_ index: Int, in file: SwiftSourceFile) -> Bool {
        let token = file.tokens[index]
        guard token.kind == .blockComment, index > 0, file.tokens[index - 1].kind == .number,
            token.text.hasPrefix("/* "), token.text.hasSuffix(" */"), token.text.count > 6 else { return false }
        return StubDate.secondsSince1970(String(token.text.dropFirst(3).dropLast(3))) != nil
    }

    /// The assignments of an init body written only as `self.a = a`, `self.a = .init(value: a)`
    /// or `self.a = a.map { W(value: $0) }` (and one `self.vmId = …`, read by `identity(_:)`):
    /// property name → `a`, `init(a)` or `W?(a)`. `nil` for any other body.
    static func plainAssignments(_ tokens: [String]) -> [(property: String, value: String)]? {
        let starts = tokens.indices.filter { index in
            index + 3 < tokens.count && tokens[index] == "self" && tokens[index + 1] == "." && tokens[index + 3] == "="
        }
        guard starts.first == 0 || tokens.isEmpty else { return nil }
        var result: [(String, String)] = []
        for (number, start) in starts.enumerated() {
            let end = number + 1 < starts.count ? starts[number + 1] : tokens.count
            var expression = Array(tokens[(start + 4)..<end])
            if expression.last == ";" { expression.removeLast() }
            let property = tokens[start + 2]
            if property == "vmId" {
                result.append((property, ""))
                continue
            }
            guard let value = simpleValue(expression) else { return nil }
            result.append((property, value))
        }
        return result
    }

    private static func simpleValue(_ expression: [String]) -> String? {
        let tokens = expression
        if tokens.count == 1 { return tokens[0] }
        if tokens.count == 3, tokens[1] == ".", tokens[2] == "localizableString" { return "label(\(tokens[0]))" }
        if tokens == [tokens[0], "?", ".", "localizableString", "??", ".", "empty"] { return "label(\(tokens[0]))" }
        if tokens.count == 7, tokens.starts(with: [".", "init", "(", "value", ":"]), tokens[6] == ")" {
            return "init(\(tokens[5]))"
        }
        if tokens.count == 11, tokens[1] == ".", tokens[2] == "map", tokens[3] == "{",
            Array(tokens[5...]) == ["(", "value", ":", "$0", ")", "}"] {
            return "\(tokens[4])?(\(tokens[0]))"
        }
        return nil
    }

    /// What a statement `self.vmId = …` assigns, in the shapes vmgen generates:
    /// `.init(id: x)`, `.init(id: "\(a)-\(b.versionString)")` and `x.viewModelId`.
    static func identity(_ tokens: [String]) -> ImportedViewModel.Identity? {
        let head = ["self", ".", "vmId", "="]
        guard let start = tokens.indices.first(where: { tokens[$0...].starts(with: head) }) else { return nil }
        var rest = Array(tokens[(start + head.count)...])
        if rest.count >= 3, rest[1] == ".", rest[2] == "viewModelId", rest.count == 3 || rest[3] == ";" || rest[3] == "self" {
            return .modelIdentity(rest[0])
        }
        guard rest.starts(with: [".", "init", "(", "id", ":"]) else { return nil }
        rest.removeFirst(5)
        if rest.count >= 2, rest[1] == ")" { return .id(rest[0]) }
        // A composed id: string pieces `"` `-` … `"` around interpolations of one name each
        // (with `.uuidString`, `.versionString` or `.absoluteString` after it).
        var names: [String] = []
        var index = 0
        guard rest.first == "\"" else { return nil }
        index = 1
        while index < rest.count, rest[index] == "\\(" {
            guard index + 1 < rest.count else { return nil }
            names.append(rest[index + 1])
            var end = index + 2
            if end + 1 < rest.count, rest[end] == ".", ["uuidString", "versionString", "absoluteString"].contains(rest[end + 1]) { end += 2 }
            guard end + 1 < rest.count, rest[end] == ")" else { return nil }
            let separator = rest[end + 1]
            index = end + 2
            if separator == "\"" { break }
            guard separator == "-" else { return nil }
        }
        guard index < rest.count, rest[index] == ")", names.count >= 2 else { return nil }
        return .compose(names)
    }

    /// The arguments of a stub body written only as `.init(a: a, b: b)` (or `Self(…)`):
    /// `nil` for any other body.
    static func forwardedArguments(_ tokens: [String]) -> [(label: String, value: String)]? {
        let head: [String] = tokens.starts(with: [".", "init", "("]) ? [".", "init", "("] : ["Self", "("]
        guard tokens.starts(with: head), tokens.last == ")", let parts = labeledArguments(tokens[head.count..<(tokens.count - 1)]) else { return nil }
        var result: [(String, String)] = []
        for part in parts {
            guard part.value.count == 1 else { return nil }
            result.append((part.label, part.value[part.value.startIndex]))
        }
        return result
    }

    /// A call's argument list (the tokens between its parentheses) split at its top-level
    /// commas: a comma inside `( )`, `[ ]`, `{ }` or an interpolation `\( )` belongs to its
    /// argument, and a trailing comma (Swift 6.1) ends the list. `nil` when the brackets do not
    /// balance. The slices keep the list's indices, so a caller can find each argument's tokens
    /// in the file.
    static func topLevelArguments(_ tokens: ArraySlice<String>) -> [ArraySlice<String>]? {
        var parts: [ArraySlice<String>] = []
        var depth = 0
        var start = tokens.startIndex
        for index in tokens.indices {
            let token = tokens[index]
            if token == "(" || token == "[" || token == "{" || (token.hasPrefix("\\") && token.hasSuffix("(")) {  // `\(`, `\#(`
                depth += 1
            } else if token == ")" || token == "]" || token == "}" {
                depth -= 1
                guard depth >= 0 else { return nil }
            } else if token == ",", depth == 0 {
                parts.append(tokens[start..<index])
                start = index + 1
            }
        }
        guard depth == 0 else { return nil }
        if start < tokens.endIndex { parts.append(tokens[start..<tokens.endIndex]) }
        return parts
    }

    /// `topLevelArguments`, each written `label: value` (a value of at least one token); `nil`
    /// when the brackets do not balance or an argument is not labeled.
    static func labeledArguments(_ tokens: ArraySlice<String>) -> [(label: String, value: ArraySlice<String>)]? {
        guard let parts = topLevelArguments(tokens) else { return nil }
        var result: [(label: String, value: ArraySlice<String>)] = []
        for part in parts {
            let start = part.startIndex
            guard part.count >= 3, part[start + 1] == ":" else { return nil }
            result.append((part[start], part[(start + 2)...]))
        }
        return result
    }
}
