import Foundation
import VMGenKit

/// The spec folder, every entry accounted for: a spec vmgen cannot read is never skipped in
/// silence, since a run without it would delete its outputs as stale. So the listing gives the
/// specs to read — regular files, and symbolic links to regular files inside the project, read
/// where they are — and, at its path, everything else that looks like a spec or hides specs: a
/// link that leads nowhere or out of the project, a FIFO, socket or device named `.yml`, a
/// sub-folder that cannot be listed, a name that is not UTF-8 (no path vmgen could open).
enum SpecFolderListing {
    struct Listing {
        /// Relative to the listed folder, sorted.
        var files: [String] = []
        /// Relative to the listed folder, with what is wrong, sorted.
        var problems: [(path: String, reason: String)] = []
    }

    static func list(_ folder: String, projectRoot: String) -> Listing {
        var listing = Listing()
        guard FileSystem.isDirectory(folder) else { return listing }
        walk(folder, relative: "", projectRoot: FileSystem.realPath(projectRoot), into: &listing)
        listing.files.sort()
        listing.problems.sort { $0.path < $1.path }
        return listing
    }

    private static func isSpecName(_ name: String) -> Bool {
        name.hasSuffix(".yml") || name.hasSuffix(".yaml")
    }

    private static func walk(_ folder: String, relative: String, projectRoot: String, into listing: inout Listing) {
        let prefix = relative.isEmpty ? "" : relative + "/"
        guard let directory = opendir(folder) else {
            listing.problems.append((relative, "is a folder vmgen cannot list: \(FileSystem.lastError())"))
            return
        }
        defer { closedir(directory) }
        let descriptor = dirfd(directory)
        while let entry = readdir(directory) {
            let raw = Array(FileSystem.entryName(entry))
            if raw == [0x2E] || raw == [0x2E, 0x2E] { continue }
            guard let name = String(validatingCString: raw.map { CChar(bitPattern: $0) } + [0]) else {
                // A path vmgen cannot name is a path it cannot open: said, never passed over.
                listing.problems.append((prefix + String(decoding: raw, as: UTF8.self), "has a name that is not UTF-8, so vmgen cannot open it; rename it"))
                continue
            }
            // The kernel's entry type where it gives one: no `stat` per spec (a large project
            // has thousands), only for what it does not say.
            let path = prefix + name
            let type = entry.pointee.d_type
            if type == UInt8(DT_REG) {
                listing.files.append(path)
                continue
            }
            if type == UInt8(DT_DIR) {
                walk(folder + "/" + name, relative: path, projectRoot: projectRoot, into: &listing)
                continue
            }
            var status = stat()
            guard fstatat(descriptor, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else {
                if isSpecName(name) { listing.problems.append((path, "cannot be reached: \(FileSystem.lastError())")) }
                continue
            }
            switch status.st_mode & S_IFMT {
            case S_IFDIR:
                walk(folder + "/" + name, relative: path, projectRoot: projectRoot, into: &listing)
            case S_IFREG:
                listing.files.append(path)
            case S_IFLNK:
                guard isSpecName(name) else { continue }
                if let problem = linkProblem(folder + "/" + name, projectRoot: projectRoot) {
                    listing.problems.append((path, problem))
                } else {
                    listing.files.append(path)
                }
            default:
                if isSpecName(name) { listing.problems.append((path, "is \(InputFile.kind(of: status) ?? "not a regular file"); vmgen reads only regular files")) }
            }
        }
    }

    /// Why a link named like a spec is not read, or nil: a link to a regular file inside the
    /// project is read where it is.
    private static func linkProblem(_ link: String, projectRoot: String) -> String? {
        var target = stat()
        guard stat(link, &target) == 0 else {
            return "is a symbolic link that " + (errno == ELOOP ? "is part of a loop of links" : "leads nowhere")
        }
        if let kind = InputFile.kind(of: target) { return "is a symbolic link to \(kind); vmgen reads only regular files" }
        let real = FileSystem.realPath(link)
        guard FileSystem.isInside(real, projectRoot) else {
            return "is a symbolic link to \(real), outside the project folder; vmgen reads specs only inside it — copy the spec in"
        }
        return nil
    }
}
