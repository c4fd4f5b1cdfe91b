/// The code tokens (comments left out) of a declaration's body, as texts: the importer only
/// accepts bodies of an exact, generated shape, so it compares token texts.
enum BodyTokens {
    static func code(of declaration: SwiftDeclaration, in file: SwiftSourceFile) -> [String] {
        declaration.bodyTokens.filter { !file.tokens[$0].kind.isComment }.map { file.tokens[$0].text }
    }

    /// Whether the body holds a comment (which the spec could not carry).
    static func hasComment(_ declaration: SwiftDeclaration, in file: SwiftSourceFile) -> Bool {
        declaration.bodyTokens.contains { file.tokens[$0].kind.isComment }
    }

    /// The assignments of an init body written only as `self.a = a` (or `self.vmId =
    /// .init(id: a)`): property name → assigned parameter. `nil` for any other body.
    static func plainAssignments(_ tokens: [String]) -> [(property: String, value: String)]? {
        var result: [(String, String)] = []
        var index = 0
        while index < tokens.count {
            guard index + 4 < tokens.count, tokens[index] == "self", tokens[index + 1] == ".", tokens[index + 3] == "="
            else { return nil }
            let property = tokens[index + 2]
            let rest = Array(tokens[(index + 4)...])
            if rest.starts(with: [".", "init", "(", "id", ":"]), rest.count >= 7, rest[6] == ")" {
                result.append((property, ".init(id: \(rest[5]))"))
                index += 4 + 7
            } else {
                result.append((property, tokens[index + 4]))
                index += 5
            }
            if index < tokens.count, tokens[index] == ";" { index += 1 }
        }
        return result
    }

    /// `x` of a statement `self.vmId = .init(id: x)` anywhere in an init body.
    static func identityAssignment(_ tokens: [String]) -> String? {
        let shape = ["self", ".", "vmId", "=", ".", "init", "(", "id", ":"]
        for start in tokens.indices where tokens[start...].starts(with: shape) {
            let end = start + shape.count
            if end + 1 < tokens.count, tokens[end + 1] == ")" { return tokens[end] }
        }
        return nil
    }

    /// The arguments of a stub body written only as `.init(a: a, b: b)` (or `Self(…)`):
    /// `nil` for any other body.
    static func forwardedArguments(_ tokens: [String]) -> [(label: String, value: String)]? {
        var rest = tokens[...]
        if rest.starts(with: [".", "init", "("]) {
            rest = rest.dropFirst(3)
        } else if rest.starts(with: ["Self", "("]) {
            rest = rest.dropFirst(2)
        } else {
            return nil
        }
        guard rest.last == ")" else { return nil }
        rest = rest.dropLast()
        var result: [(String, String)] = []
        while !rest.isEmpty {
            let part = Array(rest.prefix(3))
            guard part.count == 3, part[1] == ":" else { return nil }
            result.append((part[0], part[2]))
            rest = rest.dropFirst(3)
            if rest.first == "," { rest = rest.dropFirst() } else if !rest.isEmpty { return nil }
        }
        return result
    }
}
