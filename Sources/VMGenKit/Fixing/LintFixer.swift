/// `vmgen lint --fix`: lint, apply the fixes of the findings that are reported, lint again,
/// and repeat while anything changes (a few passes at most), as SwiftLint corrects.
///
/// What is fixed is exactly what `vmgen lint` would report: a finding suppressed in place,
/// turned off in `vmgen.yml` or absorbed by the baseline is left as it is. Files vmgen
/// generated are never changed (their spec is the place to fix them; the next `generate`
/// would undo the fix and the fingerprint would no longer match). No fix deletes a comment
/// (except an unused suppression) or cuts into a token, and a file whose fixed text reads
/// worse than before (more syntax warnings) is left as it was. A fix must not leave the next
/// lint something new: when a pass adds a finding of a rule it did not fix to a file, the file
/// goes back to its text before the pass and its fixes are tried again one rule at a time;
/// a rule whose fix alone adds a finding is held back there (`Result.heldBack`). Works on bytes
/// in memory; the caller reads and writes the disk.
public enum LintFixer {
    public struct Options: Sendable {
        public var includeGenerated: Bool
        /// Findings in the baseline are not fixed, as they are not reported.
        public var baseline: Baseline?
        public var maxPasses: Int

        public init(includeGenerated: Bool = false, baseline: Baseline? = nil, maxPasses: Int = 8) {
            self.includeGenerated = includeGenerated
            self.baseline = baseline
            self.maxPasses = maxPasses
        }
    }

    /// Why a file with a fix was left alone.
    public enum Refusal: Sendable, Hashable {
        /// vmgen generated it: fix its spec (or template) instead.
        case generated
        /// The caller may not write it (a symbolic link, not a regular file).
        case notWritable
        /// `.yaml` → `.yml`: a file with the new name exists already.
        case renameTargetExists(String)
    }

    public struct Rename: Sendable, Hashable {
        public var from: String
        public var to: String
    }

    public struct Result: Sendable {
        /// Every Swift file, fixed, in the order given.
        public var swift: [(path: String, bytes: [UInt8])]
        /// Every YAML file, renamed where fixed, sorted by path.
        public var yaml: [(path: String, bytes: [UInt8])]
        /// The Swift files whose bytes changed, in the order given.
        public var changed: [String]
        /// `.yaml` localization files renamed to `.yml` (their bytes are unchanged).
        public var renames: [Rename]
        /// By file (its path before any rename), how many findings of each rule were fixed.
        public var fixed: [String: [String: Int]]
        /// Files with a fix that were left alone, and why.
        public var refused: [String: Refusal]
        /// By file, the rules whose fix was not applied because it would add findings of other
        /// rules there (rule → those rules).
        public var heldBack: [String: [String: Set<String>]] = [:]
        /// The lint of the fixed files.
        public var lint: Linter.Result
    }

    /// The linter a fix runs: `Linter.lint` (a test may wrap it to see what a rule would).
    public typealias Lint = (_ swift: [(path: String, bytes: [UInt8])], _ yaml: [(path: String, bytes: [UInt8])]) -> Linter.Result

    /// Fixes `swift` and `yaml` (project-relative paths with their bytes). `mayChange(path)`
    /// says whether the caller can write that file.
    public static func fix(
        swift: [(path: String, bytes: [UInt8])], yaml: [(path: String, bytes: [UInt8])], config: ProjectConfig,
        options: Options = Options(), mayChange: @Sendable (String) -> Bool = { _ in true }, linting: Lint? = nil
    ) -> Result {
        var swift = swift
        var yaml = yaml.sorted { $0.path < $1.path }
        let lintOptions = Linter.Options(includeGenerated: options.includeGenerated)
        let runLint: Lint = linting ?? { swift, yaml in Linter.lint(swift: swift, yaml: yaml, config: config, options: lintOptions) }
        var lint = runLint(swift, yaml)
        var changed = Set<String>()
        var renames: [Rename] = []
        var fixed: [String: [String: Int]] = [:]
        var refused: [String: Refusal] = [:]
        var context: FixContext?
        var trials = FixTrials()
        for _ in 0..<max(1, options.maxPasses) {
            let reported = options.baseline?.filter(lint.diagnostics) ?? lint.diagnostics
            var wanted: [String: [String: Set<Int>]] = [:]  // file → rule → finding offsets
            for diagnostic in reported {
                guard let code = diagnostic.code, RuleFixes.all[code] != nil, let location = diagnostic.location,
                    trials.allows(code, in: location.file)
                else { continue }
                wanted[location.file, default: [:]][code, default: []].insert(location.offset)
            }
            guard !wanted.isEmpty else { break }
            var anything = false

            // LOC-02: `.yaml` → `.yml`, once per file.
            let yamlID = YMLExtensionRule.description.id
            for index in yaml.indices where wanted[yaml[index].path]?[yamlID] != nil {
                let from = yaml[index].path
                guard from.hasSuffix(".yaml") else { continue }
                let to = String(from.dropLast(5)) + ".yml"
                if GeneratedHeader.isGenerated(yaml[index].bytes) {
                    refused[from] = .generated
                } else if !mayChange(from) {
                    refused[from] = .notWritable
                } else if yaml.contains(where: { $0.path == to }) || swift.contains(where: { $0.path == to }) {
                    refused[from] = .renameTargetExists(to)
                } else {
                    yaml[index].path = to
                    renames.append(Rename(from: from, to: to))
                    fixed[from, default: [:]][yamlID, default: 0] += 1
                    anything = true
                }
            }
            yaml.sort { $0.path < $1.path }

            // Swift files, each on a core of its own.
            let targets = swift.indices.filter { wanted[swift[$0].path] != nil }
            if context == nil, targets.contains(where: { wanted[swift[$0].path]!.keys.contains { Self.needsFacts.contains($0) } }) {
                context = FixContext(config: config, facts: gatherFacts(swift))
            }
            let fixContext = context ?? FixContext(config: config)
            let files = swift
            let outcomes = Parallel.map(targets) { [wanted] index -> FileOutcome? in
                fixFile(path: files[index].path, bytes: files[index].bytes, wanted: wanted[files[index].path]!, context: fixContext)
            }
            var passed: [Int: FileOutcome] = [:]  // index → what this pass applied, to undo
            for (index, outcome) in zip(targets, outcomes) {
                guard let outcome else { continue }
                let path = swift[index].path
                if GeneratedHeader.isGenerated(swift[index].bytes) {
                    refused[path] = .generated
                    continue
                }
                guard mayChange(path) else {
                    refused[path] = .notWritable
                    continue
                }
                passed[index] = FileOutcome(bytes: swift[index].bytes, applied: outcome.applied, wasChanged: changed.contains(path))
                swift[index].bytes = outcome.bytes
                changed.insert(path)
                for (rule, count) in outcome.applied { fixed[path, default: [:]][rule, default: 0] += count }
                anything = true
            }
            guard anything else { break }
            let before = lint
            lint = runLint(swift, yaml)
            // A file whose fixes added findings of other rules goes back to its text before
            // this pass; its fixes are then tried one rule at a time.
            let added = FixTrials.addedFindings(before: before.diagnostics, after: lint.diagnostics, applied: passed.mapValues(\.applied), paths: { swift[$0].path })
            for (index, outcome) in passed where added[index] == nil {
                trials.passed(Set(outcome.applied.keys), in: swift[index].path)
            }
            guard !added.isEmpty else { continue }
            for (index, rules) in added {
                let undo = passed[index]!
                let path = swift[index].path
                swift[index].bytes = undo.bytes
                if !undo.wasChanged { changed.remove(path) }
                for (rule, count) in undo.applied {
                    fixed[path]?[rule]! -= count
                    if fixed[path]?[rule] == 0 { fixed[path]![rule] = nil }
                }
                if fixed[path]?.isEmpty == true { fixed[path] = nil }
                trials.failed(Set(undo.applied.keys), adding: rules, in: path)
            }
            lint = runLint(swift, yaml)
        }
        return Result(
            swift: swift, yaml: yaml, changed: swift.map(\.path).filter(changed.contains), renames: renames,
            fixed: fixed, refused: refused, heldBack: trials.heldBack, lint: lint)
    }

    /// Rules whose fixes read `FixFacts`.
    static let needsFacts: Set<String> = [ObservableMixRule.description.id, PrivateSetStateRule.description.id]

    static func gatherFacts(_ swift: [(path: String, bytes: [UInt8])]) -> FixFacts {
        let parts = Parallel.map(swift.indices.map { $0 }) { index in
            FixFacts.gather([SwiftSourceFile.parse(swift[index].bytes, path: swift[index].path)])
        }
        var facts = FixFacts()
        for part in parts { facts.merge(part) }
        return facts
    }

    struct FileOutcome: Sendable {
        var bytes: [UInt8]
        /// Rule id → corrections applied.
        var applied: [String: Int]
        /// (As an undo record) whether an earlier pass had changed the file already.
        var wasChanged = false
    }

    /// One pass over one file: the corrections of its reported findings (`wanted`: rule →
    /// finding offsets), those that are safe, applied without overlaps; nil when nothing
    /// changes or the result reads worse.
    static func fixFile(path: String, bytes: [UInt8], wanted: [String: Set<Int>], context: FixContext) -> FileOutcome? {
        let file = SwiftSourceFile.parse(bytes, path: path)
        var candidates: [(rule: String, correction: RuleCorrection)] = []
        for (rule, offsets) in wanted.sorted(by: { $0.key < $1.key }) {
            let corrections: [RuleCorrection]
            if rule == SuppressionRules.unused.id {
                corrections = UnusedSuppressionFix.corrections(file, at: offsets)
            } else if let fixer = RuleFixes.sourceRules[rule] {
                corrections = fixer.corrections(file, context: context).filter { offsets.contains($0.location.offset) }
            } else {
                continue
            }
            candidates += corrections.filter { isSafe($0, in: file) }.map { (rule, $0) }
        }
        // File order, and one correction per finding (a rule may find a spot twice).
        candidates.sort { ($0.correction.location.offset, $0.rule) < ($1.correction.location.offset, $1.rule) }
        var seen = Set<[TextEdit]>()
        candidates = candidates.filter { seen.insert($0.correction.edits).inserted }
        let (fixedBytes, applied) = EditApplier.apply(candidates.map(\.correction), to: bytes)
        guard !applied.isEmpty, fixedBytes != bytes else { return nil }
        // The fixed text must read at least as cleanly as the original.
        if SwiftSourceFile.parse(fixedBytes, path: path).diagnostics.count > file.diagnostics.count { return nil }
        var counts: [String: Int] = [:]
        for index in applied { counts[candidates[index].rule, default: 0] += 1 }
        return FileOutcome(bytes: fixedBytes, applied: counts)
    }

    /// Whether a correction keeps to the rules every fix obeys: its edits lie in the file, cut
    /// no token (a name, a literal, a comment) in two, and delete no comment — unless it is
    /// the unused-suppression fix, which deletes exactly its comment.
    static func isSafe(_ correction: RuleCorrection, in file: SwiftSourceFile) -> Bool {
        correction.edits.allSatisfy { edit in
            let range = edit.range
            guard range.lowerBound >= 0, range.upperBound <= file.bytes.count else { return false }
            if file.cutsToken(at: range.lowerBound) || file.cutsToken(at: range.upperBound) { return false }
            return correction.removesComment || range.isEmpty || !file.hasComment(in: range)
        }
    }
}
