import Foundation

/// Values kept until the process ends, never freed: freeing the merged index of a large
/// project costs as much as reading it (tens of thousands of strings and sets), and `vmgen`
/// exits right after it has printed the report, when the system takes all memory back at once
/// (clang's `-disable-free` does the same). A test that runs commands in its own process keeps
/// what they held until it ends, which for the small projects of the tests is little.
public enum ProcessLifetime {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var kept: [Any] = []
    nonisolated(unsafe) private static var endsWithCommand = false

    /// Said by the `vmgen` executable, whose process ends when its command does. A process that
    /// runs commands one after another (a test) never says it.
    public static func endsWhenTheCommandDoes() {
        lock.withLock { endsWithCommand = true }
    }

    static func keepUntilExit(_ value: Any) {
        lock.withLock { kept.append(value) }
    }

    /// Keeps `value` until exit only in a process that ends with its command; elsewhere it is
    /// freed as usual. For values holding open files (the lint cache's record, a folder opened
    /// for its stamps): kept in a process that runs command after command, each would hold its
    /// files open until that process ends.
    static func keepUntilExitIfItEndsWithTheCommand(_ value: Any) {
        lock.withLock { if endsWithCommand { kept.append(value) } }
    }
}
