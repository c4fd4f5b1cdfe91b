/// Types, extensions, type aliases, imports, and the declarations vmgen only steps over
/// (`operator`, `precedencegroup`, `macro`).
extension DeclarationScanner {
    /// Whether the token at `position` begins a declaration (after its attributes and
    /// modifiers). `actor` and `macro` are contextual: only when a name follows.
    func introduces(at position: Int) -> Bool {
        guard position < view.count else { return false }
        let token = view[position]
        switch token.kind {
        case .keyword:
            return view.isText(at: position, in: Self.introducers)
        case .identifier:
            return (token.text == "actor" || token.text == "macro") && view.isIdentifier(position + 1)
                && !view.startsLine[position + 1]
        default:
            return false
        }
    }

    private static let introducers = WordTable([
        "struct", "class", "enum", "protocol", "extension", "func", "init", "deinit", "subscript",
        "var", "let", "typealias", "associatedtype", "case", "import", "operator", "precedencegroup",
    ])

    /// The declarations introduced at `start`, and the position after them; nil when no
    /// declaration keyword is there.
    mutating func declaration(at start: Int, limit: Int, context: Context) -> Found? {
        guard start < limit, introduces(at: start) else { return nil }
        switch view[start].text {
        case "struct": return typeDeclaration(.struct, at: start, limit: limit, context: context)
        case "class": return typeDeclaration(.class, at: start, limit: limit, context: context)
        case "enum": return typeDeclaration(.enum, at: start, limit: limit, context: context)
        case "protocol": return typeDeclaration(.protocol, at: start, limit: limit, context: context)
        case "actor": return typeDeclaration(.actor, at: start, limit: limit, context: context)
        case "extension": return typeDeclaration(.extension, at: start, limit: limit, context: context)
        case "func": return Found(function(at: start, limit: limit, context: context))
        case "init": return Found(initializer(at: start, limit: limit, context: context))
        case "deinit": return Found(deinitializer(at: start, limit: limit, context: context))
        case "subscript": return Found(subscriptDeclaration(at: start, limit: limit, context: context))
        case "var": return Found(variables(.var, at: start, limit: limit, context: context))
        case "let": return Found(variables(.let, at: start, limit: limit, context: context))
        case "case": return Found(cases(at: start, limit: limit, context: context))
        case "typealias", "associatedtype": return Found(typeAlias(at: start, limit: limit, context: context))
        case "import": return Found([], next: importDeclaration(at: start, limit: limit))
        case "macro": return Found([], next: afterMacro(at: start, limit: limit))
        default: return Found([], next: afterOperatorOrPrecedenceGroup(at: start, limit: limit))
        }
    }

    /// `struct`, `class`, `enum`, `protocol`, `actor` or `extension`; its members are read
    /// by the caller.
    private func typeDeclaration(_ kind: SwiftDeclaration.Kind, at keyword: Int, limit: Int, context: Context) -> Found {
        var position = keyword + 1
        var declaration: SwiftDeclaration
        if kind == .extension {
            let end = view.typeEnd(from: position, limit: limit)
            declaration = make(kind, name: view.normalizedText(position..<end), keyword: keyword, nameAt: end > position ? position : nil, context: context)
            position = end
        } else {
            let hasName = position < limit && view.isIdentifier(position)
            declaration = make(kind, name: hasName ? view.name(position) : "", keyword: keyword, nameAt: hasName ? position : nil, context: context)
            position = view.genericParametersEnd(from: hasName ? position + 1 : position, limit: limit)
        }
        if position < limit, view.is(position, ":") {
            position = readInheritance(from: position + 1, limit: limit, into: &declaration.inheritance)
        }
        position = readWhere(at: position, limit: limit, into: &declaration)
        guard let body = body(at: position, limit: limit) else { return Found([declaration], next: position) }
        declaration.hasBody = true
        declaration.bodyTokens = body.tokens
        return Found([declaration], next: body.next, members: body.inside)
    }

    /// `typealias Name<T> = Type where …` or `associatedtype Name: Constraint = Default where …`.
    private func typeAlias(at keyword: Int, limit: Int, context: Context) -> ([SwiftDeclaration], Int) {
        let kind: SwiftDeclaration.Kind = view[keyword].text == "typealias" ? .typealias : .associatedtype
        var position = keyword + 1
        let hasName = position < limit && view.isIdentifier(position)
        var declaration = make(kind, name: hasName ? view.name(position) : "", keyword: keyword, nameAt: hasName ? position : nil, context: context)
        position = view.genericParametersEnd(from: hasName ? position + 1 : position, limit: limit)
        if position < limit, view.is(position, ":") {
            position = readInheritance(from: position + 1, limit: limit, into: &declaration.inheritance)
        }
        if position < limit, view.is(position, "=") {
            let end = view.typeEnd(from: position + 1, limit: limit)
            declaration.initializer = view.normalizedText(position + 1..<end)
            position = end
        }
        position = readWhere(at: position, limit: limit, into: &declaration)
        return ([declaration], position)
    }

    /// Records the module of `import [kind] Module[.Sub…]`.
    private mutating func importDeclaration(at keyword: Int, limit: Int) -> Int {
        var position = keyword + 1
        if view.isWord(position), Self.importKinds.contains(view[position].text), view.isIdentifier(position + 1) {
            position += 1
        }
        guard position < limit, view.isIdentifier(position) else { return position }
        imports.append(SwiftImport(module: view.name(position), location: view.location(keyword)))
        position += 1
        while position + 1 < limit, view.is(position, "."), !view.startsLine[position] {
            position += 2
        }
        return position
    }

    private static let importKinds: Set<String> = ["typealias", "struct", "class", "enum", "protocol", "let", "var", "func"]

    /// Past `macro Name(…) -> T = #externalMacro(…)`: read over, not reported.
    private func afterMacro(at keyword: Int, limit: Int) -> Int {
        var scratch = make(.func, name: "", keyword: keyword, nameAt: nil, context: Context())
        let position = view.genericParametersEnd(from: keyword + 2, limit: limit)
        var end = readSignature(at: position, limit: limit, into: &scratch)
        if end < limit, view.is(end, "=") {
            end = view.expressionEnd(from: end + 1, limit: limit)
        }
        return readWhere(at: end, limit: limit, into: &scratch)
    }

    /// Past `infix operator <>: Precedence` or `precedencegroup Name { … }`.
    private func afterOperatorOrPrecedenceGroup(at keyword: Int, limit: Int) -> Int {
        var position = keyword + 1
        while position < limit, !view.startsLine[position], !view.is(position, ";"), !view.is(position, "}") {
            position = view.is(position, "{") ? view.afterGroup(position) : position + 1
        }
        if position < limit, view.is(position, "{") {  // a precedence group's body on the next line
            position = view.afterGroup(position)
        }
        return min(position, limit)
    }

    // MARK: Shared pieces

    func make(
        _ kind: SwiftDeclaration.Kind, name: String, keyword: Int, nameAt: Int?, context: Context
    ) -> SwiftDeclaration {
        SwiftDeclaration(
            kind: kind, name: name, attributes: context.attributes, modifiers: context.modifiers,
            conditions: context.conditions, location: view.location(keyword),
            nameLocation: nameAt.map { view.location($0) } ?? view.location(keyword))
    }

    /// Reads `A, B<C>, @unchecked Sendable` and returns the position after it.
    func readInheritance(from start: Int, limit: Int, into inheritance: inout [String]) -> Int {
        var position = start
        while position < limit {
            let end = view.typeEnd(from: position, limit: limit)
            if end > position {
                inheritance.append(view.normalizedText(position..<end))
            }
            guard end < limit, view.is(end, ","), end > position else { return end }
            position = end + 1
        }
        return position
    }

    func readWhere(at position: Int, limit: Int, into declaration: inout SwiftDeclaration) -> Int {
        guard position < limit, view.isWord(position, "where"), view[position].kind == .keyword else { return position }
        let end = view.whereClauseEnd(from: position + 1, limit: limit)
        declaration.genericWhere = view.normalizedText(position + 1..<end)
        return end
    }

    /// The body `{ … }` at `position`, if there is one: code positions inside it, token
    /// indices inside it, and the position after it. Without a `}` it runs to `limit`.
    func body(at position: Int, limit: Int) -> (inside: Range<Int>, tokens: Range<Int>, next: Int)? {
        guard position < limit, view.is(position, "{") else { return nil }
        let close = view.partner[position]
        let end = close > position ? close : limit
        let tokens = view.tokenIndex(position) + 1..<max(view.tokenIndex(position) + 1, view.tokenIndex(end))
        return (position + 1..<end, tokens, close > position ? close + 1 : limit)
    }
}
