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

    init(name: String, source: TemplateSource) {
        self.name = name
        self.displayPath = source.displayPath
        self.bytes = Array(source.text.utf8)
        var lineStarts = [0]
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            lineStarts.append(index + 1)
        }
        self.lineStarts = lineStarts
    }

    /// The same location `SourceLocation.at(offset:in:file:)` computes.
    func location(at offset: Int) -> SourceLocation {
        let offset = min(max(offset, 0), bytes.count)
        var low = 0, high = lineStarts.count - 1
        while low < high {  // the last line start <= offset
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        let column = SourceLocation.characterColumn(lineStart: lineStarts[low], offset: offset, in: bytes)
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
