/// Small readings of a parsed file that fixes share: code tokens by byte offset, matching
/// brackets, lines and their indentation, inheritance clauses.
extension SwiftSourceFile {
    /// The code token at code position `position` (an index into `code`).
    func codeToken(_ position: Int) -> SwiftToken { tokens[code[position]] }

    /// The code position of the code token that starts at byte `offset`, if one does.
    func codePosition(atOffset offset: Int) -> Int? {
        var low = 0
        var high = code.count
        while low < high {
            let middle = (low + high) / 2
            if tokens[code[middle]].offset < offset { low = middle + 1 } else { high = middle }
        }
        return low < code.count && tokens[code[low]].offset == offset ? low : nil
    }

    /// The code position of the bracket that closes the one at `position` (`(`, `[`, `{`),
    /// counting only brackets (interpolation delimiters and strings are other tokens).
    func closingPosition(of position: Int) -> Int? {
        var depth = 0
        var cursor = position
        while cursor < code.count {
            let token = codeToken(cursor)
            if token.kind == .punctuation {
                switch token.text {
                case "(", "[", "{": depth += 1
                case ")", "]", "}":
                    depth -= 1
                    if depth == 0 { return cursor }
                    if depth < 0 { return nil }
                default: break
                }
            }
            cursor += 1
        }
        return nil
    }

    /// Whether a comment token overlaps bytes `range`.
    func hasComment(in range: Range<Int>) -> Bool {
        var index = max(0, tokenIndex(atOffset: range.lowerBound) - 1)
        while index < tokens.count, tokens[index].offset < range.upperBound {
            if tokens[index].kind.isComment, tokens[index].endOffset > range.lowerBound { return true }
            index += 1
        }
        return false
    }

    /// Whether byte `offset` is strictly inside a token (not at its start): an edit that
    /// starts or ends there would cut a name, a literal or a comment.
    func cutsToken(at offset: Int) -> Bool {
        guard let index = tokenIndex(containing: offset) else { return false }
        return tokens[index].offset != offset
    }

    /// The offset where the line holding `offset` starts.
    func lineStart(of offset: Int) -> Int {
        var start = min(offset, bytes.count)
        while start > 0, bytes[start - 1] != 0x0A { start -= 1 }
        return start
    }

    /// The offset of the line break ending the line that holds `offset` (or the file's end).
    func lineEnd(of offset: Int) -> Int {
        var end = offset
        while end < bytes.count, bytes[end] != 0x0A { end += 1 }
        return end
    }

    /// The spaces and tabs that start the line holding `offset`.
    func indentation(ofLineAt offset: Int) -> String {
        let start = lineStart(of: offset)
        var end = start
        while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
        return text(start..<end)
    }

    /// Whether only spaces and tabs come before `offset` on its line.
    func isFirstOnLine(_ offset: Int) -> Bool {
        bytes[lineStart(of: offset)..<offset].allSatisfy { $0 == 0x20 || $0 == 0x09 }
    }

    /// Whether only spaces, tabs (and a `\r`) follow `offset` up to the end of its line.
    func isLastOnLine(_ offset: Int) -> Bool {
        bytes[offset..<lineEnd(of: offset)].allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
    }

    /// The inheritance clause of the type declared by `declaration`: the code positions of
    /// the token before its `:` and of each entry (`Codable`, `@unchecked Sendable`), up to
    /// the body's `{` or a `where`. Nil when there is none or it cannot be read plainly.
    func inheritanceClause(of declaration: SwiftDeclaration) -> (beforeColon: Int, entries: [ClosedRange<Int>])? {
        guard var cursor = codePosition(atOffset: declaration.nameLocation.offset) else { return nil }
        cursor += 1
        // Generic parameters: `<T: Equatable, U>` (a `>>` closes two).
        if cursor < code.count, codeToken(cursor).kind == .operator, codeToken(cursor).text.hasPrefix("<") {
            var depth = 0
            while cursor < code.count {
                let text = codeToken(cursor).text
                if codeToken(cursor).kind == .operator {
                    depth += text.filter { $0 == "<" }.count - text.filter { $0 == ">" }.count
                }
                if text == "{" || text == "}" { return nil }
                cursor += 1
                if depth <= 0 { break }
            }
        }
        guard cursor < code.count, codeToken(cursor).is(":") else { return nil }
        let beforeColon = cursor - 1
        var entries: [ClosedRange<Int>] = []
        var start = cursor + 1
        var depth = 0
        cursor += 1
        while cursor < code.count {
            let token = codeToken(cursor)
            if depth == 0, token.is("{") || (token.kind == .keyword && token.text == "where") || token.is(",") {
                guard cursor > start else { return nil }
                entries.append(start...(cursor - 1))
                if !token.is(",") { return (beforeColon, entries) }
                start = cursor + 1
            } else if token.kind == .punctuation, "([".contains(token.text) {
                depth += 1
            } else if token.kind == .punctuation, ")]".contains(token.text) {
                depth -= 1
            } else if token.kind == .poundKeyword || token.is("}") {
                return nil
            } else if token.kind == .operator {
                depth += token.text.filter { $0 == "<" }.count - token.text.filter { $0 == ">" }.count
            }
            cursor += 1
        }
        return nil
    }

    /// The edit that removes entry `index` of an inheritance clause with its separator, or
    /// the whole clause (`: Entry`) when it is the only entry.
    func removal(ofEntry index: Int, in clause: (beforeColon: Int, entries: [ClosedRange<Int>])) -> TextEdit {
        let entries = clause.entries
        let entry = entries[index]
        if entries.count == 1 {
            return TextEdit(codeToken(clause.beforeColon).endOffset..<codeToken(entry.upperBound).endOffset, "")
        }
        if index + 1 < entries.count {
            return TextEdit(codeToken(entry.lowerBound).offset..<codeToken(entries[index + 1].lowerBound).offset, "")
        }
        return TextEdit(codeToken(entries[index - 1].upperBound).endOffset..<codeToken(entry.upperBound).endOffset, "")
    }
}
