import Foundation
import VMGenKit

/// Where the record of a project's last run lives, and reading and writing it (the logic is
/// `RunRecord`, in the library). Records are kept outside the project, in the user's cache
/// folder as SwiftLint keeps its cache, so nothing appears in `git status` and nothing needs
/// ignoring: `$VMGEN_CACHE_DIR`, else `$XDG_CACHE_HOME/vmgen`, else `~/.cache/vmgen`
/// (`~/Library/Caches/vmgen` on macOS). One file per project and output root; losing it only
/// costs one full run. Every failure here is silent for the same reason.
struct RunCache {
    let file: String

    /// The record file for `project`; nil when there is no cache folder to use.
    static func forProject(_ project: Project, environment: [String: String] = ProcessInfo.processInfo.environment) -> RunCache? {
        guard let folder = folder(environment) else { return nil }
        var builder = ContentHash.Builder()
        builder.add(FileSystem.realPath(project.configPath))
        builder.add(FileSystem.realPath(project.outputRoot))
        return RunCache(file: folder + "/" + builder.finish().description + ".record")
    }

    static func folder(_ environment: [String: String]) -> String? {
        if let folder = environment["VMGEN_CACHE_DIR"], !folder.isEmpty { return folder }
        if let folder = environment["XDG_CACHE_HOME"], folder.hasPrefix("/") { return folder + "/vmgen" }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        #if os(macOS)
        return home + "/Library/Caches/vmgen"
        #else
        return home + "/.cache/vmgen"
        #endif
    }

    func load() -> RunRecord? {
        DirectoryListing.read(file).flatMap(RunRecord.decode)
    }

    /// Replaces the record (a temporary file renamed over it, so a reader never sees half of
    /// one; not flushed to disk: a record lost in a crash costs one full run). A project's
    /// first record is also when records no run has used for a month are deleted.
    func save(_ record: RunRecord) {
        let folder = FileSystem.parentFolder(of: file)
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let temporary = folder + "/" + FileSystem.temporaryName(for: (file as NSString).lastPathComponent)
        let bytes = record.encoded()
        guard FileManager.default.createFile(atPath: temporary, contents: Data(bytes)) else { return }
        let isFirst = !FileSystem.exists(file)
        if rename(temporary, file) != 0 { unlink(temporary) }
        if isFirst { Self.prune(folder) }
    }

    /// Removes records (and stray temporary files) untouched for 30 days.
    private static func prune(_ folder: String) {
        let cutoff = Int(Date().timeIntervalSince1970) - 30 * 24 * 3600
        FileSystem.walk(folder) { path, status in
            if FileSystem.stamp(status).modified.seconds < cutoff { unlink(path) }
        }
    }

    /// vmgen's version and the stamp of its executable: a rebuilt vmgen (new rules or
    /// built-in templates under the same version number) does not trust an older record.
    static let toolIdentity: String = {
        var identity = "vmgen " + VMGenVersion.current
        if let executable = Bundle.main.executablePath {
            var status = stat()
            if stat(executable, &status) == 0 {
                let stamp = FileSystem.stamp(status)
                identity += " \(stamp.inode) \(stamp.size) \(stamp.modified.seconds).\(stamp.modified.nanoseconds)"
            }
        }
        return identity
    }()
}

extension FileTime {
    /// The current time, by the clock the kernel stamps files with.
    static var now: FileTime {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return FileTime(seconds: Int(time.tv_sec), nanoseconds: Int(time.tv_nsec))
    }
}
