/// The steps of block parsing: recognizing what a block node is, reading keys, and checking
/// the indentation between entries. `BlockParser` drives them.
extension DocumentParser {
    static let nonScalarKeyMessage =
        "non-scalar mapping keys are not supported; use a plain or quoted string as the key"
    static let complexKeyMessage = "complex keys ('? ') are not supported in vmgen specs"
    static let missingKeyMessage = "missing key before ':'"

    /// What the start of a block node turned out to be. Scalars and flow collections are
    /// complete; a block collection is only recognized, for `parseBlockNode` to read.
    enum BlockStart {
        case node(YAMLNode)
        case sequence(indent: Int)
        /// The first key has been read; the cursor is on its `:`.
        case mapping(indent: Int, key: YAMLScalar, keyLocation: SourceLocation)
        /// Only an anchor or tag on this line: the node itself is on the lines below.
        case below(emptyLocation: SourceLocation)
    }

    mutating func startBlockNode(parentIndent: Int, placement: Placement, depth: Int) throws(ParseStop) -> BlockStart {
        let nodeColumn = cursor.column
        let hadProperties = skipProperties(inFlow: false)
        if hadProperties && (cursor.atLineEnd || cursor.atComment) {
            let emptyLocation = location()
            try skipToNextContent()
            return .below(emptyLocation: emptyLocation)
        }
        let mayStartMapping = placement != .inline
        let byte = cursor.peek()
        switch byte {
        case ASCII.minus where cursor.isBlankOrEnd(1):
            guard mayStartMapping && !hadProperties else {
                throw fail(
                    "a block sequence cannot start on the same line as its key; start it on the next line",
                    at: location())
            }
            return .sequence(indent: nodeColumn)
        case ASCII.openBracket, ASCII.openBrace:
            let node = try parseFlowCollection(blockIndent: parentIndent, depth: depth + 1)
            cursor.skipWhitespace()
            if atBlockValueIndicator { throw fail(Self.nonScalarKeyMessage, at: node.location) }
            try finishLine(orFail: "unexpected text after the end of the flow collection")
            return .node(node)
        case ASCII.pipe, ASCII.greaterThan:
            return .node(try parseBlockScalar(parentIndent: parentIndent))
        case ASCII.doubleQuote, ASCII.singleQuote, ASCII.asterisk:
            let startLine = cursor.line
            let node: YAMLNode
            if byte == ASCII.asterisk {
                node = parseAlias(inFlow: false)
            } else {
                node = try parseQuoted(blockIndent: parentIndent)
            }
            cursor.skipWhitespace()
            if atBlockValueIndicator {
                guard mayStartMapping else {
                    throw fail(
                        "a nested mapping cannot start on the same line as its key; start it on the next line",
                        at: location())
                }
                if cursor.line != startLine {
                    throw fail("a mapping key must be on a single line", at: node.location)
                }
                return .mapping(indent: nodeColumn, key: node.scalar ?? .empty, keyLocation: node.location)
            }
            try finishLine(
                orFail: byte == ASCII.asterisk
                    ? "unexpected text after the alias" : "unexpected text after the closing quote")
            return .node(node)
        case ASCII.question where cursor.isBlankOrEnd(1):
            throw fail(Self.complexKeyMessage, at: location())
        case ASCII.colon where cursor.isBlankOrEnd(1):
            throw fail(Self.missingKeyMessage, at: location())
        default:
            if let problem = plainStartProblem(byte, inFlow: false) { throw fail(problem, at: location()) }
            return try startPlainInBlock(parentIndent: parentIndent, placement: placement, nodeColumn: nodeColumn)
        }
    }

    /// A plain scalar in block context: a mapping's first key, or a value that may fold over lines.
    private mutating func startPlainInBlock(
        parentIndent: Int, placement: Placement, nodeColumn: Int
    ) throws(ParseStop) -> BlockStart {
        let start = location()
        let firstLine = scanPlainLine(inFlow: false)
        cursor.skipWhitespace()
        if atBlockValueIndicator {
            guard placement != .inline else {
                throw fail(
                    "': ' is not allowed in a plain value; put the value in quotes, or start a nested mapping on its own line",
                    at: location())
            }
            let key = YAMLScalar(text: text(of: firstLine), style: .plain)
            return .mapping(indent: nodeColumn, key: key, keyLocation: start)
        }
        let (text, lastLine) = continuePlain(first: firstLine, blockIndent: parentIndent, inFlow: false)
        cursor.skipWhitespace()
        if atBlockValueIndicator, let lastLine {
            // A folded line held ': ': in YAML a multi-line scalar cannot be a key.
            if placement != .inline && lastLine.pos - lastLine.lineStart == nodeColumn {
                throw fail("missing ':' after key '\(Self.shown(self.text(of: firstLine)))'", at: start)
            }
            throw fail(
                Self.deeperMessage, at: location(at: lastLine),
                notes: ["a plain value cannot continue with 'key: value'; quote the value if it contains ': '"])
        }
        try skipToNextContent()
        return .node(YAMLNode(.scalar(YAMLScalar(text: text, style: .plain)), location: start))
    }

    // MARK: Mappings

    /// The entries of a block mapping being read, and the key whose value comes next.
    struct MappingInProgress {
        var entries = EntryList()
        var key: YAMLScalar
        var keyLocation: SourceLocation
    }

    /// Steps over the `:` at the cursor. Returns the empty value's location (and moves to the
    /// next content line) when nothing follows on this line; `nil` when a value does.
    mutating func startMappingValue() throws(ParseStop) -> SourceLocation? {
        cursor.pos += 1  // the ':'
        let emptyLocation = location()
        cursor.skipWhitespace()
        guard cursor.atLineEnd || cursor.atComment else { return nil }
        try skipToNextContent()
        return emptyLocation
    }

    /// Records the entry just read, checks the next line's indentation and reads its key.
    /// Returns false when the mapping has ended.
    mutating func finishEntry(
        of mapping: inout MappingInProgress, value: YAMLNode, childColumn: Int?, indent: Int, depth: Int
    ) throws(ParseStop) -> Bool {
        add(YAMLEntry(key: mapping.key, keyLocation: mapping.keyLocation, value: value), to: &mapping.entries)
        if cursor.atEnd { return false }
        let column = cursor.column
        if column < indent { return false }
        if column > indent {
            let dedent = childColumn.map { column < $0 } ?? false
            throw fail(dedent ? Self.dedentMessage : Self.deeperMessage, at: location())
        }
        (mapping.key, mapping.keyLocation) = try scanMappingKey(indent: indent, depth: depth)
        return true
    }

    /// Reads the key of a mapping's second or later entry, at the start of its line, and
    /// leaves the cursor on its `:`.
    private mutating func scanMappingKey(indent: Int, depth: Int) throws(ParseStop) -> (YAMLScalar, SourceLocation) {
        _ = skipProperties(inFlow: false)
        let keyLocation = location()
        let byte = cursor.peek()
        let entryMessage = "expected a mapping entry ('key: value') at this indentation"
        let node: YAMLNode
        let startLine = cursor.line
        switch byte {
        case ASCII.minus where cursor.isBlankOrEnd(1):
            throw fail("expected a mapping key, found a sequence entry ('- ')", at: keyLocation)
        case ASCII.question where cursor.isBlankOrEnd(1):
            throw fail(Self.complexKeyMessage, at: keyLocation)
        case ASCII.colon where cursor.isBlankOrEnd(1):
            throw fail(Self.missingKeyMessage, at: keyLocation)
        case ASCII.openBracket, ASCII.openBrace:
            let flow = try parseFlowCollection(blockIndent: indent, depth: depth + 1)
            cursor.skipWhitespace()
            throw fail(atBlockValueIndicator ? Self.nonScalarKeyMessage : entryMessage, at: flow.location)
        case ASCII.pipe, ASCII.greaterThan, 0:
            throw fail(entryMessage, at: keyLocation)
        case ASCII.doubleQuote, ASCII.singleQuote:
            node = try parseQuoted(blockIndent: indent)
        case ASCII.asterisk:
            node = parseAlias(inFlow: false)
        default:
            if let problem = plainStartProblem(byte, inFlow: false) { throw fail(problem, at: keyLocation) }
            let range = scanPlainLine(inFlow: false)
            node = YAMLNode(.scalar(YAMLScalar(text: text(of: range), style: .plain)), location: keyLocation)
        }
        let key = node.scalar ?? .empty
        cursor.skipWhitespace()
        guard atBlockValueIndicator else {
            throw fail("missing ':' after key '\(Self.shown(key.text))'", at: keyLocation)
        }
        if cursor.line != startLine { throw fail("a mapping key must be on a single line", at: keyLocation) }
        return (key, keyLocation)
    }

    // MARK: Sequences and nodes on later lines

    enum FollowingNode {
        case deeper(column: Int)
        case indentlessSequence
        case none
    }

    /// What the content line at the cursor is to a key or `-` on an earlier line.
    func followingNode(parentIndent: Int, indentlessAllowed: Bool) -> FollowingNode {
        if cursor.atEnd { return .none }
        let column = cursor.column
        if column > parentIndent { return .deeper(column: column) }
        if indentlessAllowed && column == parentIndent && cursor.peek() == ASCII.minus && cursor.isBlankOrEnd(1) {
            return .indentlessSequence
        }
        return .none
    }

    enum SequenceItemStart {
        case below(emptyLocation: SourceLocation)
        case sameLine(column: Int, placement: Placement)
    }

    /// Steps over the `-` at the cursor and the whitespace after it.
    mutating func startSequenceItem() -> SequenceItemStart {
        cursor.pos += 1  // the '-'
        let emptyLocation = location()
        let separatorStart = cursor.pos
        cursor.skipWhitespace()
        if cursor.atLineEnd || cursor.atComment { return .below(emptyLocation: emptyLocation) }
        // YAML allows compact collections after `- ` only when separated by spaces.
        let tabSeparated = cursor.bytes[separatorStart..<cursor.pos].contains(ASCII.tab)
        return .sameLine(column: cursor.column, placement: tabSeparated ? .inline : .compact)
    }

    /// After an item: whether the next line holds another `- ` of this sequence.
    mutating func continuesSequence(indent: Int, indentless: Bool, childColumn: Int?) throws(ParseStop) -> Bool {
        if cursor.atEnd { return false }
        let column = cursor.column
        if column < indent { return false }
        if column > indent {
            let dedent = childColumn.map { column < $0 } ?? false
            throw fail(dedent ? Self.dedentMessage : Self.deeperMessage, at: location())
        }
        guard cursor.peek() == ASCII.minus && cursor.isBlankOrEnd(1) else {
            if indentless { return false }
            throw fail("expected a sequence entry ('- ') at this indentation", at: location())
        }
        return true
    }

    // MARK: Shared helpers

    /// `:` followed by a blank: the value indicator of a block mapping.
    var atBlockValueIndicator: Bool { cursor.peek() == ASCII.colon && cursor.isBlankOrEnd(1) }

    /// After a node that must end its line: allows only whitespace and a comment, then moves
    /// to the next content line.
    mutating func finishLine(orFail message: String) throws(ParseStop) {
        cursor.skipWhitespace()
        guard cursor.atLineEnd || cursor.atComment else { throw fail(message, at: location()) }
        try skipToNextContent()
    }

    /// Why `byte` cannot start a plain scalar here, if it cannot (YAML's indicator characters).
    func plainStartProblem(_ byte: UInt8, inFlow: Bool) -> String? {
        let shown = String(UnicodeScalar(byte))
        switch byte {
        case ASCII.question where inFlow, ASCII.colon where inFlow:
            // YAML 1.2 reads `[?a]` as "?a", PyYAML and libyaml as a key: refuse both readings.
            return "'\(shown)' cannot start a plain scalar inside a flow collection; put the value in quotes"
        case ASCII.minus, ASCII.question, ASCII.colon:
            let next = cursor.peek(1)
            guard cursor.isBlankOrEnd(1) || (inFlow && ASCII.isFlowIndicator(next)) else { return nil }
            return "'\(shown)' cannot start a plain scalar here; put the value in quotes"
        case ASCII.closeBracket where !inFlow, ASCII.closeBrace where !inFlow:
            return "unexpected '\(shown)' outside a flow collection"
        case ASCII.comma, ASCII.openBracket, ASCII.closeBracket, ASCII.openBrace, ASCII.closeBrace,
            ASCII.hash, ASCII.ampersand, ASCII.asterisk, ASCII.exclamation, ASCII.pipe,
            ASCII.greaterThan, ASCII.singleQuote, ASCII.doubleQuote, ASCII.percent, ASCII.at,
            ASCII.backtick:
            return "'\(shown)' cannot start a plain scalar; put the value in quotes"
        default:
            return nil
        }
    }

    func text(of range: Range<Int>) -> String {
        String(decoding: cursor.bytes[range], as: UTF8.self)
    }
}
