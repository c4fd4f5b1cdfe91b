import Foundation

/// Which files a lint run reads, as project-relative paths, and which it skips and why.
struct LintScope {
    let project: Project
    let workingDirectory: String
    /// `lint.include` is usually among the localization folders too: it is listed once.
    private let listings: ListingMemo

    /// `listing`: folders are listed through it, reusing what the lint cache recorded.
    init(project: Project, workingDirectory: String, listing: CachedListing? = nil) {
        self.project = project
        self.workingDirectory = workingDirectory
        listings = ListingMemo(cached: listing)
    }

    /// The files a lint run reads.
    struct Targets {
        /// Project-relative paths (absolute for a file outside the project), sorted.
        var swift: [String]
        /// Swift files found, before any was skipped.
        var found: Int
        /// The Swift files found and not read, with why (sorted by path).
        var skipped: [(path: String, reason: LintSkips.Reason)] = []
        /// Whether the user named files one by one (and no folder).
        var filesNamed: Bool
        /// A file outside the project as the user named it (their argument, and the path
        /// below it for a folder), by its entry in `swift` or `skipped`.
        var shown: [String: String] = [:]
        /// The files and folders named on the command line, project-relative ("" for the
        /// project folder itself); nil when none was (lint reads `lint.include`).
        var named: [String]?
        /// `lint.exclude`.
        var exclude: [String] = []
        /// Files in the folders walked named as vmgen's temporary files (absolute paths):
        /// `--fix` removes those a stopped vmgen left.
        var temporaryFiles: [String] = []
        /// Whether the walk met a symbolic link named `.swift` (where it leads is in no
        /// folder's stamp: the lint cache does not keep such a scope).
        var metLinks = false

        /// Whether lint reports on (and `--fix` may change) the localization file `path`: one
        /// under what was named, and not excluded. Every localization file is read all the same,
        /// for the checks across files, but a finding in one outside the scope is not shown.
        func covers(yaml path: String) -> Bool {
            if exclude.contains(where: { path == $0 || path.hasPrefix($0 + "/") }) { return false }
            guard let named else { return true }
            return named.contains { $0.isEmpty || path == $0 || path.hasPrefix($0 + "/") }
        }
    }

    /// The Swift files under `arguments` (files or folders, relative to the working folder), or
    /// under `lint.include`; without `lint.exclude`, and without what `LintSkips` says is not
    /// source below a folder walked.
    func targets(_ arguments: [String]) throws(UsageError) -> Targets {
        var roots: [(absolute: String, given: String?)] = []
        if arguments.isEmpty {
            roots = project.config.lint.include.map { (project.root + "/" + $0, nil) }
        } else {
            for argument in arguments {
                let absolute = Project.absolute(argument, from: workingDirectory)
                guard FileSystem.exists(absolute) else { throw UsageError("'\(argument)' does not exist") }
                if !FileSystem.isDirectory(absolute), !absolute.hasSuffix(".swift") { throw UsageError("'\(argument)' is not a Swift file") }
                // A FIFO is never opened for reading (it would wait for a writer forever), and a
                // file that cannot be read is no file that passed.
                if !FileSystem.isDirectory(absolute), let problem = InputFile.problem(absolute) { throw UsageError("'\(argument)' \(problem.reason)") }
                roots.append((absolute, argument))
            }
        }
        var walk = Walk()
        for (root, given) in roots {
            if FileSystem.isDirectory(root) {
                self.walk(root, given: given, into: &walk)
            } else if root.hasSuffix(".swift"), FileSystem.exists(root) {
                let path = projectRelative(root)
                walk.files.append(path)
                if path.hasPrefix("/"), let given { walk.shown[path] = given }
            }
        }
        // One folder's listing has no repeats and comes sorted (so sorting again is one pass);
        // several roots may overlap, and a file skipped under one root may be read under another.
        var unique = roots.count == 1 ? walk.files : Array(Set(walk.files))
        var read = Set(unique)
        // A link to a file that is read anyway would report its findings twice; any other link
        // to a file is read where it is (its target is outside what is linted).
        for (path, target) in walk.links where !read.contains(path) && walk.skipped[path] == nil {
            if let target, read.contains(target) {
                walk.skipped[path] = .link(to: walk.shown[target] ?? target)
            } else if target != nil {
                unique.append(path)
                read.insert(path)
            } else {
                walk.skipped[path] = .brokenLink
            }
        }
        var skipped = walk.skipped.filter { !read.contains($0.key) }.map { (path: $0.key, reason: $0.value) }
        let found = unique.count + skipped.count
        var kept: [String] = []
        kept.reserveCapacity(unique.count)
        for path in unique {
            if let entry = project.config.lint.exclude.first(where: { path == $0 || path.hasPrefix($0 + "/") }) {
                skipped.append((path, .excluded(entry)))
            } else {
                kept.append(path)
            }
        }
        let filesNamed = !arguments.isEmpty && !roots.contains { FileSystem.isDirectory($0.absolute) }
        let named = arguments.isEmpty ? nil : roots.map { root -> String in
            let standard = (root.absolute as NSString).standardizingPath
            return standard == project.root ? "" : projectRelative(standardized: standard)
        }
        return Targets(
            swift: kept.sorted(), found: found, skipped: skipped.sorted { $0.path < $1.path }, filesNamed: filesNamed, shown: walk.shown,
            named: named, exclude: project.config.lint.exclude, temporaryFiles: walk.temporaryFiles, metLinks: !walk.links.isEmpty)
    }

    /// What walking the folders found.
    private struct Walk {
        var files: [String] = []
        var skipped: [String: LintSkips.Reason] = [:]
        /// Links named `.swift`, and the project-relative path of the file each leads to (nil
        /// for a link to nothing, or to something that is not a file).
        var links: [(path: String, target: String?)] = []
        var shown: [String: String] = [:]
        var temporaryFiles: [String] = []

        /// Records `relative` (below the folder walked) as not source, if `LintSkips` says so.
        mutating func skipsAsNotSource(_ relative: String, path: String) -> Bool {
            guard let (prefix, what) = LintSkips.notSource(relative) else { return false }
            // Said as the user would find it: the folder's path as the file's path is shown.
            let shownPath = shown[path] ?? path
            let folderShown = String(decoding: shownPath.utf8.dropLast(relative.utf8.count - prefix.utf8.count), as: UTF8.self)
            if skipped[path] == nil { skipped[path] = .notSource(folder: folderShown, what: what) }
            return true
        }
    }

    /// The Swift files below the folder `root` (the user's `given` spelling, if they named it).
    private func walk(_ root: String, given: String?, into walk: inout Walk) {
        // The folder is standardized once; a listed file adds only plain names (no `.`, `..`
        // or links) to it, so its path needs no standardizing of its own.
        let standard = (root as NSString).standardizingPath
        let folder = standard == "/" ? "" : standard
        let shownFolder = given.map { $0.hasSuffix("/") && $0.count > 1 ? String($0.dropLast()) : $0 }
        let listing = listings.listing(under: root)
        for relative in listing.files where relative.hasSuffix(".tmp") && FileSystem.temporaryOwner(FileSystem.lastComponent(relative)) != nil {
            walk.temporaryFiles.append(folder + "/" + relative)
        }
        for relative in listing.files where relative.hasSuffix(".swift") {
            let path = projectRelative(standardized: folder + "/" + relative)
            if path.hasPrefix("/"), let shownFolder { walk.shown[path] = shownFolder + "/" + relative }
            if !walk.skipsAsNotSource(relative, path: path) { walk.files.append(path) }
        }
        for relative in listing.links where relative.hasSuffix(".swift") {
            let path = projectRelative(standardized: folder + "/" + relative)
            if path.hasPrefix("/"), let shownFolder { walk.shown[path] = shownFolder + "/" + relative }
            if walk.skipsAsNotSource(relative, path: path) { continue }
            let target = FileSystem.realFile(folder + "/" + relative).map { real -> String in
                // Expressed as the walked files are: below the project root as it is spelt.
                let realRoot = FileSystem.realPath(project.root)
                let inside = real.hasPrefix(realRoot + "/") ? project.root + real.dropFirst(realRoot.count) : real
                return projectRelative(standardized: inside)
            }
            walk.links.append((path, target))
        }
    }

    /// Every `.yml`/`.yaml` in the localization folders and the lint folders, for the
    /// localization cross-check (never specs or vmgen.yml).
    func localizationFiles() -> [String] {
        let config = project.config
        let folders = Set([config.resources.server, config.resources.client] + config.lint.include)
        var files = Set<String>()
        for folder in folders {
            for relative in listings.listing(under: project.root + "/" + folder).files
            where (relative.hasSuffix(".yml") || relative.hasSuffix(".yaml")) && LintSkips.notSource(relative) == nil {
                let path = folder + "/" + relative
                if !path.hasPrefix(config.specs + "/") { files.insert(path) }
            }
        }
        return files.sorted()
    }

    /// Whether `lint.include` holds `path` (project-relative): an entry is a folder or a file.
    func includes(_ path: String) -> Bool {
        project.config.lint.include.contains { $0 == "." || path == $0 || path.hasPrefix($0 + "/") }
    }

    /// A path `targets` returned, on disk: project-relative, or absolute for a file outside it.
    func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : project.root + "/" + path
    }

    /// The folders named on the command line, project-relative ("" for the project folder),
    /// when every argument is a folder inside the project (`vmgen lint .`, `vmgen lint App
    /// Shared`): such a lint's scope is a whole one the lint cache keeps, under these names. Nil
    /// without arguments, or when a file or anything outside the project is named.
    static func namedFolders(_ arguments: [String], project: Project, workingDirectory: String) -> [String]? {
        guard !arguments.isEmpty else { return nil }
        var names: [String] = []
        for argument in arguments {
            let standard = (Project.absolute(argument, from: workingDirectory) as NSString).standardizingPath
            guard FileSystem.isDirectory(standard), !FileSystem.isSymbolicLink(standard) else { return nil }
            if standard == project.root {
                names.append("")
                continue
            }
            let relative = projectRelative(standardized: standard, root: project.root)
            guard !relative.hasPrefix("/") else { return nil }
            names.append(relative)
        }
        return names
    }

    func projectRelative(_ absolute: String) -> String {
        projectRelative(standardized: (absolute as NSString).standardizingPath)
    }

    private func projectRelative(standardized standard: String) -> String {
        Self.projectRelative(standardized: standard, root: project.root)
    }

    /// `standard` below `root`, relative to it; as it is when outside.
    private static func projectRelative(standardized standard: String, root: String) -> String {
        let root = root.hasSuffix("/") ? root : root + "/"
        return standard.hasPrefix(root) ? String(standard.dropFirst(root.count)) : standard
    }
}

/// `ParallelListing.listing(under:)` remembered by folder, for one lint run.
private final class ListingMemo {
    typealias Listing = (files: [String], links: [String])
    private var listings: [String: Listing] = [:]
    private let cached: CachedListing?

    init(cached: CachedListing?) {
        self.cached = cached
    }

    func listing(under root: String) -> Listing {
        if let known = listings[root] { return known }
        let listing = fromListedAncestor(root) ?? cached?.listing(under: root) ?? ParallelListing.listing(under: root)
        listings[root] = listing
        return listing
    }

    /// A folder inside one already listed (the localization folders are inside Sources) is
    /// the ancestor's entries under it, if every folder on the way is a real folder: the
    /// listing follows no links, while listing the folder itself would follow one.
    private func fromListedAncestor(_ root: String) -> Listing? {
        // Paths are compared as bytes: on disk, canonically equal names are different names.
        for (ancestor, listed) in listings where root.utf8.starts(with: (ancestor + "/").utf8) {
            let inside = String(decoding: root.utf8.dropFirst(ancestor.utf8.count + 1), as: UTF8.self)
            let names = inside.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
            guard !names.contains(where: { $0.isEmpty || $0.elementsEqual(".".utf8) || $0.elementsEqual("..".utf8) }) else { continue }
            var folder = ancestor
            let allReal = names.allSatisfy { name in
                folder += "/" + String(decoding: name, as: UTF8.self)
                var status = stat()
                return lstat(folder, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
            }
            guard allReal else { continue }
            let prefix = Array((inside + "/").utf8)
            let below = { (paths: [String]) in
                paths.filter { $0.utf8.starts(with: prefix) }.map { String(decoding: $0.utf8.dropFirst(prefix.count), as: UTF8.self) }.sorted()
            }
            return (below(listed.files), below(listed.links))
        }
        return nil
    }
}
