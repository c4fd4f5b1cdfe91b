/// One template's text as bytes plus where to report problems in it.
///
/// The engine works on UTF-8 bytes (all delimiters are ASCII, so slicing at them never splits
/// a character) and turns a byte offset into a line/column only when a diagnostic is made.
struct TemplateSourceBuffer: Sendable {
    let name: String
    let displayPath: String
    let bytes: [UInt8]
    /// Offset of the first byte of each line, so a location costs a binary search instead of a
    /// walk from the start (a broken template can have thousands of errors).
    private let lineStarts: [Int]
    /// For each line longer than `checkpointSpacing` bytes (by line index): byte offsets of
    /// character boundaries about that far apart, each with its column, so a location on a
    /// long line counts at most about that many bytes, not the line up to it — thousands of
    /// errors on one line cost their number, not their number times the line.
    private let checkpoints: [Int: [(offset: Int, column: Int)]]
    static let checkpointSpacing = 512

    init(name: String, source: TemplateSource) {
        self.name = name
        self.displayPath = source.displayPath
        self.bytes = Array(source.text.utf8)
        var lineStarts = [0]
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            lineStarts.append(index + 1)
        }
        self.lineStarts = lineStarts
        var checkpoints: [Int: [(offset: Int, column: Int)]] = [:]
        for line in lineStarts.indices {
            let end = line + 1 < lineStarts.count ? lineStarts[line + 1] - 1 : bytes.count
            if end - lineStarts[line] > Self.checkpointSpacing {
                checkpoints[line] = Self.checkpoints(from: lineStarts[line], to: end, in: bytes)
            }
        }
        self.checkpoints = checkpoints
    }

    /// Character boundaries about every `checkpointSpacing` bytes of one line, with their
    /// columns. A boundary is taken between two ASCII bytes (other than CR LF): those never
    /// join into one character, so counting may restart there.
    private static func checkpoints(from start: Int, to end: Int, in bytes: [UInt8]) -> [(offset: Int, column: Int)] {
        var marks = [(offset: start, column: 1)]
        var candidate = start + checkpointSpacing
        while candidate < end {
            while candidate < end, !(bytes[candidate] < 0x80 && bytes[candidate - 1] < 0x80 && bytes[candidate - 1] != 0x0D) {
                candidate += 1
            }
            guard candidate < end else { break }
            let last = marks[marks.count - 1]
            let column = last.column - 1 + SourceLocation.characterColumn(lineStart: last.offset, offset: candidate, in: bytes)
            marks.append((candidate, column))
            candidate += checkpointSpacing
        }
        return marks
    }

    /// The same location `SourceLocation.at(offset:in:file:)` computes.
    func location(at offset: Int) -> SourceLocation {
        let offset = min(max(offset, 0), bytes.count)
        var low = 0, high = lineStarts.count - 1
        while low < high {  // the last line start <= offset
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        var anchor = (offset: lineStarts[low], column: 1)
        if let marks = checkpoints[low] {
            var first = 0, last = marks.count - 1
            while first < last {  // the last checkpoint <= offset
                let middle = (first + last + 1) / 2
                if marks[middle].offset <= offset { first = middle } else { last = middle - 1 }
            }
            anchor = marks[first]
        }
        let column = anchor.column - 1 + SourceLocation.characterColumn(lineStart: anchor.offset, offset: offset, in: bytes)
        return SourceLocation(file: displayPath, line: low + 1, column: column, offset: offset)
    }

    func error(_ message: String, at offset: Int, notes: [String] = []) -> Diagnostic {
        .error(message, at: location(at: offset), code: TemplateDiagnostics.code, notes: notes)
    }

    func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }
}

/// Shared helpers for the engine's messages.
enum TemplateDiagnostics {
    /// Every template problem carries this code.
    static let code = "template"

    /// A diagnostic without a place: a configuration problem of the set, not of one template.
    static func error(_ message: String) -> Diagnostic {
        .error(message, at: nil, code: code)
    }

    /// `"; did you mean 'x'?"` for the closest candidate within edit distance 2 (and less than
    /// the length of `name`), else `""`.
    ///
    /// Ties go to the alphabetically first candidate so messages never depend on hash order.
    static func suggestion(for name: String, among candidates: some Sequence<String>) -> String {
        var best: (distance: Int, name: String)?
        for candidate in candidates where candidate != name {
            let distance = editDistance(name, candidate, limit: 2)
            // Also closer than the name is long: 'x' → 'y' is a guess, not a typo fix.
            guard distance <= 2, distance < name.count else { continue }
            if let current = best, (current.distance, current.name) <= (distance, candidate) { continue }
            best = (distance, candidate)
        }
        guard let best else { return "" }
        return "; did you mean '\(best.name)'?"
    }

    /// Levenshtein distance over characters; returns `limit + 1` early when it must exceed `limit`.
    static func editDistance(_ lhs: String, _ rhs: String, limit: Int) -> Int {
        let left = Array(lhs), right = Array(rhs)
        if abs(left.count - right.count) > limit { return limit + 1 }
        if left.isEmpty || right.isEmpty { return max(left.count, right.count) }
        var previous = Array(0...right.count)
        var current = [Int](repeating: 0, count: right.count + 1)
        for i in 1...left.count {
            current[0] = i
            var rowMinimum = current[0]
            for j in 1...right.count {
                let substitution = previous[j - 1] + (left[i - 1] == right[j - 1] ? 0 : 1)
                current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1)
                rowMinimum = min(rowMinimum, current[j])
            }
            if rowMinimum > limit { return limit + 1 }
            swap(&previous, &current)
        }
        return previous[right.count]
    }
}
