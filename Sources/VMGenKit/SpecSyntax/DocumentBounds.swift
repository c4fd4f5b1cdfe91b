/// Where the single document of a spec lies, found before parsing.
///
/// YAML recognizes `---` and `...` at column 0 in every context (even inside a quoted string
/// or block scalar), so one pass over line starts finds them: content stops at the first such
/// marker after the optional leading `---`. The parser then treats that point as the end.
struct DocumentBounds {
    /// Where parsing starts: after a BOM, after a leading `---`.
    var start: CursorMark
    /// The start of the line holding a second marker, or the input's end.
    var end: Int
    /// The marker that ended the content early, if any.
    var marker: Marker?

    struct Marker {
        var offset: Int
        var line: Int
        var isDocumentEnd: Bool  // `...` rather than `---`
    }

    /// Problems found here (directives, content after `---`) are fatal: they come back as a
    /// message and location instead of bounds.
    enum Outcome {
        case bounds(DocumentBounds)
        case failure(message: String, mark: CursorMark)
    }

    static func find(in bytes: [UInt8], from first: Int) -> Outcome {
        var start = CursorMark(pos: first, line: 1, lineStart: first)
        var inPrologue = true  // only blank and comment lines seen so far
        var lineStart = first
        var line = 1
        while lineStart < bytes.count {
            let marker = self.marker(in: bytes, at: lineStart)
            if inPrologue {
                if marker == ASCII.minus {
                    let after = lineStart + 3
                    if let content = contentAfterMarker(in: bytes, from: after) {
                        return .failure(
                            message: "content on the same line as '---' is not supported; start it on the next line",
                            mark: CursorMark(pos: content, line: line, lineStart: lineStart))
                    }
                    start = CursorMark(pos: after, line: line, lineStart: lineStart)
                    inPrologue = false
                } else if marker == ASCII.dot {
                    return .bounds(DocumentBounds(
                        start: start, end: lineStart,
                        marker: Marker(offset: lineStart, line: line, isDocumentEnd: true)))
                } else if lineStart < bytes.count, bytes[lineStart] == ASCII.percent {
                    return .failure(
                        message: "directives (%YAML, %TAG) are not supported in vmgen specs",
                        mark: CursorMark(pos: lineStart, line: line, lineStart: lineStart))
                } else if !isBlankOrComment(bytes, from: lineStart) {
                    inPrologue = false
                }
            } else if let marker {
                return .bounds(DocumentBounds(
                    start: start, end: lineStart,
                    marker: Marker(offset: lineStart, line: line, isDocumentEnd: marker == ASCII.dot)))
            }
            guard let next = nextLineStart(in: bytes, after: lineStart) else { break }
            lineStart = next
            line += 1
        }
        return .bounds(DocumentBounds(start: start, end: bytes.count, marker: nil))
    }

    /// `-` for a `---` line, `.` for a `...` line (three indicators, then a blank or the end).
    private static func marker(in bytes: [UInt8], at index: Int) -> UInt8? {
        guard index + 3 <= bytes.count else { return nil }
        let byte = bytes[index]
        guard byte == ASCII.minus || byte == ASCII.dot,
            bytes[index + 1] == byte, bytes[index + 2] == byte
        else { return nil }
        if index + 3 == bytes.count { return byte }
        let next = bytes[index + 3]
        return ASCII.isWhite(next) || ASCII.isBreak(next) ? byte : nil
    }

    /// The offset of real content after `---` on its line, if any (comments do not count).
    private static func contentAfterMarker(in bytes: [UInt8], from index: Int) -> Int? {
        var index = index
        while index < bytes.count, ASCII.isWhite(bytes[index]) { index += 1 }
        guard index < bytes.count, !ASCII.isBreak(bytes[index]), bytes[index] != ASCII.hash else { return nil }
        return index
    }

    private static func isBlankOrComment(_ bytes: [UInt8], from index: Int) -> Bool {
        var index = index
        while index < bytes.count, ASCII.isWhite(bytes[index]) { index += 1 }
        return index == bytes.count || ASCII.isBreak(bytes[index]) || bytes[index] == ASCII.hash
    }

    private static func nextLineStart(in bytes: [UInt8], after index: Int) -> Int? {
        var index = index
        while index < bytes.count, bytes[index] != ASCII.lineFeed { index += 1 }
        return index < bytes.count ? index + 1 : nil
    }
}
