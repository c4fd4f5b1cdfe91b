/// Plain (unquoted) scalars: where they end on a line, and YAML line folding across lines.
extension DocumentParser {
    /// Scans the part of a plain scalar on the current line and returns its byte range,
    /// without trailing whitespace; the cursor ends at the range's end.
    ///
    /// A plain scalar ends at a line break, at `: ` (`:` then a blank), at ` #` (a comment),
    /// and in flow context also at `,[]{}` and at `:` followed by one of them. The caller has
    /// checked that the first character may start a plain scalar.
    mutating func scanPlainLine(inFlow: Bool) -> Range<Int> {
        let bytes = cursor.bytes
        let end = cursor.end
        let start = cursor.pos
        var index = start
        var textEnd = start
        scan: while index < end {
            let byte = bytes[index]
            switch byte {
            case ASCII.space, ASCII.tab:
                index += 1
                while index < end, ASCII.isWhite(bytes[index]) { index += 1 }
                if index == end || ASCII.isBreak(bytes[index]) || bytes[index] == ASCII.hash { break scan }
            case ASCII.lineFeed, ASCII.carriageReturn:
                break scan
            case ASCII.colon:
                let next = index + 1 < end ? bytes[index + 1] : ASCII.space
                if ASCII.isWhite(next) || ASCII.isBreak(next) || (inFlow && ASCII.isFlowIndicator(next)) {
                    break scan
                }
                index += 1
                textEnd = index
            default:
                if inFlow && ASCII.isFlowIndicator(byte) { break scan }
                index += 1
                textEnd = index
            }
        }
        cursor.pos = textEnd
        return start..<textEnd
    }

    /// Continues a plain scalar whose first line is `first` over the following lines.
    ///
    /// A line continues the scalar when it is indented more than `blockIndent` (the block
    /// collection around the scalar) and does not start with a comment, `: `, or (in flow
    /// context) a flow indicator. Lines fold as YAML says: one line break becomes a space,
    /// each empty line in between a line feed. Returns the text and the start of the last
    /// continuation line (`nil` for a one-line scalar); the cursor ends after that line's text.
    mutating func continuePlain(first: Range<Int>, blockIndent: Int, inFlow: Bool) -> (String, CursorMark?) {
        var buffer: [UInt8] = []
        var lastLine: CursorMark?
        while true {
            let lineEnd = cursor.mark
            cursor.skipWhitespace()
            guard ASCII.isBreak(cursor.peek()), let emptyLines = continuationAhead(blockIndent, inFlow) else {
                cursor.restore(lineEnd)
                break
            }
            if lastLine == nil { buffer.append(contentsOf: cursor.bytes[first]) }
            if emptyLines == 0 {
                buffer.append(ASCII.space)
            } else {
                buffer.append(contentsOf: repeatElement(ASCII.lineFeed, count: emptyLines))
            }
            lastLine = cursor.mark
            buffer.append(contentsOf: cursor.bytes[scanPlainLine(inFlow: inFlow)])
        }
        guard lastLine != nil else { return (text(of: first), nil) }
        return (String(decoding: buffer, as: UTF8.self), lastLine)
    }

    /// At a line break: moves to the next line that continues a plain scalar and returns how
    /// many empty lines came before it, or `nil` (cursor position then unspecified).
    private mutating func continuationAhead(_ blockIndent: Int, _ inFlow: Bool) -> Int? {
        var emptyLines = 0
        while true {
            cursor.skipLineBreak()
            let indent = cursor.skipSpaces()
            cursor.skipWhitespace()
            let byte = cursor.peek()
            if ASCII.isBreak(byte) {
                emptyLines += 1
                continue
            }
            // A tab in the indentation is not a continuation; the caller reports it.
            guard byte != 0, cursor.column == indent, indent > blockIndent, byte != ASCII.hash else { return nil }
            if inFlow && ASCII.isFlowIndicator(byte) { return nil }
            if byte == ASCII.colon {
                let next = cursor.peek(1)
                if cursor.isBlankOrEnd(1) || (inFlow && ASCII.isFlowIndicator(next)) { return nil }
            }
            return emptyLines
        }
    }
}
