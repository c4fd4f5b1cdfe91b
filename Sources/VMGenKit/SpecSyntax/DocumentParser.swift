/// Thrown after a structural error has been recorded: the rest of the input is unreliable.
struct ParseStop: Error {}

/// The parser's state and the helpers every construct shares. The constructs themselves live
/// in extensions: `BlockParser` (with `BlockNodeStart`), `FlowParser` (with `FlowSyntax`),
/// `PlainScalarScanner`, `QuotedScalarParser` and `BlockScalarParser`.
///
/// Every step that finishes a block node leaves the cursor on the first content character of
/// the next non-blank, non-comment line (or at the end), so what follows is decided by
/// comparing that line's indentation alone.
struct DocumentParser {
    static let maximumDepth = 200
    static let code = "yaml-syntax"

    var cursor: ByteCursor
    var locations: LocationTable
    var diagnostics = DiagnosticCollector()

    init(bytes: [UInt8], file: String, bounds: DocumentBounds) {
        cursor = ByteCursor(
            bytes: bytes, start: bounds.start.pos, end: bounds.end,
            line: bounds.start.line, lineStart: bounds.start.lineStart)
        locations = LocationTable(bytes: bytes, file: file)
    }

    /// Parses the whole document; `nil` when it is empty. Throws after a structural error.
    mutating func parseDocument() throws(ParseStop) -> YAMLNode? {
        try skipToNextContent()
        if cursor.atEnd { return nil }
        let startColumn = cursor.column
        let root = try parseBlockNode(parentIndent: -1, placement: .ownLine)
        if !cursor.atEnd {
            let isCollection = root.mapping != nil || root.sequence != nil
            if isCollection && cursor.column < startColumn {
                throw fail(Self.dedentMessage, at: location())
            }
            throw fail("unexpected content after the document's top-level value", at: location())
        }
        return root
    }

    // MARK: Locations and diagnostics

    mutating func location() -> SourceLocation {
        locations.location(offset: cursor.pos, line: cursor.line, lineStart: cursor.lineStart)
    }

    mutating func location(at mark: CursorMark) -> SourceLocation {
        locations.location(at: mark)
    }

    /// Records a problem the parser can step over; parsing continues.
    mutating func report(_ message: String, at location: SourceLocation, notes: [String] = []) {
        diagnostics.error(message, at: location, code: Self.code, notes: notes)
    }

    /// Records a structural error and returns the error to throw.
    mutating func fail(_ message: String, at location: SourceLocation, notes: [String] = []) -> ParseStop {
        report(message, at: location, notes: notes)
        return ParseStop()
    }

    static let deeperMessage = "bad indentation: this line is indented deeper than the entry above it"
    static let dedentMessage = "bad indentation: this line does not line up with any enclosing entry"

    /// Bounds nesting, so hostile input cannot make the parse stack (or the tree) huge.
    mutating func checkDepth(_ depth: Int, at location: SourceLocation) throws(ParseStop) {
        if depth > Self.maximumDepth {
            throw fail("nesting is too deep (more than \(Self.maximumDepth) levels)", at: location)
        }
    }

    // MARK: Whitespace, comments, line starts

    /// Skips whitespace, comments and line breaks up to the next content (or the end).
    ///
    /// Call it only where the rest of the current line may hold nothing but a comment.
    /// Rejects tabs in the indentation of a content line; blank lines may hold tabs.
    mutating func skipToNextContent() throws(ParseStop) {
        while true {
            if cursor.pos == cursor.lineStart { try checkIndentation() }
            cursor.skipWhitespace()
            if cursor.atEnd { return }
            let byte = cursor.peek()
            if byte == ASCII.hash {
                cursor.skipToLineEnd()
            } else if ASCII.isBreak(byte) {
                cursor.skipLineBreak()
            } else {
                return
            }
        }
    }

    /// At a line start: a tab before the line's first content is an error.
    mutating func checkIndentation() throws(ParseStop) {
        var index = cursor.pos
        let bytes = cursor.bytes
        while index < cursor.end, bytes[index] == ASCII.space { index += 1 }
        guard index < cursor.end, bytes[index] == ASCII.tab else { return }
        let tab = index
        while index < cursor.end, ASCII.isWhite(bytes[index]) { index += 1 }
        if index == cursor.end || ASCII.isBreak(bytes[index]) || bytes[index] == ASCII.hash { return }
        throw failTab(at: tab)
    }

    mutating func failTab(at offset: Int) -> ParseStop {
        let tab = locations.location(offset: offset, line: cursor.line, lineStart: cursor.lineStart)
        return fail("tabs are not allowed for indentation; use spaces", at: tab)
    }

    // MARK: Node properties and aliases (reported, then stepped over)

    /// Skips anchors (`&a`) and tags (`!t`, `!!str`, `!<uri>`) at the cursor, reporting each,
    /// and the whitespace after them. Returns whether there were any.
    mutating func skipProperties(inFlow: Bool) -> Bool {
        var skipped = false
        while cursor.peek() == ASCII.ampersand || cursor.peek() == ASCII.exclamation {
            let isAnchor = cursor.peek() == ASCII.ampersand
            report(
                isAnchor
                    ? "anchors (&name) are not supported in vmgen specs"
                    : "tags (!name, !!type) are not supported in vmgen specs",
                at: location())
            skipToken(inFlow: inFlow)
            cursor.skipWhitespace()
            skipped = true
        }
        return skipped
    }

    /// An alias (`*a`) is reported and kept as a plain scalar with its source text.
    mutating func parseAlias(inFlow: Bool) -> YAMLNode {
        let start = cursor.pos
        let alias = location()
        report("aliases (*name) are not supported in vmgen specs", at: alias)
        skipToken(inFlow: inFlow)
        let text = String(decoding: cursor.bytes[start..<cursor.pos], as: UTF8.self)
        return YAMLNode(.scalar(YAMLScalar(text: text, style: .plain, isNull: false)), location: alias)
    }

    /// Skips an anchor, tag or alias token: up to whitespace, a line break or, in flow
    /// context, a flow indicator. A verbatim tag `!<...>` runs to its `>`.
    private mutating func skipToken(inFlow: Bool) {
        let verbatim = cursor.peek() == ASCII.exclamation && cursor.peek(1) == ASCII.lessThan
        cursor.pos += 1
        while !cursor.isBlankOrEnd() {
            let byte = cursor.peek()
            if verbatim {
                cursor.pos += 1
                if byte == ASCII.greaterThan { break }
                continue
            }
            if inFlow && ASCII.isFlowIndicator(byte) { break }
            cursor.pos += 1
        }
    }

    /// A printable rendering of key text for messages, shortened when long.
    static func shown(_ text: String) -> String {
        var result = ""
        var count = 0
        for character in text {
            if count == 40 { return result + "…" }
            switch character {
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            default:
                if let scalar = character.unicodeScalars.first, scalar.value < 0x20 || scalar.value == 0x7F {
                    result += "\\u{" + String(scalar.value, radix: 16) + "}"
                } else {
                    result.append(character)
                }
            }
            count += 1
        }
        return result
    }
}
