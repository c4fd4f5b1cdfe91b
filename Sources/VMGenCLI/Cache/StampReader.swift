import Foundation
import VMGenKit

/// Stamps files and folders below one folder relative to that folder, open once: a repeat lint
/// stamps every file and folder of the project, and most of the cost of a `stat` by absolute
/// path is looking up each folder on the way (the project's own path, every time). Paths
/// outside the folder are stamped as they are.
final class StampReader: @unchecked Sendable {
    private let root: String
    private let prefix: [UInt8]
    private let descriptor: Int32

    init(root: String) {
        self.root = root
        prefix = Array((root.hasSuffix("/") ? root : root + "/").utf8)
        descriptor = open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }

    /// The stamp of the regular file at `path` (not following a link); nil if there is none.
    func fileStamp(_ path: String) -> FileStamp? {
        stamp(path, follow: false).flatMap { $0.isRegular ? $0.stamp : nil }
    }

    /// `fileStamp` of a path as lint names files: relative to the root, or absolute outside it.
    func fileStamp(projectPath path: String) -> FileStamp? {
        guard !path.hasPrefix("/"), descriptor >= 0 else { return fileStamp(path) }
        var status = stat()
        guard fstatat(descriptor, path, &status, AT_SYMLINK_NOFOLLOW) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
        return FileSystem.stamp(status)
    }

    /// `fileStamp(projectPath:)` of each of `paths`, on all cores.
    func fileStamps(projectPaths paths: [String]) -> [FileStamp?] {
        Parallel.map(paths) { self.fileStamp(projectPath: $0) }
    }

    /// The stamp of the folder at `path` (following a link); nil if there is none.
    func folderStamp(_ path: String) -> FileStamp? {
        stamp(path, follow: true).flatMap { $0.isFolder ? $0.stamp : nil }
    }

    private func stamp(_ path: String, follow: Bool) -> (stamp: FileStamp, isRegular: Bool, isFolder: Bool)? {
        var status = stat()
        var path = path
        let found = path.withUTF8 { utf8 -> Bool in
            guard descriptor >= 0, utf8.count > prefix.count, utf8.starts(with: prefix) else { return false }
            // The path below the root, as a C string.
            let relative = UnsafeBufferPointer(rebasing: utf8[prefix.count...])
            return withUnsafeTemporaryAllocation(of: CChar.self, capacity: relative.count + 1) { buffer in
                for (offset, byte) in relative.enumerated() { buffer[offset] = CChar(bitPattern: byte) }
                buffer[relative.count] = 0
                return fstatat(descriptor, buffer.baseAddress!, &status, follow ? 0 : AT_SYMLINK_NOFOLLOW) == 0
            }
        } || (follow ? stat(path, &status) : lstat(path, &status)) == 0
        guard found else { return nil }
        let kind = status.st_mode & S_IFMT
        return (FileSystem.stamp(status), kind == S_IFREG, kind == S_IFDIR)
    }
}
