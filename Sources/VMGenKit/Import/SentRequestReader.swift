/// A live operation whose body is exactly what vmgen writes for `sends:` (`OperationsContext.
/// sendLines`: the comment, `let request = XRequest(query: .init(a: a), requestBody: .init(b: b))`
/// and `try await request.processRequest(mvvmEnv: env)`) becomes `sends: XRequest`: the spec
/// generates that body, so it is no hand-off body. Any other text — a line of its own, another
/// layout — is the user's, and stays a body.
enum SentRequestReader {
    /// The request type the body sends, or nil when the body is not vmgen's `sends:` body.
    static func read(_ function: SwiftDeclaration, in file: SwiftSourceFile) -> String? {
        let tokens = file.tokens
        let range = function.bodyTokens
        guard function.hasBody, range.lowerBound > 0, range.upperBound < tokens.count,
            let inner = HandWrittenBody.innerLines(between: range.lowerBound - 1, and: range.upperBound, in: file) else { return nil }
        var bytes = Array(file.bytes[inner])
        if LineEndings.isCRLF(file.bytes) { bytes = LineEndings.lf(bytes) }
        guard let sent = parse(BodyTokens.code(of: function, in: file)) else { return nil }
        let expected = OperationsContext.sendLines(sent).map { "        " + $0 + "\n" }.joined()
        return Array(expected.utf8) == bytes ? sent.typeName : nil
    }

    /// `let request = T(query: .init(a: a, …), requestBody: .init(b: b, …)) try await
    /// request.processRequest(mvvmEnv: env)` → what the spec model holds for `sends: T`.
    private static func parse(_ code: [String]) -> Operation.SentRequest? {
        guard code.count > 6, code[0...2] == ["let", "request", "="], code[4] == "(",
            let close = closing(code, from: 4) else { return nil }
        let tail = Array(code[(close + 1)...])
        guard tail.count == 10, tail[0...7] == ["try", "await", "request", ".", "processRequest", "(", "mvvmEnv", ":"], tail[9] == ")" else { return nil }
        var sent = Operation.SentRequest(typeName: code[3], environment: tail[8], location: SourceLocation(file: "", line: 1, column: 1))
        guard let arguments = BodyTokens.labeledArguments(code[5..<close]) else { return nil }
        for argument in arguments {
            guard let names = forwarded(argument.value) else { return nil }
            switch argument.label {
            case "query" where sent.query.isEmpty && sent.body.isEmpty: sent.query = names
            case "requestBody" where sent.body.isEmpty: sent.body = names
            default: return nil
            }
        }
        return sent
    }

    /// `.init(a: a, b: b)` → `[a, b]`.
    private static func forwarded(_ value: ArraySlice<String>) -> [String]? {
        let tokens = Array(value)
        guard tokens.count >= 4, tokens[0...2] == [".", "init", "("], tokens.last == ")",
            let arguments = BodyTokens.labeledArguments(tokens[3..<(tokens.count - 1)]), !arguments.isEmpty,
            arguments.allSatisfy({ $0.value.count == 1 && $0.value.first == $0.label }) else { return nil }
        return arguments.map(\.label)
    }

    /// The index of the `)` closing the `(` at `open`.
    private static func closing(_ tokens: [String], from open: Int) -> Int? {
        var depth = 0
        for index in open..<tokens.count {
            if tokens[index] == "(" { depth += 1 }
            if tokens[index] == ")" {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }
}
