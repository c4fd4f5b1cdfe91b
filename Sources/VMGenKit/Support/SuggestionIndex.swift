import Foundation

/// `Suggestion.closest` over one large, fixed set of candidates asked many times — every type a
/// spec names that the project does not declare is compared with every ViewModel, enum and
/// nested type of the project.
///
/// The candidates are lowercased once and grouped by length, so a word is compared only with
/// those whose length could be within the limit; each comparison stops as soon as it cannot
/// come within it. Comparing each of n mistakes with n names is still quadratic, so the index
/// has a budget of comparisons, as compilers limit their typo corrections (clang's
/// `-fspell-checking-limit`): once it is spent, later mistakes are still reported, without a
/// suggestion. Lookups happen in the specs' order, one at a time, so which mistakes get one is
/// the same on every run.
final class SuggestionIndex: @unchecked Sendable {
    /// Enough for any project of people's size (1,000 names × 500 mistakes); about 0.1 s of a
    /// release build when spent on names of one length.
    static let defaultBudget = 500_000

    private struct Entry {
        var original: String
        var lowered: [Character]
    }

    /// Entries by length in characters, each list in the candidates' order.
    private let byLength: [Int: [(order: Int, entry: Entry)]]
    private let lock = NSLock()
    private var budget: Int

    init(_ candidates: [String], budget: Int = SuggestionIndex.defaultBudget) {
        var byLength: [Int: [(order: Int, entry: Entry)]] = [:]
        for (order, candidate) in candidates.enumerated() {
            let lowered = Array(candidate.lowercased())
            byLength[lowered.count, default: []].append((order, Entry(original: candidate, lowered: lowered)))
        }
        self.byLength = byLength
        self.budget = budget
    }

    /// As `Suggestion.closest(to:in:)` over the candidates, while the budget lasts.
    func closest(to word: String) -> String? {
        lock.lock()
        defer { lock.unlock() }
        let target = Array(word.lowercased())
        let limit = Suggestion.limit(for: word)
        var buffers = Suggestion.DistanceBuffers()
        var best: (order: Int, candidate: String, distance: Int)?
        for length in max(0, target.count - limit)...(target.count + limit) {
            for (order, entry) in byLength[length] ?? [] where entry.original != word {
                guard budget > 0 else { return nil }
                budget -= 1
                // Strictly better, or as good and earlier among the candidates (ties go to the first).
                let bound = min(limit, best.map { order < $0.order ? $0.distance : $0.distance - 1 } ?? limit)
                guard bound >= 0, let distance = Suggestion.boundedDistance(target, entry.lowered, bound: bound, buffers: &buffers) else { continue }
                if let current = best, distance == current.distance, order > current.order { continue }
                best = (order, entry.original, distance)
            }
        }
        return best?.candidate
    }
}
