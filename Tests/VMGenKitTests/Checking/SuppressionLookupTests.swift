import XCTest
@testable import VMGenKit

/// Suppressions are looked up by line (one-line forms) and in a segment tree (file and block
/// forms) instead of trying every suppression for every finding; the answers, and which
/// suppression counts as used, must be those of trying them all in order.
final class SuppressionLookupTests: XCTestCase {
    /// A small deterministic generator, so a failure can be reproduced.
    private struct Numbers {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    func testCoveringSpansFindTheFirstAcceptedSpanLikeAScan() {
        var numbers = Numbers(state: 42)
        for round in 0..<200 {
            let spans: [ClosedRange<Int>] = (0..<numbers.next(40)).map { _ in
                let lower = 1 + numbers.next(60)
                return lower...(numbers.next(5) == 0 ? Int.max : lower + numbers.next(15))
            }
            let index = CoveringSpans(spans)
            let accepted = Set((0..<spans.count).filter { _ in numbers.next(3) > 0 })
            for line in 0...80 {
                let scanned = spans.indices.first { spans[$0].contains(line) && accepted.contains($0) }
                XCTAssertEqual(index.first(covering: line, where: accepted.contains), scanned, "round \(round), line \(line)")
            }
        }
    }

    func testSuppressionsAnswerAndCountAsUsedLikeTryingEveryOne() {
        let rules = [ListRowIdentityRule.description, StubWitnessRule.description]
        let forms = ["disable:next", "disable:this", "disable:file", "disable", "enable"]
        let names = ["VMID-03", "STUB-01", "all", "VMID-03, STUB-01", "stub-witness"]
        var numbers = Numbers(state: 7)
        for round in 0..<200 {
            var line = 0
            let comments = (0..<numbers.next(25)).map { _ -> SuppressionSet.Comment in
                line += 1 + numbers.next(4)
                let form = forms[numbers.next(forms.count)]
                let text = "// vmgen:\(form) \(names[numbers.next(names.count)])" + (form == "enable" ? "" : " — fixture")
                return SuppressionSet.Comment(text: text, location: SourceLocation(file: "F.swift", line: line, column: 1))
            }
            var indexed = SuppressionSet(comments: comments)
            let all = indexed.suppressions
            var used: Set<Int> = []
            for _ in 0..<40 {
                let rule = rules[numbers.next(rules.count)]
                let findingLine = 1 + numbers.next(line + 5)
                let first = all.indices.first { index in
                    all[index].lines.contains(findingLine)
                        && (all[index].rules.contains("all") || all[index].rules.contains(where: Set(rule.allNames).contains))
                }
                if let first { used.insert(first) }
                XCTAssertEqual(indexed.suppresses(rule, line: findingLine), first != nil, "round \(round), line \(findingLine)")
            }
            let unused = all.indices.filter { all[$0].reason != nil && !used.contains($0) }.map { all[$0].location }
            let reported = indexed.problems(knownNames: RuleCatalogue.knownNames).filter { $0.message.contains("suppresses nothing") }.map(\.location)
            XCTAssertEqual(reported, unused, "round \(round)")
        }
    }
}
