/// Where a block node starts, which decides what it may be.
enum Placement {
    /// First thing on its line: anything, including a block mapping or sequence.
    case ownLine
    /// After `- ` on the same line: a compact mapping (`- key: v`) or sequence (`- - a`) is allowed.
    case compact
    /// After `key: ` (or `-` and a tab) on the same line: no block collection may start here.
    case inline
}

/// Block mappings, block sequences and the dispatch to every kind of block node.
extension DocumentParser {
    static let nonScalarKeyMessage =
        "non-scalar mapping keys are not supported; use a plain or quoted string as the key"
    static let complexKeyMessage = "complex keys ('? ') are not supported in vmgen specs"
    static let missingKeyMessage = "missing key before ':'"

    /// Parses the block node at the cursor, inside a block collection indented `parentIndent`
    /// (-1 for the top level) and nested `depth` collections deep.
    mutating func parseBlockNode(
        parentIndent: Int, placement: Placement, depth: Int, indentlessAllowed: Bool = false
    ) throws(ParseStop) -> YAMLNode {
        let nodeColumn = cursor.column
        let hadProperties = skipProperties(inFlow: false)
        if hadProperties && (cursor.atLineEnd || cursor.atComment) {
            let emptyLocation = location()
            try skipToNextContent()
            return try nodeOnFollowingLines(
                parentIndent: parentIndent, emptyLocation: emptyLocation,
                indentlessAllowed: indentlessAllowed, depth: depth
            ).node
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
            return try parseBlockSequence(indent: nodeColumn, depth: depth + 1, indentless: false)
        case ASCII.openBracket, ASCII.openBrace:
            let node = try parseFlowCollection(blockIndent: parentIndent, depth: depth + 1)
            cursor.skipWhitespace()
            if atBlockValueIndicator { throw fail(Self.nonScalarKeyMessage, at: node.location) }
            try finishLine(orFail: "unexpected text after the end of the flow collection")
            return node
        case ASCII.pipe, ASCII.greaterThan:
            return try parseBlockScalar(parentIndent: parentIndent)
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
                return try parseBlockMapping(
                    indent: nodeColumn, firstKey: node.scalar ?? .empty, keyLocation: node.location,
                    depth: depth + 1)
            }
            try finishLine(
                orFail: byte == ASCII.asterisk
                    ? "unexpected text after the alias" : "unexpected text after the closing quote")
            return node
        case ASCII.question where cursor.isBlankOrEnd(1):
            throw fail(Self.complexKeyMessage, at: location())
        case ASCII.colon where cursor.isBlankOrEnd(1):
            throw fail(Self.missingKeyMessage, at: location())
        default:
            if let problem = plainStartProblem(byte, inFlow: false) { throw fail(problem, at: location()) }
            return try parsePlainInBlock(
                parentIndent: parentIndent, placement: placement, nodeColumn: nodeColumn, depth: depth)
        }
    }

    /// A plain scalar in block context: a mapping's first key, or a value that may fold over lines.
    private mutating func parsePlainInBlock(
        parentIndent: Int, placement: Placement, nodeColumn: Int, depth: Int
    ) throws(ParseStop) -> YAMLNode {
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
            return try parseBlockMapping(indent: nodeColumn, firstKey: key, keyLocation: start, depth: depth + 1)
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
        return YAMLNode(.scalar(YAMLScalar(text: text, style: .plain)), location: start)
    }

    /// A block mapping whose first key has been read; the cursor is on that key's `:`.
    mutating func parseBlockMapping(
        indent: Int, firstKey: YAMLScalar, keyLocation: SourceLocation, depth: Int
    ) throws(ParseStop) -> YAMLNode {
        try checkDepth(depth, at: keyLocation)
        var probe = 0
        withUnsafeMutablePointer(to: &probe) { if depth < 4 { print("map depth", depth, UInt(bitPattern: $0)) } }
        var entries: [YAMLEntry] = []
        var keys = KeyTracker()
        var key = firstKey
        var keyAt = keyLocation
        while true {
            cursor.pos += 1  // the ':'
            let (value, childIndent) = try parseMappingValue(indent: indent, depth: depth)
            add(YAMLEntry(key: key, keyLocation: keyAt, value: value), to: &entries, keys: &keys)
            if cursor.atEnd { break }
            let column = cursor.column
            if column < indent { break }
            if column > indent {
                let dedent = childIndent.map { column < $0 } ?? false
                throw fail(dedent ? Self.dedentMessage : Self.deeperMessage, at: location())
            }
            (key, keyAt) = try scanMappingKey(indent: indent, depth: depth)
        }
        return YAMLNode(.mapping(entries), location: keyLocation)
    }

    /// The value after a key's `:`: on the same line, on the lines below, or empty. Also
    /// returns the column of a value that started on a later line, to word dedent errors.
    private mutating func parseMappingValue(indent: Int, depth: Int) throws(ParseStop) -> (YAMLNode, Int?) {
        let emptyLocation = location()
        cursor.skipWhitespace()
        if cursor.atLineEnd || cursor.atComment {
            try skipToNextContent()
            return try nodeOnFollowingLines(
                parentIndent: indent, emptyLocation: emptyLocation, indentlessAllowed: true, depth: depth)
        }
        let node = try parseBlockNode(
            parentIndent: indent, placement: .inline, depth: depth, indentlessAllowed: true)
        return (node, nil)
    }

    /// A node that starts on a later line than its key or `-`: deeper than the parent, or (for
    /// a mapping value) a `- ` sequence at the key's own indentation, or else empty.
    mutating func nodeOnFollowingLines(
        parentIndent: Int, emptyLocation: SourceLocation, indentlessAllowed: Bool, depth: Int
    ) throws(ParseStop) -> (node: YAMLNode, column: Int?) {
        let empty = YAMLNode(.scalar(.empty), location: emptyLocation)
        if cursor.atEnd { return (empty, nil) }
        let column = cursor.column
        if column > parentIndent {
            return (try parseBlockNode(parentIndent: parentIndent, placement: .ownLine, depth: depth), column)
        }
        if indentlessAllowed && column == parentIndent && cursor.peek() == ASCII.minus && cursor.isBlankOrEnd(1) {
            return (try parseBlockSequence(indent: column, depth: depth + 1, indentless: true), nil)
        }
        return (empty, nil)
    }

    /// A block sequence; the cursor is on its first `-`. An `indentless` sequence is a mapping
    /// value at its key's indentation, so a non-`-` line there returns to the mapping.
    mutating func parseBlockSequence(indent: Int, depth: Int, indentless: Bool) throws(ParseStop) -> YAMLNode {
        let sequenceLocation = location()
        try checkDepth(depth, at: sequenceLocation)
        var probe = 0
        withUnsafeMutablePointer(to: &probe) { if depth < 4 { print("seq depth", depth, UInt(bitPattern: $0)) } }
        var items: [YAMLNode] = []
        while true {
            cursor.pos += 1  // the '-'
            let emptyLocation = location()
            let separatorStart = cursor.pos
            cursor.skipWhitespace()
            // YAML allows compact collections after `- ` only when separated by spaces.
            let tabSeparated = cursor.bytes[separatorStart..<cursor.pos].contains(ASCII.tab)
            var childColumn: Int?
            if cursor.atLineEnd || cursor.atComment {
                try skipToNextContent()
                let (item, column) = try nodeOnFollowingLines(
                    parentIndent: indent, emptyLocation: emptyLocation, indentlessAllowed: false, depth: depth)
                items.append(item)
                childColumn = column
            } else {
                childColumn = cursor.column
                items.append(try parseBlockNode(
                    parentIndent: indent, placement: tabSeparated ? .inline : .compact, depth: depth))
            }
            if cursor.atEnd { break }
            let column = cursor.column
            if column < indent { break }
            if column > indent {
                let dedent = childColumn.map { column < $0 } ?? false
                throw fail(dedent ? Self.dedentMessage : Self.deeperMessage, at: location())
            }
            guard cursor.peek() == ASCII.minus && cursor.isBlankOrEnd(1) else {
                if indentless { break }
                throw fail("expected a sequence entry ('- ') at this indentation", at: location())
            }
        }
        return YAMLNode(.sequence(items), location: sequenceLocation)
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

    /// Appends an entry unless it repeats a key (reported with the first key's line) or is a
    /// merge key (reported; YAML 1.1 would splice another mapping in, vmgen does not).
    mutating func add(_ entry: YAMLEntry, to entries: inout [YAMLEntry], keys: inout KeyTracker) {
        if entry.key.style == .plain && entry.key.text == "<<" {
            report("merge keys (<<) are not supported in vmgen specs", at: entry.keyLocation)
            return
        }
        if let firstLine = keys.insert(entry.key, line: entry.keyLocation.line) {
            report(
                "duplicate key '\(Self.shown(entry.key.text))' in this mapping", at: entry.keyLocation,
                notes: ["first defined on line \(firstLine)"])
            return
        }
        entries.append(entry)
    }
}

/// The keys seen in one mapping. Keys compare by text; every null key (`~`, `null`, …) is
/// the same key, as in YAML.
struct KeyTracker {
    private var lines: [String: Int] = [:]
    private var nullLine: Int?

    /// Records `key`; returns the line of an earlier equal key instead, if there is one.
    mutating func insert(_ key: YAMLScalar, line: Int) -> Int? {
        if key.isNull {
            if let nullLine { return nullLine }
            nullLine = line
            return nil
        }
        if let first = lines[key.text] { return first }
        lines[key.text] = line
        return nil
    }
}
