/// Splits Swift source bytes into tokens in one forward pass.
///
/// Works on raw UTF-8 bytes, never on `String.Index`. Anything malformed (unterminated
/// comments and strings, stray bytes, invalid UTF-8) becomes a warning and the scan goes on,
/// so every input yields tokens covering what could be read.
struct SwiftTokenizer {
    /// Deepest string-inside-interpolation-inside-string nesting followed.
    static let maximumNesting = 256

    let bytes: UnsafeBufferPointer<UInt8>
    private let file: TokenFile
    private let lines: LineIndex
    private var cursor: LocationCursor
    private(set) var diagnostics: SyntaxDiagnostics
    private(set) var tokens: [SwiftToken] = []
    /// Indices into `tokens` of the tokens that are not comments.
    private(set) var code: [Int] = []
    /// The string literals whose interpolations the scan is inside, innermost last.
    var openStrings: [OpenString] = []
    private var reportedInvalidUTF8 = false
    private let keywords = WordTable.keywords

    /// A string literal whose interpolation is being read as code.
    struct OpenString {
        var hashes: Int
        var isMultiline: Bool
        /// Where the literal starts, for "unterminated" warnings.
        var start: Int
        /// Unclosed `(` inside the current interpolation; its `)` at depth 0 ends it.
        var parenDepth = 0
    }

    init(bytes: UnsafeBufferPointer<UInt8>, path: String, lines: LineIndex, diagnostics: SyntaxDiagnostics) {
        self.bytes = bytes
        self.file = TokenFile(path)
        self.lines = lines
        self.cursor = LocationCursor(lines: lines)
        self.diagnostics = diagnostics
        tokens.reserveCapacity(bytes.count / 5 + 16)
        code.reserveCapacity(bytes.count / 6 + 16)
    }

    mutating func run() {
        var position = 0
        if bytes.count >= 2, bytes[0] == UInt8(ascii: "#"), bytes[1] == UInt8(ascii: "!") {
            position = lineComment(from: 0, kind: .lineComment)  // a script's `#!/usr/bin/swift`
        }
        while position < bytes.count {
            // Spaces and tabs, about half the calls `token(at:)` would get, are passed over here.
            let byte = bytes[position]
            if byte == 0x20 || byte == 0x09 {
                position += 1
                continue
            }
            position = token(at: position)
        }
        if let outermost = openStrings.first {
            warn("unterminated string interpolation in the literal starting here", at: outermost.start)
        }
    }

    /// Reads the token (or whitespace) at `position` and returns where the next one starts.
    private mutating func token(at position: Int) -> Int {
        let current = bytes[position]
        switch current {
        case 0x20, 0x09, 0x0B, 0x0C, 0x0D:
            return position + 1
        case 0x0A:
            if let innermost = openStrings.last, !innermost.isMultiline {
                // Swift ends a one-line literal at the line end, even inside an interpolation.
                warn("unterminated string literal", at: innermost.start)
                openStrings.removeLast()
            }
            return position + 1
        case UInt8(ascii: "/"):
            let next = byte(at: position + 1)
            if next == UInt8(ascii: "/") {
                let isDoc = byte(at: position + 2) == UInt8(ascii: "/") && byte(at: position + 3) != UInt8(ascii: "/")
                return lineComment(from: position, kind: isDoc ? .docComment : .lineComment)
            }
            if next == UInt8(ascii: "*") {
                return blockComment(from: position)
            }
            if let end = bareRegexLiteralEnd(from: position) {
                return emit(.string, from: position, to: end)
            }
            return operatorRun(from: position)
        case UInt8(ascii: "\""):
            return stringLiteral(from: position, hashes: 0)
        case UInt8(ascii: "#"):
            return pound(at: position)
        case UInt8(ascii: "@"):
            return attribute(at: position)
        case UInt8(ascii: "`"):
            return backtickedName(at: position)
        case UInt8(ascii: "("):
            if !openStrings.isEmpty {
                openStrings[openStrings.count - 1].parenDepth += 1
            }
            return emit(.punctuation, from: position, to: position + 1)
        case UInt8(ascii: ")"):
            if let innermost = openStrings.last {
                if innermost.parenDepth == 0 {
                    openStrings.removeLast()
                    let next = emit(.interpolationEnd, from: position, to: position + 1)
                    return stringSegment(tokenStart: next, contentStart: next, literal: innermost)
                }
                openStrings[openStrings.count - 1].parenDepth -= 1
            }
            return emit(.punctuation, from: position, to: position + 1)
        case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "["), UInt8(ascii: "]"),
            UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: ";"), UInt8(ascii: "\\"), UInt8(ascii: "'"):
            return emit(.punctuation, from: position, to: position + 1)
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            return number(from: position)
        case UInt8(ascii: "$"):
            return name(from: position, end: identifierEnd(from: position + 1), allowKeyword: false)
        default:
            if Self.isOperatorCharacter(current) || current == UInt8(ascii: ".") {
                return operatorRun(from: position)
            }
            if Self.isIdentifierHead(current) {
                return name(from: position, end: identifierEnd(from: position + 1), allowKeyword: true)
            }
            return unexpectedBytes(from: position)
        }
    }

    // MARK: Names, attributes, pound keywords

    private mutating func name(from start: Int, end: Int, allowKeyword: Bool) -> Int {
        if allowKeyword, let keyword = keywords.word(bytes, from: start, to: end) {
            return emit(.keyword, from: start, to: end, text: keyword)
        }
        return emit(.identifier, from: start, to: end)
    }

    func identifierEnd(from start: Int) -> Int {
        var end = start
        while end < bytes.count, Self.isIdentifierBody(bytes[end]) {
            end += 1
        }
        return end
    }

    /// `` `name` `` (Swift 6 also allows spaces inside); a lone backtick is punctuation.
    private mutating func backtickedName(at start: Int) -> Int {
        var end = start + 1
        while end < bytes.count, bytes[end] != UInt8(ascii: "`"), bytes[end] != 0x0A, bytes[end] != 0x0D {
            end += 1
        }
        if end < bytes.count, bytes[end] == UInt8(ascii: "`"), end > start + 1 {
            return emit(.identifier, from: start, to: end + 1)
        }
        return emit(.punctuation, from: start, to: start + 1)
    }

    /// `@Name` or `@Module.Name` as one token; a lone `@` is punctuation.
    private mutating func attribute(at start: Int) -> Int {
        guard Self.isIdentifierHead(byte(at: start + 1)) else {
            return emit(.punctuation, from: start, to: start + 1)
        }
        var end = identifierEnd(from: start + 2)
        while byte(at: end) == UInt8(ascii: "."), Self.isIdentifierHead(byte(at: end + 1)) {
            end = identifierEnd(from: end + 2)
        }
        return emit(.attribute, from: start, to: end)
    }

    /// `#if`-style keywords, raw strings (`#"…"#`), regex literals (`#/…/#`), or a lone `#`.
    private mutating func pound(at start: Int) -> Int {
        var hashes = 0
        while byte(at: start + hashes) == UInt8(ascii: "#") {
            hashes += 1
        }
        if byte(at: start + hashes) == UInt8(ascii: "\"") {
            return stringLiteral(from: start, hashes: hashes)
        }
        if byte(at: start + hashes) == UInt8(ascii: "/") {
            return extendedRegexLiteral(from: start, hashes: hashes)
        }
        if hashes == 1, Self.isIdentifierHead(byte(at: start + 1)) {
            return emit(.poundKeyword, from: start, to: identifierEnd(from: start + 2))
        }
        return emit(.punctuation, from: start, to: start + 1)
    }

    // MARK: Emitting

    /// Appends the token for bytes `start..<end` and returns `end`. `known`: the token's text
    /// when the caller has it already (a keyword from its table).
    @discardableResult
    mutating func emit(_ kind: SwiftToken.Kind, from start: Int, to end: Int, text known: String? = nil) -> Int {
        let (line, column) = cursor.position(of: start, in: bytes)
        let text = known ?? text(from: start, to: end, line: line)
        tokens.append(SwiftToken(kind: kind, text: text, file: file, line: line, column: column, offset: start, endOffset: end))
        if !kind.isComment {
            code.append(tokens.count - 1)
        }
        return end
    }

    private mutating func text(from start: Int, to end: Int, line: Int) -> String {
        if end == start + 1, bytes[start] < 0x80 {
            return Self.asciiCharacters[Int(bytes[start])]  // most punctuation: no decoding
        }
        let slice = UnsafeBufferPointer(rebasing: bytes[start..<end])
        var index = line - 1
        var isASCII = true
        while index < lines.starts.count, lines.starts[index] < end {  // the lines the token spans
            isASCII = isASCII && lines.isASCII[index]
            index += 1
        }
        if isASCII {
            return String(decoding: slice, as: UTF8.self)
        }
        if let valid = String(validating: slice, as: UTF8.self) {
            return valid
        }
        if !reportedInvalidUTF8 {
            reportedInvalidUTF8 = true
            warn("invalid UTF-8; read as U+FFFD", at: start)
        }
        return String(decoding: slice, as: UTF8.self)
    }

    mutating func warn(_ message: String, at offset: Int) {
        diagnostics.warn(message, atOffset: offset, in: bytes)
    }

    /// Each ASCII byte as a one-character string, made once: about half of all tokens are one
    /// byte long, and decoding each was a visible share of tokenizing.
    private static let asciiCharacters: [String] = (0..<128).map { String(decoding: [UInt8($0)], as: UTF8.self) }

    /// The byte at `index`, or 0 past the end (never a byte the scanner acts on there).
    @inline(__always)
    func byte(at index: Int) -> UInt8 {
        index < bytes.count ? bytes[index] : 0
    }
}
