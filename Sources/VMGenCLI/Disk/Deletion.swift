import Foundation
import VMGenKit

/// Every deletion vmgen makes, in one place, each with the proof that the file is vmgen's.
///
/// vmgen deletes five kinds of things, and nothing else:
/// - a generated output its plan found stale: only while its bytes on disk are exactly the
///   bytes the planner judged (and proved generated, untouched and free of hand-written
///   code), and only a regular file, never through or at a symbolic link;
/// - a run record in the cache folder: only directly in that folder (never in a folder
///   below it), only a regular file with a record's name and a record's first line;
/// - a temporary file a stopped vmgen left: only with vmgen's temporary-file name, whose
///   process is gone, a regular file;
/// - a folder vmgen emptied: only below the output folder it generates into, only if empty;
/// - the old name of a `.yaml` localization file `lint --fix` renamed to `.yml`: only once the
///   new file exists with exactly the bytes read, and only while the old one still holds
///   them (and the new one, when the old changed meanwhile and the copy is taken back).
///
/// (The temporary files a run stages itself and then abandons are removed where they are
/// made, in `StagedWrites`: they were created by this very process with `O_EXCL`.)
enum Deletion {
    // MARK: Generated outputs

    enum Outcome: Equatable {
        case deleted
        /// The file is no longer exactly what the plan judged (edited, replaced, already gone):
        /// it is left alone.
        case changedMeanwhile
        /// The plan would delete a file the proof does not allow to delete (a planning
        /// mistake): it is left alone.
        case notProven
    }

    /// Deletes the stale output at `path` (`projectPath` in the project) if it still holds
    /// exactly `judged` — the bytes the plan proved deletable — and the proof still holds on
    /// them here (`GeneratedFileProof.deletion`: vmgen's header, its fingerprint for this
    /// path, nothing a person wrote), so no planning mistake can reach the disk. A file
    /// edited, replaced or turned into a link since then is left alone. Throws when the file
    /// system refuses the deletion itself.
    static func staleOutput(at path: String, projectPath: String, judged: [UInt8], owner: String? = nil) throws(FileSystem.Failure) -> Outcome {
        guard let current = currentRegularFile(path), current == judged else { return .changedMeanwhile }
        // A CRLF checkout of the file is proven as its LF text, as the plan read it (`LineEndings`).
        guard GeneratedFileProof.deletion(path: projectPath, bytes: LineEndings.asRead(current), owner: owner) == .allowed else { return .notProven }
        if unlink(path) != 0 {
            if errno == ENOENT { return .changedMeanwhile }
            throw FileSystem.Failure(message: "cannot delete \(path): \(FileSystem.lastError())")
        }
        return .deleted
    }

    /// The bytes of the regular file at `path`, read without following a link at `path`.
    private static func currentRegularFile(_ path: String) -> [UInt8]? {
        var status = stat()
        guard lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        close(descriptor)
        return DirectoryListing.read(path)
    }

    /// Removes `folder` and its parents while they are empty, stopping at `outputFolder`
    /// (which is kept, as is everything above it): a run removes the folders its deletions
    /// emptied, never a folder the user made for its outputs. `rmdir` removes only an empty
    /// folder, and never a link.
    static func emptyFolders(from folder: String, keeping outputFolder: String) {
        let stop = outputFolder.hasSuffix("/") ? String(outputFolder.dropLast()) : outputFolder
        var current = folder
        while current.hasPrefix(stop + "/") {
            guard rmdir(current) == 0 else { return }
            current = FileSystem.deletingLastComponent(current)
        }
    }

    // MARK: A localization file renamed by `lint --fix`

    /// Deletes `original`, the old name of a file `lint --fix` has just copied to a new name,
    /// if it still holds exactly `copied` — the bytes read and written under the new name, so
    /// nothing in it is lost — as a regular file (not a link). An original edited meanwhile is
    /// left alone.
    static func renamedOriginal(at original: String, copied: [UInt8]) throws(FileSystem.Failure) -> Outcome {
        try unlinkIfHolding(original, copied)
    }

    /// Takes back the copy `lint --fix` made at `copy` when the original changed meanwhile
    /// and so stays: only while the copy still holds exactly `written`, the bytes this run put
    /// there (so it is this run's, untouched), as a regular file.
    static func abandonedCopy(at copy: String, written: [UInt8]) throws(FileSystem.Failure) -> Outcome {
        try unlinkIfHolding(copy, written)
    }

    private static func unlinkIfHolding(_ path: String, _ bytes: [UInt8]) throws(FileSystem.Failure) -> Outcome {
        guard let current = currentRegularFile(path), current == bytes else { return .changedMeanwhile }
        if unlink(path) != 0 {
            if errno == ENOENT { return .changedMeanwhile }
            throw FileSystem.Failure(message: "cannot delete \(path): \(FileSystem.lastError())")
        }
        return .deleted
    }

    // MARK: Run records

    /// Deletes the run records and lint caches directly in `folder` that no run has used since
    /// `cutoff` (seconds since 1970), and their temporary files left by stopped runs as old. A
    /// file is a record only with a record's name (`RunCache.isRecordName`,
    /// `LintCache.isCacheName`), as a regular file (not a link), whose first bytes are that
    /// kind's signature; folders are not entered.
    static func oldRunRecords(in folder: String, before cutoff: Int) {
        guard let directory = opendir(folder) else { return }
        defer { closedir(directory) }
        let descriptor = dirfd(directory)
        var old: [String] = []
        while let entry = readdir(directory) {
            let name = String(decoding: FileSystem.entryName(entry), as: UTF8.self)
            guard RunCache.isRecordName(name) || RunCache.isRecordTemporaryName(name) || LintCache.isCacheName(name) || LintCache.isCacheTemporaryName(name)
            else { continue }
            var status = stat()
            guard fstatat(descriptor, name, &status, AT_SYMLINK_NOFOLLOW) == 0, (status.st_mode & S_IFMT) == S_IFREG,
                status.st_uid == geteuid(), FileSystem.stamp(status).modified.seconds < cutoff
            else { continue }
            old.append(name)
        }
        for name in old.sorted() where startsWithRecordSignature(name, in: descriptor) {
            unlinkat(descriptor, name, 0)
        }
    }

    /// Whether the file `name` in the open folder begins with the signature line of what its
    /// name says it is: a run record, or a lint cache.
    private static func startsWithRecordSignature(_ name: String, in folder: Int32) -> Bool {
        let descriptor = openat(folder, name, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        let isLintCache = LintCache.isCacheName(name) || LintCache.isCacheTemporaryName(name)
        let signature = Array((isLintCache ? LintCacheRecord.signature : RunRecord.signature).utf8)
        var buffer = [UInt8](repeating: 0, count: signature.count)
        let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress!, $0.count) }
        return count == signature.count && buffer == signature
    }

    // MARK: Temporary files of stopped runs

    /// Deletes the temporary files under `folders` that a stopped vmgen left behind (their
    /// name is vmgen's, their process is gone, they are regular files); returns their paths.
    static func leftoverTemporaryFiles(under folders: [String]) -> [String] {
        var found: [String] = []
        for folder in folders {
            FileSystem.walk(folder) { path, _ in found.append(path) }
        }
        return removeLeftoverTemporaryFiles(found)
    }

    /// Deletes those of `paths` (absolute) that are temporary files a stopped vmgen left: named
    /// as vmgen names them (`FileSystem.temporaryName`), of a process that is gone, regular
    /// files. Returns their paths, sorted. (`lint --fix` passes what its walk found.)
    static func removeLeftoverTemporaryFiles(_ paths: [String]) -> [String] {
        paths.filter { path in
            guard let owner = FileSystem.temporaryOwner(FileSystem.lastComponent(path)), owner != getpid() else { return false }
            return !isRunning(owner)
        }.sorted().filter { FileSystem.isRegularFile($0) && unlink($0) == 0 }
    }

    private static func isRunning(_ pid: Int32) -> Bool {
        kill(pid, 0) == 0 || errno == EPERM
    }
}
