import VMGenKit

/// `vmgen generate --adopt [PATH…]`: the files the user names, checked on disk before the
/// run may adopt them (`Adoption` decides the rest from the plan), and the differences shown
/// before anything is written.
enum AdoptOption {
    static let option = Option(
        ["--adopt"],
        help: "Show each difference, then take back files vmgen cannot prove it wrote.")

    /// The request for `paths` as given on the command line (relative to `cwd`), or the
    /// reasons some of them cannot be adopted: a path that is not there, a symbolic link (or a
    /// path through one), anything but a regular file, a file outside the output folders.
    static func request(_ paths: [String], project: Project, cwd: String) -> Result<Adoption.Request, Refused> {
        guard !paths.isEmpty else { return .success(.every) }
        var files: [String] = []
        var problems: [String] = []
        let root = FileSystem.realPath(project.outputRoot)
        for given in paths {
            let shown = given  // the console escapes what it prints
            // Lexically: `standardizingPath` would resolve the very links looked for here.
            let absolute = lexical(given.hasPrefix("/") ? given : cwd + "/" + given)
            if FileSystem.isSymbolicLink(absolute) {
                problems.append("\(shown) is a symbolic link; vmgen adopts only a generated file itself, never through a link")
                continue
            }
            guard FileSystem.exists(absolute) else {
                problems.append("\(shown): no such file")
                continue
            }
            guard FileSystem.isRegularFile(absolute) else {
                problems.append("\(shown) is not a regular file, so it is no file vmgen generates")
                continue
            }
            let real = FileSystem.realPath(absolute)
            guard FileSystem.isInside(real, root), real != root else {
                problems.append("\(shown) is outside the folders vmgen writes to, so it is no file vmgen generates here")
                continue
            }
            let relative = String(real.dropFirst(root.count + 1))
            // The path as given must end in the file's own path below the output root: a
            // folder on the way that is a link would make it another file than the one vmgen
            // lists at that path.
            guard absolute.hasSuffix("/" + relative), FileSystem.realPath(String(absolute.dropLast(relative.count + 1))) == root else {
                problems.append("\(shown) is reached through a symbolic link; vmgen adopts only a generated file at its own path, never through a link")
                continue
            }
            files.append(relative)
        }
        return problems.isEmpty ? .success(.files(files)) : .failure(Refused(messages: problems))
    }

    /// `path` (absolute) without `.`, `..` and empty parts, links left as they are.
    static func lexical(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") where part != "." {
            if part == ".." { _ = parts.popLast() } else { parts.append(part) }
        }
        return "/" + parts.joined(separator: "/")
    }

    struct Refused: Error {
        var messages: [String]
    }

    /// Prints what adopting changes in each file (its difference, as `--diff` shows one) and
    /// what was not adopted; `verb` is "adopting" or "would adopt". `diff: false` when the
    /// report that follows prints each change's difference anyway (`--dry-run --diff`).
    static func show(_ outcome: Adoption.Outcome, plan: WritePlan, verb: String, diff: Bool = true, project: Project, console: Console) {
        let writer = PlanWriter(project: project, console: console)
        let adopted = Set(outcome.adopted)
        for action in plan.actions where adopted.contains(action.path) {
            console.outLine("\(verb) \(project.displayOutput(action.path))")
            if diff { writer.printDiff(action) }
        }
        for path in outcome.alreadyOwn {
            console.info("vmgen: vmgen can prove it wrote \(project.displayOutput(path)); nothing to adopt")
        }
        for message in outcome.notAdopted { console.error(message) }
        if adopted.isEmpty, outcome.notAdopted.isEmpty, outcome.alreadyOwn.isEmpty {
            console.info("vmgen: no generated file is kept as edited by hand; nothing to adopt")
        }
    }
}
