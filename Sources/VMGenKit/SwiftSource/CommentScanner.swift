/// Comments: `//` and `///` to the end of the line, `/* */` and `/** */` with nesting.
extension SwiftTokenizer {
    /// A comment from `start` to the end of the line; a `\r` before the `\n` is not part of it.
    mutating func lineComment(from start: Int, kind: SwiftToken.Kind) -> Int {
        var end = start
        while end < bytes.count, bytes[end] != 0x0A {
            end += 1
        }
        if end > start, bytes[end - 1] == 0x0D {
            end -= 1
        }
        return emit(kind, from: start, to: end)
    }

    /// A block comment starting at `start` (`/*`). Swift nests them, so `/* a /* b */ c */` is
    /// one comment; without its closing `*/` the comment runs to the end of the file.
    mutating func blockComment(from start: Int) -> Int {
        // `/**/` is an empty plain comment, not the start of a doc comment.
        let isDoc = byte(at: start + 2) == UInt8(ascii: "*") && byte(at: start + 3) != UInt8(ascii: "/")
        var depth = 1
        var index = start + 2
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "*"), self.byte(at: index + 1) == UInt8(ascii: "/") {
                depth -= 1
                index += 2
                if depth == 0 {
                    return emit(isDoc ? .docComment : .blockComment, from: start, to: index)
                }
            } else if byte == UInt8(ascii: "/"), self.byte(at: index + 1) == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else {
                index += 1
            }
        }
        warn("unterminated block comment starting here", at: start)
        return emit(isDoc ? .docComment : .blockComment, from: start, to: bytes.count)
    }
}
