/// Functions, initializers, subscripts, properties and enum cases.
extension DeclarationScanner {
    /// `func name<T>(…) async throws -> R where … { … }`; `name` may be an operator.
    mutating func function(at keyword: Int, limit: Int, context: Context) -> ([SwiftDeclaration], Int) {
        var position = keyword + 1
        var nameAt: Int?
        if position < limit {
            let token = view[position]
            let isOperatorName = token.kind == .operator
                || (token.kind == .punctuation && !Self.structuralPunctuation.contains(token.text))
            if token.kind == .identifier || isOperatorName {
                nameAt = position
                position += 1
            }
        }
        var declaration = make(.func, name: nameAt.map { view.name($0) } ?? "", keyword: keyword, nameAt: nameAt, context: context)
        position = view.genericParametersEnd(from: position, limit: limit)
        position = readSignature(at: position, limit: limit, into: &declaration)
        let next = readFunctionBody(at: position, limit: limit, into: &declaration)
        return ([declaration], next)
    }

    /// `init`, `init?` or `init!`, with parameters, effects, `where` and body.
    mutating func initializer(at keyword: Int, limit: Int, context: Context) -> ([SwiftDeclaration], Int) {
        var position = keyword + 1
        if position < limit, view.is(position, "?") || view.is(position, "!"), view.isAdjacent(keyword, position) {
            position += 1
        }
        var declaration = make(.`init`, name: "init", keyword: keyword, nameAt: keyword, context: context)
        position = view.genericParametersEnd(from: position, limit: limit)
        position = readSignature(at: position, limit: limit, into: &declaration)
        let next = readFunctionBody(at: position, limit: limit, into: &declaration)
        return ([declaration], next)
    }

    mutating func deinitializer(at keyword: Int, limit: Int, context: Context) -> ([SwiftDeclaration], Int) {
        var declaration = make(.deinit, name: "deinit", keyword: keyword, nameAt: keyword, context: context)
        let next = readFunctionBody(at: keyword + 1, limit: limit, into: &declaration)
        return ([declaration], next)
    }

    mutating func subscriptDeclaration(at keyword: Int, limit: Int, context: Context) -> ([SwiftDeclaration], Int) {
        var declaration = make(.subscript, name: "subscript", keyword: keyword, nameAt: keyword, context: context)
        let position = view.genericParametersEnd(from: keyword + 1, limit: limit)
        let end = readSignature(at: position, limit: limit, into: &declaration)
        let next = readFunctionBody(at: end, limit: limit, into: &declaration)
        return ([declaration], next)
    }

    /// Parameters, effects, `-> ReturnType` and `where` clause, as far as present.
    func readSignature(at start: Int, limit: Int, into declaration: inout SwiftDeclaration) -> Int {
        var position = start
        if position < limit, view.is(position, "(") {
            declaration.parameters = view.parameters(openingAt: position, limit: limit)
            position = afterParentheses(at: position, limit: limit)
        }
        while position < limit, view.isWord(position), Self.effectWords.contains(view[position].text) {
            var effect = view[position].text
            position += 1
            let close = position < limit ? view.partner[position] : -1
            // Typed throws: Swift reads a `(` after `throws` as its error type, with or without
            // a space (`throws (HandleError)`) — no declaration starts with `(`.
            if effect == "throws", close > position, view.is(position, "(") {
                effect += "(\(view.normalizedText(position + 1..<close)))"
                position = close + 1
            }
            declaration.effects.append(effect)
        }
        if position < limit, view.is(position, "->") {
            let end = view.typeEnd(from: position + 1, limit: limit)
            declaration.returnType = view.normalizedText(position + 1..<end)
            position = end
        }
        return readWhere(at: position, limit: limit, into: &declaration)
    }

    /// A function or accessor body is only a token range: its statements are not read.
    private func readFunctionBody(at position: Int, limit: Int, into declaration: inout SwiftDeclaration) -> Int {
        guard let body = body(at: position, limit: limit) else { return min(position, limit) }
        declaration.hasBody = true
        declaration.bodyTokens = body.tokens
        return body.next
    }

    /// `var`/`let` with one declaration per named binding: `let a = 1, b: Int = 2`. Tuple
    /// patterns (`let (a, b) = …`) are read over without a declaration.
    mutating func variables(_ kind: SwiftDeclaration.Kind, at keyword: Int, limit: Int, context: Context) -> ([SwiftDeclaration], Int) {
        var found: [SwiftDeclaration] = []
        var position = keyword + 1
        while position < limit {
            var declaration: SwiftDeclaration?
            if view.isIdentifier(position) {
                declaration = make(kind, name: view.name(position), keyword: keyword, nameAt: position, context: context)
                position += 1
            } else if view.is(position, "(") || view.isWord(position, "_") {
                position = view.is(position, "(") ? view.afterGroup(position) : position + 1
            } else {
                break
            }
            if position < limit, view.is(position, ":") {
                let end = view.typeEnd(from: position + 1, limit: limit)
                declaration?.typeAnnotation = view.normalizedText(position + 1..<end)
                position = end
            }
            if position < limit, view.is(position, "=") {
                let end = view.expressionEnd(from: position + 1, limit: limit)
                declaration?.initializer = view.sourceText(position + 1..<end)
                position = end
            }
            // Without an initializer any `{` is the accessor block; after one, only observers.
            if position < limit, view.is(position, "{"),
                declaration?.initializer == nil || view.isObserverBlock(at: position),
                let body = body(at: position, limit: limit)
            {
                declaration?.hasBody = true
                declaration?.bodyTokens = body.tokens
                position = body.next
            }
            if let declaration {
                found.append(declaration)
            }
            guard position < limit, view.is(position, ",") else { break }
            position += 1
        }
        return (found, position)
    }

    /// `case a, b(Int), c(label: String = "x") = 3`: one declaration per element.
    mutating func cases(at keyword: Int, limit: Int, context: Context) -> ([SwiftDeclaration], Int) {
        var found: [SwiftDeclaration] = []
        var position = keyword + 1
        while position < limit, view.isIdentifier(position) {
            var declaration = make(.case, name: view.name(position), keyword: keyword, nameAt: position, context: context)
            position += 1
            if position < limit, view.is(position, "(") {
                declaration.parameters = view.parameters(openingAt: position, limit: limit, associatedValues: true)
                position = afterParentheses(at: position, limit: limit)
            }
            if position < limit, view.is(position, "=") {
                let end = view.expressionEnd(from: position + 1, limit: limit)
                declaration.initializer = view.sourceText(position + 1..<end)
                position = end
            }
            found.append(declaration)
            guard position < limit, view.is(position, ",") else { break }
            position += 1
        }
        return (found, position)
    }

    /// After the `)` of the `(` at `position`; `limit` when it has none.
    private func afterParentheses(at position: Int, limit: Int) -> Int {
        let close = view.partner[position]
        return close > position ? close + 1 : limit
    }

    private static let effectWords: Set<String> = ["async", "throws", "rethrows", "reasync"]

    /// Punctuation that cannot be an operator function's name.
    private static let structuralPunctuation: Set<String> = ["(", ")", "{", "}", "[", "]", ",", ":", ";", "@", "#", "\\", "`"]
}
