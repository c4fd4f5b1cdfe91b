import Foundation
import VMGenKit

/// Where the record of a project's last run lives, and reading and writing it (the logic is
/// `RunRecord`, in the library). Records are kept outside the project, in the user's cache
/// folder as SwiftLint keeps its cache, so nothing appears in `git status` and nothing needs
/// ignoring: `$VMGEN_CACHE_DIR`, else `$XDG_CACHE_HOME/vmgen`, else `~/.cache/vmgen`
/// (`~/Library/Caches/vmgen` on macOS). One file per project and output root; losing it only
/// costs one full run. Every failure here is silent for the same reason.
struct RunCache {
    let file: String

    /// The record file for `project`; nil when there is no cache folder to use.
    static func forProject(_ project: Project, environment: [String: String] = ProcessInfo.processInfo.environment) -> RunCache? {
        guard let folder = folder(environment) else { return nil }
        var builder = ContentHash.Builder()
        builder.add(FileSystem.realPath(project.configPath))
        builder.add(FileSystem.realPath(project.outputRoot))
        return RunCache(file: folder + "/" + builder.finish().description + ".record")
    }

    static func folder(_ environment: [String: String]) -> String? {
        if let folder = environment["VMGEN_CACHE_DIR"], !folder.isEmpty { return folder }
        if let folder = environment["XDG_CACHE_HOME"], folder.hasPrefix("/") { return folder + "/vmgen" }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        #if os(macOS)
        return home + "/Library/Caches/vmgen"
        #else
        return home + "/.cache/vmgen"
        #endif
    }

    /// The record; the one this process last read or wrote when the file is still that one
    /// (same stamp), so `watch` does not decode its own record again after every run.
    func load() -> RunRecord? {
        let stamp = FileSystem.fileStamp(file)
        if let stamp, let remembered = Self.memo.record(file: file, stamp: stamp) { return remembered }
        guard let record = DirectoryListing.read(file).flatMap(RunRecord.decode) else { return nil }
        if let stamp, FileSystem.fileStamp(file) == stamp { Self.memo.remember(record, file: file, stamp: stamp) }
        return record
    }

    /// The last record read or written, with its file's stamp then.
    private final class Memo: @unchecked Sendable {
        private let lock = NSLock()
        private var entry: (file: String, stamp: FileStamp, record: RunRecord)?

        func record(file: String, stamp: FileStamp) -> RunRecord? {
            lock.withLock { entry.flatMap { $0.file == file && $0.stamp == stamp ? $0.record : nil } }
        }

        func remember(_ record: RunRecord, file: String, stamp: FileStamp) {
            lock.withLock { entry = (file, stamp, record) }
        }
    }

    private static let memo = Memo()

    /// Replaces the record (a temporary file renamed over it, so a reader never sees half of
    /// one; not flushed to disk: a record lost in a crash costs one full run). A project's
    /// first record is also when records no run has used for a month are deleted.
    func save(_ record: RunRecord) {
        let folder = FileSystem.parentFolder(of: file)
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        guard let (temporary, descriptor) = FileSystem.createTemporary(nextTo: file), Self.write(record, to: descriptor, at: temporary) else { return }
        let isFirst = !FileSystem.exists(file)
        if rename(temporary, file) != 0 {
            unlink(temporary)
        } else if let stamp = FileSystem.fileStamp(file) {
            Self.memo.remember(record, file: file, stamp: stamp)
        }
        if isFirst { Deletion.oldRunRecords(in: folder, before: Int(Date().timeIntervalSince1970) - 30 * 24 * 3600) }
    }

    /// Writes `record` to the new temporary file `path`, open as `descriptor` (created
    /// exclusively: a link placed in the cache folder under its name is never written
    /// through), a chunk at a time (`RunRecord.encode`): a large project's record is tens of
    /// megabytes, written at a full run's peak of memory. Closes `descriptor`.
    private static func write(_ record: RunRecord, to descriptor: Int32, at path: String) -> Bool {
        defer { close(descriptor) }
        var ok = true
        record.encode { chunk in
            guard ok else { return }
            ok = chunk.withUnsafeBytes { FileSystem.writeAll($0, to: descriptor) == nil }
        }
        if !ok { unlink(path) }
        return ok
    }

    /// `<32 hex digits>.record`: the name of every record (`forProject`).
    static func isRecordName(_ name: String) -> Bool {
        let utf8 = Array(name.utf8)
        return utf8.count == 32 + 7 && name.hasSuffix(".record") && utf8.prefix(32).allSatisfy(isLowercaseHexDigit)
    }

    /// `.<record name>.vmgen-<pid>.tmp`: a record being written (`save`).
    static func isRecordTemporaryName(_ name: String) -> Bool {
        guard FileSystem.temporaryOwner(name) != nil, let marker = name.range(of: ".vmgen-", options: .backwards) else { return false }
        return isRecordName(String(name[name.index(after: name.startIndex)..<marker.lowerBound]))
    }

    static func isLowercaseHexDigit(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x61...0x66).contains(byte)
    }

    /// vmgen's version and the stamp of its executable: a rebuilt vmgen (new rules or
    /// built-in templates under the same version number) does not trust an older record.
    static let toolIdentity: String = {
        var identity = "vmgen " + VMGenVersion.current
        if let executable = FileSystem.executablePath {
            var status = stat()
            if stat(executable, &status) == 0 {
                let stamp = FileSystem.stamp(status)
                identity += " \(stamp.inode) \(stamp.size) \(stamp.modified.seconds).\(stamp.modified.nanoseconds)"
            }
        }
        return identity
    }()
}

extension FileTime {
    /// The current time, by the clock the kernel stamps files with.
    static var now: FileTime {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return FileTime(seconds: Int(time.tv_sec), nanoseconds: Int(time.tv_nsec))
    }
}
