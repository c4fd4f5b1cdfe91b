/// The steps of flow parsing between nested nodes: scalars, separators, keys, and where a
/// collection ends.
extension DocumentParser {
    /// The `[` or `{` being parsed, for "unterminated" errors that point at it.
    struct FlowOpener {
        var location: SourceLocation
        var isSequence: Bool

        var closer: UInt8 { isSequence ? ASCII.closeBracket : ASCII.closeBrace }

        var unterminatedMessage: String {
            isSequence
                ? "unterminated flow sequence: missing closing ']'"
                : "unterminated flow mapping: missing closing '}'"
        }
    }

    /// Before an item: false (closer consumed) when the collection ends here.
    mutating func nextFlowItem(_ opener: FlowOpener, blockIndent: Int) throws(ParseStop) -> Bool {
        try skipFlowSpace(opener, blockIndent: blockIndent)
        if cursor.peek() == opener.closer {
            cursor.pos += 1
            return false
        }
        guard !opener.isSequence else { return true }
        if cursor.peek() == ASCII.question && cursor.isBlankOrEnd(1) {
            throw fail(Self.complexKeyMessage, at: location())
        }
        if atFlowValueIndicator(afterJSONLike: false) { throw fail(Self.missingKeyMessage, at: location()) }
        return true
    }

    /// After an item (a sequence item or a mapping value): steps over `,` and returns true,
    /// or over the closer and returns false.
    mutating func afterFlowItem(_ item: YAMLNode, _ opener: FlowOpener, blockIndent: Int) throws(ParseStop) -> Bool {
        try skipFlowSpace(opener, blockIndent: blockIndent)
        let byte = cursor.peek()
        if byte == ASCII.comma {
            cursor.pos += 1
            return true
        }
        if byte == opener.closer {
            cursor.pos += 1
            return false
        }
        if opener.isSequence && atFlowValueIndicator(afterJSONLike: Self.isJSONLike(item)) {
            throw fail(
                "'key: value' pairs inside a flow sequence are not supported; wrap the pair in braces: { key: value }",
                at: location())
        }
        let style = item.scalar?.style
        if style == .doubleQuoted || style == .singleQuoted {
            throw fail("unexpected text after the closing quote", at: location())
        }
        if !opener.isSequence && byte == ASCII.colon && style == .plain {
            throw fail("': ' is not allowed in a plain value; put the value in quotes", at: location())
        }
        let expected = opener.isSequence ? "',' or ']' in this flow sequence" : "',' or '}' in this flow mapping"
        throw fail("expected \(expected)", at: location())
    }

    /// After a flow mapping's key: checks it and steps over its `:`. Returns the key and, when
    /// no value follows (`{ a }`, `{ a: }`), the empty value; `nil` means a value follows.
    mutating func afterFlowKey(
        _ keyNode: YAMLNode, line: Int, _ opener: FlowOpener, blockIndent: Int
    ) throws(ParseStop) -> (YAMLScalar, YAMLNode?) {
        guard let key = keyNode.scalar else { throw fail(Self.nonScalarKeyMessage, at: keyNode.location) }
        if cursor.line != line { throw fail("a mapping key must be on a single line", at: keyNode.location) }
        let afterKey = location()
        try skipFlowSpace(opener, blockIndent: blockIndent)
        guard atFlowValueIndicator(afterJSONLike: Self.isJSONLike(keyNode)) else {
            return (key, YAMLNode(.scalar(.empty), location: afterKey))  // `{ key }` has a null value
        }
        if cursor.line != line {
            // YAML 1.2 allows this; PyYAML and libyaml do not. Keep to what all accept.
            throw fail("the ':' after a key must be on the same line as the key", at: location())
        }
        cursor.pos += 1
        let afterColon = location()
        try skipFlowSpace(opener, blockIndent: blockIndent)
        if cursor.peek() == ASCII.comma || cursor.peek() == ASCII.closeBrace {
            return (key, YAMLNode(.scalar(.empty), location: afterColon))
        }
        return (key, nil)
    }

    /// Parses a flow node that is not a collection; returns `nil` at `[` or `{`, which
    /// `parseFlowCollection` opens itself.
    mutating func startFlowNode(_ opener: FlowOpener, blockIndent: Int) throws(ParseStop) -> YAMLNode? {
        if skipProperties(inFlow: true) {
            try skipFlowSpace(opener, blockIndent: blockIndent)
            let byte = cursor.peek()
            if byte == ASCII.comma || byte == ASCII.closeBracket || byte == ASCII.closeBrace
                || atFlowValueIndicator(afterJSONLike: false)
            {
                return YAMLNode(.scalar(.empty), location: location())
            }
        }
        let byte = cursor.peek()
        switch byte {
        case ASCII.openBracket, ASCII.openBrace:
            return nil
        case ASCII.doubleQuote, ASCII.singleQuote:
            return try parseQuoted(blockIndent: blockIndent)
        case ASCII.asterisk:
            return parseAlias(inFlow: true)
        case ASCII.pipe, ASCII.greaterThan:
            throw fail("block scalars ('|' and '>') are not allowed inside flow collections", at: location())
        case ASCII.minus where cursor.isBlankOrEnd(1):
            throw fail("block sequence entries ('- ') are not allowed inside flow collections", at: location())
        case ASCII.question where cursor.isBlankOrEnd(1):
            throw fail(Self.complexKeyMessage, at: location())
        case ASCII.comma:
            throw fail("missing value before ','", at: location())
        case ASCII.closeBracket, ASCII.closeBrace:
            let kind = opener.isSequence ? "sequence" : "mapping"
            throw fail("unexpected '\(String(UnicodeScalar(byte)))' in this flow \(kind)", at: location())
        default:
            if let problem = plainStartProblem(byte, inFlow: true) { throw fail(problem, at: location()) }
            let start = location()
            let firstLine = scanPlainLine(inFlow: true)
            let (text, _) = continuePlain(first: firstLine, blockIndent: blockIndent, inFlow: true)
            return YAMLNode(.scalar(YAMLScalar(text: text, style: .plain)), location: start)
        }
    }

    /// Skips whitespace, comments and line breaks inside a flow collection. Reaching the end
    /// means the collection is unterminated; a content line must be indented enough.
    mutating func skipFlowSpace(_ opener: FlowOpener, blockIndent: Int) throws(ParseStop) {
        var crossedLine = false
        while true {
            cursor.skipWhitespace()
            if cursor.atEnd { throw fail(opener.unterminatedMessage, at: opener.location) }
            if cursor.atComment {
                cursor.skipToLineEnd()
            } else if ASCII.isBreak(cursor.peek()) {
                cursor.skipLineBreak()
                crossedLine = true
            } else {
                break
            }
        }
        guard crossedLine else { return }
        if let tab = cursor.bytes[cursor.lineStart..<cursor.pos].firstIndex(of: ASCII.tab) {
            throw failTab(at: tab)
        }
        let byte = cursor.peek()
        if cursor.column <= blockIndent && byte != ASCII.closeBracket && byte != ASCII.closeBrace {
            throw fail(
                opener.unterminatedMessage, at: opener.location,
                notes: ["line \(cursor.line) is not indented enough to be part of it"])
        }
    }

    /// `:` as a value indicator in flow context: followed by a blank or flow indicator, or
    /// anywhere right after a quoted or flow node ("JSON-like", so `{"a":1}` works).
    func atFlowValueIndicator(afterJSONLike: Bool) -> Bool {
        guard cursor.peek() == ASCII.colon else { return false }
        return afterJSONLike || cursor.isBlankOrEnd(1) || ASCII.isFlowIndicator(cursor.peek(1))
    }

    static func isJSONLike(_ node: YAMLNode) -> Bool {
        switch node.value {
        case .scalar(let scalar): scalar.style == .doubleQuoted || scalar.style == .singleQuoted
        case .mapping, .sequence: true
        }
    }
}
