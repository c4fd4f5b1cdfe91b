import Foundation

/// `generate --link-inputs DIR`, for the build-tool plugin: a hard link in DIR to each file a run
/// reads (config, specs, templates), at its project path.
///
/// The plugin declares these links as the build command's inputs, not the files themselves.
/// A link is the same file while the file is there (an edit in place changes both), and stays
/// when the file is removed or renamed: SwiftPM, which plans the build only when the package
/// changes, then finds every input it planned with instead of failing with "missing inputs" on
/// an absolute path before vmgen runs. The spec folders are inputs too, so vmgen runs, sees the
/// outputs differ from the plan (`--expect-outputs`) and says what to do.
///
/// A file saved by replacing it (a new file renamed over it) is another file: each run links
/// it again, so the next edit in place is seen. Links of files that are gone are kept (the
/// plan still names them); the plugin starts DIR afresh when SwiftPM plans again.
enum InputLinks {
    /// The file that marks a folder as one vmgen links inputs into: only there does `refresh`
    /// replace a file (a link whose input was saved anew).
    static let marker = ".vmgen-input-links"

    /// Why `folder` cannot take the links, or nil: it is a link, or a folder that holds files
    /// and no marker — a folder of the user's, whose files `refresh` would replace by links.
    static func problem(_ folder: String) -> String? {
        if FileSystem.isSymbolicLink(folder) { return "--link-inputs: '\(folder)' is a symbolic link; name a folder of vmgen's own" }
        guard FileSystem.isDirectory(folder), !FileSystem.exists(folder + "/" + marker) else { return nil }
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return entries.isEmpty ? nil
            : "--link-inputs: '\(folder)' holds files vmgen did not link (no \(marker) in it), and linking would replace them; name an empty or new folder"
    }

    /// Links each of `inputs` (project-relative) under `folder`, marking it as vmgen's first. Returns the inputs it could not
    /// link (another file system, a file system without hard links): the plugin declares those
    /// as they are.
    @discardableResult
    static func refresh(_ inputs: [String], root: String, into folder: String) -> [String] {
        var failed: [String] = []
        guard problem(folder) == nil, (try? FileSystem.createFolder(folder)) != nil else { return inputs }
        // Unmarked, the folder of links would be refused as the user's on the next run: link nothing.
        if !FileSystem.exists(folder + "/" + marker),
            (try? FileSystem.createNew(Array("vmgen links its inputs here (generate --link-inputs)\n".utf8), at: folder + "/" + marker)) == nil {
            return inputs
        }
        for input in inputs {
            guard !input.hasPrefix("../"), !input.hasPrefix("/"), !reachesThroughLink(input, in: folder) else {
                failed.append(input)
                continue
            }
            let source = root + "/" + input
            let linkPath = folder + "/" + input
            var original = stat()
            guard lstat(source, &original) == 0, (original.st_mode & S_IFMT) == S_IFREG else {
                failed.append(input)
                continue
            }
            var existing = stat()
            if lstat(linkPath, &existing) == 0 {
                if existing.st_dev == original.st_dev && existing.st_ino == original.st_ino { continue }
                // Only a file of DIR's own is replaced: never a folder, never through a link.
                guard (existing.st_mode & S_IFMT) == S_IFREG, unlink(linkPath) == 0 else {
                    failed.append(input)
                    continue
                }
            }
            guard (try? FileSystem.createFolder(FileSystem.parentFolder(of: linkPath))) != nil, link(source, linkPath) == 0 else {
                failed.append(input)
                continue
            }
        }
        return failed
    }

    /// Whether a folder between `folder` and `input`'s link is a symbolic link: what lies
    /// through it is no file of DIR's own (a link to a backup's `Specs/` would have its files
    /// replaced), so nothing is linked or replaced there.
    private static func reachesThroughLink(_ input: String, in folder: String) -> Bool {
        var path = folder
        for part in input.split(separator: "/").dropLast() {
            path += "/" + part
            if FileSystem.isSymbolicLink(path) { return true }
        }
        return false
    }
}
