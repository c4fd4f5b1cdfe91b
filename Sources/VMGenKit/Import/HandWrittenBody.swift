/// A hand-written function's body as the text of a protected region: the whole lines between
/// the line of its `{` and the line of its `}`, byte for byte (the region markers sit on lines
/// of their own, so a body sharing a line with a brace has no exact place in a region).
///
/// A file checked out with CRLF line endings throughout is read as its LF text, as vmgen reads
/// its own files (`LineEndings`): the generated file is written with LF.
enum HandWrittenBody {
    /// The body text, or why it cannot be carried.
    /// `region`: the region the body goes into. A body that is that one region and nothing
    /// else — vmgen's own shape in a file whose header is gone — gives the region's content.
    static func read(_ function: SwiftDeclaration, in file: SwiftSourceFile, region: String) -> Result<String, Refusal> {
        let tokens = file.tokens
        let range = function.bodyTokens
        guard function.hasBody, range.lowerBound > 0, range.upperBound < tokens.count,
            tokens[range.lowerBound - 1].text == "{", tokens[range.upperBound].text == "}" else {
            return .failure(.unreadable)
        }
        let bytes = file.bytes
        guard let lines = innerLines(between: range.lowerBound - 1, and: range.upperBound, in: file) else { return .failure(.sharesLine) }
        var body = Array(bytes[lines])
        if LineEndings.isCRLF(bytes) { body = LineEndings.lf(body) }
        let text = String(decoding: body, as: UTF8.self)
        guard Array(text.utf8) == body else { return .failure(.notUTF8) }
        // A marker line in the body would close (or open) the region early: what follows it
        // would then be outside the region, rewritten by the next generate.
        if let inner = onlyRegion(region, of: text) { return .success(inner) }
        guard RegionHandOff.isRegionText(text) else { return .failure(.holdsMarker) }
        return .success(text)
    }

    /// The bytes of the whole lines between the brace tokens `open` and `close`, or nil when a
    /// brace shares its line with code (only blanks may follow `{` and precede `}`).
    static func innerLines(between open: Int, and close: Int, in file: SwiftSourceFile) -> Range<Int>? {
        let bytes = file.bytes
        // After the `{`: only blanks up to the line's end.
        var start = file.tokens[open].endOffset
        while start < bytes.count, bytes[start] == 0x20 || bytes[start] == 0x09 || bytes[start] == 0x0D { start += 1 }
        guard start < bytes.count, bytes[start] == 0x0A else { return nil }
        start += 1
        // Before the `}`: only blanks back to the line's start.
        var end = file.tokens[close].offset
        while end > start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
        guard end == start || bytes[end - 1] == 0x0A else { return nil }
        return start..<end
    }

    /// The content of `text`'s one region `name`, when the rest is its marker lines and blank
    /// lines, and the content itself holds no marker.
    private static func onlyRegion(_ name: String, of text: String) -> String? {
        guard case .success(let regions) = ProtectedRegions.parse(text), regions.count == 1, regions[0].name == name else { return nil }
        let content = regions[0].content
        let isBlank = { (line: Substring) in line.allSatisfy { $0 == " " || $0 == "\t" || $0 == "\r" } }
        let before = text[..<content.startIndex].split(separator: "\n", omittingEmptySubsequences: false).filter { !isBlank($0) }
        let after = text[content.endIndex...].split(separator: "\n", omittingEmptySubsequences: false).filter { !isBlank($0) }
        let trim = { (line: Substring) in String(line.drop { $0 == " " || $0 == "\t" }) }
        guard before.map(trim) == [ProtectedRegions.beginPrefix + name], after.map(trim) == [ProtectedRegions.endPrefix + name],
            RegionHandOff.isRegionText(String(content)) else { return nil }
        return String(content)
    }

    enum Refusal: Error {
        case unreadable, sharesLine, notUTF8, holdsMarker

        var reason: String {
            switch self {
            case .unreadable: "the Swift reader found no complete body"
            case .sharesLine: "the body shares a line with its '{' or '}', and a protected region holds whole lines"
            case .notUTF8: "the body is not valid UTF-8"
            case .holdsMarker: "the body holds a '// vmgen:' marker line, which would end the protected region early"
            }
        }
    }
}
