import Foundation

/// A fresh folder under the system's temporary directory, removed when released.
public final class TemporaryFolder {
    public let path: String

    public init() throws {
        _ = Self.recordFolder
        let base = NSTemporaryDirectory() + "vmgen-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
        path = (base as NSString).resolvingSymlinksInPath
    }

    /// Runs in tests keep their run records (`RunCache`) in a folder of the test process, not
    /// in the user's cache folder: every test that makes a project sets this first.
    public static let recordFolder: String = {
        let folder = NSTemporaryDirectory() + "vmgen-test-records-\(getpid())"
        setenv("VMGEN_CACHE_DIR", folder, 1)
        removeAtExit(folder)
        return folder
    }()

    /// Removes `path` (a file or folder the whole test process shares) when the process exits:
    /// such things outlive every test, so no `deinit` or tear-down removes them.
    public static func removeAtExit(_ path: String) {
        ExitCleanup.shared.add(path)
    }

    /// A fresh folder holding a copy of the folder at `source` (a project a test may change).
    public convenience init(copyOf source: String) throws {
        try self.init()
        try FileManager.default.removeItem(atPath: path)
        try FileManager.default.copyItem(atPath: source, toPath: path)
    }

    /// A fresh copy of `Examples/{example}`.
    public convenience init(copyOfExample example: String) throws {
        try self.init(copyOf: Repository.root + "/Examples/" + example)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// Writes `text` to `relative` inside the folder, creating parent folders.
    public func write(_ relative: String, _ text: String) throws {
        let full = path + "/" + relative
        try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: full))
    }

    public func read(_ relative: String) -> String? {
        FileManager.default.contents(atPath: path + "/" + relative).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Every regular file, relative, sorted.
    public func files() -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: path) else { return [] }
        var result: [String] = []
        while let relative = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path + "/" + relative, isDirectory: &isDirectory), !isDirectory.boolValue {
                result.append(relative)
            }
        }
        return result.sorted()
    }
}

/// The paths `TemporaryFolder.removeAtExit` was given, removed by one `atexit` handler.
private final class ExitCleanup: @unchecked Sendable {
    static let shared: ExitCleanup = {
        let cleanup = ExitCleanup()
        atexit { ExitCleanup.shared.removeAll() }
        return cleanup
    }()

    private let lock = NSLock()
    private var paths: [String] = []

    func add(_ path: String) {
        lock.lock()
        defer { lock.unlock() }
        paths.append(path)
    }

    func removeAll() {
        lock.lock()
        let all = paths
        lock.unlock()
        for path in all { try? FileManager.default.removeItem(atPath: path) }
    }
}
