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
    /// Links each of `inputs` (project-relative) under `folder`. Returns the inputs it could not
    /// link (another file system, a file system without hard links): the plugin declares those
    /// as they are.
    @discardableResult
    static func refresh(_ inputs: [String], root: String, into folder: String) -> [String] {
        var failed: [String] = []
        for input in inputs {
            guard !input.hasPrefix("../"), !input.hasPrefix("/") else {
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
}
