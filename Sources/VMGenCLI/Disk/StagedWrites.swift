import Foundation
import VMGenKit

/// Writing many files atomically without paying a disk flush per file: every new file is
/// first written in full next to its target ("staged"), then all of them are flushed to disk
/// at once, then each is renamed over its target, then each folder is flushed once. A kill or
/// a power cut at any moment still leaves every file old or new (docs/reliability.md); a file
/// that cannot be staged (full disk, read-only folder) stops the run before any file is
/// replaced, and the staged files are removed.
extension FileSystem {
    /// A complete new file next to the one it replaces, not yet in place.
    struct StagedFile {
        let temporary: String
        let target: String
    }

    /// Writes `bytes` to a temporary file next to `path` (creating its folder), checking that
    /// `path` is a regular file or nothing (a symbolic link or a folder is refused, not
    /// replaced) and giving the new file the old one's permissions, owner, group and extended
    /// attributes (where this process may). A file with other hard links is refused: renaming
    /// a new file over one of its names would leave the others with the old text.
    static func stage(_ bytes: [UInt8], for path: String, flushing: Bool = false, creatingFolder: Bool = true) throws(Failure) -> StagedFile {
        if creatingFolder { try createFolder(parentFolder(of: path)) }
        var mode: mode_t?
        var old: stat?
        var status = stat()
        if lstat(path, &status) == 0 {
            switch status.st_mode & S_IFMT {
            case S_IFREG:
                guard status.st_nlink <= 1 else {
                    throw Failure(message: "cannot replace \(path): it has \(status.st_nlink) hard links, and replacing it would leave the other names with the old text; make it a file of its own (or remove the other links) and run again")
                }
                mode = status.st_mode & 0o7777
                old = status
            case S_IFLNK: throw Failure(message: "cannot replace \(path): it is a symbolic link, and vmgen replaces only regular files")
            default: throw Failure(message: "cannot replace \(path): it is not a regular file")
            }
        }
        return StagedFile(temporary: try writeTemporary(bytes, nextTo: path, mode: mode, flushing: flushing, replacing: old), target: path)
    }

    /// Flushes the contents of staged files to disk: on Linux with one `syncfs` of the file
    /// system holding `folder` (one journal commit instead of one per file), elsewhere — or
    /// where `syncfs` is missing — with an `fsync` of each.
    static func flush(_ staged: [StagedFile], onFileSystemOf folder: String) throws(Failure) {
        guard !staged.isEmpty else { return }
        if let syncFileSystem {
            let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            if descriptor >= 0 {
                defer { close(descriptor) }
                guard syncFileSystem(descriptor) == 0 else { throw Failure(message: "cannot flush the new files to disk: \(lastError())") }
                return
            }
        }
        for file in staged {
            let descriptor = open(file.temporary, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else { throw Failure(message: "cannot write \(file.target): \(lastError())") }
            let result = fsync(descriptor)
            let reason = lastError()
            close(descriptor)
            guard result == 0 else { throw Failure(message: "cannot write \(file.target): \(reason)") }
        }
    }

    /// Flushes the entries of `folders` (the renames and deletes in them) to disk: one
    /// `syncfs` where it exists, else an `fsync` of each folder. Best effort, like
    /// `syncFolders`: the files' contents were flushed already.
    static func flushFolders(_ folders: Set<String>, onFileSystemOf folder: String) {
        guard !folders.isEmpty else { return }
        if let syncFileSystem {
            let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            if descriptor >= 0 {
                _ = syncFileSystem(descriptor)
                close(descriptor)
                return
            }
        }
        syncFolders(folders)
    }

    /// Renames a staged file over its target (atomic on POSIX).
    static func commit(_ file: StagedFile) throws(Failure) {
        if rename(file.temporary, file.target) != 0 {
            let reason = lastError()
            unlink(file.temporary)
            throw Failure(message: "cannot replace \(file.target): \(reason)")
        }
    }

    enum CommitOutcome: Equatable {
        case done
        /// The target is not what the plan was made against (a new file appeared where vmgen
        /// would create one, or the file it would replace changed meanwhile): it is left
        /// alone and the staged file removed.
        case targetChanged
    }

    /// Puts a staged file in place only over what the plan judged: nothing (`creating`) —
    /// the rename then fails if a file appeared there, whoever made it — or the file with
    /// stamp `expected`, checked just before the rename.
    static func commit(_ file: StagedFile, creating: Bool, over expected: FileStamp?) throws(Failure) -> CommitOutcome {
        if creating { return try commitNew(file) }
        guard let expected, fileStamp(file.target) == expected else {
            unlink(file.temporary)
            return .targetChanged
        }
        try commit(file)
        return .done
    }

    /// A rename that never replaces: `renameat2(RENAME_NOREPLACE)` on Linux, `renamex_np
    /// (RENAME_EXCL)` on macOS; where neither works, a hard link (which fails on an existing
    /// target) and then removing the temporary name.
    private static func commitNew(_ file: StagedFile) throws(Failure) -> CommitOutcome {
        var result: Int32 = -1
        var reason: Int32 = ENOSYS
        #if os(Linux)
        if let renameNoReplace {
            result = renameNoReplace(AT_FDCWD, file.temporary, AT_FDCWD, file.target, 1)
            reason = errno
        }
        #elseif canImport(Darwin)
        result = renamex_np(file.temporary, file.target, UInt32(RENAME_EXCL))
        reason = errno
        #endif
        if result == 0 { return .done }
        if reason == EEXIST || reason == ENOTEMPTY {
            unlink(file.temporary)
            return .targetChanged
        }
        guard reason == ENOSYS || reason == EINVAL || reason == ENOTSUP || reason == EOPNOTSUPP else {
            unlink(file.temporary)
            throw Failure(message: "cannot create \(file.target): \(String(cString: strerror(reason)))")
        }
        if link(file.temporary, file.target) == 0 {
            unlink(file.temporary)
            return .done
        }
        if errno == EEXIST {
            unlink(file.temporary)
            return .targetChanged
        }
        // No hard links here either (some network and FAT file systems): check, then rename.
        var status = stat()
        guard lstat(file.target, &status) != 0, errno == ENOENT else {
            unlink(file.temporary)
            return .targetChanged
        }
        try commit(file)
        return .done
    }

    /// `renameat2(2)`, which Swift's Glibc module does not export; looked up once.
    static let renameNoReplace: (@convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32)? = {
        #if os(Linux)
        guard let symbol = dlsym(nil, "renameat2") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32).self)
        #else
        return nil
        #endif
    }()

    /// Removes staged files that will not be put in place.
    static func discard<Files: Sequence<StagedFile>>(_ files: Files) {
        for file in files { unlink(file.temporary) }
    }

    /// `syncfs(2)`, which Swift's Glibc module does not export; looked up once.
    private static let syncFileSystem: (@convention(c) (Int32) -> Int32)? = {
        #if os(Linux)
        guard let symbol = dlsym(nil, "syncfs") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (Int32) -> Int32).self)
        #else
        return nil
        #endif
    }()

    /// `realPath` for many folders at once: each folder is resolved once, and one that does
    /// not exist yet (a cold run creates thousands) from its parent's answer, with no lookup
    /// of its own.
    struct RealPaths {
        private var known: [String: String] = [:]

        mutating func of(_ folder: String) -> String {
            if let answer = known[folder] { return answer }
            var status = stat()
            let answer: String
            let parent = FileSystem.deletingLastComponent(folder)
            if lstat(folder, &status) != 0, errno == ENOENT, parent != folder, !parent.isEmpty {
                let base = of(parent)
                answer = (base == "/" ? "" : base) + "/" + FileSystem.lastComponent(folder)
            } else {
                answer = realPath(folder)
            }
            known[folder] = answer
            return answer
        }
    }
}
