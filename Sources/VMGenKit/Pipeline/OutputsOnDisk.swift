import Foundation

/// The files in the output folders, for a full run that reads each one only when it needs it
/// (`Generator.Input.outputsOnDisk`). A file already on disk byte for byte is read when its
/// file is rendered, compared, and let go; only the files the planner must look at (changed,
/// no longer generated, with protected regions) are read again to plan them. So a large
/// project's outputs are never all held at once: at 10,000 specs they were some 90 MB of a
/// full run's peak.
///
/// The core does no I/O: the caller gives `read`. With `hashing`, what each read gave is
/// hashed, for the record of the run (`readHashes`): the bytes the run saw, not what is on
/// disk by the time it records.
public final class OutputsOnDisk: @unchecked Sendable {
    /// Every file in the output folders that the run plans, by project-relative path.
    public let paths: Set<String>
    private let readFile: @Sendable (String) -> [UInt8]?
    private let hashing: Bool
    private let lock = NSLock()
    private var hashes: [String: ContentHash] = [:]

    public init(paths: some Sequence<String>, hashing: Bool, read: @escaping @Sendable (String) -> [UInt8]?) {
        self.paths = Set(paths)
        self.hashing = hashing
        readFile = read
    }

    /// Files already in memory (`Generator.Input.existing`), read the same way.
    public convenience init(holding files: [String: [UInt8]]) {
        self.init(paths: files.keys, hashing: false) { files[$0] }
    }

    /// The bytes of `path` as they are now; nil when it is not one of `paths` or cannot be read.
    public func read(_ path: String) -> [UInt8]? {
        guard paths.contains(path), let bytes = readFile(path) else { return nil }
        if hashing {
            let hash = ContentHash(bytes)
            lock.lock()
            hashes[path] = hash
            lock.unlock()
        }
        return bytes
    }

    /// With `hashing`: the hash of what the last read of each file gave, by path.
    public var readHashes: [String: ContentHash] {
        lock.lock()
        defer { lock.unlock() }
        return hashes
    }
}
