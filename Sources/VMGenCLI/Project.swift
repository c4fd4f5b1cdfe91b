import Foundation
import VMGenKit

/// A project on disk: the config file found (or given), and what the pipeline reads.
struct Project {
    /// Absolute path of the folder holding `vmgen.yml`; every project path is relative to it.
    let root: String
    let configPath: String
    let config: ProjectConfig
    /// How to show a project path to the user: relative to the working directory if possible.
    let displayPrefix: String

    static let fileName = "vmgen.yml"

    enum Failure: Error {
        case notFound(String)
        case invalid([Diagnostic], source: String, path: String)
    }

    /// Finds `vmgen.yml` by walking up from the working directory, or uses `--config`.
    static func load(configOption: String?) -> Result<Project, Failure> {
        let cwd = FileManager.default.currentDirectoryPath
        let configPath: String
        if let configOption {
            configPath = absolute(configOption, from: cwd)
            if FileSystem.isDirectory(configPath) {
                return load(configOption: configOption + "/" + fileName)
            }
            guard FileSystem.exists(configPath) else {
                return .failure(.notFound("the config file \(configOption) does not exist"))
            }
        } else {
            var folder = cwd
            while true {
                let candidate = folder + "/" + fileName
                if FileSystem.exists(candidate) { configPath = candidate; break }
                let parent = (folder as NSString).deletingLastPathComponent
                if parent == folder || parent.isEmpty {
                    return .failure(.notFound("no \(fileName) in \(cwd) or any folder above it; create one (see README) or pass --config"))
                }
                folder = parent
            }
        }
        let root = (configPath as NSString).deletingLastPathComponent
        let bytes = FileSystem.read(configPath) ?? []
        let relativeConfig = Self.relative(configPath, to: cwd)
        let (config, diagnostics) = ConfigLoader.load(SpecFile(path: relativeConfig, bytes: bytes))
        if diagnostics.hasErrors {
            return .failure(.invalid(diagnostics, source: String(decoding: bytes, as: UTF8.self), path: relativeConfig))
        }
        let prefix = relative(root, to: cwd)
        return .success(Project(root: root, configPath: configPath, config: config, displayPrefix: prefix == "." ? "" : prefix + "/"))
    }

    /// Every spec file (`*.yml`, `*.yaml`) under the spec folder, sorted — not the config file
    /// itself, nor YAML vmgen generated (when the spec folder holds output folders).
    func specs() -> [SpecFile] {
        let folder = config.specs == "." ? "" : config.specs + "/"
        return FileSystem.files(under: root + "/" + config.specs)
            .filter { $0.hasSuffix(".yml") || $0.hasSuffix(".yaml") }
            .compactMap { relative in
                let path = folder + relative
                guard root + "/" + path != configPath else { return nil }
                let bytes = FileSystem.read(root + "/" + path) ?? []
                return GeneratedHeader.isGenerated(bytes) ? nil : SpecFile(path: path, bytes: bytes)
            }
    }

    /// Templates from the project's template folder, by file name.
    func templateOverrides() -> [String: TemplateSource] {
        guard let folder = config.templates else { return [:] }
        var result: [String: TemplateSource] = [:]
        for relative in FileSystem.files(under: root + "/" + folder) where !relative.contains("/") {
            let path = folder + "/" + relative
            let text = String(decoding: FileSystem.read(root + "/" + path) ?? [], as: UTF8.self)
            result[relative] = TemplateSource(text: text, displayPath: displayPrefix + path)
        }
        return result
    }

    /// The Swift and YAML files now in the output folders, by project-relative path.
    func existingOutputs() -> [String: [UInt8]] {
        var result: [String: [UInt8]] = [:]
        for folder in config.outputFolders {
            for relative in FileSystem.files(under: root + "/" + folder)
            where relative.hasSuffix(".swift") || relative.hasSuffix(".yml") {
                let path = folder + "/" + relative
                if result[path] == nil, let bytes = FileSystem.read(root + "/" + path) {
                    result[path] = bytes
                }
            }
        }
        return result
    }

    func absolute(_ projectPath: String) -> String { root + "/" + projectPath }

    func display(_ projectPath: String) -> String { displayPrefix + projectPath }

    static func absolute(_ path: String, from cwd: String) -> String {
        let joined = path.hasPrefix("/") ? path : cwd + "/" + path
        return (joined as NSString).standardizingPath
    }

    /// `path` relative to `base` when it is inside it, otherwise `path` unchanged.
    static func relative(_ path: String, to base: String) -> String {
        let standardPath = (path as NSString).standardizingPath
        let standardBase = (base as NSString).standardizingPath
        if standardPath == standardBase { return "." }
        let prefix = standardBase.hasSuffix("/") ? standardBase : standardBase + "/"
        return standardPath.hasPrefix(prefix) ? String(standardPath.dropFirst(prefix.count)) : standardPath
    }
}
