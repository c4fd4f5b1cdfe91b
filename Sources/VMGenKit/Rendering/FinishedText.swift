/// The last step of rendering a file — trimming, the header, the fingerprint — done on UTF-8
/// bytes. Each step has a character-wise reference version (the definition) it falls back to
/// whenever bytes and characters could disagree: a carriage return (CR LF is one `Character`),
/// or a non-ASCII byte next to what is matched or trimmed (a combining or prepended mark
/// joins it into another `Character`).
enum FinishedText {
    private static let regionBegin = Array(ProtectedRegions.beginPrefix.utf8)

    /// Whether `body` holds a protected region's begin marker.
    static func containsRegion(_ body: String) -> Bool {
        var body = body
        let answer: Bool? = body.withUTF8 { bytes in
            let buffer = UnsafeBufferPointer(rebasing: bytes[...])
            guard let found = ByteSearch.firstIndex(of: regionBegin, in: buffer) else { return false }
            let after = found + regionBegin.count
            return (found == 0 || buffer[found - 1] < 0x80) && (after == buffer.count || buffer[after] < 0x80) ? true : nil
        }
        return answer ?? body.contains(ProtectedRegions.beginPrefix)
    }

    /// `header`, a blank line if `separated`, and `body` with each line's trailing spaces and
    /// the leading and trailing blank lines removed, ending in one newline.
    static func join(header: String, separated: Bool, body: String) -> String {
        var body = body
        let trimmed: [UInt8]? = body.withUTF8 { trimmedLines(UnsafeBufferPointer(rebasing: $0[...])) }
        guard let trimmed else {
            return header + (separated ? "\n" : "") + characterwiseTrimmedLines(body) + "\n"
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(header.utf8.count + trimmed.count + 2)
        bytes += header.utf8
        if separated { bytes.append(0x0A) }
        bytes += trimmed
        bytes.append(0x0A)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The lines of `body` (split at line feeds), trailing spaces trimmed, leading and trailing
    /// empty lines dropped, joined by line feeds; nil when only the character-wise version can
    /// tell (see the type's summary).
    static func trimmedLines(_ body: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        var lines: [Range<Int>] = []
        var start = 0
        let count = body.count
        while true {
            var end = start
            while end < count, body[end] != 0x0A {
                if body[end] == 0x0D { return nil }
                end += 1
            }
            let lineEnd = end
            var trimmedEnd = lineEnd
            while trimmedEnd > start, body[trimmedEnd - 1] == 0x20 { trimmedEnd -= 1 }
            if trimmedEnd < lineEnd, trimmedEnd > start, body[trimmedEnd - 1] >= 0x80 { return nil }
            lines.append(start..<trimmedEnd)
            guard lineEnd < count else { break }
            start = lineEnd + 1
        }
        var first = lines.startIndex
        var last = lines.endIndex
        while last > first, lines[last - 1].isEmpty { last -= 1 }
        while first < last, lines[first].isEmpty { first += 1 }
        var result: [UInt8] = []
        result.reserveCapacity(count)
        for index in first..<last {
            if index > first { result.append(0x0A) }
            result += body[lines[index]]
        }
        return result
    }

    /// The reference definition of `trimmedLines`, character by character.
    static func characterwiseTrimmedLines(_ body: String) -> String {
        var lines = body.split(separator: "\n", omittingEmptySubsequences: false).map { line -> Substring in
            var end = line.endIndex
            while end > line.startIndex, line[line.index(before: end)] == " " { end = line.index(before: end) }
            return line[line.startIndex..<end]
        }
        while let last = lines.last, last.isEmpty { lines.removeLast() }
        while let first = lines.first, first.isEmpty { lines.removeFirst() }
        return lines.joined(separator: "\n")
    }
}
