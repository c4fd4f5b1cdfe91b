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

    /// In a process that ends with its command, asks the C library's allocator (glibc's) to
    /// grow its heaps 64 MB at a time and to keep as much when memory is freed, instead of
    /// the default 128 KB. A lint of a large project allocates hundreds of megabytes on every
    /// core: in steps of 128 KB the heaps grew by ten thousand `mprotect` calls (14 this way),
    /// and a first lint of a 1,000,000-line project took 5% more CPU and 7% more time. The
    /// memory is the process's own either way, and it is all given back at exit; pages not
    /// touched cost nothing. Elsewhere (a test, another allocator) nothing changes.
    static func growHeapsInLargeSteps() {
        guard lock.withLock({ endsWithCommand }) else { return }
        #if canImport(Glibc)
        // `mallopt` is not in the Glibc module: looked up by name, as C declares it.
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
        let topPad: Int32 = -2  // M_TOP_PAD in <malloc.h>
        _ = unsafeBitCast(symbol, to: Mallopt.self)(topPad, 64 << 20)
        #endif
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
