import Foundation
import VMGenKit

/// `.vmgen/hand-off.yml` on disk (`RegionHandOff`): written by `vmgen import`, read by every
/// generation run, and narrowed by `generate` to the bodies no file holds yet. vmgen rewrites
/// it only after reading it without error, and removes it once it is empty.
enum HandOffFile {
    static func path(_ project: Project) -> String {
        project.root + "/" + RegionHandOff.projectPath
    }

    /// The record; an empty one when there is no file. With `--output-root` the files created
    /// are not the project's, so nothing is seeded or settled there.
    static func load(_ project: Project) -> Result<RegionHandOff, Diagnostic> {
        guard project.outputRoot == project.root, FileSystem.exists(path(project)) else { return .success(RegionHandOff()) }
        // A record that is there but cannot be read is not an empty one: taking it for one
        // would create the files without their bodies, and the next import would replace it.
        guard FileSystem.isRegularFile(path(project)), let bytes = FileSystem.read(path(project)) else {
            return .failure(.error("cannot read \(RegionHandOff.projectPath), which holds hand-written bodies waiting for their files; make it a readable file again (nothing was written)",
                at: SourceLocation(file: RegionHandOff.projectPath, line: 1, column: 1), code: "hand-off"))
        }
        return RegionHandOff.parse(bytes, file: RegionHandOff.projectPath)
    }

    /// Writes `record`, or removes the file when it is empty.
    static func save(_ record: RegionHandOff, project: Project) throws(FileSystem.Failure) {
        let path = path(project)
        guard !record.isEmpty else {
            if unlink(path) != 0, errno != ENOENT { throw FileSystem.Failure(message: "cannot remove \(RegionHandOff.projectPath): \(FileSystem.lastError())") }
            return
        }
        try FileSystem.createFolder(FileSystem.parentFolder(of: path))
        try FileSystem.writeAtomically(Array(record.yaml.utf8), to: path)
    }

    /// The entries' files as they are on disk now, by path.
    static func files(of record: RegionHandOff, project: Project) -> [String: [UInt8]] {
        var found: [String: [UInt8]] = [:]
        for path in Set(record.entries.map(\.path)) {
            if let bytes = FileSystem.read(project.absolute(path)) { found[path] = bytes }
        }
        return found
    }

    /// After a generate wrote: drops the entries whose file now holds them, says so, and says
    /// why each other one still waits. Reads the record again (it is re-read, not the run's
    /// copy, so that nothing written to it meanwhile is lost); a record that cannot be read
    /// now is left as it is.
    static func settle(project: Project, console: Console) -> Bool {
        guard case .success(let record) = load(project), !record.isEmpty else { return true }
        let onDisk = files(of: record, project: project)
        let (remaining, carried) = record.settled(onDisk: onDisk)
        for entry in carried {
            console.info("carried the hand-written body from \(project.display(entry.source)) into region '\(entry.region)' of \(project.displayOutput(entry.path))")
        }
        for entry in remaining.entries {
            if let reason = remaining.pendingReason(entry, onDisk: onDisk[entry.path]) { console.info("warning: " + reason) }
        }
        guard !carried.isEmpty else { return true }
        do {
            try save(remaining, project: project)
        } catch {
            console.error("cannot update \(RegionHandOff.projectPath) (\(error.message)); the bodies it lists are in their files now, so delete those entries by hand")
            return false
        }
        return true
    }
}
