import Foundation
import VMGenKit

/// `vmgen lint [paths…]`: the catalogue's Swift rules on hand-written (and legacy) sources.
enum LintCommand {
    static let command = Command(
        name: "lint",
        summary: "Check Swift sources against the FOSMVVM rules.",
        usage: "vmgen lint [paths…] [--config FILE] [--format FORMAT] [--strict] [--baseline FILE] [--fix]",
        description: """
            Reads Swift files (the given files and folders, or vmgen.yml's lint.include — by
            default Sources) with vmgen's own tokenizer and runs every Swift rule of the
            catalogue, plus the localization cross-check against the project's .yml files.
            Files vmgen generated are skipped (their spec was checked) unless
            --include-generated is given. Suppress a finding with
            '// vmgen:disable:next RULE — reason'; 'vmgen rules' lists the rules. Finding no
            Swift file to check where it was pointed is an error (exit 2), not a pass.
            --fix rewrites the findings that have one right answer (never a suppressed or
            baselined one, never a generated file or one behind a symbolic link), then reports
            what remains; --fix --dry-run prints the diff instead and exits 1 if anything
            would change.
            """,
        options: [.config, Option(["--include-generated"], help: "Also lint files that carry vmgen's header.")] + FindingsReport.options + LintFix.options,
        maxPositionals: Int.max,
        run: run)

    static func run(_ invocation: Invocation) throws(UsageError) -> ExitCode {
        _ = try FindingsReport.format(invocation)  // a bad option is reported before any reading
        try LintFix.validate(invocation)
        let project: Project
        let hasConfig: Bool
        if invocation.option("--config") == nil, Project.find(from: invocation.workingDirectory) == nil {
            // No vmgen.yml: lint with the defaults, paths relative to here.
            project = Project.defaults(at: invocation.workingDirectory)
            hasConfig = false
        } else {
            guard let loaded = try invocation.openProject(specFolder: .unused) else { return .usage }
            project = loaded
            hasConfig = true
        }
        let scope = LintScope(project: project, workingDirectory: invocation.workingDirectory)
        let arguments = invocation.arguments.positionals
        let targets = try scope.targets(arguments)
        if let problem = try LintScope.nothingToCheck(targets, arguments: arguments, project: project, hasConfig: hasConfig) {
            invocation.console.reportConfigProblems(problem)
            return .usage
        }
        let yaml = scope.localizationFiles()
        if invocation.flag("--fix") {
            return try LintFix.run(invocation, project: project, scope: scope, targets: targets, yaml: yaml)
        }
        // Each Swift file is read by the core that lints it, just before, so no more than one
        // file per core is in memory and reading overlaps checking.
        let swiftOnDisk = targets.swift.map(scope.absolute)
        let yamlBytes = DirectoryListing.read(yaml.map(scope.absolute))
        let result = Linter.lint(
            swiftPaths: targets.swift, reading: { DirectoryListing.read(swiftOnDisk[$0]) ?? [] },
            yaml: zip(yaml, yamlBytes).map { ($0, $1 ?? []) },
            config: project.config, options: .init(includeGenerated: invocation.flag("--include-generated")))
        let generated = targets.swift.count - result.swiftFilesLinted
        return try FindingsReport.emit(
            result.diagnostics, filesChecked: result.swiftFilesLinted, project: project, invocation: invocation, what: "Swift files",
            display: { targets.shown[$0] ?? project.display($0) }, skipped: LintScope.skipped(excluded: targets.excluded, generated: generated))
    }
}

/// Which files a lint run reads, as project-relative paths.
struct LintScope {
    let project: Project
    let workingDirectory: String
    /// `lint.include` is usually among the localization folders too: it is listed once.
    private let listings = ListingMemo()

    init(project: Project, workingDirectory: String) {
        self.project = project
        self.workingDirectory = workingDirectory
    }

    /// The files a lint run reads.
    struct Targets {
        /// Project-relative paths (absolute for a file outside the project), sorted.
        var swift: [String]
        /// Swift files found, before `lint.exclude`.
        var found: Int
        /// Swift files `lint.exclude` left out.
        var excluded: Int
        /// Whether the user named files one by one (and no folder).
        var filesNamed: Bool
        /// A file outside the project as the user named it (their argument, and the path
        /// below it for a folder), by its entry in `swift`.
        var shown: [String: String] = [:]
    }

    /// The Swift files under `arguments` (files or folders, relative to the working folder), or
    /// under `lint.include`; without `lint.exclude`, build folders and hidden folders.
    func targets(_ arguments: [String]) throws(UsageError) -> Targets {
        var roots: [(absolute: String, given: String?)] = []
        if arguments.isEmpty {
            roots = project.config.lint.include.map { (project.root + "/" + $0, nil) }
        } else {
            for argument in arguments {
                let absolute = Project.absolute(argument, from: workingDirectory)
                guard FileSystem.exists(absolute) else { throw UsageError("'\(argument)' does not exist") }
                if !FileSystem.isDirectory(absolute), !absolute.hasSuffix(".swift") { throw UsageError("'\(argument)' is not a Swift file") }
                roots.append((absolute, argument))
            }
        }
        var files: [String] = []
        var shown: [String: String] = [:]
        for (root, given) in roots {
            if FileSystem.isDirectory(root) {
                // The folder is standardized once; a listed file adds only plain names (no `.`,
                // `..` or links) to it, so its path needs no standardizing of its own.
                let standard = (root as NSString).standardizingPath
                let folder = standard == "/" ? "" : standard
                let shownFolder = given.map { $0.hasSuffix("/") && $0.count > 1 ? String($0.dropLast()) : $0 }
                for relative in listings.files(under: root) where relative.hasSuffix(".swift") && !Self.isSkipped(relative) {
                    let path = projectRelative(standardized: folder + "/" + relative)
                    files.append(path)
                    if path.hasPrefix("/"), let shownFolder { shown[path] = shownFolder + "/" + relative }
                }
            } else if root.hasSuffix(".swift"), FileSystem.exists(root) {
                let path = projectRelative(root)
                files.append(path)
                if path.hasPrefix("/"), let given { shown[path] = given }
            }
        }
        // One folder's listing has no repeats and comes sorted (so sorting again is one pass);
        // several roots may overlap.
        let unique = roots.count == 1 ? files : Array(Set(files))
        let kept = unique.filter { path in !project.config.lint.exclude.contains { path == $0 || path.hasPrefix($0 + "/") } }.sorted()
        let filesNamed = !arguments.isEmpty && !roots.contains { FileSystem.isDirectory($0.absolute) }
        return Targets(swift: kept, found: unique.count, excluded: unique.count - kept.count, filesNamed: filesNamed, shown: shown)
    }

    /// Every `.yml`/`.yaml` in the localization folders and the lint folders, for the
    /// localization cross-check (never specs or vmgen.yml).
    func localizationFiles() -> [String] {
        let config = project.config
        let folders = Set([config.resources.server, config.resources.client] + config.lint.include)
        var files = Set<String>()
        for folder in folders {
            for relative in listings.files(under: project.root + "/" + folder)
            where (relative.hasSuffix(".yml") || relative.hasSuffix(".yaml")) && !Self.isSkipped(relative) {
                let path = folder + "/" + relative
                if !path.hasPrefix(config.specs + "/") { files.insert(path) }
            }
        }
        return files.sorted()
    }

    /// A path `targets` returned, on disk: project-relative, or absolute for a file outside it.
    func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : project.root + "/" + path
    }

    /// Build products, dependencies and hidden folders are never linted.
    static func isSkipped(_ relative: String) -> Bool {
        var relative = relative
        if let ascii = relative.withUTF8({ asciiIsSkipped($0) }) { return ascii }
        return relative.split(separator: "/").contains { $0.hasPrefix(".") || $0 == "Packages" || $0 == "DerivedData" }
    }

    /// `isSkipped` on the bytes of an ASCII path (where a character is a byte), without
    /// splitting it into strings: it runs once per file listed. Nil for other paths.
    private static func asciiIsSkipped(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
        var start = 0
        while start < bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != UInt8(ascii: "/") { end += 1 }
            let name = UnsafeBufferPointer(rebasing: bytes[start..<end])
            if name.first == UInt8(ascii: ".") || name.elementsEqual("Packages".utf8) || name.elementsEqual("DerivedData".utf8) { return true }
            start = end + 1
        }
        return false
    }

    private func projectRelative(_ absolute: String) -> String {
        projectRelative(standardized: (absolute as NSString).standardizingPath)
    }

    private func projectRelative(standardized standard: String) -> String {
        let root = project.root.hasSuffix("/") ? project.root : project.root + "/"
        return standard.hasPrefix(root) ? String(standard.dropFirst(root.count)) : standard
    }
}

/// `ParallelListing.files(under:)` remembered by folder, for one lint run.
private final class ListingMemo {
    private var listings: [String: [String]] = [:]

    func files(under root: String) -> [String] {
        if let known = listings[root] { return known }
        let files = fromListedAncestor(root) ?? ParallelListing.files(under: root)
        listings[root] = files
        return files
    }

    /// A folder inside one already listed (the localization folders are inside Sources) is
    /// the ancestor's entries under it, if every folder on the way is a real folder: the
    /// listing follows no links, while listing the folder itself would follow one.
    private func fromListedAncestor(_ root: String) -> [String]? {
        // Paths are compared as bytes: on disk, canonically equal names are different names.
        for (ancestor, listed) in listings where root.utf8.starts(with: (ancestor + "/").utf8) {
            let inside = String(decoding: root.utf8.dropFirst(ancestor.utf8.count + 1), as: UTF8.self)
            let names = inside.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
            guard !names.contains(where: { $0.isEmpty || $0.elementsEqual(".".utf8) || $0.elementsEqual("..".utf8) }) else { continue }
            var folder = ancestor
            let allReal = names.allSatisfy { name in
                folder += "/" + String(decoding: name, as: UTF8.self)
                var status = stat()
                return lstat(folder, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
            }
            guard allReal else { continue }
            let prefix = Array((inside + "/").utf8)
            return listed.filter { $0.utf8.starts(with: prefix) }
                .map { String(decoding: $0.utf8.dropFirst(prefix.count), as: UTF8.self) }
                .sorted()
        }
        return nil
    }
}
