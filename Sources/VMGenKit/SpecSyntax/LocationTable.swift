/// Turns byte offsets into `SourceLocation`s with character columns.
///
/// `SourceLocation.characterColumn` rescans the line prefix on every call, which is quadratic
/// for many nodes on one long line (a 20,000-item flow sequence). This table remembers the
/// current line: ASCII lines map bytes to columns directly; other lines get one list of
/// grapheme-cluster starts, searched per location. Columns match `characterColumn` exactly,
/// because a prefix of a line breaks into the same clusters as the whole line up to its end.
struct LocationTable {
    let bytes: [UInt8]
    let file: String
    private var cachedLineStart = -1
    private var cachedIsASCII = true
    /// Byte offsets where each character of the cached line starts (non-ASCII lines only).
    private var clusterStarts: [Int] = []

    init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
    }

    mutating func location(offset: Int, line: Int, lineStart: Int) -> SourceLocation {
        if lineStart != cachedLineStart { load(lineStart: lineStart) }
        let column: Int
        if cachedIsASCII {
            column = offset - lineStart + 1
        } else {
            column = charactersBefore(offset) + 1
        }
        return SourceLocation(file: file, line: line, column: column, offset: offset)
    }

    mutating func location(at mark: CursorMark) -> SourceLocation {
        location(offset: mark.pos, line: mark.line, lineStart: mark.lineStart)
    }

    private mutating func load(lineStart: Int) {
        cachedLineStart = lineStart
        var lineEnd = lineStart
        var isASCII = true
        while lineEnd < bytes.count, bytes[lineEnd] != ASCII.lineFeed {
            if bytes[lineEnd] >= 0x80 { isASCII = false }
            lineEnd += 1
        }
        cachedIsASCII = isASCII
        clusterStarts.removeAll(keepingCapacity: true)
        guard !isASCII else { return }
        var offset = lineStart
        for character in String(decoding: bytes[lineStart..<lineEnd], as: UTF8.self) {
            clusterStarts.append(offset)
            offset += character.utf8.count
        }
    }

    /// How many characters of the cached line start before `offset` (binary search).
    private func charactersBefore(_ offset: Int) -> Int {
        var low = 0
        var high = clusterStarts.count
        while low < high {
            let middle = (low + high) / 2
            if clusterStarts[middle] < offset { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
