import Foundation
import VMGenKit

/// Carries out a write plan, or describes it (`--check`, `--dry-run`).
struct PlanWriter {
    let project: Project
    let console: Console

    /// Prints each change; returns whether anything would change.
    func report(_ plan: WritePlan, verb: String, diff: Bool) -> Bool {
        for action in plan.actions {
            switch action.kind {
            case .create, .update, .delete:
                console.out("\(verb) \(action.kind.rawValue) \(project.displayOutput(action.path))\n")
                if diff {
                    let old = action.previous.map { String(decoding: $0, as: UTF8.self) } ?? ""
                    let new = action.contents.map { String(decoding: $0, as: UTF8.self) } ?? ""
                    console.out(LineDiff.unified(old: old, new: new, oldName: "a/" + action.path, newName: "b/" + action.path))
                }
            case .unchanged:
                console.detail("unchanged \(project.displayOutput(action.path))")
            case .skip:
                console.detail("skipped \(project.displayOutput(action.path))")
            }
        }
        return !plan.changes.isEmpty
    }

    /// Writes and deletes. Returns false when a file could not be written, and the summary
    /// line (`N written, N deleted, N unchanged`) for the caller to print.
    func apply(_ plan: WritePlan) -> (ok: Bool, summary: String) {
        var counts: [FileAction.Kind: Int] = [:]
        var ok = true
        for action in plan.actions {
            do {
                switch action.kind {
                case .create, .update:
                    try FileSystem.writeAtomically(action.contents ?? [], to: project.absolute(action.path))
                    console.detail("\(action.kind == .create ? "created" : "updated") \(project.displayOutput(action.path))")
                case .delete:
                    let path = project.absolute(action.path)
                    try FileSystem.remove(path)
                    FileSystem.removeEmptyFolders(from: (path as NSString).deletingLastPathComponent, upTo: project.outputRoot)
                    console.info("deleted \(project.displayOutput(action.path)) (no longer generated)")
                case .unchanged, .skip:
                    break
                }
                counts[action.kind, default: 0] += 1
            } catch {
                console.err("error: \(error.message)\n")
                ok = false
            }
        }
        let written = (counts[.create] ?? 0) + (counts[.update] ?? 0)
        return (ok, "\(written) written, \(counts[.delete] ?? 0) deleted, \(counts[.unchanged] ?? 0) unchanged")
    }
}

