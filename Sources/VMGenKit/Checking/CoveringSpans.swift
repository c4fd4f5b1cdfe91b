/// Line ranges (the file-wide and `disable … enable` suppressions of one file), searched for
/// the first in order that covers a line, without looking at every one: a file with thousands
/// of suppressions and thousands of findings must not cost their product.
///
/// A segment tree over the ranges in order: each node knows the smallest lower and the
/// largest upper bound below it, so a search skips every subtree that cannot cover the line.
struct CoveringSpans: Sendable {
    private let leaves: Int
    private var lower: [Int]
    private var upper: [Int]

    init(_ spans: [ClosedRange<Int>]) {
        var leaves = 1
        while leaves < spans.count { leaves *= 2 }
        self.leaves = leaves
        lower = Array(repeating: .max, count: 2 * leaves)
        upper = Array(repeating: .min, count: 2 * leaves)
        for (position, span) in spans.enumerated() {
            lower[leaves + position] = span.lowerBound
            upper[leaves + position] = span.upperBound
        }
        for node in stride(from: leaves - 1, through: 1, by: -1) {
            lower[node] = min(lower[2 * node], lower[2 * node + 1])
            upper[node] = max(upper[2 * node], upper[2 * node + 1])
        }
    }

    /// The position of the first span covering `line` that `accepts`, if any.
    func first(covering line: Int, where accepts: (Int) -> Bool) -> Int? {
        first(below: 1, covering: line, where: accepts)
    }

    /// Depth first, left before right: the recursion is only as deep as the tree (log₂ of
    /// the spans).
    private func first(below node: Int, covering line: Int, where accepts: (Int) -> Bool) -> Int? {
        guard lower[node] <= line, line <= upper[node] else { return nil }
        if node >= leaves {
            return accepts(node - leaves) ? node - leaves : nil
        }
        return first(below: 2 * node, covering: line, where: accepts) ?? first(below: 2 * node + 1, covering: line, where: accepts)
    }
}
