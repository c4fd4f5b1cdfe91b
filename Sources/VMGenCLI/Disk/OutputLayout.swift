import Foundation
import VMGenKit

/// Symbolic links in and around the output folders, checked before anything is written.
///
/// vmgen lists an output folder without following the links inside it (so a link cannot lead
/// it to delete what it points to), while writing to a path follows every link on it. The
/// two agree only where no link sits between an output folder and a file vmgen writes: a
/// page folder that is a link would be listed as empty, its files "created" again and
/// renamed over the real ones through the link — hand-written factory bodies and header-less
/// files lost, and runs flip-flopping between writing and deleting. So a write through a link
/// below an output folder is refused, as is a layout where two output folders reach the same
/// real folder under different paths (one would list as stale what the other generates).
/// A link at or above an output folder is followed by both and is fine.
struct OutputLayout {
    let project: Project

    /// Why the writes of `plan` may not be made because of links; empty when they may.
    func problems(_ plan: WritePlan) -> [String] {
        aliasProblems() + linkProblems(plan)
    }

    // MARK: Links below an output folder

    private func linkProblems(_ plan: WritePlan) -> [String] {
        var links: [(path: String, destination: String, count: Int)] = []
        var known: [String: String?] = [:]  // folder → the link on its way below its output folder
        for action in plan.changes where action.kind != .delete && PlanWriter.isPlainRelative(action.path) {
            guard let outputFolder = project.config.outputFolder(of: action.path),
                let link = linkBelow(outputFolder, on: FileSystem.parentFolder(of: action.path), known: &known)
            else { continue }
            if let index = links.firstIndex(where: { $0.path == link }) {
                links[index].count += 1
            } else {
                links.append((link, FileSystem.linkDestination(project.absolute(link)) ?? "?", 1))
            }
        }
        return links.map { link in
            "refusing to write \(link.count == 1 ? "the file" : "the \(link.count) files") under \(project.displayOutput(link.path)): "
                + "it is a symbolic link (to \(link.destination)) inside an output folder; vmgen lists output folders without following links, "
                + "so it cannot tell what is already there — replace the link with the folder it points to"
        }
    }

    /// The first folder from `outputFolder` (excluded) down to `folder` (included) that is a
    /// symbolic link, project-relative.
    private func linkBelow(_ outputFolder: String, on folder: String, known: inout [String: String?]) -> String? {
        if folder == outputFolder || folder == "." || !folder.hasPrefix(outputFolder == "." ? "" : outputFolder + "/") { return nil }
        if let answer = known[folder] { return answer }
        let parent = FileSystem.parentFolder(of: folder)
        var answer = linkBelow(outputFolder, on: parent, known: &known)
        if answer == nil, FileSystem.isSymbolicLink(project.absolute(folder)) { answer = folder }
        known[folder] = answer
        return answer
    }

    // MARK: Output folders that are one folder under two paths

    /// Two output folders whose real folders are nested must be nested the same way by their
    /// paths, with no link between them: `Sources/ViewModels/Resources/Localizations` may be
    /// inside `Sources/ViewModels`, but a folder linked into another output folder is listed
    /// twice under two names.
    private func aliasProblems() -> [String] {
        let folders = Array(Set(project.config.outputFolders)).sorted()
        let real = folders.map { FileSystem.realPath(project.absolute($0 == "." ? "" : $0)) }
        var messages: [String] = []
        for (i, a) in folders.enumerated() {
            for (j, b) in folders.enumerated() where i != j && FileSystem.isInside(real[j], real[i]) {
                let expected = real[i] + (b.hasPrefix(a + "/") ? "/" + b.dropFirst(a.count + 1) : a == "." ? "/" + b : "")
                guard real[j] != expected || !(a == "." || b.hasPrefix(a + "/")) else { continue }
                if real[i] == real[j], i > j { continue }  // the same pair, reported once
                messages.append("refusing to write: the output folders \(project.displayOutput(a)) and \(project.displayOutput(b)) "
                    + "lead to the same folder on disk (\(real[j])) by symbolic links, so vmgen would see each generated file there twice "
                    + "and delete one as stale — give each output folder a folder of its own")
            }
        }
        return messages
    }
}

extension ProjectConfig {
    /// The configured output folder `path` (project-relative) is written in: the innermost
    /// one when output folders are nested; nil when it is in none.
    func outputFolder(of path: String) -> String? {
        outputFolders.filter { $0 == "." || path.hasPrefix($0 + "/") }.max { $0.count < $1.count }
    }
}
