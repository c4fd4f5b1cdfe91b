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
    static func mainActorFolders(of files: [String], root: String) -> [String] {
        var folders = Set<String>()
        for file in files {
            var folder = parent(file)
            while folders.insert(folder).inserted, folder != "/" {
                folder = parent(folder)
            }
        }
        var found = Set<String>()
        for folder in folders.sorted() {
            if let manifest = read(join(folder, "Package.swift")) {
                for relative in BuildIsolation.mainActorFolders(inManifest: manifest) {
                    found.insert(relative == "." ? folder : (join(folder, relative) as NSString).standardizingPath)
                }
            }
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            for entry in entries where entry.hasSuffix(".xcodeproj") {
                if let project = read(join(folder, entry + "/project.pbxproj")), BuildIsolation.setsMainActor(buildSettings: project) {
                    found.insert(folder)
                }
            }
        }
        let standardRoot = (root as NSString).standardizingPath
        return found.map { relative($0, to: standardRoot) }.sorted()
    }

    private static func parent(_ path: String) -> String {
        let parent = (path as NSString).deletingLastPathComponent
        return parent.isEmpty ? "/" : parent
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
