import Foundation
import VMGenKit

/// The build files that can make the linted code MainActor by default — a `Package.swift`, or
/// an `*.xcodeproj/project.pbxproj`, in a folder holding a linted file or above one — read into
/// the folders OBS-02 treats as MainActor by default (`ProjectConfig.Lint.mainActorFolders`).
enum BuildIsolationFiles {
    /// A manifest or project file larger than this is not read (they are a few KB to a few MB).
    static let largestRead = 32 << 20

    /// `files`: the linted files, absolute. The folders come back as the linted paths are
    /// written: relative to `root` (`.` for the whole project), absolute outside it.
    /// `cache`: folders whose stamps (and build files' stamps) are the recorded ones give what
    /// they gave then, without a listing.
    static func mainActorFolders(of files: [String], root: String, cache: CachedIsolation? = nil) -> [String] {
        // Every folder holding a linted file, and each above it. Most files share their folder
        // with the file before, so the parent of each is found from its bytes (NSString's
        // path methods cost more than the rest of this put together on a large tree).
        var folders = Set<String>()
        var last: Substring = ""
        for file in files {
            let first = parent(Substring(file))
            if first == last { continue }
            last = first
            var folder = first
            while folders.insert(String(folder)).inserted, folder != "/" {
                folder = parent(folder)
            }
        }
        // Each folder is looked at on its own (a stat and a listing), so on all cores.
        let found = Parallel.map(folders.sorted()) { folder -> [String] in
            cache?.mainActorFolders(in: folder) ?? look(at: folder).found
        }
        let standardRoot = (root as NSString).standardizingPath
        return Set(found.joined().map { relative($0, to: standardRoot) }).sorted()
    }

    /// What the build files directly in `folder` say: the MainActor folders (absolute), and
    /// every build file looked at with its stamp before it was read (nil: not there).
    static func look(at folder: String) -> (found: [String], buildFiles: [IsolationFolder.BuildFile]) {
        var found: [String] = []
        var buildFiles: [IsolationFolder.BuildFile] = []
        let manifestPath = join(folder, "Package.swift")
        buildFiles.append(.init(path: manifestPath, stamp: FileSystem.anyStamp(manifestPath)))
        if let manifest = read(manifestPath) {
            for relative in BuildIsolation.mainActorFolders(inManifest: manifest) {
                found.append(relative == "." ? folder : (join(folder, relative) as NSString).standardizingPath)
            }
        }
        // Only names ending in .xcodeproj matter; a folder above the project (the temporary
        // folder, a home folder) may hold thousands of others.
        var projects: [String] = []
        let keep = { (name: String) in if name.hasSuffix(".xcodeproj") { projects.append(name) } }
        FileSystem.listNames(folder, file: keep, folder: keep, link: keep)
        for entry in projects.sorted() {
            let projectFolder = join(folder, entry)
            let projectPath = projectFolder + "/project.pbxproj"
            buildFiles.append(.init(path: projectFolder, stamp: FileSystem.anyStamp(projectFolder)))
            buildFiles.append(.init(path: projectPath, stamp: FileSystem.anyStamp(projectPath)))
            if let project = read(projectPath), BuildIsolation.setsMainActor(buildSettings: project) {
                found.append(folder)
            }
        }
        return (found, buildFiles)
    }

    /// `/a/b/c.swift` → `/a/b`, `/a` → `/`; a path without a slash (never given: the paths
    /// are absolute) → `/`.
    private static func parent(_ path: Substring) -> Substring {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")), slash != path.startIndex else { return "/" }
        return path[path.startIndex..<slash]
    }

    private static func join(_ folder: String, _ name: String) -> String {
        folder == "/" ? "/" + name : folder + "/" + name
    }

    private static func read(_ path: String) -> [UInt8]? {
        guard FileSystem.isRegularFile(path), let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int, size <= largestRead
        else { return nil }
        return FileSystem.read(path)
    }

    /// `folder` as a prefix of the linted paths: `.` when it holds the whole project.
    private static func relative(_ folder: String, to root: String) -> String {
        if folder == "/" || folder == root || root.hasPrefix(folder + "/") { return "." }
        return folder.hasPrefix(root + "/") ? String(folder.dropFirst(root.count + 1)) : folder
    }
}
