import Foundation

/// Values kept until the process ends, never freed: freeing the merged index of a large
/// project costs as much as reading it (tens of thousands of strings and sets), and `vmgen`
/// exits right after it has printed the report, when the system takes all memory back at once
/// (clang's `-disable-free` does the same). A test that runs commands in its own process keeps
/// what they held until it ends, which for the small projects of the tests is little.
enum ProcessLifetime {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var kept: [Any] = []

    static func keepUntilExit(_ value: Any) {
        lock.withLock { kept.append(value) }
    }
}
