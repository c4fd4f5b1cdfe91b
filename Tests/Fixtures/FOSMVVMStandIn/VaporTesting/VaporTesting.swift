// Stand-in for Vapor 4.121's VaporTesting module — the names a generated server test uses:
// `Sources/VaporTesting/TestingApplicationTester.swift:5,13`. Type-checking only.

import Vapor

/// Line 5: what `app.testing()` returns, which FOSTestingVapor extends with `test(_:locale:…)`.
public protocol TestingApplicationTester: Sendable {}

struct InMemoryTester: TestingApplicationTester {}

public extension Application {
    /// Line 13 (its `method:` parameter, defaulted, is not modelled).
    func testing() throws -> any TestingApplicationTester { InMemoryTester() }
}
