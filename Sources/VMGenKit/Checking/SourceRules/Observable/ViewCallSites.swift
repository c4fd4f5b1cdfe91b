/// How a view's call names the method it calls, for OBS-08: the argument labels that tell
/// overloads apart, the types a ViewModel can be nested in, and the local names a view gives
/// the objects it holds.
extension ViewCallFacts {
    /// A method's parameter as a call can reach it: its external label (`_` for none), and
    /// whether it takes any number of arguments (`_ items: String...`).
    public struct Parameter: Sendable, Hashable {
        public var label: String
        public var isVariadic: Bool
    }

    /// Whether a method with `declared` parameters can take arguments labelled `called`, in
    /// order: each argument goes to a later parameter of its label (`_` to `_`), the
    /// parameters passed over taken to have defaults; a variadic parameter also takes the
    /// unlabelled arguments after its first (`add("a", "b")` for `add(_ items: String...)`).
    static func canTake(_ called: [Substring], _ declared: [Parameter]) -> Bool {
        var next = 0
        var variadic: Int?
        for label in called {
            if label == "_", let taking = variadic, taking == next - 1 { continue }
            while next < declared.count, declared[next].label != label { next += 1 }
            guard next < declared.count else { return false }
            variadic = declared[next].isVariadic ? next : nil
            next += 1
        }
        return true
    }

    /// The labels of the arguments in the parentheses that open at `open` (`_` for an unlabelled
    /// one, backticks left out): `update(for: 3)` → `["for"]`, `save()` → `[]`. Nil when no `(`
    /// is there (the method is handed on, not called). Trailing closures are not counted.
    static func argumentLabels(_ code: [SwiftToken], at open: Int) -> [String]? {
        guard open < code.count, code[open].text == "(" else { return nil }
        var labels: [String] = []
        var depth = 0
        var startsArgument = true
        var index = open + 1
        while index < code.count {
            let text = code[index].text
            if depth == 0 {
                if text == ")" { return labels }
                if text == "," {
                    startsArgument = true
                    index += 1
                    continue
                }
                if startsArgument {
                    let isLabel = index + 1 < code.count && code[index + 1].text == ":" && (code[index].kind == .identifier || code[index].kind == .keyword)
                    labels.append(isLabel ? text.replacingOccurrences(of: "`", with: "") : "_")
                    startsArgument = false
                }
            }
            if text == "(" || text == "[" || text == "{" || code[index].kind == .interpolationStart { depth += 1 }
            if text == ")" || text == "]" || text == "}" || code[index].kind == .interpolationEnd { depth -= 1 }
            index += 1
        }
        return labels
    }

    /// Local names a view's code gives one of the objects it holds, `@Bindable var model =
    /// viewModel` in `body`: a `let`/`var` whose whole value is one of `held`. Only a name bound
    /// once and nowhere else — not as a closure's or a loop's parameter, not as a parameter or
    /// a label — is one, since the name is not followed through scopes.
    static func localAliases<Held>(of held: [String: Held], in code: [SwiftToken]) -> [(String, Held)] {
        var aliases: [(String, Held)] = []
        for index in code.indices.dropFirst().dropLast(3)
        where (code[index].text == "var" || code[index].text == "let") && code[index + 1].kind == .identifier && code[index + 2].text == "=" {
            let name = code[index + 1].text
            guard held[name] == nil, let object = held[code[index + 3].text] else { continue }
            // The value ends there: the next token is on a later line, or closes the statement.
            let end = index + 4
            guard end >= code.count || code[end].line > code[index + 3].line || code[end].text == ";" || code[end].text == "}" else { continue }
            guard isBoundOnce(name, in: code) else { continue }
            aliases.append((name, object))
        }
        return aliases
    }

    /// Whether `name` is bound by exactly one `let`/`var` in `code` and by nothing else.
    private static func isBoundOnce(_ name: String, in code: [SwiftToken]) -> Bool {
        var bindings = 0
        for index in code.indices where code[index].text == name {
            let before = index > 0 ? code[index - 1].text : ""
            let after = index + 1 < code.count ? code[index + 1].text : ""
            if before == "var" || before == "let" { bindings += 1 }
            // `{ name in`, `for name in`, `case let name`, `(name: …`, `, name: …`.
            if after == "in" || after == ":" || before == "for" || before == "case" { return false }
        }
        return bindings == 1
    }
}

extension SwiftSourceFile {
    /// Each type declaration's enclosing types and extended types, outermost first, by the
    /// offset where the declaration starts, each a base name: `extension SettingsView { final
    /// class ViewModel }` → `[SettingsView]` for the class. Worked out in one walk of the file.
    func enclosingTypeChains() -> [Int: [String]] {
        var chains: [Int: [String]] = [:]
        func walk(_ declarations: [SwiftDeclaration], _ chain: [String]) {
            for declaration in declarations {
                switch declaration.kind {
                case .struct, .class, .enum, .actor, .extension, .protocol:
                    chains[declaration.location.offset] = chain
                    guard !declaration.members.isEmpty else { continue }
                    walk(declaration.members, chain + declaration.name.parts(separatedBy: ".").map { Self.baseName(String($0)) })
                default:
                    continue
                }
            }
        }
        walk(declarations, [])
        return chains
    }
}
