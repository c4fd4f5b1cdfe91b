/// The ASCII bytes YAML syntax is made of. Everything non-ASCII is content.
enum ASCII {
    static let tab: UInt8 = 0x09
    static let lineFeed: UInt8 = 0x0A
    static let carriageReturn: UInt8 = 0x0D
    static let space: UInt8 = 0x20
    static let doubleQuote: UInt8 = 0x22  // "
    static let hash: UInt8 = 0x23  // #
    static let ampersand: UInt8 = 0x26  // &
    static let singleQuote: UInt8 = 0x27  // '
    static let asterisk: UInt8 = 0x2A  // *
    static let plus: UInt8 = 0x2B  // +
    static let comma: UInt8 = 0x2C  // ,
    static let minus: UInt8 = 0x2D  // -
    static let dot: UInt8 = 0x2E  // .
    static let colon: UInt8 = 0x3A  // :
    static let lessThan: UInt8 = 0x3C  // <
    static let greaterThan: UInt8 = 0x3E  // >
    static let question: UInt8 = 0x3F  // ?
    static let exclamation: UInt8 = 0x21  // !
    static let percent: UInt8 = 0x25  // %
    static let at: UInt8 = 0x40  // @
    static let openBracket: UInt8 = 0x5B  // [
    static let backslash: UInt8 = 0x5C  // \
    static let closeBracket: UInt8 = 0x5D  // ]
    static let backtick: UInt8 = 0x60  // `
    static let openBrace: UInt8 = 0x7B  // {
    static let pipe: UInt8 = 0x7C  // |
    static let closeBrace: UInt8 = 0x7D  // }

    static func isWhite(_ byte: UInt8) -> Bool { byte == space || byte == tab }
    static func isBreak(_ byte: UInt8) -> Bool { byte == lineFeed || byte == carriageReturn }
    static func isFlowIndicator(_ byte: UInt8) -> Bool {
        byte == comma || byte == openBracket || byte == closeBracket || byte == openBrace || byte == closeBrace
    }
}

/// A position in the input with its line, so locations never need a rescan from the start.
struct CursorMark {
    var pos: Int
    var line: Int
    var lineStart: Int
}

/// Walks the document's bytes and keeps the line number and line start up to date.
///
/// Reading past `end` yields 0: NUL bytes are rejected before parsing, so 0 always means
/// "no more content". A lone CR is rejected too, so every CR here starts a CRLF pair.
struct ByteCursor {
    let bytes: [UInt8]
    /// Where the document's content stops: the input's end or the start of a second document.
    let end: Int
    var pos: Int
    var line: Int
    var lineStart: Int

    init(bytes: [UInt8], start: Int, end: Int, line: Int, lineStart: Int) {
        self.bytes = bytes
        self.end = end
        self.pos = start
        self.line = line
        self.lineStart = lineStart
    }

    var atEnd: Bool { pos >= end }

    /// The byte at `pos + ahead`, or 0 at or past the end.
    func peek(_ ahead: Int = 0) -> UInt8 {
        let index = pos + ahead
        return index < end ? bytes[index] : 0
    }

    /// Zero-based column in bytes. Within indentation (spaces only) bytes are characters.
    var column: Int { pos - lineStart }

    var mark: CursorMark { CursorMark(pos: pos, line: line, lineStart: lineStart) }

    mutating func restore(_ mark: CursorMark) {
        pos = mark.pos
        line = mark.line
        lineStart = mark.lineStart
    }

    /// Whether the byte at `pos + ahead` is a space, tab, line break or the end.
    func isBlankOrEnd(_ ahead: Int = 0) -> Bool {
        let byte = peek(ahead)
        return byte == 0 || ASCII.isWhite(byte) || ASCII.isBreak(byte)
    }

    /// Whether the cursor is at a line break or the end.
    var atLineEnd: Bool {
        let byte = peek()
        return byte == 0 || ASCII.isBreak(byte)
    }

    /// Whether a `#` here starts a comment: YAML needs whitespace (or a line start) before it.
    var atComment: Bool {
        guard peek() == ASCII.hash else { return false }
        return pos == lineStart || ASCII.isWhite(bytes[pos - 1])
    }

    /// Skips spaces and tabs; returns how many bytes were skipped.
    @discardableResult
    mutating func skipWhitespace() -> Int {
        let start = pos
        while pos < end, ASCII.isWhite(bytes[pos]) { pos += 1 }
        return pos - start
    }

    /// Skips spaces only (indentation); returns how many.
    @discardableResult
    mutating func skipSpaces() -> Int {
        let start = pos
        while pos < end, bytes[pos] == ASCII.space { pos += 1 }
        return pos - start
    }

    /// Moves to the next line break (or the end) without consuming it.
    mutating func skipToLineEnd() {
        while pos < end, !ASCII.isBreak(bytes[pos]) { pos += 1 }
    }

    /// Consumes an LF or CRLF line break at the cursor and starts the next line.
    mutating func skipLineBreak() {
        guard ASCII.isBreak(peek()) else { return }
        if peek() == ASCII.carriageReturn { pos += 1 }
        if peek() == ASCII.lineFeed { pos += 1 }
        line += 1
        lineStart = pos
    }
}
