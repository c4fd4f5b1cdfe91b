/// Finds the declarations in a token stream: a tolerant scanner, not a parser.
///
/// It walks declaration lists (the file, and type and extension bodies), reading attributes,
/// modifiers and one declaration at a time; function and accessor bodies are skipped as
/// bracket groups. `#if` branches are all read, each declaration remembering its conditions.
/// Anything else (top-level statements, garbage) is skipped to the next line that starts a
/// declaration, with a warning when that happens inside a type.
struct DeclarationScanner {
    /// Deepest type-in-type nesting whose members are read.
    static let maximumDepth = 256

    let view: CodeTokens
    var diagnostics: SyntaxDiagnostics
    var imports: [SwiftImport] = []

    init(view: CodeTokens, diagnostics: SyntaxDiagnostics) {
        self.view = view
        self.diagnostics = diagnostics
    }

    /// What the declarations about to be read share.
    struct Context {
        var attributes: [SwiftAttribute] = []
        var modifiers: [String] = []
        var conditions: [String] = []
    }

    /// What reading one declaration gave: the declarations (one, or one per binding or enum
    /// element), the position after them, and for a type the code positions of its body,
    /// whose members are read next.
    struct Found {
        var declarations: [SwiftDeclaration]
        var next: Int
        var members: Range<Int>?

        init(_ declarations: [SwiftDeclaration], next: Int, members: Range<Int>? = nil) {
            self.declarations = declarations
            self.next = next
            self.members = members
        }

        init(_ pair: ([SwiftDeclaration], Int)) {
            self.init(pair.0, next: pair.1)
        }
    }

    /// A declaration list being read: the file, or the body of a type or extension.
    private struct Scope {
        var range: Range<Int>
        var position: Int
        var insideType: Bool
        var conditions: [String]
        var depth: Int
        /// The type this is the body of, given its members when the list ends.
        var owner: SwiftDeclaration?
        var declarations: [SwiftDeclaration] = []
        var branches = IfConfigStack()
        /// Attributes and modifiers read before a `#if` line, for the declaration after it.
        var pending = Context()
    }

    /// The file's declarations. Nested bodies are read with an explicit stack of scopes, not
    /// recursion, so deep nesting costs no call stack (the linter may run on small-stack
    /// threads).
    mutating func scanFile() -> [SwiftDeclaration] {
        var scopes = [Scope(range: 0..<view.count, position: 0, insideType: false, conditions: [], depth: 0)]
        while var scope = scopes.popLast() {
            if let (type, body) = readUntilNestedBody(&scope) {
                scopes.append(scope)
                scopes.append(
                    Scope(range: body, position: body.lowerBound, insideType: true, conditions: type.conditions,
                          depth: scope.depth + 1, owner: type))
                continue
            }
            scope.branches.reportUnclosed(diagnostics: &diagnostics, view: view)
            guard var owner = scope.owner, !scopes.isEmpty else { return scope.declarations }
            owner.members = scope.declarations
            scopes[scopes.count - 1].declarations.append(owner)
        }
        return []
    }

    /// Reads declarations into `scope` until its end (then nil), or until a type whose body
    /// is to be read next: then that type, without members yet, and its body's range.
    private mutating func readUntilNestedBody(_ scope: inout Scope) -> (SwiftDeclaration, Range<Int>)? {
        let limit = scope.range.upperBound
        while scope.position < limit {
            let position = scope.position
            let token = view[position]
            if token.kind == .poundKeyword {
                if let next = scope.branches.read(at: position, limit: limit, view: view, diagnostics: &diagnostics) {
                    scope.position = next
                } else {
                    scope.position = afterExpansion(at: position, limit: limit)  // `#warning(…)`, `#Preview { … }`
                }
                continue
            }
            if token.is(";") {
                scope.position += 1
                continue
            }
            var context = scope.pending
            var start = readAttributes(from: position, limit: limit, into: &context.attributes)
            start = readModifiers(from: start, limit: limit, into: &context.modifiers)
            if start < limit, view[start].kind == .poundKeyword, start > position {
                scope.pending = context
                scope.position = start
                continue
            }
            scope.pending = Context()
            context.conditions = scope.conditions + scope.branches.conditions
            if let found = declaration(at: start, limit: limit, context: context) {
                scope.position = max(found.next, start + 1)
                guard let members = found.members, let type = found.declarations.first else {
                    scope.declarations += found.declarations
                    continue
                }
                if scope.depth + 1 < Self.maximumDepth {
                    return (type, members)
                }
                diagnostics.warn(
                    "types nested more than \(Self.maximumDepth) deep; the members of this one are not read",
                    atOffset: view[members.lowerBound - 1].offset, in: view.bytes)
                scope.declarations.append(type)
                continue
            }
            if scope.insideType {
                diagnostics.warn("expected a declaration; skipped to the next one", atOffset: token.offset, in: view.bytes)
            }
            // Past the attributes and modifiers already read, so a long run of them is read once.
            scope.position = start < limit ? afterStatement(from: start, limit: limit) : limit
        }
        return nil
    }

    // MARK: Attributes and modifiers

    /// Reads `@Name` and `@Name(arguments)` (the `(` right after the name, as Swift 6 requires),
    /// and generic attributes: `@FocusState<Field?>`, `@FocusState<Field?>.Binding` (named
    /// `FocusState.Binding`), `@IntentParameterDependency<Config>(…)`.
    func readAttributes(from start: Int, limit: Int, into attributes: inout [SwiftAttribute]) -> Int {
        var position = start
        while position < limit, view[position].kind == .attribute {
            let token = view[position]
            var name = String(token.text.dropFirst())
            var arguments: String?
            position += 1
            if view.isAdjacent(position - 1, position), let end = view.angleGroupEnd(at: position, limit: limit) {
                position = end
                while view.is(position, "."), view.isAdjacent(position - 1, position), view.isWord(position + 1),
                    view.isAdjacent(position, position + 1), position + 1 < limit
                {
                    name += "." + view.name(position + 1)
                    position += 2
                }
            }
            let close = position < limit ? view.partner[position] : -1
            // `@Environment (\.colorScheme) var …`: Swift 5 accepts a space before the arguments
            // (with a warning); they are the attribute's when a declaration follows them.
            if close > position, close < limit, view.is(position, "("),
                view.isAdjacent(position - 1, position) || (close + 1 < limit && startsDeclaration(at: close + 1, limit: limit))
            {
                arguments = view.sourceText(from: view[position].endOffset, to: view[close].offset)
                position = close + 1
            }
            attributes.append(SwiftAttribute(name: name, arguments: arguments, location: token.location))
        }
        return position
    }

    /// Reads modifiers such as `public`, `static`, `private(set)`, `nonisolated(unsafe)`, at
    /// most `maximum` of them.
    func readModifiers(from start: Int, limit: Int, maximum: Int = .max, into modifiers: inout [String]) -> Int {
        var position = start
        while position < limit, modifiers.count < maximum, isModifier(at: position, limit: limit) {
            var modifier = view[position].text
            position += 1
            if view.is(position, "("), view.isAdjacent(position - 1, position), view.isWord(position + 1),
                view.is(position + 2, ")"), position + 2 < limit
            {
                modifier += "(\(view[position + 1].text))"
                position += 3
            }
            modifiers.append(modifier)
        }
        return position
    }

    /// Whether the word at `position` is a modifier here: `class` only before another
    /// modifier or a member keyword (`class func`), not in `class Foo`; `isolated` only
    /// before `deinit`.
    private func isModifier(at position: Int, limit: Int) -> Bool {
        guard view.isWord(position) else { return false }
        // Most words are looked up in the file's bytes; a word's text is its bytes.
        let index = view.code[position]
        if Self.modifierTable.contains(view.bytes, from: view.tokens[index].offset, to: view.tokens[index].endOffset) { return true }
        let text = view[position].text
        if text == "isolated" {
            return view.isWord(position + 1, "deinit") && position + 1 < limit  // `isolated deinit` (SE-0371)
        }
        if text == "class" {
            guard position + 1 < limit, view.isWord(position + 1) else { return false }
            let next = view[position + 1].text
            return Self.memberKeywords.contains(next) || Self.modifierWords.contains(next)
        }
        return false  // not in `modifierTable`, so not in `modifierWords`
    }

    static let modifierWords: Set<String> = [
        "public", "private", "fileprivate", "internal", "open", "package", "static", "final",
        "override", "mutating", "nonmutating", "lazy", "weak", "unowned", "required", "convenience",
        "dynamic", "optional", "indirect", "prefix", "postfix", "infix", "nonisolated", "consuming",
        "borrowing", "distributed", "__consuming",
    ]

    static let modifierTable = WordTable(modifierWords)

    private static let memberKeywords: Set<String> = ["func", "var", "let", "subscript", "typealias", "init"]

    // MARK: Skipping what is not a declaration

    /// Past a statement (or garbage): to a `;`, or to the next line that starts a
    /// declaration; brackets are skipped as groups.
    func afterStatement(from start: Int, limit: Int) -> Int {
        var position = start
        repeat {
            if view.is(position, ";") {
                return position + 1
            }
            let isOpener = view.is(position, "(") || view.is(position, "[") || view.is(position, "{")
            position = isOpener ? view.afterGroup(position) : position + 1
        } while position < limit && !(view.startsLine[position] && startsDeclaration(at: position, limit: limit))
        return min(position, limit)
    }

    /// Whether a declaration, attribute or compiler directive starts at `position`.
    func startsDeclaration(at position: Int, limit: Int) -> Bool {
        let kind = view[position].kind
        if kind == .attribute || kind == .poundKeyword {
            return true
        }
        var modifiers: [String] = []  // a few at most: this runs for every line skipped
        let start = readModifiers(from: position, limit: limit, maximum: 8, into: &modifiers)
        return start < limit && introduces(at: start)
    }

    /// Past a freestanding macro or directive such as `#warning("…")` or `#Preview { … }`.
    private func afterExpansion(at start: Int, limit: Int) -> Int {
        var position = start + 1
        if view.is(position, "("), view.isAdjacent(start, position) {
            position = view.afterGroup(position)
        }
        if position < limit, view.is(position, "{"), !view.startsLine[position] {
            position = view.afterGroup(position)
        }
        return min(position, limit)
    }
}
