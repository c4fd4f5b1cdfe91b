import Foundation
import PackagePlugin

/// Generates a target's ViewModels into the plugin's work folder at build time, for the
/// workflow where generated files are not committed.
///
/// The project is the `vmgen.yml` in the target's folder or, failing that, the package's.
/// Before the build, the plugin asks vmgen which files a run reads (`--list-inputs`) and which
/// it writes (`--list-outputs`), and declares both, so SwiftPM runs vmgen again only when a
/// spec, template or the config changes. Of the outputs, the target gets those under its own
/// folder (e.g. `Sources/ViewModels/…` for the ViewModels target).
///
/// Files with code of yours between vmgen:begin and vmgen:end (factories, live operations)
/// cannot live in a work folder: use the command plugin and commit those.
///
/// SwiftPM drops a target whose folder holds no source file before any plugin runs, so the
/// target keeps one Swift file of its own (`vmgen init` writes one in a package).
@main
struct VMGenBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        // `Target.directoryURL` needs tools version 6.1 and the package declares 6.0, so the
        // folder comes from the older `Path`, whose accessors are deprecated. TODO: use
        // `target.directoryURL` once the package moves to tools version 6.1.
        let targetFolder = URL(fileURLWithPath: String(describing: target.directory))
        let candidates = [targetFolder, context.package.directoryURL].map { $0.appendingPathComponent("vmgen.yml") }
        guard let config = candidates.first(where: { FileManager.default.fileExists(atPath: $0.path) }) else {
            Diagnostics.error("VMGenBuildPlugin: no vmgen.yml in \(targetFolder.path) or \(context.package.directoryURL.path); create one with 'vmgen init', or remove the plugin from '\(target.name)'")
            return []
        }
        let vmgen = try context.tool(named: "vmgen").url
        let root = config.deletingLastPathComponent()
        let work = context.pluginWorkDirectoryURL.appendingPathComponent("Generated")
        // The inputs are declared as hard links in the work folder (`--link-inputs`): a spec
        // removed or renamed after this plan is then no missing input, which SwiftPM would fail
        // on before vmgen runs; vmgen runs and says what to do. Made afresh with each plan.
        let links = context.pluginWorkDirectoryURL.appendingPathComponent("Inputs")
        try? FileManager.default.removeItem(at: links)
        guard let inputs = run(vmgen, ["generate", "--list-inputs", "--link-inputs", links.path, "--config", config.path]),
            let outputs = run(vmgen, ["generate", "--list-outputs", "--config", config.path])
        else { return [] }

        let folder = relativePath(of: targetFolder, in: root)
        let mine = outputs.filter { folder == "." || $0.hasPrefix(folder + "/") }
        // A file under no target's folder (a server page's factory and YAML when the server
        // module is not a target of this package) is in no build: say so, never in silence.
        let targetFolders = context.package.targets.map { relativePath(of: URL(fileURLWithPath: String(describing: $0.directory)), in: root) }
        let homeless = outputs.filter { output in !targetFolders.contains { $0 == "." || output.hasPrefix($0 + "/") } }
        warnOnce(about: homeless, config: config, record: context.pluginWorkDirectoryURL.appendingPathComponent("unbuilt-outputs.txt"))
        if mine.isEmpty {
            Diagnostics.warning("VMGenBuildPlugin: \(config.path) generates nothing under \(folder), the folder of '\(target.name)'")
            return []
        }
        // SwiftPM plans a build plugin's outputs only when the package changes, so a spec
        // added or renamed since would be generated but never compiled. The folders holding
        // the inputs are inputs too (adding or removing a file changes its folder), so vmgen
        // runs; and it is told what this plan declared, so it fails with what to do instead of
        // leaving the target silently stale.
        let declared = context.pluginWorkDirectoryURL.appendingPathComponent("declared-outputs.txt")
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
                displayName: "vmgen: generating \(mine.count) file\(mine.count == 1 ? "" : "s") for \(target.name)",
                executable: vmgen,
                arguments: ["generate", "--config", config.path, "--output-root", work.path, "--expect-outputs", declared.path,
                    "--link-inputs", links.path, "-q"],
                inputFiles: declaredInputs + folders,
                outputFiles: mine.map { work.appendingPathComponent($0) })
        ]
    }

    /// Says which generated files no target of the package compiles, and what to do, when that
    /// list is new: SwiftPM plans (and runs this plugin) again and again with the same package,
    /// and a warning repeated on every build is one nobody reads. `record` keeps the list last
    /// warned about.
    private func warnOnce(about homeless: [String], config: URL, record: URL) {
        let list = homeless.joined(separator: "\n")
        let before = (try? String(contentsOf: record, encoding: .utf8)) ?? ""
        guard list != before else { return }
        try? Data(list.utf8).write(to: record)
        guard !homeless.isEmpty else { return }
        let count = homeless.count
        let shown = homeless.prefix(5).joined(separator: ", ") + (count > 5 ? " and \(count - 5) more" : "")
        Diagnostics.warning("""
            VMGenBuildPlugin: no target of this package compiles \(count == 1 ? "a file" : "\(count) files") that \(config.path) generates: \(shown). \
            To build \(count == 1 ? "it" : "them") here, set the path in vmgen.yml (server.path, resources.server) to the folder of a target \
            that uses VMGenBuildPlugin; if \(count == 1 ? "it belongs" : "they belong") to another package (a server's), generate and commit \
            \(count == 1 ? "it" : "them") there with the command plugin (swift package --allow-writing-to-package-directory vmgen generate). \
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
    private func run(_ vmgen: URL, _ arguments: [String]) -> [String]? {
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
    private func relativePath(of folder: URL, in root: URL) -> String {
        let base = root.standardizedFileURL.path
        let path = folder.standardizedFileURL.path
        if path == base { return "." }
        return path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : path
    }
}
