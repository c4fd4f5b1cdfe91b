/// One lexical token of a Swift source file, with its exact text and where it starts.
///
/// Comments are tokens too, so a rule can find `// vmgen:disable` markers; whitespace is not.
/// A string literal with interpolations is split: `"a\(x)b"` is `"a` (string), `\(`
/// (interpolationStart), `x` (identifier), `)` (interpolationEnd), `b"` (string), so the
/// interpolated code reads as ordinary code tokens.
public struct SwiftToken: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// A name, including backticked names (text keeps the backticks), `$0`, and contextual
        /// keywords such as `actor`, `some`, `get`, `async`, which Swift lets you use as names.
        case identifier
        /// A reserved word (see `SwiftToken.keywords`).
        case keyword
        /// `@Name`, including a dotted name such as `@FOSMVVM.ViewModel`, as one token.
        case attribute
        /// `#if`, `#endif`, `#available`, `#selector`, `#Preview`, …
        case poundKeyword
        case number
        /// A whole literal with its delimiters, or one piece of it when it has interpolations.
        /// Regex literals (`#/…/#`, and `/…/` where it cannot be division) are strings too.
        case string
        /// `\(` (or `\#(` in a raw string) opening an interpolation.
        case interpolationStart
        /// The `)` closing an interpolation.
        case interpolationEnd
        /// `( ) { } [ ] , : ; . ? ! -> = @ # \`, and a stray backtick or `'`, one token each.
        case punctuation
        /// A run of operator characters such as `??`, `==`, `...`, `..<`, `&&`, `+=`, `<`, `>>`.
        case `operator`
        /// `// …` up to the end of the line (and a `#!` line at the start of the file).
        case lineComment
        /// `/* … */`, nested comments included.
        case blockComment
        /// `/// …` or `/** … */`.
        case docComment

        public var isComment: Bool {
            self == .lineComment || self == .blockComment || self == .docComment
        }
    }

    public var kind: Kind
    /// The exact source text (invalid UTF-8 shown as U+FFFD).
    public var text: String
    /// The byte offset where the token starts.
    public var offset: Int
    /// The byte offset just past the token.
    public var endOffset: Int
    /// `location`'s parts, stored apart so that copying a token copies no path.
    public var line: Int
    public var column: Int
    var file: TokenFile

    /// Where the token starts.
    public var location: SourceLocation {
        get { SourceLocation(file: file.path, line: line, column: column, offset: offset) }
        set {
            file = TokenFile(newValue.file)
            line = newValue.line
            column = newValue.column
            offset = newValue.offset
        }
    }

    public init(kind: Kind, text: String, location: SourceLocation, endOffset: Int) {
        self.init(kind: kind, text: text, file: TokenFile(location.file), line: location.line, column: location.column, offset: location.offset, endOffset: endOffset)
    }

    init(kind: Kind, text: String, file: TokenFile, line: Int, column: Int, offset: Int, endOffset: Int) {
        self.kind = kind
        self.text = text
        self.offset = offset
        self.endOffset = endOffset
        self.line = line
        self.column = column
        self.file = file
    }

    /// `$name`: a property wrapper's projected value, such as a SwiftUI binding. Not `$0`, `$1`,
    /// … (`isAnonymousClosureArgument`).
    var isProjectedValue: Bool {
        dollarNameStartsWithDigit == false
    }

    /// `$0`, `$1`, …: a closure's anonymous argument.
    var isAnonymousClosureArgument: Bool {
        dollarNameStartsWithDigit == true
    }

    /// Nil unless this is a name of `$` and more; then whether a digit follows the `$`.
    private var dollarNameStartsWithDigit: Bool? {
        let utf8 = text.utf8
        guard kind == .identifier, utf8.count > 1, utf8.first == UInt8(ascii: "$") else { return nil }
        return (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(utf8[utf8.index(after: utf8.startIndex)])
    }

    /// Whether this is the punctuation or operator token `text`, e.g. `token.is("{")`.
    public func `is`(_ text: String) -> Bool {
        (kind == .punctuation || kind == .operator) && self.text == text
    }

    /// The words Swift reserves: these tokens get kind `.keyword`. Contextual keywords
    /// (`actor`, `open`, `final`, `some`, `any`, `get`, `set`, `async`, `macro`, …) are
    /// ordinary names wherever Swift allows them, so they stay `.identifier`.
    public static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
        "init", "inout", "internal", "let", "operator", "private", "precedencegroup", "protocol",
        "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough",
        "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true",
        "try", "_",
    ]
}

/// Byte-level lookup of a fixed set of ASCII words (the keywords, the declaration modifiers),
/// so a name is classified without hashing a String: words are bucketed by length and first
/// byte, and a name is compared with the one or two words in its bucket.
struct WordTable: Sendable {
    static let keywords = WordTable(SwiftToken.keywords)

    /// The longest word's length: no longer name is looked up.
    private let maximumLength: Int
    /// All words' bytes, back to back, grouped by bucket.
    private let storage: [UInt8]
    /// Bucket `length * 128 + first byte` holds the words starting at `storage` offsets
    /// `wordStarts[bucketStarts[bucket]..<bucketStarts[bucket + 1]]`.
    private let bucketStarts: [Int]
    private let wordStarts: [Int]
    /// Each word as a String, in `wordStarts` order: a token that is one takes it, not a
    /// decoding of its bytes.
    private let texts: [String]

    init(_ words: some Sequence<String>) {
        let words = words.sorted()
        precondition(words.allSatisfy { !$0.isEmpty && $0.utf8.allSatisfy { $0 < 0x80 } }, "ASCII words")
        maximumLength = words.map(\.utf8.count).max() ?? 0
        let bucketCount = (maximumLength + 1) * 128
        let byBucket = Dictionary(grouping: words) { $0.utf8.count * 128 + Int($0.utf8.first!) }
        var storage: [UInt8] = []
        var bucketStarts: [Int] = []
        var wordStarts: [Int] = []
        var texts: [String] = []
        for bucket in 0..<bucketCount {
            bucketStarts.append(wordStarts.count)
            for word in byBucket[bucket, default: []] {
                wordStarts.append(storage.count)
                storage += word.utf8
                texts.append(word)
            }
        }
        bucketStarts.append(wordStarts.count)
        self.storage = storage
        self.bucketStarts = bucketStarts
        self.wordStarts = wordStarts
        self.texts = texts
    }

    /// The word that `bytes[start..<end]` spells, if it is one of the table's.
    func word(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> String? {
        let length = end - start
        guard length >= 1, length <= maximumLength else { return nil }
        let first = bytes[start]
        guard first < 0x80 else { return nil }
        let bucket = length * 128 + Int(first)
        candidates: for place in bucketStarts[bucket]..<bucketStarts[bucket + 1] {
            let wordStart = wordStarts[place]
            for index in 1..<length where storage[wordStart + index] != bytes[start + index] {
                continue candidates
            }
            return texts[place]
        }
        return nil
    }

    func contains(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Bool {
        word(bytes, from: start, to: end) != nil
    }

    /// Whether `token`'s text (the bytes it spans in `bytes`, the file it was read from) is
    /// one of the table's words: `Set.contains(token.text)` without hashing a String.
    func contains(_ token: SwiftToken, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        token.endOffset <= bytes.count && word(bytes, from: token.offset, to: token.endOffset) != nil
    }
}
