import Foundation
import VMGenKit

/// The disk, for the CLI only: the library never touches it.
///
/// Every write is atomic (a complete temporary file, flushed, then renamed over the target,
/// then the folder flushed), so a run killed at any moment leaves each file either as it was
/// or as it should be, never half-written; docs/reliability.md has the details.
enum FileSystem {
    struct Failure: Error {
        var message: String
    }

    /// A regular file's bytes (through links), nil for anything else: never waits on a FIFO.
    static func read(_ path: String) -> [UInt8]? {
        DirectoryListing.read(path)
    }

    static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    static func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: path)
    }

    /// Regular files under `root`, as paths relative to it, sorted. Symbolic links are not
    /// followed, so a link cannot steer vmgen outside the folder.
    static func files(under root: String) -> [String] {
        guard isDirectory(root), let enumerator = FileManager.default.enumerator(atPath: root) else { return [] }
        var result: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let full = root + "/" + relative
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: full),
                attributes[.type] as? FileAttributeType == .typeRegular
            else { continue }
            result.append(relative)
        }
        return result.sorted()
    }

    /// Writes `bytes` to `path` atomically: a temporary file in the same folder, written in
    /// full and flushed to disk (`fsync`), then renamed over `path` (atomic on POSIX), then the
    /// folder flushed so the rename itself survives a power cut. A crash or a kill at any point
    /// leaves the old file or the new one, never half of one; a leftover temporary file (the
    /// process was killed before the rename) is removed by the next `generate`.
    ///
    /// An existing file keeps its permissions. A symbolic link or a folder at `path` is refused,
    /// not replaced. A caller writing many files passes `syncingFolder: false` and flushes each
    /// folder once at the end (`syncFolders`): one folder flush instead of one per file.
    static func writeAtomically(_ bytes: [UInt8], to path: String, syncingFolder: Bool = true) throws(Failure) {
        let staged = try stage(bytes, for: path, flushing: true)
        try commit(staged)
        if syncingFolder { syncFolder(parentFolder(of: path)) }
    }

    /// Creates `path` with `bytes`, failing if it exists — even if it appeared a moment ago,
    /// so `init` and `new` can never overwrite a file. Atomic like `writeAtomically`: the
    /// complete temporary file is hard-linked to `path` (which fails if `path` exists), so
    /// `path` never exists half-written. Where hard links are not supported it falls back to
    /// an exclusive create.
    static func createNew(_ bytes: [UInt8], at path: String) throws(Failure) {
        let folder = parentFolder(of: path)
        try createFolder(folder)
        let temporary = try writeTemporary(bytes, nextTo: path, mode: nil)
        defer { unlink(temporary) }
        if link(temporary, path) == 0 {
            syncFolder(folder)
            return
        }
        guard errno == EPERM || errno == ENOTSUP || errno == EOPNOTSUPP || errno == EXDEV || errno == EMLINK else {
            throw Failure(message: "cannot create \(path): \(lastError())")
        }
        let descriptor = createExclusive(path)
        guard descriptor >= 0 else {
            throw Failure(message: "cannot create \(path): \(lastError())")
        }
        let failure = writeAll(bytes, to: descriptor)
        close(descriptor)
        if let failure {
            unlink(path)
            throw Failure(message: "cannot write \(path): \(failure)")
        }
    }

    /// Flushes each folder's entries once (after `writeAtomically(…, syncingFolder: false)`).
    static func syncFolders(_ folders: Set<String>) {
        for folder in folders.sorted() { syncFolder(folder) }
    }

    // MARK: Temporary files

    /// `.Name.swift.vmgen-1234.tmp`: hidden, and never a `.swift` or `.yml` file, so nothing
    /// reads a leftover one as a spec, an output or a source file.
    static func temporaryName(for name: String, pid: Int32 = getpid()) -> String {
        ".\(name).vmgen-\(pid).tmp"
    }

    /// The process id in a temporary file name of `temporaryName`, if it is one.
    static func temporaryOwner(_ name: String) -> Int32? {
        guard name.hasPrefix("."), name.hasSuffix(".tmp"), let marker = name.range(of: ".vmgen-", options: .backwards) else { return nil }
        return Int32(name[marker.upperBound...].dropLast(4))
    }

    /// Writes `bytes` to a new temporary file next to `path`, flushed to disk unless
    /// `flushing` is false (the caller flushes many at once). `mode` is the permissions of the
    /// file it replaces; a new file gets 0644 less the umask.
    /// `replacing`: the file it will replace, whose owner, group and extended attributes it
    /// gets too, where this process may set them (`FileAttributes`).
    static func writeTemporary(
        _ bytes: [UInt8], nextTo path: String, mode: mode_t?, flushing: Bool = true, replacing old: stat? = nil
    ) throws(Failure) -> String {
        guard let (temporary, descriptor) = createTemporary(nextTo: path) else {
            throw Failure(message: "cannot write \(path): \(lastError())")
        }
        var failure = writeAll(bytes, to: descriptor)
        if failure == nil, let old {
            // The owner first: changing it clears the set-user/group-ID bits the mode sets.
            FileAttributes.keepOwner(of: old, on: descriptor)
            FileAttributes.copyExtendedAttributes(from: path, to: descriptor)
        }
        if failure == nil, let mode, fchmod(descriptor, mode) != 0 { failure = lastError() }
        // Last before the flush: nothing written to the file after this changes its time.
        if failure == nil, let old { FileAttributes.keepSecondApart(from: old, on: descriptor) }
        if failure == nil, flushing, fsync(descriptor) != 0 { failure = lastError() }
        if close(descriptor) != 0, failure == nil { failure = lastError() }
        if let failure {
            unlink(temporary)
            throw Failure(message: "cannot write \(path): \(failure)")
        }
        return temporary
    }

    /// Creates the temporary file for `path` (`temporaryName`, in the same folder) and opens
    /// it for writing; nil, with `errno` set, when it cannot. The file is always new: created
    /// exclusively, so nothing already there — a link someone placed under that name above
    /// all — is ever opened, followed or written through. An entry left under the name (by an
    /// earlier process with this pid, killed before its rename, or planted) is removed first:
    /// `unlink` removes a link itself, never what it leads to.
    static func createTemporary(nextTo path: String) -> (path: String, descriptor: Int32)? {
        let folder = parentFolder(of: path)
        let temporary = (folder == "." && !path.hasPrefix("./") ? "" : folder + "/") + temporaryName(for: lastComponent(path))
        var descriptor = createExclusive(temporary)
        if descriptor < 0, errno == EEXIST {
            unlink(temporary)
            descriptor = createExclusive(temporary)
        }
        return descriptor < 0 ? nil : (temporary, descriptor)
    }

    /// Opens a new file at `path` for writing, failing with `EEXIST` when anything is there,
    /// a symbolic link included (`O_EXCL` does not follow one; `O_NOFOLLOW` says so twice).
    static func createExclusive(_ path: String) -> Int32 {
        open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
    }

    /// Writes all of `bytes`; returns the reason when it could not.
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> String? {
        bytes.withUnsafeBytes { writeAll($0, to: descriptor) }
    }

    /// Writes all of `buffer`, again after an interruption or a partial write; returns the
    /// reason when it could not (a write of nothing counts as a failure, never a retry).
    static func writeAll(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32) -> String? {
        var written = 0
        while written < buffer.count {
            let result = write(descriptor, buffer.baseAddress! + written, buffer.count - written)
            if result < 0 {
                if errno == EINTR { continue }
                return lastError()
            }
            guard result > 0 else { return "nothing could be written" }
            written += result
        }
        return nil
    }

    /// Flushes a folder's entries (a rename or unlink in it) to disk. Best effort: some file
    /// systems cannot open or flush a folder, and the data itself was flushed already.
    static func syncFolder(_ folder: String) {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }

    /// Creates `folder` and the folders above it that are missing. A failure names the part of
    /// the path in the way and what it is (`Sources is a FIFO (a named pipe), not a folder`),
    /// never Foundation's "NSCocoaErrorDomain error 512". Writes stage on several threads at
    /// once, so a folder another thread just made is success: `mkdir` first, looking only when
    /// it fails.
    static func createFolder(_ folder: String) throws(Failure) {
        guard !isDirectory(folder) else { return }
        if let problem = makeFolder(folder) {
            throw Failure(message: "cannot create the folder \(folder): \(problem)")
        }
    }

    /// `mkdir -p` on `path`: nil when it is a folder now, else what is in the way.
    private static func makeFolder(_ path: String) -> String? {
        if mkdir(path, 0o777) == 0 { return nil }
        let error = errno  // before any other call sets errno
        switch error {
        case EEXIST:
            return isDirectory(path) ? nil : notAFolder(path)
        case ENOENT:
            // A folder above is missing (or is a link that leads nowhere): make it, then this.
            let parent = deletingLastComponent(path)
            guard !parent.isEmpty, parent != path else { return String(cString: strerror(error)) }
            if let problem = makeFolder(parent) { return problem }
            if mkdir(path, 0o777) == 0 || (errno == EEXIST && isDirectory(path)) { return nil }
            return errno == EEXIST ? notAFolder(path) : lastError()
        case ENOTDIR:
            // Something above is not a folder: name the first such part.
            var prefix = path.hasPrefix("/") ? "" : nil as String?
            for part in path.split(separator: "/") {
                prefix = prefix.map { $0 + "/" + part } ?? String(part)
                if let prefix, !isDirectory(prefix), part != ".", part != ".." { return notAFolder(prefix) }
            }
            return String(cString: strerror(error))
        default:
            return String(cString: strerror(error))
        }
    }

    /// What `path` is, said as the part of a path in the way of a folder.
    private static func notAFolder(_ path: String) -> String {
        var status = stat()
        if stat(path, &status) == 0 { return "\(path) is \(InputFile.kind(of: status) ?? "a file"), not a folder" }
        var link = stat()
        if lstat(path, &link) == 0, link.st_mode & S_IFMT == S_IFLNK { return "\(path) is a symbolic link that leads nowhere" }
        return "\(path) is not a folder"
    }

    static func parentFolder(of path: String) -> String {
        let folder = deletingLastComponent(path)
        return folder.isEmpty ? "." : folder
    }

    /// `NSString.deletingLastPathComponent`, on the bytes: runs of `/` count as one and a
    /// trailing `/` is dropped, then the path is cut at its last `/`. A cold run of 10,000
    /// specs asks for some 200,000 of these, and `NSString` made them a tenth of its writing;
    /// and on Linux `NSString` traps on some short paths (`"a"`, `"."`, `"a//"`), which a
    /// project with a one-letter folder could reach (`PathComponentTests`).
    static func deletingLastComponent(_ path: String) -> String {
        let fixed = fixingSlashes(path)
        guard fixed != "/", let slash = fixed.utf8.lastIndex(of: 0x2F) else { return fixed == "/" ? "/" : "" }
        return slash == fixed.utf8.startIndex ? "/" : String(fixed[..<slash])
    }

    /// `NSString.lastPathComponent`, the same way.
    static func lastComponent(_ path: String) -> String {
        let fixed = fixingSlashes(path)
        guard fixed != "/", let slash = fixed.utf8.lastIndex(of: 0x2F) else { return fixed }
        return String(fixed[fixed.utf8.index(after: slash)...])
    }

    /// `path` with each run of `/` made one and a trailing `/` dropped (but for `/` itself);
    /// `path` itself when there is nothing to fix (every path a run plans).
    private static func fixingSlashes(_ path: String) -> String {
        var previous: UInt8 = 0
        var plain = true
        for byte in path.utf8 {
            if byte == 0x2F, previous == 0x2F { plain = false; break }
            previous = byte
        }
        if plain, previous != 0x2F || path.utf8.count == 1 { return path }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(path.utf8.count)
        for byte in path.utf8 where !(byte == 0x2F && bytes.last == 0x2F) { bytes.append(byte) }
        if bytes.count > 1, bytes.last == 0x2F { bytes.removeLast() }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The process's current folder, however long: `getcwd` with a buffer it allocates (Foundation's
    /// `currentDirectoryPath` on Linux gives up past 1,024 bytes, and relative paths then resolved
    /// from `/`). Nil when there is none (the folder was deleted).
    static func workingFolder() -> String? {
        guard let path = getcwd(nil, 0) else { return nil }
        defer { free(path) }
        return String(cString: path)
    }

    static func lastError() -> String {
        String(cString: strerror(errno))
    }

    // MARK: Where a path really is

    /// A path naming the running executable's file, for its stamp. On Linux that is the
    /// kernel's `/proc/self/exe` link, which names the file being run even after a rebuild has
    /// replaced it on disk, and costs one system call; `Bundle.main` first reads the whole
    /// bundle (about 30 million instructions, a tenth of a `lint --stdin`), so it is only the
    /// fallback.
    static var executablePath: String? {
        #if os(Linux)
        if access("/proc/self/exe", F_OK) == 0 { return "/proc/self/exe" }
        #endif
        return Bundle.main.executablePath
    }

    /// `path` with every symbolic link in it resolved, as far as it exists (the rest, not
    /// created yet, appended as is).
    static func realPath(_ path: String) -> String {
        var existing = (path as NSString).standardizingPath
        var missing: [String] = []
        while true {
            if let resolved = realpath(existing, nil) {
                defer { free(resolved) }
                let base = String(cString: resolved)
                return missing.isEmpty ? base : (base == "/" ? "" : base) + "/" + missing.reversed().joined(separator: "/")
            }
            let parent = (existing as NSString).deletingLastPathComponent
            if parent == existing || parent.isEmpty { return path }
            missing.append((existing as NSString).lastPathComponent)
            existing = parent
        }
    }

    /// The real path of the regular file `path` leads to (through any links), or nil when it
    /// leads to nothing or to something else (a folder).
    static func realFile(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        var status = stat()
        guard stat(resolved, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
        return String(cString: resolved)
    }

    /// Whether `path` is `folder` or inside it (both already real paths).
    static func isInside(_ path: String, _ folder: String) -> Bool {
        path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }

    /// Whether `path` itself (not what it points to) is a regular file.
    static func isRegularFile(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
    }

    /// Whether `path` itself (not what it points to) is a symbolic link.
    static func isSymbolicLink(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFLNK
    }

    /// Where the symbolic link at `path` points, as written in the link.
    static func linkDestination(_ path: String) -> String? {
        try? FileManager.default.destinationOfSymbolicLink(atPath: path)
    }

}
