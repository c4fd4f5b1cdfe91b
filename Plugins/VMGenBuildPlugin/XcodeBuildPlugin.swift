// The build plugin in an Xcode project (an app target, not a SwiftPM package). Only Xcode has
// the XcodeProjectPlugin module; SwiftPM and Linux build the plugin without this extension.
#if canImport(XcodeProjectPlugin)
import Foundation
import PackagePlugin
import XcodeProjectPlugin

/// What differs from the package's plugin:
/// - the project is the `vmgen.yml` in the Xcode project's folder (the one holding the
///   `.xcodeproj`); the paths in it are relative to that folder;
/// - an Xcode target has no folder of its own, so its folders are the top-level folders of the
///   project that hold its files (`MyApp/` for an app whose sources are under `MyApp/`): the
///   target gets the outputs under them, e.g. with `viewModels.path: MyApp/ViewModels`;
/// - vmgen's diagnostics carry absolute paths (`--absolute-paths`), which Xcode's issue
///   navigator opens at their line.
extension VMGenBuildPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let project = context.xcodeProject
        let root = project.directoryURL
        let config = root.appendingPathComponent("vmgen.yml")
        guard FileManager.default.fileExists(atPath: config.path) else {
            Diagnostics.error("VMGenBuildPlugin: no vmgen.yml in \(root.path), the folder of \(project.displayName); create one with 'vmgen init' there, or remove the plugin from '\(target.displayName)'")
            return []
        }
        let plan = BuildPlan(
            vmgen: try context.tool(named: "vmgen").url,
            config: config,
            workFolder: context.pluginWorkDirectoryURL,
            targetName: target.displayName,
            targetFolders: Self.topFolders(of: target.inputFiles.map(\.url), in: root),
            builtFolders: Self.topFolders(of: project.targets.flatMap { $0.inputFiles.map(\.url) }, in: root),
            kind: "Xcode project",
            elsewhere: "what belongs to another project (a server's) is generated and committed there, e.g. with the command plugin "
                + "(right-click the project, then VMGenCommandPlugin)",
            extraArguments: ["--absolute-paths"])
        return plan.commands()
    }

    /// The top-level folders under `root` that hold `files`, sorted; a file directly in the
    /// project's folder or outside it names no folder (it would claim every output).
    static func topFolders(of files: [URL], in root: URL) -> [String] {
        let folders = files.compactMap { file -> String? in
            let path = BuildPlan.relativePath(of: file, in: root)
            guard !path.hasPrefix("/"), let slash = path.firstIndex(of: "/") else { return nil }
            return String(path[..<slash])
        }
        return Set(folders).sorted()
    }
}
#endif
