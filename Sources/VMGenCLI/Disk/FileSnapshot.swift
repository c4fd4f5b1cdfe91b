import Foundation
import VMGenKit

/// Stamping every file under a folder, which every `generate` does for its output folders
/// (68,000 files for 10,000 specs), so it must cost little more than the kernel's work:
/// `readdir` with the entry types it reports, one `fstatat` per file relative to the open
/// folder (no path lookup from the root per file), and subtrees on all cores.
extension FileSystem {
    /// The stamp of every regular file under `folders` (paths relative to `root`), by the
    /// path `folder/…` — the form `Project.existingOutputs` uses. Two equal snapshots mean no
    /// file was written, replaced (a rename makes a new inode), added or removed in between.
    static func snapshot(of folders: [String], in root: String) -> [String: FileStamp] {
        tree(of: folders, in: root).files
    }

    /// Every regular file (with its stamp) and every folder under some folders.
    struct Tree {
        var files: [String: FileStamp] = [:]
        /// The folders below the given ones, in no particular order.
        var folders: [String] = []
    }

    static func tree(of folders: [String], in root: String) -> Tree {
        // Breadth-first until there is a subtree for every core several times over, then the
        // subtrees in parallel.
        var top = Part()
        var pending = folders.map { (absolute: root + "/" + $0, relative: $0) }
        var depth = 0
        while !pending.isEmpty, pending.count < Parallel.cores * 8, depth < 4 {
            var next: [(absolute: String, relative: String)] = []
            for folder in pending {
                list(folder.absolute, file: { name, status in top.files.append((folder.relative + "/" + name, stamp(status))) },
                    folder: { name in next.append((folder.absolute + "/" + name, folder.relative + "/" + name)) })
            }
            top.folders += next.map(\.relative)
            pending = next
            depth += 1
        }
        let parts = [top] + Parallel.map(pending) { folder in
            var part = Part()
            part.add(folder.absolute, relative: folder.relative)
            return part
        }
        var tree = Tree()
        tree.files.reserveCapacity(parts.reduce(0) { $0 + $1.files.count })
        for part in parts {
            for (path, stamp) in part.files { tree.files[path] = stamp }
            tree.folders += part.folders
        }
        return tree
    }

    /// What one core found in a subtree.
    private struct Part: Sendable {
        var files: [(String, FileStamp)] = []
        var folders: [String] = []

        mutating func add(_ folder: String, relative: String) {
            list(folder, file: { name, status in files.append((relative + "/" + name, stamp(status))) }, folder: { name in
                folders.append(relative + "/" + name)
                add(folder + "/" + name, relative: relative + "/" + name)
            })
        }
    }

    /// The stamp of the regular file at `path` (not following a link); nil if there is none.
    static func fileStamp(_ path: String) -> FileStamp? {
        var status = stat()
        guard lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
        return stamp(status)
    }

    /// The stamp of whatever is at `path` itself (a link's own, not what it leads to); nil if
    /// nothing is.
    static func anyStamp(_ path: String) -> FileStamp? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        return stamp(status)
    }

    /// The stamp of the folder at `path` (following a link, as listing it does); nil if there is none.
    static func folderStamp(_ path: String) -> FileStamp? {
        var status = stat()
        guard stat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR else { return nil }
        return stamp(status)
    }

    /// The names of the regular files and folders directly in `folder`.
    static func entryNames(of folder: String) -> Set<String> {
        var names = Set<String>()
        list(folder, file: { name, _ in names.insert(name) }, folder: { name in names.insert(name) })
        return names
    }

    static func stamp(_ status: stat) -> FileStamp {
        #if os(Linux)
        let (modified, changed) = (status.st_mtim, status.st_ctim)
        #else
        let (modified, changed) = (status.st_mtimespec, status.st_ctimespec)
        #endif
        return FileStamp(
            inode: UInt64(status.st_ino), size: Int64(status.st_size),
            modified: FileTime(seconds: Int(modified.tv_sec), nanoseconds: Int(modified.tv_nsec)),
            changed: FileTime(seconds: Int(changed.tv_sec), nanoseconds: Int(changed.tv_nsec)))
    }

    /// Calls `body` with the path and `lstat` of every regular file under `folder`; symbolic
    /// links are not followed (below `folder` itself).
    static func walk(_ folder: String, _ body: (String, stat) -> Void) {
        list(folder, file: { name, status in body(folder + "/" + name, status) }, folder: { name in walk(folder + "/" + name, body) })
    }

    /// One level of `folder`: `file` for each regular file (its name and `lstat`), `folder`
    /// for each subfolder; symbolic links and other entries are skipped.
    fileprivate static func list(_ path: String, file: (String, stat) -> Void, folder: (String) -> Void) {
        entries(of: path, statingFiles: true, file: { name, status in file(name, status!) }, folder: folder)
    }

    /// `list` without a `stat` per file: the kernel's entry types alone tell files from
    /// folders (an entry without a type is `stat`ed). For listings that need only names.
    /// `link`, when given, is called with the name of each symbolic link (not followed).
    static func listNames(_ path: String, file: (String) -> Void, folder: (String) -> Void, link: (String) -> Void = { _ in }) {
        entries(of: path, statingFiles: false, file: { name, _ in file(name) }, folder: folder, link: link)
    }

    /// The name of a `readdir` entry, read where it is, up to its NUL. `dirent.d_name` is
    /// declared as 256 bytes, but an entry holds only its name: copying the whole field (as
    /// `withUnsafeBytes(of: entry.pointee.d_name)` does) reads past the entry, and past the end
    /// of `readdir`'s buffer for its last one — a crash, met listing a folder of thousands of
    /// entries. Valid until the next `readdir` of the folder.
    static func entryName(_ entry: UnsafeMutablePointer<dirent>) -> UnsafeBufferPointer<UInt8> {
        let offset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!
        let name = (UnsafeRawPointer(entry) + offset).assumingMemoryBound(to: CChar.self)
        return UnsafeBufferPointer(start: UnsafeRawPointer(name).assumingMemoryBound(to: UInt8.self), count: strlen(name))
    }

    /// The one `readdir` loop behind `list` and `listNames`: entries are `stat`ed relative to
    /// the open folder (no path lookup from the root), regular files only when `statingFiles`.
    private static func entries(
        of path: String, statingFiles: Bool, file: (String, stat?) -> Void, folder: (String) -> Void, link: (String) -> Void = { _ in }
    ) {
        guard let directory = opendir(path) else { return }
        defer { closedir(directory) }
        let descriptor = dirfd(directory)
        while let entry = readdir(directory) {
            let type = entry.pointee.d_type
            if type == UInt8(DT_LNK) {
                link(String(decoding: FileSystem.entryName(entry), as: UTF8.self))
                continue
            }
            if type != UInt8(DT_UNKNOWN), type != UInt8(DT_REG), type != UInt8(DT_DIR) { continue }
            let raw = FileSystem.entryName(entry)
            if raw.elementsEqual([0x2E]) || raw.elementsEqual([0x2E, 0x2E]) { continue }
            let name = String(decoding: raw, as: UTF8.self)
            if type == UInt8(DT_DIR) {
                folder(name)
                continue
            }
            if type == UInt8(DT_REG), !statingFiles {
                file(name, nil)
                continue
            }
            var status = stat()
            guard fstatat(descriptor, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else { continue }
            switch status.st_mode & S_IFMT {
            case S_IFDIR: folder(name)
            case S_IFREG: file(name, status)
            case S_IFLNK: link(name)
            default: break
            }
        }
    }
}
