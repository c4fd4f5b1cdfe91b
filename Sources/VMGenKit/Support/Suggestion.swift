/// "Did you mean …?" suggestions for mistyped keys, names and commands.
public enum Suggestion {
    /// The candidate closest to `word` by edit distance, if it is close enough to be a typo
    /// (at most a third of the word's length, and at most 3 edits). Ties go to the first.
    ///
    /// Only candidates whose length is within that limit of the word's are compared, and each
    /// comparison stops as soon as it cannot come within the limit: a mistake is compared with
    /// every candidate, so this is the cost of every error message that offers a suggestion.
    public static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
        let target = Array(word.lowercased())
        let limit = self.limit(for: word)
        var buffers = DistanceBuffers()
        var best: (candidate: String, distance: Int)?
        for candidate in candidates where candidate != word {
            // An edit changes the length by at most one; `count` is cheaper than a distance.
            guard abs(candidate.count - target.count) <= limit else { continue }
            let bound = min(limit, (best?.distance ?? Int.max) - 1)
            guard bound >= 0, let distance = boundedDistance(target, Array(candidate.lowercased()), bound: bound, buffers: &buffers) else { continue }
            best = (candidate, distance)
        }
        return best?.candidate
    }

    /// `"; did you mean 'x'?"` or an empty string.
    public static func didYouMean(_ word: String, in candidates: some Sequence<String>) -> String {
        guard let match = closest(to: word, in: candidates) else { return "" }
        return "; did you mean '\(match)'?"
    }

    /// How many edits still make `word` a typo of a candidate.
    static func limit(for word: String) -> Int { min(3, max(1, word.count / 3)) }

    /// Edit distance over characters, counting a swap of two neighbours as one edit
    /// (optimal string alignment), since `Crad` for `Card` is one slip, not two.
    public static func editDistance(_ lhs: String, _ rhs: String) -> Int {
        let left = Array(lhs)
        let right = Array(rhs)
        var buffers = DistanceBuffers()
        return boundedDistance(left, right, bound: max(left.count, right.count), buffers: &buffers) ?? max(left.count, right.count)
    }

    /// Rows of the distance table, reused from one comparison to the next.
    struct DistanceBuffers {
        var twoBack: [Int] = []
        var previous: [Int] = []
        var current: [Int] = []
    }

    /// The optimal-string-alignment distance of `left` and `right` if it is at most `bound`,
    /// else nil — given up as soon as a whole row of the table exceeds `bound` (each later row
    /// can only be larger).
    static func boundedDistance(_ left: [Character], _ right: [Character], bound: Int, buffers: inout DistanceBuffers) -> Int? {
        guard abs(left.count - right.count) <= bound else { return nil }
        if left.isEmpty { return right.count }
        if right.isEmpty { return left.count }
        let width = right.count + 1
        for buffer in [\DistanceBuffers.twoBack, \.previous, \.current] where buffers[keyPath: buffer].count < width {
            buffers[keyPath: buffer] = [Int](repeating: 0, count: width)
        }
        for j in 0..<width { buffers.previous[j] = j }
        for i in 1...left.count {
            buffers.current[0] = i
            var rowMinimum = i
            for j in 1...right.count {
                let cost = left[i - 1] == right[j - 1] ? 0 : 1
                var best = min(buffers.previous[j] + 1, buffers.current[j - 1] + 1, buffers.previous[j - 1] + cost)
                if i > 1, j > 1, left[i - 1] == right[j - 2], left[i - 2] == right[j - 1] {
                    best = min(best, buffers.twoBack[j - 2] + 1)
                }
                buffers.current[j] = best
                rowMinimum = min(rowMinimum, best)
            }
            if rowMinimum > bound { return nil }
            // Rotate: the row before last is overwritten next.
            swap(&buffers.twoBack, &buffers.previous)
            swap(&buffers.previous, &buffers.current)
        }
        let distance = buffers.previous[right.count]
        return distance <= bound ? distance : nil
    }
}
