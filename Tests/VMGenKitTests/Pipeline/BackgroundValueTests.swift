import Dispatch
import Foundation
@testable import VMGenKit
import XCTest

final class BackgroundValueTests: XCTestCase {
    /// The work starts when the value is made, not when it is first read.
    func testTheWorkRunsBeforeTheValueIsAskedFor() {
        let started = DispatchSemaphore(value: 0)
        let value = BackgroundValue { () -> Int in
            started.signal()
            return 42
        }
        XCTAssertEqual(started.wait(timeout: .now() + 10), .success, "the work did not start on its own")
        XCTAssertEqual(value.value, 42)
    }

    /// Every read gives the one result; the work runs once.
    func testTheValueIsWorkedOutOnce() {
        let runs = Counter()
        let value = BackgroundValue { () -> [Int] in
            runs.add()
            return Array(0..<1_000)
        }
        // Read on threads of their own, so a read that never returns fails instead of hanging.
        let reads = DispatchGroup()
        let same = Counter()
        for _ in 0..<8 {
            DispatchQueue.global().async(group: reads) {
                if value.value == Array(0..<1_000) { same.add() }
            }
        }
        XCTAssertEqual(reads.wait(timeout: .now() + 10), .success, "a read waited for ever")
        XCTAssertEqual(same.count, 8)
        XCTAssertEqual(runs.count, 1)
    }

    /// `take` hands the value over once: it is not kept for a second caller.
    func testTakeHandsTheValueOverOnce() {
        let value = BackgroundValue { [1, 2, 3] }
        XCTAssertEqual(value.take(), [1, 2, 3])
        XCTAssertNil(value.take())
    }

    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0
        func add() { lock.withLock { value += 1 } }
        var count: Int { lock.withLock { value } }
    }
}
