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
        listing(under: root).files
    }

    /// The regular files, and the symbolic links met on the way (not followed), both sorted.
    static func listing(under root: String) -> (files: [String], links: [String]) {
        guard FileSystem.isDirectory(root) else { return ([], []) }
        var files: [String] = []
        var links: [String] = []
        var folders = [""]  // relative to root
        // Open the tree level by level until there are enough folders to share.
        while !folders.isEmpty, folders.count < spread {
            var next: [String] = []
            for folder in folders {
                let found = entries(of: root, relative: folder)
                files += found.files
                links += found.links
                next += found.folders
            }
            folders = next
        }
        let below = Parallel.map(folders) { folder in
            let found = DirectoryListing.filesAndLinks(under: root + "/" + folder)
            return (found.files.map { folder + "/" + $0 }, found.links.map { folder + "/" + $0 })
        }
        return ((files + below.flatMap(\.0)).sorted(), (links + below.flatMap(\.1)).sorted())
    }

    /// The regular files, folders and links directly in `root/relative`, as `walk` classifies them.
    private static func entries(of root: String, relative: String) -> (files: [String], folders: [String], links: [String]) {
        let prefix = relative.isEmpty ? "" : relative + "/"
        var files: [String] = []
        var folders: [String] = []
        var links: [String] = []
        FileSystem.listNames(relative.isEmpty ? root : root + "/" + relative,
            file: { files.append(prefix + $0) }, folder: { folders.append(prefix + $0) }, link: { links.append(prefix + $0) })
        return (files, folders, links)
    }
}
