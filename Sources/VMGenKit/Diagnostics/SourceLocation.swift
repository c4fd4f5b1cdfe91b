/// A position in a text file.
///
/// `line` and `column` are 1-based. `column` counts Unicode characters (extended grapheme
/// clusters), as editors display them, so a multibyte prefix does not shift the caret.
/// `offset` is the 0-based UTF-8 byte offset, for tools that slice the bytes again.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int
    public var offset: Int

    public init(file: String, line: Int, column: Int, offset: Int = 0) {
        self.file = file
        self.line = line
        self.column = column
        self.offset = offset
    }

    /// `path:line:col`, the form compilers, Xcode and editors parse.
    public var description: String { "\(file):\(line):\(column)" }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}

extension SourceLocation {
    /// The location of byte `offset` in `bytes`, with the column counted in characters.
    ///
    /// Walks the bytes once; use it for diagnostics (rare), not for every token.
    public static func at(offset: Int, in bytes: [UInt8], file: String) -> SourceLocation {
        let end = min(max(offset, 0), bytes.count)
        var line = 1
        var lineStart = 0
        var index = 0
        while index < end {
            if bytes[index] == 0x0A {
                line += 1
                lineStart = index + 1
            }
            index += 1
        }
        return SourceLocation(
            file: file,
            line: line,
            column: characterColumn(lineStart: lineStart, offset: end, in: bytes),
            offset: end
        )
    }

    /// The 1-based character column of byte `offset` on the line starting at `lineStart`.
    public static func characterColumn(lineStart: Int, offset: Int, in bytes: [UInt8]) -> Int {
        let prefix = bytes[lineStart..<offset]
        if !prefix.contains(where: { $0 >= 0x80 }) {
            return prefix.count + 1  // ASCII fast path: bytes are characters
        }
        return String(decoding: prefix, as: UTF8.self).count + 1
    }
}
