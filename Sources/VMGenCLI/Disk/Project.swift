import Foundation
import VMGenKit

/// A project on disk: the config file found (or given), and what the pipeline reads.
struct Project: Sendable {
    /// Absolute path of the folder holding `vmgen.yml`; every project path is relative to it.
    let root: String
    let configPath: String
    /// `var`: lint adds what the build files say (`lint.mainActorFolders`).
    var config: ProjectConfig
    /// How to show a project path to the user: relative to the working directory if possible.
    let displayPrefix: String
    /// Absolute folder generated files are written to and read back from: the project root,
    /// or `--output-root` (the build-tool plugin generates into its work folder).
    let outputRoot: String
    let outputDisplayPrefix: String
    /// The bytes `config` was read from (what a run's record is keyed on).
    var configBytes: [UInt8] = []

    static let fileName = "vmgen.yml"

    enum Failure: Error {
        case notFound(String)
        /// The config file is there but is no file vmgen can read (a folder, a FIFO, a link to a
        /// device, no permission): an error, never an empty configuration.
        case unreadable(String)
        /// `folders`: the absolute input folders found missing, which `watch` waits for.
        case invalid([Diagnostic], source: String, path: String, folders: [String] = [])
        /// `vmgen_version:` rules this vmgen out: nothing else is worth reporting.
        case wrongVersion(Diagnostic, source: String, path: String)

        /// The diagnostics to print for an unusable config, with its text and display path.
        var report: (diagnostics: [Diagnostic], source: String, path: String)? {
            switch self {
            case .notFound, .unreadable: nil
            case .invalid(let diagnostics, let source, let path, _): (diagnostics, source, path)
            case .wrongVersion(let diagnostic, let source, let path): ([diagnostic], source, path)
            }
        }
    }

    /// Finds `vmgen.yml` by walking up from `cwd`, or uses `--config`. The folders it names for
    /// vmgen to read must exist (`InputFolders`), and the spec folder as `specFolder` says.
    static func load(configOption: String?, outputRoot: String? = nil, cwd: String, specFolder: SpecFolderUse = .read) -> Result<Project, Failure> {
        let configPath: String
        if let configOption {
            configPath = absolute(configOption, from: cwd)
            if FileSystem.isDirectory(configPath) {
                return load(configOption: configOption + "/" + fileName, outputRoot: outputRoot, cwd: cwd, specFolder: specFolder)
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
                    return .failure(.notFound("no \(fileName) in \(cwd) or any folder above it; run 'vmgen init' to start a project here, or pass --config"))
                }
                folder = parent
            }
        }
        let root = (configPath as NSString).deletingLastPathComponent
        let relativeConfig = Self.relative(configPath, to: cwd, within: root)
        let bytes: [UInt8]
        switch InputFile.read(configPath) {
        case .success(let read): bytes = read
        case .failure(let problem):
            // Named as found, not as resolved: a link in its place is what is wrong.
            let shown = configPath.hasPrefix(cwd + "/") ? String(configPath.dropFirst(cwd.count + 1)) : configPath
            return .failure(.unreadable("the config file \(shown) \(problem.reason)"))
        }
        var (config, diagnostics) = ConfigLoader.load(SpecFile(path: relativeConfig, bytes: bytes))
        // A project that needs another vmgen is reported on its own: keys this vmgen does not
        // know are then expected, and listing them would hide the real problem.
        if let requirement = config.vmgenVersion,
            let problem = VersionCheck.problem(requirement: requirement, current: VMGenVersion.current,
                location: VersionCheck.location(inConfig: bytes, file: relativeConfig))
        {
            return .failure(.wrongVersion(problem, source: String(decoding: bytes, as: UTF8.self), path: relativeConfig))
        }
        // Checked even when the file has other errors, so one run reports them all.
        let folders = InputFolders.problems(config, root: root, configFile: relativeConfig, specFolder: specFolder, configHasErrors: diagnostics.hasErrors)
        if diagnostics.hasErrors || !folders.isEmpty {
            let missing = config.namedInputs.map { root + "/" + $0.path } + [root + "/" + config.specs]
            return .failure(.invalid(diagnostics + folders, source: String(decoding: bytes, as: UTF8.self), path: relativeConfig,
                folders: missing.filter { !FileSystem.exists($0) }))
        }
        let outputFolder = outputRoot.map { absolute($0, from: cwd) } ?? root
        config.owner = owner(root: root, outputRoot: outputFolder)
        return .success(Project(
            root: root, configPath: configPath, config: config, displayPrefix: prefix(for: root, cwd: cwd, root: root),
            outputRoot: outputFolder, outputDisplayPrefix: prefix(for: outputFolder, cwd: cwd, root: root), configBytes: bytes))
    }

    /// The project folder as seen from the output root (`../Harbor`), when they differ: the
    /// mark of this project's generated files there (`ProjectConfig.owner`). From the real
    /// paths, so a link to either does not change it; relative, so it is the same on every
    /// machine with the same layout.
    static func owner(root: String, outputRoot: String) -> String? {
        let from = FileSystem.realPath(outputRoot).split(separator: "/")
        let to = FileSystem.realPath(root).split(separator: "/")
        guard from != to else { return nil }
        let shared = zip(from, to).prefix { $0 == $1 }.count
        return (Array(repeating: "..", count: from.count - shared) + to.dropFirst(shared).map(String.init)).joined(separator: "/")
    }

    /// The nearest `vmgen.yml` at or above `cwd`, if any.
    static func find(from cwd: String) -> String? {
        var folder = cwd
        while true {
            let candidate = folder + "/" + fileName
            if FileSystem.exists(candidate) { return candidate }
            let parent = (folder as NSString).deletingLastPathComponent
            if parent == folder || parent.isEmpty { return nil }
            folder = parent
        }
    }

    /// A project with the default configuration rooted at `cwd`, for commands (lint) that
    /// also work without a vmgen.yml.
    static func defaults(at cwd: String) -> Project {
        Project(root: cwd, configPath: cwd + "/" + fileName, config: ProjectConfig(), displayPrefix: "", outputRoot: cwd, outputDisplayPrefix: "")
    }

    private static func prefix(for folder: String, cwd: String, root: String) -> String {
        let shown = relative(folder, to: cwd, within: root)
        return shown == "." ? "" : shown + "/"
    }

    /// Every spec file (`*.yml`, `*.yaml`) under the spec folder, sorted — not the config file
    /// itself, nor a file in an output folder that sits inside the spec folder (`specs: .`).
    /// Decided by the path: a spec is a spec whatever its text says (a comment that mentions
    /// vmgen's header must not hide it, and its outputs with it). Only where the path cannot
    /// tell — an output folder that is the spec folder or holds it — a file whose fingerprint
    /// proves it vmgen's output at its path is not a spec either.
    func specs() -> [SpecFile] {
        specsRead().specs
    }

    /// `specs()`, and an error at each entry of the spec folder that may be or hold a spec but
    /// cannot be read (`SpecFolderListing`, `InputFile`): a run that reports any writes and
    /// deletes nothing, since it cannot tell which outputs that spec would keep.
    func specsRead() -> (specs: [SpecFile], problems: [Diagnostic]) {
        let specFolder = Self.normalized(config.specs)
        let folder = specFolder.isEmpty ? "" : specFolder + "/"
        let outputFolders = config.outputFolders.map(Self.normalized)
        let inside = outputFolders.filter { !$0.isEmpty && $0.hasPrefix(folder) && $0 + "/" != folder }.map { $0 + "/" }
        let overlapping = outputFolders.contains { $0.isEmpty || folder.hasPrefix($0 + "/") }
        let isInput = { (path: String) in self.root + "/" + path != self.configPath && !inside.contains { path.hasPrefix($0) } }
        let listing = SpecFolderListing.list(root + "/" + config.specs, projectRoot: root)
        let paths = listing.files.filter { $0.hasSuffix(".yml") || $0.hasSuffix(".yaml") }.map { folder + $0 }.filter(isInput)
        var problems = listing.problems.map { (folder + $0.path, $0.reason) }.filter { isInput($0.0) }
        var specs: [SpecFile] = []
        for (path, bytes) in zip(paths, DirectoryListing.read(paths.map { root + "/" + $0 })) {
            guard let bytes else {
                // Read again one by one, for why: the few that fail.
                problems.append((path, InputFile.problem(root + "/" + path)?.reason ?? "cannot be read"))
                continue
            }
            if overlapping, [.intact, .intactWithKeptTranslations].contains(GeneratedFileProof.verdict(path: path, bytes: LineEndings.asRead(bytes))) { continue }
            specs.append(SpecFile(path: path, bytes: bytes))
        }
        let diagnostics = problems.sorted { $0.0 < $1.0 }.map { path, reason in
            Diagnostic.error(
                "\(path) \(reason); vmgen generates and deletes nothing until it can read every spec", at: SourceLocation(file: path, line: 1, column: 1), code: "spec")
        }
        return (specs, diagnostics)
    }

    /// A project-relative folder without `.` parts; "" for the project folder itself.
    private static func normalized(_ folder: String) -> String {
        folder.split(separator: "/").filter { $0 != "." }.joined(separator: "/")
    }

    /// Templates from the project's template folder, by file name. Their paths are
    /// project-relative, like specs': the commands show them with `display`.
    func templateOverrides() -> [String: TemplateSource] {
        templateOverridesRead().overrides
    }

    /// `templateOverrides()`, and an error at each override that cannot be read (never an
    /// empty template, which would render every file it makes as a header alone).
    func templateOverridesRead() -> (overrides: [String: TemplateSource], problems: [Diagnostic]) {
        guard let folder = config.templates else { return ([:], []) }
        var result: [String: TemplateSource] = [:]
        var problems: [Diagnostic] = []
        for relative in FileSystem.files(under: root + "/" + folder) where !relative.contains("/") {
            let path = folder + "/" + relative
            switch InputFile.read(root + "/" + path) {
            case .success(let bytes):
                result[relative] = TemplateSource(text: String(decoding: bytes, as: UTF8.self), displayPath: path)
            case .failure(let problem):
                problems.append(.error("the template \(path) \(problem.reason)", at: SourceLocation(file: path, line: 1, column: 1), code: "template"))
            }
        }
        return (result, problems)
    }

    /// The Swift and YAML files now in the output folders, by project-relative path.
    func existingOutputs() -> [String: [UInt8]] {
        let paths = outputPaths()
        var result: [String: [UInt8]] = [:]
        result.reserveCapacity(paths.count)
        for (path, bytes) in zip(paths, DirectoryListing.read(paths.map { outputRoot + "/" + $0 })) {
            if let bytes { result[path] = bytes }
        }
        return result
    }

    /// The Swift and YAML files now in the output folders, each read when the run needs it
    /// (`OutputsOnDisk`); with `hashing`, it keeps the hash of what each read gave, for the
    /// run's record.
    func outputsOnDisk(hashing: Bool) -> OutputsOnDisk {
        let root = outputRoot
        return OutputsOnDisk(paths: outputPaths(), hashing: hashing) { DirectoryListing.read(root + "/" + $0) }
    }

    /// The project-relative paths of the Swift and YAML files now in the output folders.
    private func outputPaths() -> [String] {
        var paths: [String] = []
        var seen = Set<String>()
        for folder in config.outputFolders {
            for relative in DirectoryListing.files(under: outputRoot + "/" + folder)
            where relative.hasSuffix(".swift") || relative.hasSuffix(".yml") {
                let path = folder + "/" + relative
                if seen.insert(path).inserted { paths.append(path) }
            }
        }
        return paths
    }

    /// Every file a run reads, project-relative: the config, the specs and the template
    /// overrides. `watch` polls them; the build-tool plugin declares them as its inputs.
    func inputFiles() -> [String] {
        inputFiles(specs: specs())
    }

    /// `inputFiles()` with `specs` in place of the spec folder's (a caller that read them).
    func inputFiles(specs: [SpecFile]) -> [String] {
        let templates = config.templates.map { folder in
            FileSystem.files(under: root + "/" + folder).filter { !$0.contains("/") }.map { folder + "/" + $0 }
        } ?? []
        return [Self.relative(configPath, to: root)] + specs.map(\.path) + templates
    }

    /// Where a generated file goes on disk.
    func absolute(_ projectPath: String) -> String { outputRoot + "/" + projectPath }

    /// The config file, as shown to the user.
    var configDisplayPath: String { display(Self.relative(configPath, to: root)) }

    /// A project path (spec, template, config) as shown to the user.
    func display(_ projectPath: String) -> String { displayPrefix + projectPath }

    /// A generated file's path as shown to the user.
    func displayOutput(_ projectPath: String) -> String { outputDisplayPrefix + projectPath }

    static func absolute(_ path: String, from cwd: String) -> String {
        let joined = path.hasPrefix("/") ? path : cwd + "/" + path
        return (joined as NSString).standardizingPath
    }

    /// `path` relative to `base` when it is inside it, otherwise `path` unchanged — except
    /// inside the project `root`: from a subfolder of the project (vmgen walked up to find
    /// vmgen.yml), project files are shown as `../Specs/A.yml`.
    static func relative(_ path: String, to base: String, within root: String? = nil) -> String {
        let standardPath = (path as NSString).standardizingPath
        let standardBase = (base as NSString).standardizingPath
        if standardPath == standardBase { return "." }
        if let inside = inside(standardPath, standardBase) { return inside }
        guard let root = root.map({ ($0 as NSString).standardizingPath }),
            let baseInRoot = standardBase == root ? "" : inside(standardBase, root),
            let pathInRoot = standardPath == root ? "" : inside(standardPath, root)
        else { return standardPath }
        let ups = Array(repeating: "..", count: baseInRoot.split(separator: "/").count)
        return (ups + (pathInRoot.isEmpty ? [] : [pathInRoot])).joined(separator: "/")
    }

    /// `path` relative to `folder` when it is inside it.
    private static func inside(_ path: String, _ folder: String) -> String? {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
    }
}
