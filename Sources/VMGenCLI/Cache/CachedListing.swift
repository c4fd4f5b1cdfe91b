import Foundation
import VMGenKit

/// Lists folder trees as `ParallelListing` does (regular files and links, relative to the
/// root, sorted; links not followed), taking each folder's entries from the lint cache when its
/// stamp is the one recorded: a folder's times change whenever an entry is added, removed or
/// renamed in it, so only changed folders are read again — one `stat` per folder instead of a
/// listing (a large project has thousands of folders, and listing them was most of a repeat
/// lint). A folder touched within the clock's slack of the record is listed again.
final class CachedListing: @unchecked Sendable {
    private let record: LintCacheRecord?
    private let trustedBefore: FileTime
    private let stamps: StampReader
    private let lock = NSLock()
    /// Each recorded folder's stamp now, and whether it is as recorded (worked out once).
    private var checked: (positions: [String: Int], current: [Bool])?
    /// The recorded folders with their entries, by path, once read (`recordedEntries`).
    private var entriesByPath: [String: ListedFolder]?
    private var visitedFolders: [String: ListedFolder] = [:]
    private var missingFolders: Set<String> = []
    private var listedCount = 0

    /// `root`: the project's folder (folders below it are stamped relative to it).
    init(record: LintCacheRecord?, root: String) {
        self.record = record
        stamps = StampReader(root: root)
        // Without an earlier record no stamp is trusted.
        trustedBefore = record?.trustedBefore ?? FileTime(seconds: Int.min, nanoseconds: 0)
    }

    /// Stamps every recorded folder, on all cores, once.
    private func check() -> (positions: [String: Int], current: [Bool]) {
        if let checked = lock.withLock({ checked }) { return checked }
        let folders = record?.folders ?? []
        let trustedBefore = trustedBefore
        let stamps = stamps
        let current = Parallel.map(folders) { folder in
            let stamp = stamps.folderStamp(folder.path)
            return stamp == folder.stamp && (stamp.map { $0.isTrusted(before: trustedBefore) } ?? true)
        }
        var positions = [String: Int](minimumCapacity: folders.count)
        for (position, folder) in folders.enumerated() { positions[folder.path] = position }
        lock.withLock { checked = (positions, current) }
        return (positions, current)
    }

    /// The most folders `recordHolds` lists again to compare with the record; with more
    /// changed (a branch checked out, say), the folders are walked.
    static let relistLimit = 64

    /// `recordHolds`, once worked out; its own lock, held while it is, so that it lists the
    /// changed folders once.
    private var recordHoldsOnce: Bool?
    private let recordHoldsLock = NSLock()

    /// Whether every recorded folder holds what the record says (a missing one still missing):
    /// then what the recorded scope chose is what a walk would choose. A folder whose stamp
    /// is not the recorded one (or is too recent to tell) is listed again, up to
    /// `relistLimit` of them, and holds what it did when its files, folders and links are the
    /// recorded ones: a file saved by renaming a new one over it, as many editors save,
    /// changes its folder's times, not its entries — and a walk of every folder for it cost
    /// more than the rest of a lint. Those folders are then this run's `listed`, with their
    /// stamps now.
    var recordHolds: Bool {
        recordHoldsLock.withLock {
            if let known = recordHoldsOnce { return known }
            let holds = checkRecordHolds()
            recordHoldsOnce = holds
            return holds
        }
    }

    private func checkRecordHolds() -> Bool {
        guard let record, !record.folders.isEmpty else { return false }
        let current = check().current
        let changed = current.indices.filter { !current[$0] }
        if changed.isEmpty { return true }
        guard changed.count <= Self.relistLimit else { return false }
        let relisted = Parallel.map(changed) { Self.list(record.folders[$0].path) }
        let recorded = recordedEntries()
        for listed in relisted {
            guard let listed, let before = recorded[listed.path], before.files == listed.files, before.folders == listed.folders, before.links == listed.links
            else { return false }
        }
        lock.withLock {
            for case let listed? in relisted {
                visitedFolders[listed.path] = listed
                listedCount += 1
            }
        }
        return true
    }

    /// The recorded folder at `path` if it is as recorded, or the folder as this run listed it:
    /// its stamp, and whether it holds a build file.
    func current(_ path: String) -> (stamp: FileStamp, holdsBuildFiles: Bool)? {
        if let listed = lock.withLock({ visitedFolders[path] }) { return (listed.stamp, listed.holdsBuildFiles) }
        let (positions, current) = check()
        guard let position = positions[path], current[position], let folder = record?.folders[position], let stamp = folder.stamp else { return nil }
        return (stamp, folder.holdsBuildFiles)
    }

    /// A recorded folder with its entries, if it is as recorded.
    private func recordedFolder(_ path: String) -> ListedFolder? {
        let (positions, current) = check()
        guard let position = positions[path], current[position] else { return nil }
        return recordedEntries()[path]
    }

    /// Every recorded folder with its entries, by path (read when first needed).
    private func recordedEntries() -> [String: ListedFolder] {
        lock.withLock {
            if let entriesByPath { return entriesByPath }
            let byPath = Dictionary((record?.listedFolders() ?? []).map { ($0.path, $0) }) { first, _ in first }
            entriesByPath = byPath
            return byPath
        }
    }

    /// The regular files and links below `root` (absolute), relative to it, sorted.
    func listing(under root: String) -> (files: [String], links: [String]) {
        var files: [String] = []
        var links: [String] = []
        var level: [(absolute: String, relative: String)] = [(root, "")]
        // Level by level, the folders of a level read (or taken from the record) on all cores.
        while !level.isEmpty {
            let found = Parallel.map(level) { folder in
                self.recordedFolder(folder.absolute).map { (listed: $0, fresh: false) } ?? Self.list(folder.absolute).map { ($0, true) }
            }
            var next: [(absolute: String, relative: String)] = []
            for ((folder, relative), found) in zip(level, found) {
                guard let (listed, fresh) = found else {
                    if relative.isEmpty { lock.withLock { _ = missingFolders.insert(folder) } }
                    continue
                }
                let inside = relative.isEmpty ? "" : relative + "/"
                files += listed.files.map { inside + $0 }
                links += listed.links.map { inside + $0 }
                next += listed.folders.map { (folder + "/" + $0, inside + $0) }
                lock.withLock {
                    visitedFolders[folder] = listed
                    if fresh { listedCount += 1 }
                }
            }
            level = next
        }
        return (files.sorted(), links.sorted())
    }

    /// `folder`'s entries as they are now, with its stamp from before they were read; nil
    /// when it is no folder.
    private static func list(_ folder: String) -> ListedFolder? {
        guard let stamp = FileSystem.folderStamp(folder) else { return nil }
        var listed = ListedFolder(path: folder, stamp: stamp, files: [], folders: [], links: [])
        FileSystem.listNames(folder, file: { listed.files.append($0) }, folder: { listed.folders.append($0) }, link: { listed.links.append($0) })
        listed.files.sort()
        listed.folders.sort()
        listed.links.sort()
        return listed
    }

    /// Every folder listed or taken from the record in this run, for the next record.
    var visited: [ListedFolder] { lock.withLock { visitedFolders.values.sorted { $0.path < $1.path } } }

    /// The roots asked for that were not there.
    var missing: [String] { lock.withLock { missingFolders.sorted() } }

    /// How many folders were read from the disk (not taken from the record).
    var listed: Int { lock.withLock { listedCount } }
}
