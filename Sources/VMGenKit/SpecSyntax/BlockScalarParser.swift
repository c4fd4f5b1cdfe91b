/// Literal (`|`) and folded (`>`) block scalars, with chomping and indentation indicators.
extension DocumentParser {
    private enum Chomping { case strip, clip, keep }
    private enum LineKind { case none, text, spaced }

    /// Parses the block scalar whose indicator is at the cursor; its lines must be indented
    /// more than `parentIndent`, the block collection it belongs to.
    mutating func parseBlockScalar(parentIndent: Int) throws(ParseStop) -> YAMLNode {
        let start = location()
        let isFolded = cursor.peek() == ASCII.greaterThan
        cursor.pos += 1
        var chomping = Chomping.clip
        var chompingSeen = false
        var explicitIndent: Int?
        for _ in 0..<2 {
            let byte = cursor.peek()
            if (byte == ASCII.plus || byte == ASCII.minus) && !chompingSeen {
                chomping = byte == ASCII.plus ? .keep : .strip
                chompingSeen = true
            } else if byte >= UInt8(ascii: "1") && byte <= UInt8(ascii: "9") && explicitIndent == nil {
                explicitIndent = Int(byte - UInt8(ascii: "0"))
            } else if byte == UInt8(ascii: "0") && explicitIndent == nil {
                throw fail("a block scalar indentation indicator must be a digit from 1 to 9", at: location())
            } else {
                break
            }
            cursor.pos += 1
        }
        cursor.skipWhitespace()
        guard cursor.atLineEnd || cursor.atComment else {
            throw fail(
                "invalid block scalar header: '|' and '>' may be followed only by '+' or '-', an indentation digit (1-9) and a comment; the text starts on the next line",
                at: location())
        }
        cursor.skipToLineEnd()
        let style: YAMLScalar.Style = isFolded ? .folded : .literal
        guard !cursor.atEnd else {
            return YAMLNode(.scalar(YAMLScalar(text: "", style: style, isNull: false)), location: start)
        }
        cursor.skipLineBreak()
        let contentIndent: Int
        if let explicitIndent {
            // YAML 1.2 and PyYAML disagree on what the indicator counts from at the top level.
            guard parentIndent >= 0 else {
                throw fail("an indentation indicator is not supported on a top-level block scalar", at: start)
            }
            contentIndent = parentIndent + explicitIndent
        } else {
            contentIndent = try detectIndentation(parentIndent: parentIndent)
        }
        let text = try readLines(contentIndent: contentIndent, folded: isFolded, chomping: chomping)
        try skipToNextContent()
        return YAMLNode(.scalar(YAMLScalar(text: text, style: style, isNull: false)), location: start)
    }

    /// The content indentation: that of the first non-empty line. Leading empty lines may not
    /// have more spaces than it (YAML calls that an error; PyYAML would misread the lines).
    private mutating func detectIndentation(parentIndent: Int) throws(ParseStop) -> Int {
        let start = cursor.mark
        defer { cursor.restore(start) }
        var maxEmpty = 0
        var maxEmptyLine = start
        while true {
            let lineStart = cursor.mark
            let spaces = cursor.skipSpaces()
            if ASCII.isBreak(cursor.peek()) {
                if spaces > maxEmpty {
                    maxEmpty = spaces
                    maxEmptyLine = lineStart
                }
                cursor.skipLineBreak()
                continue
            }
            if cursor.atEnd {
                return max(parentIndent + 1, maxEmpty, spaces)  // no content lines
            }
            if spaces <= parentIndent {
                return max(parentIndent + 1, maxEmpty)  // no content lines
            }
            if maxEmpty > spaces {
                throw fail(
                    "a leading empty line of this block scalar has more spaces than its first text line",
                    at: location(at: maxEmptyLine))
            }
            return spaces
        }
    }

    /// Reads the lines indented at least `contentIndent` and joins them as YAML says. The
    /// cursor ends at the start of the first line that is not part of the scalar.
    private mutating func readLines(
        contentIndent: Int, folded: Bool, chomping: Chomping
    ) throws(ParseStop) -> String {
        var output: [UInt8] = []
        var emptyLines = 0  // since the last text line, or since the start
        var previous = LineKind.none
        var endsWithBreak = false
        while true {
            let lineStart = cursor.mark
            var spaces = 0
            while spaces < contentIndent && cursor.peek() == ASCII.space {
                cursor.pos += 1
                spaces += 1
            }
            let first = cursor.peek()
            if ASCII.isBreak(first) {
                emptyLines += 1
                cursor.skipLineBreak()
                continue
            }
            if first == ASCII.tab && spaces < contentIndent {
                throw failTab(at: cursor.pos)  // libyaml rejects this too; YAML would end the scalar
            }
            if cursor.atEnd || spaces < contentIndent {
                cursor.restore(lineStart)
                break
            }
            let textStart = cursor.pos
            cursor.skipToLineEnd()
            let kind = ASCII.isWhite(first) ? LineKind.spaced : .text
            switch previous {
            case .none:
                output.append(contentsOf: repeatElement(ASCII.lineFeed, count: emptyLines))
            case .text where folded && kind == .text:
                // Folding: a lone break between text lines becomes a space; breaks around
                // more-indented ("spaced") lines are kept.
                if emptyLines == 0 {
                    output.append(ASCII.space)
                } else {
                    output.append(contentsOf: repeatElement(ASCII.lineFeed, count: emptyLines))
                }
            default:
                output.append(contentsOf: repeatElement(ASCII.lineFeed, count: emptyLines + 1))
            }
            output.append(contentsOf: cursor.bytes[textStart..<cursor.pos])
            previous = kind
            emptyLines = 0
            endsWithBreak = ASCII.isBreak(cursor.peek())
            guard endsWithBreak else { break }
            cursor.skipLineBreak()
        }
        switch (chomping, previous) {
        case (.keep, .none):
            output.append(contentsOf: repeatElement(ASCII.lineFeed, count: emptyLines))
        case (.strip, _), (_, .none):
            break
        case (.clip, _):
            if endsWithBreak { output.append(ASCII.lineFeed) }
        case (.keep, _):
            if endsWithBreak { output.append(ASCII.lineFeed) }
            output.append(contentsOf: repeatElement(ASCII.lineFeed, count: emptyLines))
        }
        return String(decoding: output, as: UTF8.self)
    }
}
