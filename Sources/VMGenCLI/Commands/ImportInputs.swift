import Foundation
import VMGenKit

/// The files `vmgen import` reads: the Swift and YAML files under the paths given (files or
/// folders), or by default under the project's ViewModels folder, its two resource folders, the
/// server's `ViewModelFactories` and `Controllers` folders, and the folders of the
/// `style: observable` screens and their tests.
/// Hidden folders (`.build`, `.git`, `.vmgen`), vmgen.yml and the specs are never read: a spec
/// is not a localization file.
struct ImportInputs {
    var swift: [ImportSource] = []
    var yaml: [ImportSource] = []
    /// Files read for facts only (the App file), never listed.
    var context: [ImportSource] = []
    /// Paths given that do not exist, as the user spelled them.
    var missing: [String] = []

    init(paths: [String], project: Project, workingDirectory: String) {
        // The factories' folder too: their bodies, imports and data requirements are carried
        // into the generated factories' regions.
        let defaults = [project.config.viewModels.path, project.config.resources.server, project.config.resources.client,
            project.config.server.path + "/ViewModelFactories",
            // The controllers and RequestRoutes.swift: their handlers, routes and imports are
            // carried into the generated files' regions.
            OutputPaths(config: project.config).controllersFolder,
            // The `style: observable` screens, with their views and tests.
            project.config.observable.path, project.config.observable.testsPath]
        let given = paths.isEmpty
            ? defaults.map { project.root + "/" + $0 }
            : paths.map { Project.absolute($0, from: workingDirectory) }
        var files: Set<String> = []
        for (index, path) in given.enumerated() {
            if FileSystem.isDirectory(path) {
                for relative in DirectoryListing.files(under: path) where !Self.isHidden(relative) {
                    files.insert(path + "/" + relative)
                }
            } else if FileSystem.isRegularFile(path) {
                files.insert(path)
            } else if !paths.isEmpty {
                missing.append(paths[index])
            }
        }
        // The specs by their paths, as `generate` finds them: with `specs: .` the spec folder
        // is the project folder, and a prefix test would miss them (or exclude everything).
        let specs = Set(project.specs().map { project.root + "/" + $0.path })
        let specFolder = project.root + "/" + project.config.specs + "/"
        for file in files.sorted() where !specs.contains(file) && !file.hasPrefix(specFolder) && !file.hasSuffix("/" + Project.fileName) {
            // Relative to the project even outside it (`../legacy/X.swift`): the path goes into
            // the spec's "Imported from" line, which must not hold a machine's absolute path.
            let shown = Project.relative(file, to: project.root, within: "/")
            guard let bytes = FileSystem.read(file) else { continue }
            let source = ImportSource(path: shown, text: String(decoding: bytes, as: UTF8.self))
            if file.hasSuffix(".swift") {
                swift.append(source)
            } else if file.hasSuffix(".yml") || file.hasSuffix(".yaml") {
                yaml.append(source)
            }
        }
        // The App file, read only for how it creates each output storage (`create:`): it is
        // the app's, not a ViewModel's, so nothing in it is listed.
        if paths.isEmpty, let app = project.config.app.map({ OutputPaths(config: project.config).app($0) }),
            let bytes = FileSystem.read(project.root + "/" + app) {
            context.append(ImportSource(path: app, text: String(decoding: bytes, as: UTF8.self)))
        }
    }

    private static func isHidden(_ relative: String) -> Bool {
        relative.split(separator: "/").contains { $0.hasPrefix(".") }
    }
}
