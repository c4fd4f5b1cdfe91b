/// Flow collections: `[a, b]` and `{ key: value }`, nested and spanning lines.
extension DocumentParser {
    /// The `[` or `{` being parsed, for "unterminated" errors that point at it.
    struct FlowOpener {
        var location: SourceLocation
        var isSequence: Bool

        var unterminatedMessage: String {
            isSequence
                ? "unterminated flow sequence: missing closing ']'"
                : "unterminated flow mapping: missing closing '}'"
        }
    }

    /// Parses the flow collection at the cursor. Its lines must be indented more than
    /// `blockIndent` (the block collection around it), except a line starting with the
    /// closing bracket, which PyYAML accepts too.
    mutating func parseFlowCollection(blockIndent: Int, depth: Int) throws(ParseStop) -> YAMLNode {
        let opener = FlowOpener(location: location(), isSequence: cursor.peek() == ASCII.openBracket)
        try checkDepth(depth, at: opener.location)
        cursor.pos += 1
        if opener.isSequence {
            return try parseFlowSequence(opener, blockIndent: blockIndent, depth: depth)
        }
        return try parseFlowMapping(opener, blockIndent: blockIndent, depth: depth)
    }

    private mutating func parseFlowSequence(
        _ opener: FlowOpener, blockIndent: Int, depth: Int
    ) throws(ParseStop) -> YAMLNode {
        var items: [YAMLNode] = []
        while true {
            try skipFlowSpace(opener, blockIndent: blockIndent)
            if cursor.peek() == ASCII.closeBracket {
                cursor.pos += 1
                break
            }
            let item = try parseFlowNode(opener, blockIndent: blockIndent, depth: depth)
            items.append(item)
            try skipFlowSpace(opener, blockIndent: blockIndent)
            let byte = cursor.peek()
            if byte == ASCII.comma {
                cursor.pos += 1
            } else if byte == ASCII.closeBracket {
                cursor.pos += 1
                break
            } else if atFlowValueIndicator(afterJSONLike: Self.isJSONLike(item)) {
                throw fail(
                    "'key: value' pairs inside a flow sequence are not supported; wrap the pair in braces: { key: value }",
                    at: location())
            } else {
                throw fail(unexpectedAfter(item, expected: "expected ',' or ']' in this flow sequence"), at: location())
            }
        }
        return YAMLNode(.sequence(items), location: opener.location)
    }

    private mutating func parseFlowMapping(
        _ opener: FlowOpener, blockIndent: Int, depth: Int
    ) throws(ParseStop) -> YAMLNode {
        var entries: [YAMLEntry] = []
        var keys = KeyTracker()
        while true {
            try skipFlowSpace(opener, blockIndent: blockIndent)
            if cursor.peek() == ASCII.closeBrace {
                cursor.pos += 1
                break
            }
            if cursor.peek() == ASCII.question && cursor.isBlankOrEnd(1) {
                throw fail(Self.complexKeyMessage, at: location())
            }
            if atFlowValueIndicator(afterJSONLike: false) { throw fail(Self.missingKeyMessage, at: location()) }
            let keyLine = cursor.line
            let keyNode = try parseFlowNode(opener, blockIndent: blockIndent, depth: depth)
            guard let key = keyNode.scalar else { throw fail(Self.nonScalarKeyMessage, at: keyNode.location) }
            if cursor.line != keyLine { throw fail("a mapping key must be on a single line", at: keyNode.location) }
            let afterKey = location()
            try skipFlowSpace(opener, blockIndent: blockIndent)
            if cursor.line != keyLine && cursor.peek() == ASCII.colon {
                // YAML 1.2 allows this; PyYAML and libyaml do not. Keep to what all accept.
                throw fail("the ':' after a key must be on the same line as the key", at: location())
            }
            var value = YAMLNode(.scalar(.empty), location: afterKey)  // `{ key }` has a null value
            if atFlowValueIndicator(afterJSONLike: Self.isJSONLike(keyNode)) {
                cursor.pos += 1
                let afterColon = location()
                try skipFlowSpace(opener, blockIndent: blockIndent)
                if cursor.peek() == ASCII.comma || cursor.peek() == ASCII.closeBrace {
                    value = YAMLNode(.scalar(.empty), location: afterColon)
                } else {
                    value = try parseFlowNode(opener, blockIndent: blockIndent, depth: depth)
                    try skipFlowSpace(opener, blockIndent: blockIndent)
                }
            }
            add(YAMLEntry(key: key, keyLocation: keyNode.location, value: value), to: &entries, keys: &keys)
            let byte = cursor.peek()
            if byte == ASCII.comma {
                cursor.pos += 1
            } else if byte == ASCII.closeBrace {
                cursor.pos += 1
                break
            } else if byte == ASCII.colon && value.scalar?.style == .plain {
                throw fail("': ' is not allowed in a plain value; put the value in quotes", at: location())
            } else {
                throw fail(unexpectedAfter(value, expected: "expected ',' or '}' in this flow mapping"), at: location())
            }
        }
        return YAMLNode(.mapping(entries), location: opener.location)
    }

    /// One node inside a flow collection.
    private mutating func parseFlowNode(
        _ opener: FlowOpener, blockIndent: Int, depth: Int
    ) throws(ParseStop) -> YAMLNode {
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
            return try parseFlowCollection(blockIndent: blockIndent, depth: depth + 1)
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
    private mutating func skipFlowSpace(_ opener: FlowOpener, blockIndent: Int) throws(ParseStop) {
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
    private func atFlowValueIndicator(afterJSONLike: Bool) -> Bool {
        guard cursor.peek() == ASCII.colon else { return false }
        return afterJSONLike || cursor.isBlankOrEnd(1) || ASCII.isFlowIndicator(cursor.peek(1))
    }

    private static func isJSONLike(_ node: YAMLNode) -> Bool {
        switch node.value {
        case .scalar(let scalar): scalar.style == .doubleQuoted || scalar.style == .singleQuoted
        case .mapping, .sequence: true
        }
    }

    private func unexpectedAfter(_ node: YAMLNode, expected: String) -> String {
        let style = node.scalar?.style
        return style == .doubleQuoted || style == .singleQuoted ? "unexpected text after the closing quote" : expected
    }
}
