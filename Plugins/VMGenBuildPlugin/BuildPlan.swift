import Foundation
import PackagePlugin

/// The build command for one target, the same for a SwiftPM package and an Xcode project: what
/// differs is where the config is, which folders are the target's, and which folders some
/// target of the project compiles.
struct BuildPlan {
    /// The vmgen executable.
    var vmgen: URL
    /// The project's vmgen.yml; its folder is the project root the paths below are relative to.
    var config: URL
    /// The plugin's work folder for this target.
    var workFolder: URL
    var targetName: String
    /// The target's folders, relative to the project root (`.` for the root itself): the
    /// outputs under one of them are the target's.
    var targetFolders: [String]
    /// The folders of every target of the project: an output under none of them is in no build.
    var builtFolders: [String]
    /// What the project is, in messages: "package" or "Xcode project".
    var kind: String
    /// The end of the warning about outputs in no build: where else they may belong.
    var elsewhere: String
    /// Given to `vmgen generate` after its own arguments.
    var extraArguments: [String]

    func commands() -> [Command] {
        let work = workFolder.appendingPathComponent("Generated")
        let root = config.deletingLastPathComponent()
        // The inputs are declared as hard links in the work folder (`--link-inputs`): a spec
        // removed or renamed after this plan is then no missing input, which SwiftPM would fail
        // on before vmgen runs; vmgen runs and says what to do. Made afresh with each plan.
        let links = workFolder.appendingPathComponent("Inputs")
        try? FileManager.default.removeItem(at: links)
        guard let inputs = run(["generate", "--list-inputs", "--link-inputs", links.path, "--config", config.path]),
            let outputs = run(["generate", "--list-outputs", "--config", config.path])
        else { return [] }

        let mine = outputs.filter { Self.output($0, isUnder: targetFolders) }
        // A file under no target's folder (a server page's factory and YAML when the server
        // module is not a target of this project) is in no build: say so, never in silence.
        let homeless = outputs.filter { !Self.output($0, isUnder: builtFolders) }
        warnOnce(about: homeless, record: workFolder.appendingPathComponent("unbuilt-outputs.txt"))
        if mine.isEmpty {
            let folders = targetFolders.isEmpty ? "no folder of its own" : targetFolders.joined(separator: ", ")
            Diagnostics.warning("VMGenBuildPlugin: \(config.path) generates nothing under \(folders), the folder of '\(targetName)'")
            return []
        }
        // SwiftPM plans a build plugin's outputs only when the package changes, so a spec
        // added or renamed since would be generated but never compiled. The folders holding
        // the inputs are inputs too (adding or removing a file changes its folder), so vmgen
        // runs; and it is told what this plan declared, so it fails with what to do instead of
        // leaving the target silently stale.
        let declared = workFolder.appendingPathComponent("declared-outputs.txt")
        do {
            try Data(outputs.joined(separator: "\n").utf8).write(to: declared)
        } catch {
            Diagnostics.error("VMGenBuildPlugin: cannot write \(declared.path): \(error)")
            return []
        }
        let folders = Set(inputs.flatMap(Self.folders)).sorted().map { root.appendingPathComponent($0) }
        // An input vmgen could not link (another file system) is declared as it is.
        let declaredInputs = inputs.map { input -> URL in
            let link = links.appendingPathComponent(input)
            return FileManager.default.fileExists(atPath: link.path) ? link : root.appendingPathComponent(input)
        }
        return [
            .buildCommand(
                displayName: "vmgen: generating \(mine.count) file\(mine.count == 1 ? "" : "s") for \(targetName)",
                executable: vmgen,
                arguments: ["generate", "--config", config.path, "--output-root", work.path, "--expect-outputs", declared.path,
                    "--link-inputs", links.path, "-q"] + extraArguments,
                inputFiles: declaredInputs + folders,
                outputFiles: mine.map { work.appendingPathComponent($0) })
        ]
    }

    /// Whether a project-relative output lies in one of `folders` (`.`: the whole project).
    static func output(_ output: String, isUnder folders: [String]) -> Bool {
        folders.contains { $0 == "." || output.hasPrefix($0 + "/") }
    }

    /// Says which generated files no target of the project compiles, and what to do, when that
    /// list is new: SwiftPM and Xcode plan (and run this plugin) again and again with the same
    /// project, and a warning repeated on every build is one nobody reads. `record` keeps the
    /// list last warned about.
    private func warnOnce(about homeless: [String], record: URL) {
        let list = homeless.joined(separator: "\n")
        let before = (try? String(contentsOf: record, encoding: .utf8)) ?? ""
        guard list != before else { return }
        try? Data(list.utf8).write(to: record)
        guard !homeless.isEmpty else { return }
        let count = homeless.count
        let shown = homeless.prefix(5).joined(separator: ", ") + (count > 5 ? " and \(count - 5) more" : "")
        Diagnostics.warning("""
            VMGenBuildPlugin: no target of this \(kind) compiles \(count == 1 ? "a file" : "\(count) files") that \(config.path) generates: \(shown). \
            To build \(count == 1 ? "it" : "them") here, set the path in vmgen.yml (server.path, resources.server) to the folder of a target \
            that uses VMGenBuildPlugin; \(elsewhere). \
            This is said once, and again only when the list changes.
            """)
    }

    /// The folders above a project-relative input, up to (not including) the project's own:
    /// `Specs/Docks/Dock.yml` → `Specs/Docks`, `Specs`.
    private static func folders(of path: String) -> [String] {
        var parts = path.split(separator: "/").dropLast()
        var folders: [String] = []
        while !parts.isEmpty {
            folders.append(parts.joined(separator: "/"))
            parts = parts.dropLast()
        }
        return folders
    }

    /// vmgen's stdout, one path per line; `nil` after reporting its errors.
    private func run(_ arguments: [String]) -> [String]? {
        let process = Process()
        process.executableURL = vmgen
        process.arguments = arguments
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        do {
            try process.run()
        } catch {
            Diagnostics.error("VMGenBuildPlugin: cannot run \(vmgen.path): \(error)")
            return nil
        }
        // Both pipes are read before waiting, so a long output cannot block vmgen.
        let output = out.fileHandleForReading.readDataToEndOfFile()
        let problems = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            Diagnostics.error("VMGenBuildPlugin: vmgen \(arguments.joined(separator: " ")) failed:\n\(problems)")
            return nil
        }
        if !problems.isEmpty { Diagnostics.warning(problems) }
        return String(decoding: output, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    /// `folder` relative to `root` (`.` when they are the same).
    static func relativePath(of folder: URL, in root: URL) -> String {
        let base = root.standardizedFileURL.path
        let path = folder.standardizedFileURL.path
        if path == base { return "." }
        return path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : path
    }
}
