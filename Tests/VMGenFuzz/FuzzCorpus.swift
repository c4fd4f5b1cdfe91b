import Foundation
import VMGenKit

/// What the fuzzer mutates: the repository's example projects, templates and Swift files, and
/// the seeds and regressions under `Tests/Fixtures/Fuzz/`. Everything is read once, in sorted
/// order, so an input index means the same input on every run of the same tree.
struct FuzzCorpus: Sendable {
    /// An example project: its config, specs and generated outputs.
    struct Project: Sendable {
        var name: String
        var configBytes: [UInt8]
        var config: ProjectConfig
        var specs: [SpecFile]
        /// Files now in the output folders, by project path (as `Project.existingOutputs`).
        var existing: [String: [UInt8]]
        var swift: [(path: String, bytes: [UInt8])]
        var yaml: [(path: String, bytes: [UInt8])]
    }

    var root: String
    var projects: [Project]
    /// Config files (the examples', the lint fixtures', the plugin package's).
    var configs: [[UInt8]]
    /// Built-in template name → text.
    var templates: [(name: String, text: String)]
    /// Swift files: `Examples`, `Tests/Fixtures/Lint`.
    var swift: [(path: String, bytes: [UInt8])]
    /// Extra seeds by component, from `Tests/Fixtures/Fuzz/Seeds/<component>/`.
    var seeds: [String: [[UInt8]]]

    static func load(root: String) throws -> FuzzCorpus {
        let examples = try sortedContents(root + "/Examples").map { root + "/Examples/" + $0 }
            .filter { FileManager.default.fileExists(atPath: $0 + "/vmgen.yml") }
        var projects: [Project] = []
        for folder in examples {
            projects.append(try project(at: folder))
        }
        guard !projects.isEmpty else { throw FuzzError("no example projects under \(root)/Examples") }

        var configs = projects.map(\.configBytes)
        for extra in ["Tests/Fixtures/Lint/Correct", "Tests/Fixtures/Lint/Wrong", "Tests/Fixtures/PluginPackage"] {
            if let bytes = read(root + "/" + extra + "/vmgen.yml") { configs.append(bytes) }
        }
        let templateFolder = root + "/Templates"
        let templates = try sortedContents(templateFolder).filter { $0.hasSuffix(".template") }.map {
            (name: $0, text: String(decoding: read(templateFolder + "/" + $0) ?? [], as: UTF8.self))
        }
        var swift: [(path: String, bytes: [UInt8])] = []
        for folder in ["Examples", "Tests/Fixtures/Lint"] {
            for path in files(under: root + "/" + folder) where path.hasSuffix(".swift") {
                swift.append((folder + "/" + path, read(root + "/" + folder + "/" + path) ?? []))
            }
        }
        var seeds: [String: [[UInt8]]] = [:]
        for component in FuzzComponent.replayable {
            let folder = root + "/Tests/Fixtures/Fuzz/Seeds/" + component.rawValue
            seeds[component.rawValue] = files(under: folder).compactMap { read(folder + "/" + $0) }
        }
        return FuzzCorpus(root: root, projects: projects, configs: configs, templates: templates, swift: swift, seeds: seeds)
    }

    private static func project(at folder: String) throws -> Project {
        let configBytes = read(folder + "/vmgen.yml") ?? []
        let (config, diagnostics) = ConfigLoader.load(SpecFile(path: "vmgen.yml", bytes: configBytes))
        guard !diagnostics.hasErrors else { throw FuzzError("the config of \(folder) has errors") }
        let specs = files(under: folder + "/" + config.specs).filter { $0.hasSuffix(".yml") }.map {
            SpecFile(path: config.specs + "/" + $0, bytes: read(folder + "/" + config.specs + "/" + $0) ?? [])
        }
        var existing: [String: [UInt8]] = [:]
        for output in config.outputFolders {
            for path in files(under: folder + "/" + output) where path.hasSuffix(".swift") || path.hasSuffix(".yml") {
                existing[output + "/" + path] = existing[output + "/" + path] ?? read(folder + "/" + output + "/" + path)
            }
        }
        var swift: [(path: String, bytes: [UInt8])] = []
        var yaml: [(path: String, bytes: [UInt8])] = []
        for path in files(under: folder + "/Sources") {
            let bytes = read(folder + "/Sources/" + path) ?? []
            if path.hasSuffix(".swift") { swift.append(("Sources/" + path, bytes)) }
            if path.hasSuffix(".yml") { yaml.append(("Sources/" + path, bytes)) }
        }
        let name = (folder as NSString).lastPathComponent
        return Project(name: name, configBytes: configBytes, config: config, specs: specs, existing: existing, swift: swift, yaml: yaml)
    }

    static func read(_ path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map { Array($0) }
    }

    static func sortedContents(_ folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    }

    /// Regular files under `folder`, relative, sorted.
    static func files(under folder: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var result: [String] = []
        while let relative = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder + "/" + relative, isDirectory: &isDirectory), !isDirectory.boolValue {
                result.append(relative)
            }
        }
        return result.sorted()
    }
}

struct FuzzError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
