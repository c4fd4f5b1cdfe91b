import Foundation
import VMGenKit

/// Carries out a write plan, or describes it (`--check`, `--dry-run`).
struct PlanWriter {
    let project: Project
    let console: Console

    /// Prints each change, and each generated file in `handEdited` (kept because it was
    /// edited by hand: `edited by hand PATH`, with `--diff` the edit as a diff from the file on
    /// disk to what vmgen would write); returns whether anything would change.
    func report(_ plan: WritePlan, verb: String, diff: Bool, handEdited: Set<String> = []) -> Bool {
        for action in plan.actions {
            switch action.kind {
            case .create, .update, .delete:
                console.outLine("\(verb) \(action.kind.rawValue) \(project.displayOutput(action.path))")
                if diff { printDiff(action) }
            case .unchanged:
                console.detail("unchanged \(project.displayOutput(action.path))")
            case .skip where handEdited.contains(action.path):
                console.outLine("edited by hand \(project.displayOutput(action.path))")
                // A replayed run holds no contents; `--diff` runs the whole pipeline.
                if diff, action.contents != nil { printDiff(action) }
            case .skip:
                console.detail("skipped \(project.displayOutput(action.path))")
            }
        }
        return !plan.changes.isEmpty
    }

    func printDiff(_ action: FileAction) {
        let old = action.previous.map { String(decoding: $0, as: UTF8.self) } ?? ""
        let new = action.contents.map { String(decoding: $0, as: UTF8.self) } ?? ""
        console.out(LineDiff.unified(old: old, new: new, oldName: "a/" + action.path, newName: "b/" + action.path, printable: true))
    }

    /// Writes and deletes. Returns false when a file could not be written, and the summary
    /// line (`N written, N deleted, N unchanged`) for the caller to print.
    ///
    /// Nothing is touched when any change would land outside the output root (see
    /// `refusals`). Every new file is staged (written in full next to its target) and all are
    /// flushed to disk at once before the first is renamed into place, so a file that cannot
    /// be written stops the run with every output as it was. A rename or delete that fails
    /// stops it too: the files done before it are complete, the rest are left as they were.
    ///
    /// `stamps` are the output folders' files as the plan was made against them: a file is
    /// replaced only while it still has its stamp there, and created only where there is none.
    func apply(_ plan: WritePlan, over stamps: [String: FileStamp], progress: ProgressCounter? = nil) -> (ok: Bool, summary: String) {
        if let refused = refuse(plan) { return (false, refused) }
        var counts: [FileAction.Kind: Int] = [:]
        for action in plan.actions where !action.isChange { counts[action.kind, default: 0] += 1 }
        let changes = plan.changes.count
        // The folders written to are flushed once, at the end.
        var folders = Set<String>()
        defer { FileSystem.flushFolders(folders, onFileSystemOf: project.outputRoot) }

        let writes = plan.actions.filter { $0.kind == .create || $0.kind == .update }
        progress?.begin("writing", total: writes.count)
        let (stagedFiles, failure) = Self.stage(writes, under: project.outputRoot, progress: progress)
        if let failure {
            FileSystem.discard(stagedFiles)
            return failed(failure, counts, remaining: changes)
        }
        let staged = Array(zip(writes, stagedFiles)).map { (action: $0, file: $1) }
        do {
            try FileSystem.flush(staged.map(\.file), onFileSystemOf: project.outputRoot)
        } catch {
            FileSystem.discard(staged.map(\.file))
            return failed(error, counts, remaining: changes)
        }
        var allDone = true
        for (index, entry) in staged.enumerated() {
            let outcome: FileSystem.CommitOutcome
            do throws(FileSystem.Failure) {
                outcome = try FileSystem.commit(entry.file, creating: entry.action.kind == .create, over: stamps[entry.action.path])
            } catch {
                FileSystem.discard(staged[(index + 1)...].map(\.file))
                return failed(error, counts, remaining: changes - index)
            }
            guard outcome == .done else {
                allDone = false
                let what = entry.action.kind == .create ? "appeared" : "changed"
                console.error("\(project.displayOutput(entry.action.path)) \(what) after vmgen read the output folders, so vmgen left it alone; run vmgen again")
                continue
            }
            folders.insert(FileSystem.parentFolder(of: entry.file.target))
            counts[entry.action.kind, default: 0] += 1
            console.detail("\(entry.action.kind == .create ? "created" : "updated") \(project.displayOutput(entry.action.path))")
        }
        var done = staged.count
        for action in plan.actions where action.kind == .delete {
            let path = project.absolute(action.path)
            let outcome: Deletion.Outcome
            do throws(FileSystem.Failure) {
                // The plan proved these bytes deletable; nothing else is deleted.
                guard let judged = action.previous else { throw FileSystem.Failure(message: "cannot delete \(path): the plan holds no proof of what it would delete") }
                outcome = try Deletion.staleOutput(at: path, projectPath: action.path, judged: judged, owner: project.config.owner)
            } catch {
                return failed(error, counts, remaining: changes - done)
            }
            done += 1
            guard outcome == .deleted else {
                allDone = false
                console.error(outcome == .changedMeanwhile
                    ? "\(project.displayOutput(action.path)) changed after vmgen read it, so it was not deleted; run vmgen again"
                    : "\(project.displayOutput(action.path)) is not proven vmgen's own and untouched, so it was not deleted")
                continue
            }
            folders.insert(FileSystem.parentFolder(of: path))
            if let outputFolder = project.config.outputFolder(of: action.path) {
                Deletion.emptyFolders(from: FileSystem.parentFolder(of: path), keeping: project.absolute(outputFolder == "." ? "" : outputFolder))
            }
            counts[.delete, default: 0] += 1
            console.info("deleted \(project.displayOutput(action.path)) (no longer generated)")
        }
        return (allDone, summary(counts))
    }

    /// Stages every write (on all cores: creating folders and files is most of a cold run's
    /// cost), in contiguous runs of paths so a folder is made once. Returns the staged files
    /// in order, and the first failure in path order — whatever the scheduling.
    private static func stage(_ writes: [FileAction], under root: String, progress: ProgressCounter?) -> (staged: [FileSystem.StagedFile], failure: FileSystem.Failure?) {
        let chunks = min(writes.count, Parallel.cores * 4)
        let results = Parallel.map(count: chunks) { chunk -> (staged: [FileSystem.StagedFile], failure: FileSystem.Failure?) in
            var staged: [FileSystem.StagedFile] = []
            var madeFolders = Set<String>()
            for action in writes[(chunk * writes.count / chunks)..<((chunk + 1) * writes.count / chunks)] {
                let target = root + "/" + action.path
                let isNewFolder = madeFolders.insert(FileSystem.parentFolder(of: target)).inserted
                do throws(FileSystem.Failure) {
                    staged.append(try FileSystem.stage(action.contents ?? [], for: target, creatingFolder: isNewFolder))
                    progress?.advance()
                } catch {
                    return (staged, error)
                }
            }
            return (staged, nil)
        }
        return (results.flatMap { $0.staged }, results.lazy.compactMap { $0.failure }.first)
    }

    /// Reports `error` (with the file as the user sees it, not its absolute path) and the
    /// summary of a run it stopped.
    private func failed(_ error: FileSystem.Failure, _ counts: [FileAction.Kind: Int], remaining: Int) -> (ok: Bool, summary: String) {
        console.error(error.message.replacingOccurrences(of: project.outputRoot + "/", with: project.outputDisplayPrefix))
        return (false, summary(counts) + "; stopped at the first error, \(remaining) change\(remaining == 1 ? "" : "s") not made")
    }

    private func summary(_ counts: [FileAction.Kind: Int]) -> String {
        let written = (counts[.create] ?? 0) + (counts[.update] ?? 0)
        return "\(written) written, \(counts[.delete] ?? 0) deleted, \(counts[.unchanged] ?? 0) unchanged"
    }

    // MARK: Staying inside the project

    /// Prints why `plan` may not be carried out, if it may not, and returns the summary of a
    /// run that wrote nothing (the caller exits with 2: the layout on disk is a mistake to fix).
    func refuse(_ plan: WritePlan) -> String? {
        let outside = refusals(plan)
        let layout = OutputLayout(project: project).problems(plan)
        guard !outside.isEmpty || !layout.isEmpty else { return nil }
        for message in outside + layout { console.error(message) }
        return outside.isEmpty ? "nothing written: an output path leads through a symbolic link" : "nothing written: an output path leads outside \(displayRoot)"
    }

    /// Why changes of `plan` may not be made, one message per cause; empty when all may.
    ///
    /// Spec and ViewModel names are identifiers and config paths cannot hold `..` or start at
    /// `/`, so a planned path always reads as inside an output folder. What can still lead
    /// outside is the disk: an output folder, or a folder above it, that is a symbolic link
    /// to somewhere else. Each target is resolved (`realpath`) before anything is written,
    /// and a target outside the real output root — or a target that is itself a symbolic
    /// link — refuses the whole run.
    func refusals(_ plan: WritePlan) -> [String] {
        let root = FileSystem.realPath(project.outputRoot)
        var messages: [String] = []
        // Changes behind one link are reported together: folder → (destination, count).
        var behindLinks: [(path: String, destination: String, count: Int)] = []
        // Real paths of the folders seen (many files share one; most do not exist yet).
        var realPaths = FileSystem.RealPaths()
        for action in plan.changes {
            let verb = action.kind == .delete ? "delete" : "write"
            let shown = project.displayOutput(action.path)
            guard Self.isPlainRelative(action.path) else {
                messages.append("refusing to \(verb) \(shown): the path is not a plain path inside the project")
                continue
            }
            let target = project.absolute(action.path)
            let parent = FileSystem.deletingLastComponent(target)
            let folder = realPaths.of(parent)
            if !FileSystem.isInside(folder, root) {
                guard let link = outsideLink(for: action.path, root: root) else {
                    messages.append("refusing to \(verb) \(shown): it resolves to \(folder), outside \(displayRoot) (\(root))")
                    continue
                }
                if let index = behindLinks.firstIndex(where: { $0.path == link.path }) {
                    behindLinks[index].count += 1
                } else {
                    behindLinks.append((link.path, link.destination, 1))
                }
                continue
            }
            if FileSystem.isSymbolicLink(target) {
                messages.append("refusing to \(verb) \(shown): it is a symbolic link (to \(FileSystem.linkDestination(target) ?? "?")); "
                    + "vmgen replaces and deletes only regular files")
            }
        }
        for link in behindLinks {
            messages.append("refusing to write or delete \(link.count == 1 ? "the file" : "the \(link.count) files") under \(project.displayOutput(link.path)): "
                + "it is a symbolic link to \(link.destination), outside \(displayRoot) (\(root)); vmgen writes only inside it — "
                + "replace the link with a folder, or point it inside")
        }
        return messages
    }

    /// The outermost folder of `path` (project-relative) that is a symbolic link resolving
    /// outside `root`, with where it points.
    private func outsideLink(for path: String, root: String) -> (path: String, destination: String)? {
        var prefix = ""
        for component in path.split(separator: "/").dropLast() {
            prefix += (prefix.isEmpty ? "" : "/") + component
            let full = project.absolute(prefix)
            if FileSystem.isSymbolicLink(full), !FileSystem.isInside(FileSystem.realPath(full), root) {
                return (prefix, FileSystem.linkDestination(full) ?? FileSystem.realPath(full))
            }
        }
        return nil
    }

    private var displayRoot: String {
        project.outputRoot == project.root ? "the project folder" : "the output root"
    }

    /// Relative, no `.`, `..` or empty parts: what the planner makes from identifiers.
    static func isPlainRelative(_ path: String) -> Bool {
        !path.isEmpty && !path.hasPrefix("/")
            && path.split(separator: "/", omittingEmptySubsequences: false).allSatisfy { !$0.isEmpty && $0 != "." && $0 != ".." }
    }
}
