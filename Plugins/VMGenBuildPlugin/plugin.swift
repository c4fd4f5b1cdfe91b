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
///
/// In an Xcode project the same plugin runs as an `XcodeBuildToolPlugin` (XcodeBuildPlugin.swift);
/// both plan the build in BuildPlan.swift.
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
        let root = config.deletingLastPathComponent()
        let plan = BuildPlan(
            vmgen: try context.tool(named: "vmgen").url,
            config: config,
            workFolder: context.pluginWorkDirectoryURL,
            targetName: target.name,
            targetFolders: [BuildPlan.relativePath(of: targetFolder, in: root)],
            builtFolders: context.package.targets.map { BuildPlan.relativePath(of: URL(fileURLWithPath: String(describing: $0.directory)), in: root) },
            kind: "package",
            elsewhere: "what belongs to another package (a server's) is generated and committed there with the command plugin "
                + "(swift package --allow-writing-to-package-directory vmgen generate)",
            extraArguments: [])
        return plan.commands()
    }
}
