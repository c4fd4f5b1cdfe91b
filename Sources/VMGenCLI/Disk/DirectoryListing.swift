import Foundation
import VMGenKit

/// Listing and reading many files fast: `readdir` with the entry types the kernel reports
/// (no `stat` per file) and reads on all cores. The same answers as `FileSystem.files(under:)`
/// and `FileSystem.read`, which cost a `stat` and several Foundation objects per file.
enum DirectoryListing {
    /// Regular files under `root`, as paths relative to it, sorted. Symbolic links are not
    /// followed (neither to files nor to folders), so a link cannot steer vmgen outside it.
    static func files(under root: String) -> [String] {
        guard FileSystem.isDirectory(root) else { return [] }
        var result: [String] = []
        walk(root, relative: "", into: &result)
        return result.sorted()
    }

    private static func walk(_ folder: String, relative: String, into result: inout [String]) {
        let prefix = relative.isEmpty ? "" : relative + "/"
        FileSystem.listNames(folder, file: { name in result.append(prefix + name) }, folder: { name in
            walk(folder + "/" + name, relative: prefix + name, into: &result)
        })
    }

    /// `files(under:)`, and the symbolic links met on the way (not followed), both sorted:
    /// for lint, which says what it did not read.
    static func filesAndLinks(under root: String) -> (files: [String], links: [String]) {
        guard FileSystem.isDirectory(root) else { return ([], []) }
        var files: [String] = []
        var links: [String] = []
        walk(root, relative: "", files: &files, links: &links)
        return (files.sorted(), links.sorted())
    }

    private static func walk(_ folder: String, relative: String, files: inout [String], links: inout [String]) {
        let prefix = relative.isEmpty ? "" : relative + "/"
        FileSystem.listNames(
            folder, file: { name in files.append(prefix + name) },
            folder: { name in walk(folder + "/" + name, relative: prefix + name, files: &files, links: &links) },
            link: { name in links.append(prefix + name) })
    }

    /// The bytes of each file (nil where it cannot be read), in order, read on all cores.
    static func read(_ paths: [String]) -> [[UInt8]?] {
        Parallel.map(paths) { read($0) }
    }

    /// The bytes of a regular file; nil for anything else or on a failure. Opened without
    /// blocking, so a FIFO in its place is never waited on: `fstat` turns it away first.
    static func read(_ path: String) -> [UInt8]? {
        if case .file(let bytes, _) = read(path, flags: 0) { return bytes }
        return nil
    }

    /// `read(path)`, with the file's stamp as `StampReader.fileStamp` gives it, taken from the
    /// open file before its bytes are read: nil when `path` names a symbolic link (read where
    /// it leads, as `read` does), which has no stamp of its own.
    static func readStamped(_ path: String) -> (bytes: [UInt8], stamp: FileStamp?)? {
        switch read(path, flags: O_NOFOLLOW) {
        case .file(let bytes, let status): (bytes, FileSystem.stamp(status))
        case .link: read(path).map { ($0, nil) }
        case .nothing: nil
        }
    }

    /// What `read(_:flags:)` found at a path.
    private enum Opened {
        /// A regular file's bytes, and its status as `fstat` gave it before they were read.
        case file([UInt8], stat)
        /// A symbolic link, not followed (`O_NOFOLLOW` was given).
        case link
        /// Nothing that could be read.
        case nothing
    }

    /// The regular file at `path`, opened with `flags` besides the usual ones.
    private static func read(_ path: String, flags: Int32) -> Opened {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | flags)
        guard descriptor >= 0 else { return errno == ELOOP ? .link : .nothing }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG,
            let bytes = readAll(descriptor, size: Int(status.st_size))
        else { return .nothing }
        return .file(bytes, status)
    }

    /// Everything `descriptor` (a regular file of `size` bytes by `fstat`) holds: exactly
    /// `size` bytes first (so the buffer has no spare capacity), then a small read to see
    /// whether the file grew meanwhile. Nil on a read error.
    static func readAll(_ descriptor: Int32, size: Int) -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: size)
        var filled = 0
        while filled < bytes.count {
            let count = bytes.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress! + filled, $0.count - filled) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { return nil }
            if count == 0 { break }
            filled += count
        }
        if filled < bytes.count { bytes.removeLast(bytes.count - filled) }
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress!, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { return nil }
            if count == 0 { return bytes }
            bytes += chunk[0..<count]
        }
    }
}

/// `read(2)` (the name is taken by `DirectoryListing.read`).
func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.read(descriptor, buffer, count)
    #else
    Darwin.read(descriptor, buffer, count)
    #endif
}
