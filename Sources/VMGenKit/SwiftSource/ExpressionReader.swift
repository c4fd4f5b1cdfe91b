/// Finds where an initializer or default-value expression ends, without parsing it.
///
/// Brackets and closures are skipped as groups. At the outer level the expression ends at
/// `,` `;` an unopened closer, or a line break that Swift would read as the end of the
/// statement: it goes on only when the line before ends with, or the next line starts with,
/// an infix operator, `.`, or the `?`/`:` of a conditional.
extension CodeTokens {
    /// The position just past the expression starting at `start`, at most `limit`. A `{`
    /// after the expression that opens `willSet`/`didSet` ends it; other `{` are closures.
    func expressionEnd(from start: Int, limit: Int) -> Int {
        var position = start
        while position < limit {
            let token = self[position]
            if position > start, startsLine[position], !continuesExpression(at: position) {
                break
            }
            if token.kind == .punctuation {
                switch token.text {
                case ",", ";", ")", "]", "}":
                    return position
                case "(", "[":
                    position = afterGroup(position)
                    continue
                case "{":
                    if position > start, isObserverBlock(at: position) { return position }
                    position = afterGroup(position)
                    continue
                default:
                    break
                }
            } else if token.kind == .poundKeyword, position > start, Self.directives.contains(token.text) {
                return position
            } else if token.kind == .operator, let end = genericArgumentsEnd(at: position, limit: limit) {
                position = end  // `Task<Void, Never> {}`: its `,` does not end the expression
                continue
            }
            position += 1
        }
        return position
    }

    /// The position just past a parameter's default value: up to `,` or `limit` (the `)`).
    func defaultValueEnd(from start: Int, limit: Int) -> Int {
        var position = start
        while position < limit {
            if self[position].kind == .punctuation {
                switch self[position].text {
                case ",": return position
                case "(", "[", "{":
                    position = afterGroup(position)
                    continue
                default:
                    break
                }
            } else if self[position].kind == .operator, let end = genericArgumentsEnd(at: position, limit: limit) {
                position = end
                continue
            }
            position += 1
        }
        return position
    }

    /// Whether the `{` at `position` opens property observers: `{ willSet … didSet … }`.
    func isObserverBlock(at position: Int) -> Bool {
        var inside = position + 1
        while inside < count, self[inside].kind == .attribute {
            inside += 1
        }
        return isWord(inside, "willSet") || isWord(inside, "didSet")
    }

    /// Whether the token at `position`, first on its line, continues the expression before.
    private func continuesExpression(at position: Int) -> Bool {
        let previous = self[position - 1]
        let current = self[position]
        switch previous.kind {
        case .operator where hasSpaceBefore(position - 1):
            return true  // `a +` at a line end is infix and needs its right-hand side; `a...` is postfix
        case .punctuation where previous.text == "=" || previous.text == "." || previous.text == ":":
            return true
        case .punctuation where previous.text == "?" && hasSpaceAfter(position - 1):
            return true
        default:
            break
        }
        switch current.kind {
        case .operator:
            return hasSpaceAfter(position)  // `\n  + b` is infix; `\n-b` starts a statement
        case .punctuation where current.text == ".":
            return true
        case .punctuation where current.text == "?" || current.text == ":":
            return hasSpaceAfter(position)
        case .keyword where current.text == "as" || current.text == "is":
            return true
        default:
            return false
        }
    }

    static let directives: Set<String> = ["#if", "#elseif", "#else", "#endif"]
}
