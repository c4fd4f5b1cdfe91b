import Foundation
import VMGenKit

/// Each file of a lint as the library asks for it (`LintRun.Inputs`): the facts the lint cache
/// has for it when the file is still the one they were made of — its stamp unchanged since it
/// was recorded (and not touched within the clock's slack of then), or its bytes hashing the
/// same — else its bytes. Each file's stamp is taken before its bytes are read (every file's
/// at once, `stamps`, while the record's file tables are still being decoded; without a
/// record, from the open file just before it is read), so a change after the read shows in
/// the next lint.
final class LintSources<Facts: Sendable>: @unchecked Sendable {
    /// As lint names files: project-relative, absolute outside the project.
    private let paths: [String]
    private let absolute: (String) -> String
    /// Each file's stamp, taken before any was read; nil: no regular file there. Nil for all
    /// without a record: nothing is compared with them before reading, and each file's is
    /// taken as it is read (a `stat` of every file the less).
    private let stamps: [FileStamp?]?
    private let recorded: [LintCacheRecord.Stamped<Facts>?]
    private let trustedBefore: FileTime
    private let contentHash: (Facts) -> ContentHash
    private let lock = NSLock()
    /// One slot per file, each written by the one core that checks the file (no lock: tens
    /// of thousands of files, two cores contending for one lock cost more than the stats).
    private let stampSlots: UnsafeMutableBufferPointer<FileStamp?>
    private let trustedSlots: UnsafeMutableBufferPointer<Bool>
    private var unreadableIndices: [Int] = []

    /// `recorded[i]` is the earlier lint's entry for `absolute[i]` (same project path), if any.
    init(
        paths: [String], absolute: @escaping (String) -> String, stamps: [FileStamp?]?, recorded: [LintCacheRecord.Stamped<Facts>?],
        trustedBefore: FileTime?, contentHash: @escaping (Facts) -> ContentHash
    ) {
        self.paths = paths
        self.absolute = absolute
        self.stamps = stamps
        self.recorded = recorded
        // Without an earlier record no stamp is trusted.
        self.trustedBefore = trustedBefore ?? FileTime(seconds: Int.min, nanoseconds: 0)
        self.contentHash = contentHash
        stampSlots = .allocate(capacity: paths.count)
        stampSlots.initialize(repeating: nil)
        trustedSlots = .allocate(capacity: paths.count)
        trustedSlots.initialize(repeating: false)
    }

    deinit {
        stampSlots.deallocate()
        trustedSlots.deallocate()
    }

    enum Source {
        case facts(Facts)
        case bytes([UInt8], ContentHash?)
    }

    /// File `index`: its recorded facts if they are still its own, else its bytes (empty for
    /// a file that cannot be read: `unreadable` names it).
    func source(_ index: Int) -> Source {
        let entry = recorded[index]
        if let stamp = stamps?[index], let entry, entry.stamp == stamp, stamp.isTrusted(before: trustedBefore) {
            record(index, stamp, trusted: true)
            return .facts(entry.facts)
        }
        let path = absolute(paths[index])
        // Without a record, the stamp is the open file's, taken just before its bytes are read.
        let read: (bytes: [UInt8], stamp: FileStamp?)?
        if let stamps {
            read = DirectoryListing.read(path).map { ($0, stamps[index]) }
        } else {
            read = DirectoryListing.readStamped(path)
        }
        guard let (bytes, stamp) = read else {
            lock.withLock { unreadableIndices.append(index) }
            return .bytes([], nil)
        }
        let hash = ContentHash(bytes)
        record(index, stamp, trusted: false)
        if let entry, contentHash(entry.facts) == hash { return .facts(entry.facts) }
        return .bytes(bytes, hash)
    }

    private func record(_ index: Int, _ stamp: FileStamp?, trusted: Bool) {
        stampSlots[index] = stamp
        trustedSlots[index] = trusted
    }

    /// The bytes of file `index` again (its findings wait for an index that changed).
    func reread(_ index: Int) -> [UInt8] {
        DirectoryListing.read(absolute(paths[index])) ?? []
    }

    /// Each file's stamp before it was read (nil: not recorded). Asked once every file was.
    var stampsBeforeReading: [FileStamp?] { Array(stampSlots) }

    var unreadable: [Int] { lock.withLock { unreadableIndices.sorted() } }

    /// How many files were taken from the record on their stamp alone.
    var trusted: Int { trustedSlots.reduce(0) { $0 + ($1 ? 1 : 0) } }
}
