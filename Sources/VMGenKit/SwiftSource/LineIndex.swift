/// Where each line starts, so any byte offset maps to a line and a character column.
///
/// Lines end at `\n` (a `\r` before it belongs to the line), as in `SourceLocation.at`.
struct LineIndex: Sendable {
    /// The byte offset of the first byte of each line; `starts[0] == 0`.
    private(set) var starts: [Int]
    /// Whether each line is pure ASCII, so its columns are plain byte distances.
    private(set) var isASCII: [Bool]

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        var starts = [0]
        var isASCII: [Bool] = []
        starts.reserveCapacity(bytes.count / 24 + 1)
        isASCII.reserveCapacity(bytes.count / 24 + 1)
        var ascii = true
        for index in 0..<bytes.count {
            let byte = bytes[index]
            if byte == 0x0A {
                isASCII.append(ascii)
                starts.append(index + 1)
                ascii = true
            } else if byte >= 0x80 {
                ascii = false
            }
        }
        isASCII.append(ascii)
        self.starts = starts
        self.isASCII = isASCII
    }

    /// The 0-based index of the line holding byte `offset`.
    func lineIndex(containing offset: Int) -> Int {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset {
                low = middle
            } else {
                high = middle - 1
            }
        }
        return low
    }

    /// The location of byte `offset` (clamped to the text), found by binary search.
    func location(ofOffset offset: Int, in bytes: [UInt8], file: String) -> SourceLocation {
        let clamped = min(max(offset, 0), bytes.count)
        let line = lineIndex(containing: clamped)
        let column: Int
        if isASCII[line] {
            column = clamped - starts[line] + 1
        } else {
            column = SourceLocation.characterColumn(lineStart: starts[line], offset: clamped, in: bytes)
        }
        return SourceLocation(file: file, line: line + 1, column: column, offset: clamped)
    }
}

/// Line and column for offsets visited in increasing order, as the tokenizer does: amortised
/// constant time per token instead of a binary search and a scan from the line start.
struct LocationCursor {
    private let starts: [Int]
    private let isASCII: [Bool]
    private var line = 0
    /// A position on the current line known to start a character, and its column.
    private var anchorOffset = 0
    private var anchorColumn = 1

    init(lines: LineIndex) {
        starts = lines.starts
        isASCII = lines.isASCII
    }

    /// The 1-based line and character column of `offset`; fastest when offsets only grow.
    mutating func position(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int) {
        if line + 1 < starts.count, starts[line + 1] <= offset {
            repeat {  // usually one step: tokens come in order
                line += 1
            } while line + 1 < starts.count && starts[line + 1] <= offset
            anchorOffset = starts[line]
            anchorColumn = 1
        } else if offset < starts[line] {
            while line > 0, offset < starts[line] {
                line -= 1
            }
            anchorOffset = starts[line]
            anchorColumn = 1
        }
        if isASCII[line] {
            return (line + 1, offset - starts[line] + 1)
        }
        if offset < anchorOffset {
            anchorOffset = starts[line]
            anchorColumn = 1
        }
        // Count the ASCII run in bytes, then decode the rest. The run's last byte is decoded
        // with the rest, since a combining mark after it joins it into one character.
        var index = anchorOffset
        while index < offset, bytes[index] < 0x80 {
            index += 1
        }
        if index < offset, index > anchorOffset {
            index -= 1
        }
        var column = anchorColumn + index - anchorOffset
        if index < offset {
            column += String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<offset]), as: UTF8.self).count
        }
        // Move the anchor only to a certain character boundary: before an ASCII byte, which
        // never extends the character before it (except `\n` after `\r`, not on one line).
        if offset < bytes.count, bytes[offset] < 0x80 {
            anchorOffset = offset
            anchorColumn = column
        } else if offset - 1 > anchorOffset, bytes[offset - 1] < 0x80 {
            anchorOffset = offset - 1
            anchorColumn = column - 1
        }
        return (line + 1, column)
    }
}
