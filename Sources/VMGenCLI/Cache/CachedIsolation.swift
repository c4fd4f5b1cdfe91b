import Foundation
import VMGenKit

/// What the build files of each folder said about default isolation (`BuildIsolationFiles`),
/// without looking again where nothing that could change it has. A folder the listing has as
/// recorded (or has just listed) and that holds no `Package.swift` or Xcode project gives
/// nothing, with no further look; any other folder — one holding build files, or one outside
/// the folders listed, as every folder above the project is — gives what the lint cache
/// recorded for it when its stamp and every build file's stamp are the recorded ones.
final class CachedIsolation: @unchecked Sendable {
    private let earlier: [String: IsolationFolder]
    private let record: LintCacheRecord?
    private let trustedBefore: FileTime
    private let listing: CachedListing?
    private let lock = NSLock()
    private var seen: [String: IsolationFolder] = [:]
    private var lookedCount = 0
    private var changedCount = 0

    init(record: LintCacheRecord?, listing: CachedListing?) {
        self.record = record
        earlier = Dictionary((record?.isolation ?? []).map { ($0.path, $0) }) { first, _ in first }
        trustedBefore = record?.trustedBefore ?? FileTime(seconds: Int.min, nanoseconds: 0)
        self.listing = listing
    }

    /// The MainActor folders (absolute) the build files directly in `folder` give; nil when
    /// `folder` is no folder (it is looked at as it is, and nothing is recorded).
    func mainActorFolders(in folder: String) -> [String]? {
        let listed = listing?.current(folder)
        if let listed, !listed.holdsBuildFiles { return [] }
        guard let stamp = listed?.stamp ?? FileSystem.folderStamp(folder) else { return nil }
        if let known = earlier[folder], known.stamp == stamp, isTrusted(stamp),
            known.buildFiles.allSatisfy({ file in
                let now = FileSystem.anyStamp(file.path)
                return now == file.stamp && now.map(isTrusted) ?? true
            })
        {
            lock.withLock { seen[folder] = known }
            return known.mainActorFolders
        }
        let (found, buildFiles) = BuildIsolationFiles.look(at: folder)
        let known = earlier[folder]
        lock.withLock {
            seen[folder] = IsolationFolder(path: folder, stamp: stamp, buildFiles: buildFiles, mainActorFolders: found)
            lookedCount += 1
            if known?.mainActorFolders != found || known?.buildFiles.map(\.path) != buildFiles.map(\.path) { changedCount += 1 }
        }
        return found
    }

    private func isTrusted(_ stamp: FileStamp) -> Bool { stamp.isTrusted(before: trustedBefore) }

    /// What the recorded lint worked out, if the files linted are the ones it linted (`same`:
    /// the recorded scope, every folder holding what it did) and every folder it looked at one by one
    /// — those holding build files, those above the project — still gives what it gave: then
    /// no folder of the files needs a look. (A folder above the project changes often — the
    /// temporary folder, a home folder — and is looked at again; its build files rarely do.)
    func recordedResult(sameFiles: Bool) -> [String]? {
        guard sameFiles, let record, let result = record.mainActorFolders else { return nil }
        for folder in record.isolation {
            if let stamp = listing?.current(folder.path)?.stamp ?? FileSystem.folderStamp(folder.path), stamp == folder.stamp, isTrusted(stamp),
                folder.buildFiles.allSatisfy({ file in
                    let now = FileSystem.anyStamp(file.path)
                    return now == file.stamp && now.map(isTrusted) ?? true
                })
            {
                lock.withLock { seen[folder.path] = folder }
                continue
            }
            guard let stamp = FileSystem.folderStamp(folder.path) else { return nil }
            let (found, buildFiles) = BuildIsolationFiles.look(at: folder.path)
            guard found == folder.mainActorFolders, buildFiles.map(\.path) == folder.buildFiles.map(\.path) else { return nil }
            lock.withLock {
                seen[folder.path] = IsolationFolder(path: folder.path, stamp: stamp, buildFiles: buildFiles, mainActorFolders: found)
                lookedCount += 1
            }
        }
        return result
    }

    /// Every folder looked at or taken from the record, for the next record.
    var visited: [IsolationFolder] { lock.withLock { seen.values.sorted { $0.path < $1.path } } }

    /// How many folders were looked at on the disk (not taken from the record).
    var looked: Int { lock.withLock { lookedCount } }

    /// How many of those gave something else, or had other build files, than recorded (a
    /// folder above the project touched by others, the temporary folder, gives the same).
    var changed: Int { lock.withLock { changedCount } }
}
