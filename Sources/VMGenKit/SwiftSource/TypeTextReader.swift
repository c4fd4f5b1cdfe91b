/// Finds where a type, a `where` clause or a generic parameter list ends, without a grammar:
/// brackets are skipped as groups, `<…>` depth is counted inside operator tokens (`>>` closes
/// two), and a line break ends the text unless the line before or after clearly continues
/// it (`->`, `&`, `.`, `,`).
extension CodeTokens {
    /// The position just past the type that starts at `start`, at most `limit`. It stops
    /// before `,` `:` `=` `{` `;` `where`, a closing bracket or `>` it did not open, or a
    /// declaration keyword.
    func typeEnd(from start: Int, limit: Int) -> Int {
        var angles = 0
        var position = start
        while position < limit {
            let token = self[position]
            if position > start, angles == 0, startsLine[position], !continuesType(at: position) {
                break
            }
            switch token.kind {
            case .punctuation:
                switch token.text {
                case "(", "[":
                    position = afterGroup(position)
                    continue
                case ",", ":", "=":
                    if angles == 0 { return position }
                case "->", ".", "?", "!", "@", "#", "\\":
                    break
                default:
                    return position
                }
            case .operator:
                guard let depth = angleDepth(after: token.text, from: angles) else { return position }
                angles = depth
            case .keyword:
                if angles == 0, isText(at: position, in: Self.endsTypeText) { return position }
            case .poundKeyword, .interpolationStart, .interpolationEnd:
                return position
            default:
                break
            }
            position += 1
        }
        return position
    }

    /// The position just past the requirements of a `where` clause starting at `start`.
    func whereClauseEnd(from start: Int, limit: Int) -> Int {
        var angles = 0
        var position = start
        while position < limit {
            let token = self[position]
            if position > start, angles == 0, startsLine[position], !continuesClause(at: position) {
                break
            }
            switch token.kind {
            case .punctuation:
                switch token.text {
                case "(", "[":
                    position = afterGroup(position)
                    continue
                case ",", ":", "->", ".", "?", "!", "@":
                    break
                default:
                    return position
                }
            case .operator:
                guard let depth = angleDepth(after: token.text, from: angles) else { return position }
                angles = depth
            case .keyword:
                if isText(at: position, in: Self.endsTypeText) { return position }
            case .poundKeyword, .interpolationStart, .interpolationEnd:
                return position
            default:
                break
            }
            position += 1
        }
        return position
    }

    /// The position after `<…>` if a generic parameter list starts at `start`, else `start`.
    func genericParametersEnd(from start: Int, limit: Int) -> Int {
        guard start < limit, self[start].kind == .operator, self[start].text.hasPrefix("<") else { return start }
        var angles = 0
        var position = start
        while position < limit {
            let token = self[position]
            switch token.kind {
            case .punctuation:
                switch token.text {
                case "(", "[":
                    position = afterGroup(position)
                    continue
                case "{", "}", ";", ")", "]":
                    return position
                default:
                    break
                }
            case .operator:
                angles = max(0, angles + token.text.utf8.reduce(0) { depth, byte in
                    depth + (byte == UInt8(ascii: "<") ? 1 : byte == UInt8(ascii: ">") ? -1 : 0)
                })
                if angles == 0 { return position + 1 }
            default:
                break
            }
            position += 1
        }
        return position
    }

    /// The `<…>` depth after an operator token, or nil when it closes more than is open (the
    /// type ended before it). A `>` in `->`-like operators does not count.
    private func angleDepth(after text: String, from depth: Int) -> Int? {
        var depth = depth
        for byte in text.utf8 {
            if byte == UInt8(ascii: "<") {
                depth += 1
            } else if byte == UInt8(ascii: ">") {
                if depth == 0 { return nil }
                depth -= 1
            }
        }
        return depth
    }

    /// A type goes on across a line break after or before `->`, `&` or `.`, or after an
    /// attribute (`@escaping` on its own line).
    private func continuesType(at position: Int) -> Bool {
        let previous = self[position - 1]
        let current = self[position]
        return previous.kind == .attribute || isText(at: position - 1, in: Self.joinsTypeText) || isText(at: position, in: Self.joinsTypeText)
            // `-> AnyPublisher⏎<Output, Never>`: generic arguments on the next line (swiftc accepts it).
            || (previous.kind == .identifier && current.kind == .operator && current.text.hasPrefix("<"))
    }

    private func continuesClause(at position: Int) -> Bool {
        isText(at: position - 1, in: Self.joinsClause) || isText(at: position, in: Self.joinsClause)
    }

    private static let joinsTypeText = WordTable(["->", "&", "."])
    private static let joinsClause = WordTable([",", ":", "&", "==", ".", "->"])

    /// Keywords that cannot be part of a type: `where`, and some that start a declaration or
    /// statement, in case a line holds more than one. (Not `class`: `protocol P: class`.)
    static let endsTypeText = WordTable([
        "where", "var", "let", "func", "init", "deinit", "subscript", "case", "struct", "enum",
        "protocol", "extension", "typealias", "associatedtype", "import", "static", "public",
        "private", "fileprivate", "internal", "return", "if", "else", "guard", "for", "while",
        "switch", "do", "catch",
    ])
}
