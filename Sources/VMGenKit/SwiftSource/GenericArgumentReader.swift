/// Tells generic arguments in an expression (`Task<Void, Never> {}`, `Foo<A, B>()`,
/// `Foo<A, B>.shared`, `x as? Foo<A, B>`) and in an attribute (`@FocusState<Field?>`) from the
/// `<` and `>` operators, so the `,` between two arguments does not end the expression.
///
/// It follows Swift's own rule (the parser's `canParseAsGenericArgumentList`): a `<` written
/// right after a name opens generic arguments when what comes up to the matching `>` can only
/// be types, and the token after the `>` can follow a type in an expression. Otherwise it is
/// the less-than operator: `a < b, c > d` and `a<b, c>d` are comparisons.
extension CodeTokens {
    /// The position just past the generic arguments the `<` at `position` opens in an
    /// expression, or nil when that `<` is an operator.
    func genericArgumentsEnd(at position: Int, limit: Int) -> Int? {
        guard position > 0, isAdjacent(position - 1, position) else { return nil }
        let name = self[position - 1]
        guard name.kind == .identifier || (name.kind == .keyword && (name.text == "Self" || name.text == "Any")),
            let end = angleGroupEnd(at: position, limit: limit)
        else { return nil }
        return canFollowGenericArguments(end, limit: limit) ? end : nil
    }

    /// The position just past `<…>` at `position` when it holds only what types are written
    /// with: names, `.`, `,`, `?`, `!`, `&`, `->`, `...`, attributes such as `@Sendable`, type
    /// keywords, integers (value generics), and bracketed groups (tuples, arrays,
    /// dictionaries); nil otherwise.
    func angleGroupEnd(at position: Int, limit: Int) -> Int? {
        guard position < limit, self[position].kind == .operator, self[position].text.utf8.first == UInt8(ascii: "<") else { return nil }
        var depth = 0
        var cursor = position
        while cursor < limit {
            let token = self[cursor]
            switch token.kind {
            case .operator:
                var bytes = token.text.utf8.makeIterator()
                while let byte = bytes.next() {
                    switch byte {
                    case UInt8(ascii: "<"): depth += 1
                    case UInt8(ascii: ">"):
                        depth -= 1
                        // A `>` that closes the list ends it: what is left of the token is a
                        // postfix `?` or `!` at most (`Task<Void, Never>?`).
                        if depth == 0 {
                            while let rest = bytes.next() {
                                guard rest == UInt8(ascii: "?") || rest == UInt8(ascii: "!") else { return nil }
                            }
                            return cursor + 1
                        }
                    case UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "&"), UInt8(ascii: "."): break
                    default: return nil
                    }
                }
            case .identifier, .attribute, .number:
                break  // a number is a value generic's argument: `InlineArray<3, Int>`
            case .keyword:
                guard Self.typeKeywords.contains(token.text) else { return nil }
            case .punctuation:
                switch token.text {
                case "(", "[":
                    cursor = afterGroup(cursor)
                    continue
                case ",", ".", "?", "!", "->":
                    break
                default:
                    return nil
                }
            default:
                return nil
            }
            cursor += 1
        }
        return nil
    }

    /// Keywords that can stand in a type.
    private static let typeKeywords: Set<String> = ["Any", "Self", "inout", "throws", "rethrows", "repeat"]

    /// Whether the token at `position` (after a `>`) can follow a type in an expression: a
    /// call, member, subscript or trailing closure, the end of the expression, a cast's
    /// `?`/`!`, or a comparison with `==`/`!=`.
    private func canFollowGenericArguments(_ position: Int, limit: Int) -> Bool {
        guard position < limit, !startsLine[position] else { return true }
        let token = self[position]
        switch token.kind {
        case .punctuation:
            return [
                "(", "[", "{", ".", ")", "]", "}", ",", ";", ":", "?", "!", "=", "->",
            ].contains(token.text)
        case .operator:
            return token.text == "==" || token.text == "!=" || token.text == "??"
        case .keyword:
            return token.text == "as" || token.text == "is"
        case .interpolationEnd:
            return true
        default:
            return false
        }
    }
}
