/// One lint, with what an earlier lint of the same project left (`LintCacheRecord`): each
/// file comes as its bytes or as facts the caller knows are its own (same path, same bytes),
/// and the result is the same either way (`Linter.lint(_:)`).
public enum LintRun {
    /// A Swift file as the caller has it.
    public enum SwiftSource: Sendable {
        /// Facts of exactly this file's bytes, from the cache.
        case facts(FileLintFacts)
        /// Its bytes (and their hash, when the caller computed it).
        case bytes([UInt8], ContentHash?)
    }

    /// A YAML file as the caller has it.
    public enum YAMLSource: Sendable {
        case facts(YAMLLintFacts)
        case bytes([UInt8], ContentHash?)
    }

    public struct Inputs: Sendable {
        /// Project-relative paths (absolute outside the project), sorted.
        public var swiftPaths: [String]
        /// Each Swift file, asked once on any thread.
        public var swift: @Sendable (Int) -> SwiftSource
        /// The bytes of a Swift file given as facts whose findings must be worked out again
        /// (they wait for a merged index that has changed since).
        public var rereadSwift: @Sendable (Int) -> [UInt8]
        public var yamlPaths: [String]
        public var yaml: @Sendable (Int) -> YAMLSource
        /// The bytes of a YAML file given as facts, when the project rules run again.
        public var rereadYAML: @Sendable (Int) -> [UInt8]
        public var config: ProjectConfig
        public var options: Linter.Options
        public var progress: ProgressCounter?
        /// What an earlier lint left: its runs of the merged index and its project findings.
        public var earlier: LintCacheRecord?
        /// `lint --stdin --path FILE`: only findings in this file are worked out and reported;
        /// every other file informs the index and the checks across files.
        public var reportingOnly: String?
        /// The earlier lint's merged index, being decoded meanwhile.
        public var prefetched: IndexPrefetch?
        /// Whether the output becomes the next record of the lint cache: then a merged index
        /// is encoded for it on a thread of its own as soon as it is merged (not for
        /// `--no-cache`, which would throw that work away).
        public var recording = false

        public init(
            swiftPaths: [String], swift: @escaping @Sendable (Int) -> SwiftSource, rereadSwift: @escaping @Sendable (Int) -> [UInt8],
            yamlPaths: [String], yaml: @escaping @Sendable (Int) -> YAMLSource, rereadYAML: @escaping @Sendable (Int) -> [UInt8],
            config: ProjectConfig, options: Linter.Options, progress: ProgressCounter? = nil, earlier: LintCacheRecord? = nil,
            reportingOnly: String? = nil, prefetched: IndexPrefetch? = nil
        ) {
            self.swiftPaths = swiftPaths
            self.swift = swift
            self.rereadSwift = rereadSwift
            self.yamlPaths = yamlPaths
            self.yaml = yaml
            self.rereadYAML = rereadYAML
            self.config = config
            self.options = options
            self.progress = progress
            self.earlier = earlier
            self.reportingOnly = reportingOnly
            self.prefetched = prefetched
        }
    }

    public struct Output: Sendable {
        public var result: Linter.Result
        /// Each Swift file's facts, in `swiftPaths` order, for the next record.
        public var swift: [FileLintFacts]
        public var yaml: [YAMLLintFacts]
        var runs: LintCacheRecord.Lazy<[IndexRuns.Stored]>
        var fullIndex: LintCacheRecord.Lazy<IndexRuns.Stored?> = .value(nil)
        var projectFindings: LintCacheRecord.Lazy<ProjectFindings?> = .value(nil)
        /// Files whose syntax was read: new or changed, and (`reread`) given as facts but read
        /// again because their findings wait for an index that changed.
        public var read = 0
        public var reread = 0
        /// Whether the project rules ran (their findings were not the earlier lint's).
        public var ranProjectRules = false
        /// Whether the merged index was the earlier lint's with the `--stdin` buffer's part in
        /// place of the file's (`IndexRuns.replacement`), not merged again from every part.
        public var indexReplaced = false
        /// Whether the merged index was merged again from the files' parts (it is not the
        /// earlier lint's: a file's part of it changed).
        public var indexMerged = false
        /// Whether a merged index was encoded for the record on a thread of its own while the
        /// checks across files ran (`Inputs.recording`).
        public var indexEncodedMeanwhile = false
        /// The merged index, when one was made: held here so that the caller decides when it
        /// is freed (`vmgen` does not free it: see `ProcessLifetime`).
        public var index: ProjectIndex?
        /// What the lint read: every file read with its tokens and declarations, the YAML files
        /// parsed and what the project rules were given. Held here, not freed when the lint
        /// ends, so that the caller decides when (`vmgen` never frees them: freeing the files
        /// of a 1,000,000-line project took the main thread about 30 ms while the project
        /// rules waited for it).
        public var held = Held()
    }

    /// Values a lint is done with, kept alive by whoever holds them (`Output.held`).
    public struct Held: @unchecked Sendable {
        // @unchecked: nothing reads them again; they are only kept, then freed.
        var values: [Any] = []
    }

    /// The enabled project rules' findings (in rule order), and the digest of what they read:
    /// the merged index, every file's bindings and every YAML file.
    struct ProjectFindings: Sendable, Equatable {
        var digest: ContentHash
        var findings: [[RuleFinding]]
    }
}
