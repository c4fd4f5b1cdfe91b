@testable import VMGenKit
import XCTest

/// "Did you mean": the bounded distance and the length filter give exactly the suggestion the
/// full comparison gives, and the index over a project's names gives the same answers as
/// `Suggestion.closest` until its budget is spent — then none, the same on every run.
final class SuggestionTests: XCTestCase {
    /// The full optimal-string-alignment table, as the suggestion once computed it.
    private func fullDistance(_ lhs: String, _ rhs: String) -> Int {
        let left = Array(lhs), right = Array(rhs)
        if left.isEmpty { return right.count }
        if right.isEmpty { return left.count }
        var rows = [[Int]](repeating: [Int](repeating: 0, count: right.count + 1), count: left.count + 1)
        for i in 0...left.count { rows[i][0] = i }
        for j in 0...right.count { rows[0][j] = j }
        for i in 1...left.count {
            for j in 1...right.count {
                var best = min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + (left[i - 1] == right[j - 1] ? 0 : 1))
                if i > 1, j > 1, left[i - 1] == right[j - 2], left[i - 2] == right[j - 1] { best = min(best, rows[i - 2][j - 2] + 1) }
                rows[i][j] = best
            }
        }
        return rows[left.count][right.count]
    }

    /// `closest` as it was: every candidate compared in full.
    private func fullClosest(_ word: String, _ candidates: [String]) -> String? {
        let limit = min(3, max(1, word.count / 3))
        var best: (String, Int)?
        for candidate in candidates where candidate != word {
            let distance = fullDistance(word.lowercased(), candidate.lowercased())
            if distance <= limit, distance < (best?.1 ?? Int.max) { best = (candidate, distance) }
        }
        return best?.0
    }

    /// Words of a small alphabet, so many are a few edits apart (and some differ in case).
    private func words(_ count: Int, seed: UInt64) -> [String] {
        var state = seed
        func next() -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int(state >> 33)
        }
        let letters = Array("abcAB é")
        return (0..<count).map { _ in String((0..<(next() % 9)).map { _ in letters[next() % letters.count] }) }
    }

    func testTheBoundedDistanceIsTheFullOneWithinItsBound() {
        let all = words(120, seed: 7)
        var buffers = Suggestion.DistanceBuffers()
        for left in all {
            for right in all.prefix(60) {
                let full = fullDistance(left, right)
                XCTAssertEqual(Suggestion.editDistance(left, right), full, "\(left) / \(right)")
                for bound in 0...4 {
                    let bounded = Suggestion.boundedDistance(Array(left), Array(right), bound: bound, buffers: &buffers)
                    XCTAssertEqual(bounded, full <= bound ? full : nil, "\(left) / \(right) within \(bound)")
                }
            }
        }
        XCTAssertEqual(Suggestion.editDistance("Card", "Crad"), 1)
    }

    func testClosestAndTheIndexAnswerAsTheFullComparison() {
        for seed: UInt64 in 1...6 {
            let candidates = words(80, seed: seed)
            let index = SuggestionIndex(candidates)
            for word in words(60, seed: seed + 100) + candidates.prefix(20) {
                let expected = fullClosest(word, candidates)
                XCTAssertEqual(Suggestion.closest(to: word, in: candidates), expected, "'\(word)' in seed \(seed)")
                XCTAssertEqual(index.closest(to: word), expected, "'\(word)' in seed \(seed) (index)")
            }
        }
        // Ties go to the first candidate, whatever its length.
        XCTAssertEqual(SuggestionIndex(["Cards", "Car", "Cart"]).closest(to: "Card"), "Cards")
        XCTAssertEqual(Suggestion.closest(to: "Card", in: ["Cards", "Car", "Cart"]), "Cards")
    }

    func testASpentBudgetGivesNoSuggestionRatherThanAWorseOne() {
        let names = (0..<100).map { "Pier\(1_000 + $0)" }
        let index = SuggestionIndex(names, budget: 250)
        XCTAssertEqual(index.closest(to: "Peir1000"), "Pier1000")  // 100 comparisons
        XCTAssertEqual(index.closest(to: "Peir1001"), "Pier1001")  // 200
        XCTAssertNil(index.closest(to: "Peir1002"))  // spent half-way: no answer, not a partial one
        XCTAssertNil(index.closest(to: "Peir1003"))
        // A word whose length no candidate has costs nothing.
        XCTAssertNil(SuggestionIndex(names, budget: 0).closest(to: "Mystery00042"))
    }
}
