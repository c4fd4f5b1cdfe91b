import Foundation
import VMGenKit

/// `vmgen import --move-aside`: the hand-written files the new specs fully carry go into a
/// folder of their own, keeping their paths below it, so the next `generate` finds nothing in
/// its way and nothing is compiled twice. Moving is never destroying: a file is renamed, never
/// copied and deleted; nothing in the folder is ever replaced; no link is followed, on either
/// side; and a file that holds anything the specs do not carry stays where it is.
struct MoveAside {
    /// The default folder, at the project root. Hidden, so SwiftPM (which skips hidden files
    /// and folders in a target) never compiles what is in it, and outside every folder vmgen
    /// reads or writes.
    static let defaultFolder = ".vmgen-imported"

    /// The folder, absolute.
    let folder: String
    /// The folder as shown to the user.
    let shownFolder: String
    /// The files to move, project-relative, sorted.
    let moves: [String]
    /// The files left where they are, each with why.
    let kept: [(path: String, reason: String)]

    struct Refusal: Error { var message: String }

    /// Where a file goes.
    func destination(of path: String) -> String { folder + "/" + path }

    /// The plan for `candidates` (project-relative paths, `../` outside the project), or why
    /// it cannot be carried out at all: the folder is no place for them, or already holds one
    /// of their paths. `carried` tells whether a file is fully in the specs; `read` is the text
    /// the import read of each file (a file changed since is left alone).
    static func plan(
        folder given: String, shown: String, project: Project, workingDirectory: String, candidates: [String],
        whyNotCarried: (String) -> String?, read: [String: String]
    ) -> Result<MoveAside, Refusal> {
        let folder = lexicallyAbsolute(given, from: workingDirectory)
        let root = project.root
        if let problem = folderProblem(folder, root: root, project: project) {
            return .failure(Refusal(message: "cannot move the imported files into \(shown): \(problem)"))
        }
        var moves: [String] = []
        var kept: [(String, String)] = []
        var taken: [String] = []
        for path in Set(candidates).sorted() {
            let source = root + "/" + path
            if path.hasPrefix("../") || path.hasPrefix("/") {
                kept.append((path, "it is outside the project"))
            } else if let why = whyNotCarried(path) {
                kept.append((path, why))
            } else if let link = linkOnTheWay(to: path, from: root) {
                kept.append((path, "it is reached through the link \(link), which vmgen does not move through"))
            } else if !FileSystem.isRegularFile(source) {
                kept.append((path, "it is no longer a file"))
            } else if let text = read[path], FileSystem.read(source).map({ String(decoding: $0, as: UTF8.self) }) != text {
                kept.append((path, "it changed since the import read it"))
            } else if exists(folder + "/" + path) {
                taken.append(path)
            } else if let link = linkOnTheWay(to: path, from: folder) {
                return .failure(Refusal(message: "cannot move the imported files into \(shown): \(shown)/\(link) is a link, and vmgen does not move files through one"))
            } else {
                moves.append(path)
            }
        }
        if !taken.isEmpty {
            let taken = taken.map { shown + "/" + $0 }
            return .failure(Refusal(message: "cannot move the imported files into \(shown): it already holds \(taken.joined(separator: ", ")), which vmgen never replaces; move that aside or name another folder (--move-aside-to DIR)"))
        }
        return .success(MoveAside(folder: folder, shownFolder: shown, moves: moves, kept: kept))
    }

    /// Moves the files, each by a rename that never replaces, creating the folders below
    /// `folder` as needed. Returns the files moved and, if one could not be, why (the rest
    /// stay where they are).
    func run(project: Project) -> (moved: [String], failure: String?) {
        var moved: [String] = []
        for path in moves {
            let target = destination(of: path)
            if let problem = Self.makeFolders(FileSystem.parentFolder(of: target), below: Self.existingAncestor(of: folder)) {
                return (moved, "cannot move \(path): \(problem)")
            }
            if let problem = Self.renameNoReplace(project.root + "/" + path, to: target) {
                return (moved, "cannot move \(path) to \(target): \(problem)")
            }
            moved.append(path)
        }
        return (moved, nil)
    }

    // MARK: Checks

    /// Why `folder` is no place for moved files: the project folder itself, a folder vmgen
    /// reads or writes, a folder a SwiftPM target compiles, or a link (or a file) on its way.
    private static func folderProblem(_ folder: String, root: String, project: Project) -> String? {
        if folder == root { return "it is the project folder itself" }
        if let link = linkOnTheWay(toFolder: folder, root: root) {
            return FileSystem.isSymbolicLink(link) ? "\(link) is a link, and vmgen does not move files through one" : "\(link) is not a folder"
        }
        guard FileSystem.isInside(folder, root) else { return nil }
        let relative = String(folder.dropFirst(root.count + 1))
        let config = project.config
        var read: [(String, String)] = [(config.specs, "the spec folder (specs:)")]
        read += config.outputFolders.map { ($0, "a folder vmgen generates into") }
        read += config.lint.include.map { ($0, "a folder vmgen lint reads (lint.include)") }
        for (other, what) in read where other == "." || relative == other || relative.hasPrefix(other + "/") || other.hasPrefix(relative + "/") {
            return other == "." ? "with '\(other)' as \(what), every folder of the project is read; name a folder outside it"
                : "it is or holds \(other), \(what)"
        }
        // SwiftPM skips hidden files and folders in a target: below one, nothing is compiled.
        if relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { return nil }
        guard let manifest = FileSystem.read(root + "/Package.swift") else { return nil }
        let targets = BuildIsolation.targetFolders(inManifest: manifest) ?? ["Sources", "Source", "src", "srcs", "Tests", "Plugins"]
        for target in targets {
            let target = target.split(separator: "/").filter { $0 != "." }.joined(separator: "/")
            if target.isEmpty || relative == target || relative.hasPrefix(target + "/") {
                return "SwiftPM compiles what is in \(target.isEmpty ? "the package folder" : target) (a target's folder), so the moved files would be compiled twice; name a hidden folder or one outside every target, e.g. \(defaultFolder)"
            }
        }
        return nil
    }

    /// The first link among the folders from `root` down to `path`'s file, or the file itself.
    private static func linkOnTheWay(to path: String, from root: String) -> String? {
        var current = root
        for part in path.split(separator: "/") {
            current += "/" + part
            if FileSystem.isSymbolicLink(current) { return String(current.dropFirst(root.count + 1)) }
        }
        return nil
    }

    /// The first link, or thing other than a folder, on the way to `folder`: below the project
    /// folder when it is inside it (the project may itself be reached through a link, `/tmp`
    /// on macOS), else `folder` itself.
    private static func linkOnTheWay(toFolder folder: String, root: String) -> String? {
        let inside = FileSystem.isInside(folder, root)
        var current = inside ? root : FileSystem.parentFolder(of: folder)
        let parts = inside ? folder.dropFirst(root.count + 1).split(separator: "/") : [Substring(FileSystem.lastComponent(folder))]
        for part in parts {
            current += "/" + part
            var status = stat()
            guard lstat(current, &status) == 0 else { return nil }
            if (status.st_mode & S_IFMT) != S_IFDIR { return current }
        }
        return nil
    }

    /// `path` made absolute with `.` and `..` taken away by their names alone: Foundation's
    /// standardizing resolves links, and a link is what must be seen here, not gone through.
    static func lexicallyAbsolute(_ path: String, from cwd: String) -> String {
        var parts: [Substring] = []
        for part in ((path.hasPrefix("/") ? "" : cwd + "/") + path).split(separator: "/") {
            if part == "." { continue }
            if part == ".." { _ = parts.popLast() } else { parts.append(part) }
        }
        return "/" + parts.joined(separator: "/")
    }

    private static func exists(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0
    }

    /// The deepest folder of `folder` (or `folder` itself) that exists.
    private static func existingAncestor(of folder: String) -> String {
        var current = folder
        while !exists(current), current != "/" { current = FileSystem.parentFolder(of: current) }
        return current
    }

    /// Creates `folder` and those above it down from `base`, never through a link.
    private static func makeFolders(_ folder: String, below base: String) -> String? {
        guard folder != base, FileSystem.isInside(folder, base) else { return nil }
        var current = base
        for part in folder.dropFirst(base.count + 1).split(separator: "/") {
            current += "/" + part
            var status = stat()
            if lstat(current, &status) == 0 {
                if (status.st_mode & S_IFMT) != S_IFDIR { return "\(current) is not a folder" }
                continue
            }
            if mkdir(current, 0o755) != 0, errno != EEXIST { return "cannot create \(current): \(FileSystem.lastError())" }
            guard lstat(current, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR else { return "\(current) is not a folder" }
        }
        return nil
    }

    /// A rename that fails rather than replace anything at `target`.
    private static func renameNoReplace(_ source: String, to target: String) -> String? {
        #if os(Linux)
        if let rename = FileSystem.renameNoReplace {
            if rename(AT_FDCWD, source, AT_FDCWD, target, 1) == 0 { return nil }
            if errno == EEXIST { return "\(target) already exists" }
            guard errno == ENOSYS || errno == EINVAL else { return String(cString: strerror(errno)) }
        }
        #elseif canImport(Darwin)
        if renamex_np(source, target, UInt32(RENAME_EXCL)) == 0 { return nil }
        if errno == EEXIST { return "\(target) already exists" }
        guard errno == ENOTSUP || errno == EINVAL else { return String(cString: strerror(errno)) }
        #endif
        // A hard link fails on an existing target; then the old name goes.
        guard link(source, target) == 0 else { return errno == EEXIST ? "\(target) already exists" : String(cString: strerror(errno)) }
        unlink(source)
        return nil
    }
}
