import XCTest

@testable import VMGenKit

/// `Parallel.map` gives each element's result in the order of the elements, whatever the
/// chunks and however the cores take them: the report must never depend on timing.
final class ParallelTests: XCTestCase {
    func testResultsAreInTheElementsOrderForEveryCountAndChunking() {
        let chunked = Parallel.chunkLength
        for count in [0, 1, 2, 3, 15, 16, 17, chunked - 1, chunked, chunked + 1, 1_000, 23_310, 100_000] {
            let items = (0..<count).map { $0 * 7 + 1 }
            for cores in [1, 2, 3, 8] {
                XCTAssertEqual(Parallel.map(items, cores: cores) { $0 * 2 }, items.map { $0 * 2 }, "\(count) elements on \(cores) cores")
            }
            XCTAssertEqual(Parallel.map(count: count) { "\($0)" }, (0..<count).map { "\($0)" })
        }
    }

    /// Elements that take very different times (a few slow ones among many fast) still come
    /// back in order.
    func testUnevenWorkKeepsTheOrder() {
        let results = Parallel.map(count: 2_000, cores: 4) { index -> Int in
            if index % 97 == 0 { Thread.sleep(forTimeInterval: 0.001) }
            return index
        }
        XCTAssertEqual(results, Array(0..<2_000))
    }
}
