/// One change to a file's bytes: replace `range` (UTF-8 byte offsets) with `replacement`.
/// An empty range inserts; an empty replacement deletes.
public struct TextEdit: Sendable, Hashable {
    public var range: Range<Int>
    public var replacement: String

    public init(_ range: Range<Int>, _ replacement: String) {
        self.range = range
        self.replacement = replacement
    }

    /// Whether applying both in one pass would be ambiguous: their ranges share a byte, or
    /// they start at the same offset (two insertions there, or an insertion at the start of a
    /// deletion — which goes first?).
    func overlaps(_ other: TextEdit) -> Bool {
        range.lowerBound == other.range.lowerBound
            || (range.lowerBound < other.range.upperBound && other.range.lowerBound < range.upperBound)
    }
}

/// How a rule fixes one of its findings: the edits that together remove it, all applied or
/// none. `location` is exactly where the finding is reported, so a finding that is
/// suppressed, turned off in `vmgen.yml` or in the baseline — and so not reported — is never
/// fixed.
public struct RuleCorrection: Sendable, Hashable {
    public var location: SourceLocation
    public var edits: [TextEdit]
    /// Only the unused-suppression fix may delete a comment (the suppression itself); every
    /// other correction that would delete or cut one is declined.
    var removesComment = false

    public init(location: SourceLocation, edits: [TextEdit]) {
        self.location = location
        self.edits = edits
    }
}

/// Applies corrections to a file's bytes the way SwiftLint and swift-format do: the edits of
/// the corrections taken are applied from the end of the file backwards, so no offset moves
/// before it is used; a correction any of whose edits overlaps an edit already taken is left
/// for the next pass, which re-reads the file and asks the rules again.
enum EditApplier {
    /// The new bytes, and the indices of the corrections applied (in the order given).
    static func apply(_ corrections: [RuleCorrection], to bytes: [UInt8]) -> (bytes: [UInt8], applied: [Int]) {
        var taken: [TextEdit] = []
        var applied: [Int] = []
        for (index, correction) in corrections.enumerated() {
            let edits = correction.edits
            guard !edits.isEmpty, edits.allSatisfy({ $0.range.lowerBound >= 0 && $0.range.upperBound <= bytes.count }) else { continue }
            // The edits of one correction must not overlap each other either.
            let selfOverlapping = edits.indices.contains { first in
                edits.indices.contains { second in second > first && edits[first].overlaps(edits[second]) }
            }
            guard !selfOverlapping, !edits.contains(where: { edit in taken.contains(where: edit.overlaps) }) else { continue }
            taken += edits
            applied.append(index)
        }
        var result = bytes
        for edit in taken.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            result.replaceSubrange(edit.range, with: Array(edit.replacement.utf8))
        }
        return (result, applied)
    }
}
