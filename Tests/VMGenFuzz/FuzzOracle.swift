import Foundation
import VMGenKit

/// Runs one input through its component and says what is wrong with the answer. A crash or a
/// hang is noticed by the supervisor; this checks the rest of the contract:
/// - every error (a rejection) has a location, and every location points inside the file it
///   names: line 1 … line count + 1, column 1 … the line's length + 1;
/// - every file a diagnostic names is one of the inputs (or a built-in template);
/// - the diagnostics render (the excerpt and caret code sees every location);
/// - a generation writes only inside the configured output folders, never a path with `..`;
/// - generating again over what a generation wrote changes nothing and reports no new error;
/// - a generated file on disk is rewritten only when vmgen may (its header, an intact
///   fingerprint) and keeps the hand-written code of its protected regions.
struct FuzzOracle: Sendable {
    let corpus: FuzzCorpus
    let templates: TemplateSet
    let builtInTexts: [String: [UInt8]]
    /// What each example project generates, by project name and path.
    let rendered: [String: [String: RenderedFile]]
    /// Each example spec's parsed document and diagnostics, by path: only the mutated spec of
    /// an input is parsed again.
    let parsed: [String: (document: SpecDocument?, diagnostics: [Diagnostic])]

    init(corpus: FuzzCorpus) {
        self.corpus = corpus
        templates = TemplateLibrary.templateSet().templates
        var texts: [String: [UInt8]] = [:]
        for source in TemplateLibrary.builtInSources.values { texts[source.displayPath] = Array(source.text.utf8) }
        builtInTexts = texts
        var rendered: [String: [String: RenderedFile]] = [:]
        for project in corpus.projects {
            let output = Generator.run(.init(config: project.config, specs: project.specs, templates: templates, existing: project.existing))
            rendered[project.name] = Dictionary(output.rendered.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        }
        self.rendered = rendered
        var parsed: [String: (document: SpecDocument?, diagnostics: [Diagnostic])] = [:]
        for project in corpus.projects {
            for spec in project.specs {
                let (documents, diagnostics) = Generator.parse([spec])
                parsed[project.name + "/" + spec.path] = (documents.first, diagnostics)
            }
        }
        self.parsed = parsed
    }

    /// The problems with `input`'s answer; empty when it was handled correctly. A `deep` check
    /// also runs a whole generation with the input (and a second one over its result); the
    /// others check the component on its own, which is many times faster.
    func problems(_ input: FuzzInput, deep: Bool) -> [String] {
        guard let project = corpus.projects.first(where: { $0.name == input.project }) ?? corpus.projects.first else {
            return ["no example project"]
        }
        switch input.component {
        case .spec:
            var specs = project.specs.filter { $0.path != input.path }
            specs.append(SpecFile(path: input.path, bytes: input.bytes))
            if deep {
                return generation(config: project.config, specs: specs, templates: templates, existing: project.existing, extra: [:])
            }
            var (documents, syntax) = Generator.parse([SpecFile(path: input.path, bytes: input.bytes)])
            for spec in project.specs where spec.path != input.path {
                guard let known = parsed[project.name + "/" + spec.path] else { continue }
                documents += known.document.map { [$0] } ?? []
                syntax += known.diagnostics
            }
            documents.sort { $0.file.path < $1.file.path }
            let (set, model) = SpecModelBuilder.build(documents, domainModules: project.config.domainModules)
            let rules = SpecChecker.check(set, config: project.config, specs: specs)
            return FuzzLocations.check(syntax + model + rules, texts: Dictionary(specs.map { ($0.path, $0.bytes) }, uniquingKeysWith: { a, _ in a }))
        case .config:
            return config(input, project: project, deep: deep)
        case .template:
            return template(input, project: project, deep: deep)
        case .swift:
            return lint(input, project: project, deep: deep)
        case .output:
            return output(input, project: project, deep: deep)
        case .layout:
            return LayoutOracle(corpus: corpus, vmgen: (executablePath() as NSString).deletingLastPathComponent + "/vmgen").problems(input)
        case .selftestCrash, .selftestHang:
            guard String(decoding: input.bytes, as: UTF8.self) == "1" else { return [] }
            if input.component == .selftestCrash { fatalError("selftest: crashing on purpose") }
            while true { sleep(1) }
        }
    }

    private func config(_ input: FuzzInput, project: FuzzCorpus.Project, deep: Bool) -> [String] {
        let (config, diagnostics) = ConfigLoader.load(SpecFile(path: "vmgen.yml", bytes: input.bytes))
        var problems = FuzzLocations.check(diagnostics, texts: ["vmgen.yml": input.bytes])
        guard !diagnostics.hasErrors else { return problems }
        let paths = [config.specs] + [config.templates].compactMap { $0 } + config.outputFolders + config.lint.include + config.lint.exclude
        for path in paths where !FuzzLocations.isInsideProject(path) {
            problems.append("the config loaded with a path that leaves the project: '\(path)'")
        }
        // What vmgen would find on disk: the example's files inside this config's output folders.
        if deep {
            let existing = project.existing.filter { entry in config.outputFolders.contains { entry.key.hasPrefix($0 == "." ? "" : $0 + "/") } }
            problems += generation(config: config, specs: project.specs, templates: templates, existing: existing, extra: ["vmgen.yml": input.bytes])
        }
        return problems
    }

    private func template(_ input: FuzzInput, project: FuzzCorpus.Project, deep: Bool) -> [String] {
        let text = String(decoding: input.bytes, as: UTF8.self)
        let display = "Templates/" + input.path
        let source = TemplateSource(text: text, displayPath: display)
        var texts = builtInTexts
        texts[display] = Array(text.utf8)
        guard deep else {
            // The template on its own: parse, validate, and render over an empty context (it
            // fails at the first variable, with a location in the template).
            let set = TemplateSet(sources: [input.path: source], filters: TemplateLibrary.filters)
            var problems = FuzzLocations.check(set.validate(), texts: texts)
            if case .failure(let errors) = set.render(input.path, context: [:]) {
                problems += FuzzLocations.check(errors, texts: texts)
            }
            return problems
        }
        let (set, diagnostics) = TemplateLibrary.templateSet(overrides: [input.path: source])
        var problems = FuzzLocations.check(diagnostics, texts: texts)
        if !diagnostics.hasErrors {
            problems += generation(config: project.config, specs: project.specs, templates: set, existing: project.existing, extra: texts, builtInTemplates: false)
        }
        return problems
    }

    private func lint(_ input: FuzzInput, project: FuzzCorpus.Project, deep: Bool) -> [String] {
        let folder = input.path.split(separator: "/").dropLast().joined(separator: "/")
        var swift = deep ? project.swift.filter { $0.path != input.path && $0.path.hasPrefix(folder + "/") }.prefix(3).map { $0 } : []
        swift.append((input.path, input.bytes))
        var texts: [String: [UInt8]] = [:]
        for file in swift { texts[file.path] = file.bytes }
        for file in project.yaml { texts[file.path] = file.bytes }
        var problems: [String] = []
        if deep {
            let source = SwiftSourceFile.parse(input.bytes, path: input.path)
            let table = FuzzLocations.LineTable(input.bytes)
            if let bad = source.tokens.lazy.compactMap({ token in table.problem(token.location).map { "token at \(token.location): \($0)" } }).first {
                problems.append(bad)
            }
        }
        let result = Linter.lint(swift: swift, yaml: project.yaml, config: project.config, options: .init(includeGenerated: true))
        problems += FuzzLocations.check(result.diagnostics + result.partlyRead, texts: texts)
        return problems
    }

    private func output(_ input: FuzzInput, project: FuzzCorpus.Project, deep: Bool) -> [String] {
        var problems: [String] = []
        let plan: WritePlan
        if deep {
            var existing = project.existing
            existing[input.path] = input.bytes
            let result = generationChecked(config: project.config, specs: project.specs, templates: templates, existing: existing, extra: [:])
            problems = result.problems
            plan = result.output.plan
        } else {
            // The write planner on its own, against what the example renders for this path.
            let fresh = rendered[project.name]?[input.path].map { [$0] } ?? []
            let (planned, diagnostics) = WritePlanner.plan(rendered: fresh, existing: [input.path: input.bytes])
            var texts = [input.path: input.bytes]
            for file in fresh { texts[file.path] = texts[file.path] ?? Array(file.contents.utf8) }
            problems = FuzzLocations.check(diagnostics, texts: texts)
            if input.path.hasSuffix(".yml") {
                problems += FuzzLocations.check(ExistingTranslations.parse(input.bytes, path: input.path).diagnostics, texts: texts)
            }
            plan = planned
        }
        problems += FuzzLocations.keepsUserCode(plan, path: input.path, old: input.bytes)
        return problems
    }

    /// A whole generation, checked: locations, output paths, and that a second generation over
    /// the first one's files changes nothing.
    private func generation(
        config: ProjectConfig, specs: [SpecFile], templates: TemplateSet, existing: [String: [UInt8]], extra: [String: [UInt8]],
        builtInTemplates: Bool = true
    ) -> [String] {
        generationChecked(config: config, specs: specs, templates: templates, existing: existing, extra: extra, builtInTemplates: builtInTemplates).problems
    }

    private func generationChecked(
        config: ProjectConfig, specs: [SpecFile], templates: TemplateSet, existing: [String: [UInt8]], extra: [String: [UInt8]],
        builtInTemplates: Bool = true
    ) -> (problems: [String], output: Generator.Output) {
        let output = Generator.run(.init(config: config, specs: specs, templates: templates, existing: existing))
        var texts = extra.merging(builtInTexts) { first, _ in first }
        for spec in specs { texts[spec.path] = spec.bytes }
        for file in output.rendered { texts[file.path] = Array(file.contents.utf8) }
        for (path, bytes) in existing { texts[path] = bytes }
        var problems = FuzzLocations.check(output.diagnostics, texts: texts)
        for action in output.plan.actions {
            if !FuzzLocations.isInsideProject(action.path) {
                problems.append("the plan \(action.kind)s '\(action.path)', outside the project")
            } else if !config.outputFolders.contains(where: { action.path.hasPrefix($0 == "." ? "" : $0 + "/") }) {
                problems.append("the plan \(action.kind)s '\(action.path)', outside every output folder")
            }
        }
        guard !output.diagnostics.hasErrors, !output.plan.changes.isEmpty else { return (problems, output) }
        var after = existing
        for action in output.plan.actions {
            switch action.kind {
            case .create, .update: after[action.path] = action.contents
            case .delete: after[action.path] = nil
            case .unchanged, .skip: break
            }
        }
        let again = Generator.run(.init(config: config, specs: specs, templates: templates, existing: after))
        // (A localization template override that writes other keys than vmgen reads back —
        // `{{ locale.key }}x:` — cannot converge: what it writes comes back as hand-added
        // translations, which vmgen keeps. So with an override only the Swift must be stable.)
        for change in again.plan.changes where builtInTemplates || !change.path.hasSuffix(".yml") {
            problems.append("a second generation \(change.kind)s \(change.path) again: generation is not idempotent")
        }
        // What vmgen wrote, it must read back: a second generation finds no new problem. (Not
        // with a template override: a broken override may write what cannot be read back.)
        let known = Set(output.diagnostics.map(\.message))
        for diagnostic in again.diagnostics where builtInTemplates && diagnostic.severity == .error && !known.contains(diagnostic.message) {
            problems.append("a second generation reports what the first did not: \(diagnostic.location.map(\.description) ?? "-"): \(diagnostic.message)")
        }
        return (problems, output)
    }
}

/// Checks of diagnostic locations against the texts they point into.
enum FuzzLocations {
    static func check(_ diagnostics: [Diagnostic], texts: [String: [UInt8]]) -> [String] {
        var problems: [String] = []
        var sources: [String: String] = [:]
        var tables: [String: LineTable] = [:]
        for diagnostic in diagnostics {
            guard let location = diagnostic.location else {
                if diagnostic.severity == .error { problems.append("an error without a location: \(diagnostic.message)") }
                continue
            }
            guard let bytes = texts[location.file] else {
                problems.append("\(location): names a file that is not an input: \(diagnostic.message)")
                continue
            }
            if tables[location.file] == nil {
                tables[location.file] = LineTable(bytes)
                sources[location.file] = String(decoding: bytes, as: UTF8.self)
            }
            if let problem = tables[location.file]?.problem(location) {
                problems.append("\(location): \(problem): \(diagnostic.message)")
            }
        }
        // Rendering quotes the line and places the caret: it must cope with the locations. (It
        // scans the text for each one, so only the first few and the last.)
        _ = DiagnosticRenderer(sources: sources).render(Array(diagnostics.prefix(4)) + Array(diagnostics.suffix(1)))
        return problems
    }

    static func problem(_ location: SourceLocation, in bytes: [UInt8]) -> String? {
        LineTable(bytes).problem(location)
    }

    /// The lines of a file, to check many locations cheaply.
    struct LineTable {
        let byteCount: Int
        /// The length of each line in characters (what columns count), line n at `n - 1`.
        let lengths: [Int]

        init(_ bytes: [UInt8]) {
            byteCount = bytes.count
            lengths = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self).count }
        }

        /// What is wrong with `location`, if anything: line 1 … line count + 1, column 1 …
        /// the line's length in characters + 1, offset inside the file.
        func problem(_ location: SourceLocation) -> String? {
            let lineCount = lengths.count
            guard location.line >= 1, location.line <= lineCount + 1 else {
                return "line \(location.line) is outside the file's \(lineCount) lines"
            }
            guard location.column >= 1 else { return "column \(location.column) is before the line" }
            guard location.offset >= 0, location.offset <= byteCount else {
                return "offset \(location.offset) is outside the file's \(byteCount) bytes"
            }
            let length = location.line <= lineCount ? lengths[location.line - 1] : 0
            guard location.column <= length + 1 else {
                return "column \(location.column) is past the end of line \(location.line) (\(length) characters)"
            }
            return nil
        }
    }

    /// A generated file on disk may be rewritten or deleted only when it starts with vmgen's
    /// header; deleted only when its fingerprint proves it untouched at its path and it holds
    /// nothing a person wrote; a Swift file is rewritten only with an intact fingerprint (of
    /// this or an earlier vmgen) and keeping every protected region's code; a localization file
    /// whose fingerprint does not prove it untouched only keeping every translation in it.
    static func keepsUserCode(_ plan: WritePlan, path: String, old bytes: [UInt8]) -> [String] {
        var problems: [String] = []
        let old = String(decoding: bytes, as: UTF8.self)
        // Line ends made CRLF throughout are not an edit (`LineEndings`): the proof reads the LF text.
        let verdict = GeneratedFileProof.verdict(path: path, bytes: LineEndings.asRead(bytes))
        for action in plan.actions where action.path == path && (action.kind == .update || action.kind == .delete) {
            guard GeneratedHeader.isGenerated(bytes, path: path) else {
                problems.append("\(action.kind) of \(path), which does not start with vmgen's header")
                continue
            }
            if action.kind == .delete, verdict != .intact {
                problems.append("delete of \(path), which its fingerprint does not prove untouched and free of hand-written text (\(verdict))")
            }
            if path.hasSuffix(".swift"), verdict != .intact, verdict != .unproven {
                problems.append("\(action.kind) of \(path), whose fingerprint says it was edited (\(verdict))")
            }
            if path.hasSuffix(".yml"), action.kind == .update, verdict != .intact {
                let before = ExistingTranslations.parse(bytes, path: path).translations
                let after = ExistingTranslations.parse(action.contents ?? [], path: path).translations
                for locale in before.values.keys {
                    for (type, keys) in before.values[locale] ?? [:] {
                        for (key, value) in keys where value != .text("") && value != .list([]) {
                            let now = after.value(locale: locale, type: type, key: key)
                            let replacedBySpec = verdict == .intactWithKeptTranslations && now != nil && now != .text("") && now != .list([])
                            if now != value, !replacedBySpec {
                                problems.append("update of \(path) loses the \(locale) translation of \(type).\(key) (\(verdict))")
                            }
                        }
                    }
                }
            }
            guard case .success(let regions) = ProtectedRegions.parse(old) else {
                problems.append("\(action.kind) of \(path), whose protected regions are malformed")
                continue
            }
            let new = String(decoding: action.contents ?? [], as: UTF8.self)
            for region in regions where !ProtectedRegions.isTrivial(region) && (action.kind == .delete || !new.contains(region.content)) {
                problems.append("\(action.kind) of \(path) loses the hand-written code of region '\(region.name)'")
            }
        }
        return problems
    }

    /// A project-relative path that stays inside the project.
    static func isInsideProject(_ path: String) -> Bool {
        !path.isEmpty && !path.hasPrefix("/") && !path.hasPrefix("~")
            && !path.split(separator: "/", omittingEmptySubsequences: false).contains { $0 == ".." || ($0.isEmpty && path != ".") }
    }
}
