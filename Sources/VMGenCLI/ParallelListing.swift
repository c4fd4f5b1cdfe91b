import Foundation
import VMGenKit

/// `DirectoryListing.files(under:)` with the folders below the top spread over all cores: a
/// lint run lists tens of thousands of files, and one `readdir` walk was a large serial share
/// of it. The answer is the same: regular files, relative to `root`, links not followed, sorted.
enum ParallelListing {
    /// Folders to have in hand before handing them out (a few per core, so one big folder
    /// does not leave a core idle).
    static let spread = 4 * Parallel.cores

    static func files(under root: String) -> [String] {
        guard FileSystem.isDirectory(root) else { return [] }
        var files: [String] = []
        var folders = [""]  // relative to root
        // Open the tree level by level until there are enough folders to share.
        while !folders.isEmpty, folders.count < spread {
            var next: [String] = []
            for folder in folders {
                let (found, subfolders) = entries(of: root, relative: folder)
                files += found
                next += subfolders
            }
            folders = next
        }
        let below = Parallel.map(folders) { folder in
            DirectoryListing.files(under: root + "/" + folder).map { folder + "/" + $0 }
        }
        return (files + below.joined()).sorted()
    }

    /// The regular files and the folders directly in `root/relative`, as `walk` classifies them
    /// (the kernel's entry type, or `lstat` when it gives none).
    private static func entries(of root: String, relative: String) -> (files: [String], folders: [String]) {
        let folder = relative.isEmpty ? root : root + "/" + relative
        guard let directory = opendir(folder) else { return ([], []) }
        defer { closedir(directory) }
        var files: [String] = []
        var folders: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            let path = relative.isEmpty ? name : relative + "/" + name
            var type = entry.pointee.d_type
            if type == UInt8(DT_UNKNOWN) {
                var status = stat()
                guard lstat(folder + "/" + name, &status) == 0 else { continue }
                let format = status.st_mode & S_IFMT
                type = format == S_IFDIR ? UInt8(DT_DIR) : format == S_IFREG ? UInt8(DT_REG) : UInt8(DT_LNK)
            }
            if type == UInt8(DT_DIR) {
                folders.append(path)
            } else if type == UInt8(DT_REG) {
                files.append(path)
            }
        }
        return (files, folders)
    }
}
