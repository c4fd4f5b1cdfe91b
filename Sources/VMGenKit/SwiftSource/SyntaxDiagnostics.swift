/// The warnings the Swift reader reports where it had to guess or give up (code `swift-syntax`).
///
/// Capped, so binary data or a file of a million stray braces gives a readable report
/// instead of a million lines.
struct SyntaxDiagnostics {
    static let code = "swift-syntax"
    static let limit = 50

    private let path: String
    private let lines: LineIndex
    private(set) var diagnostics: [Diagnostic] = []
    private var dropped = 0

    init(path: String, lines: LineIndex) {
        self.path = path
        self.lines = lines
    }

    /// Reports `message` at byte `offset` of `bytes`.
    mutating func warn(_ message: String, atOffset offset: Int, in bytes: UnsafeBufferPointer<UInt8>, notes: [String] = []) {
        guard diagnostics.count < Self.limit else {
            dropped += 1
            return
        }
        let location = location(ofOffset: offset, in: bytes)
        diagnostics.append(.warning(message, at: location, code: Self.code, notes: notes))
    }

    /// The reported diagnostics in source order (tokenizer, bracket and declaration
    /// warnings interleaved), with a last one saying how many more were not reported.
    var all: [Diagnostic] {
        let ordered = diagnostics.enumerated().sorted {
            ($0.element.location?.offset ?? 0, $0.offset) < ($1.element.location?.offset ?? 0, $1.offset)
        }.map(\.element)
        guard dropped > 0, let last = ordered.last else { return ordered }
        return ordered + [.warning("\(dropped) more Swift syntax problems not reported", at: last.location, code: Self.code)]
    }

    /// What lint says of a file with reader warnings: one note at the first, never a finding
    /// (the file is valid Swift the reader does not know, or not Swift at all; either way the
    /// user can do nothing about it in their code). Nil for a file read whole.
    static func partlyRead(_ diagnostics: [Diagnostic]) -> Diagnostic? {
        guard let first = diagnostics.first else { return nil }
        let more = diagnostics.count - 1
        let others = more == 0 ? "" : " (and \(more) more place\(more == 1 ? "" : "s"))"
        return Diagnostic(
            .note, "vmgen could not read all of this file: \(first.message)\(others); findings in what it skipped may be missing",
            at: first.location, code: code)
    }

    private func location(ofOffset offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> SourceLocation {
        let clamped = min(max(offset, 0), bytes.count)
        let line = lines.lineIndex(containing: clamped)
        let start = lines.starts[line]
        let column: Int
        if lines.isASCII[line] {
            column = clamped - start + 1
        } else {
            column = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<clamped]), as: UTF8.self).count + 1
        }
        return SourceLocation(file: path, line: line + 1, column: column, offset: clamped)
    }
}
