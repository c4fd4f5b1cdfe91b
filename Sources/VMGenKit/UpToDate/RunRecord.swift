/// What a run that changed nothing concluded, kept so the next run can skip the pipeline when
/// nothing it reads has changed since: the inputs (as one hash), every output file (stamp and
/// content hash), and the result — the plan (every file unchanged or skipped) and the
/// diagnostics. A run that finds the record current reports exactly what the full run
/// reported, without parsing, checking or rendering anything (docs/performance.md).
///
/// Inputs are compared by content, every time (specs are small and hashing is cheap). Outputs
/// are compared by stamp, as `git status` compares the working tree with its index: a file
/// whose stamp is unchanged was not written since, unless it was written within the same clock
/// tick as it was stamped — a file touched at or after `trustedBefore` is therefore "racy"
/// and its content hash is compared too. Every folder under the output folders is stamped as
/// well: a folder's times change when an entry is added, removed or renamed in it, so an
/// unchanged folder needs no listing (a racy one is listed and compared with the record).
public struct RunRecord: Sendable, Equatable {
    public struct Output: Sendable, Equatable {
        /// Project-relative, as `Generator.Input.existing` has it.
        public var path: String
        public var stamp: FileStamp
        public var hash: ContentHash

        public init(path: String, stamp: FileStamp, hash: ContentHash) {
            self.path = path
            self.stamp = stamp
            self.hash = hash
        }
    }

    /// A folder under (or one of) the output folders; `stamp` is nil for an output folder
    /// that did not exist.
    public struct Folder: Sendable, Equatable {
        public var path: String
        public var stamp: FileStamp?

        public init(path: String, stamp: FileStamp?) {
            self.path = path
            self.stamp = stamp
        }
    }

    /// The hash of everything the run read except the outputs (`RunRecord.key`).
    public var key: ContentHash
    /// The hash of what it read besides the specs and the outputs (`RunRecord.base`): an
    /// incremental run needs the same.
    public var base = ContentHash(high: 0, low: 0)
    /// Each spec's hash and summary, sorted by path; empty when the run had errors (an
    /// incremental run then has nothing to start from).
    public var specs: [Spec] = []

    public struct Spec: Sendable, Equatable {
        public var hash: ContentHash
        public var summary: SpecSummary

        public init(hash: ContentHash, summary: SpecSummary) {
            self.hash = hash
            self.summary = summary
        }
    }
    /// Outputs touched at or after this may have changed without changing their stamp.
    public var trustedBefore: FileTime
    /// Sorted by path.
    public var folders: [Folder]
    /// Every regular file in the output folders, sorted by path.
    public var outputs: [Output]
    /// The plan: `unchanged` and `skip` actions only, without contents.
    public var actions: [FileAction]
    public var diagnostics: [Diagnostic]

    public init(key: ContentHash, trustedBefore: FileTime, folders: [Folder], outputs: [Output], actions: [FileAction], diagnostics: [Diagnostic]) {
        self.key = key
        self.trustedBefore = trustedBefore
        self.folders = folders.sorted { $0.path < $1.path }
        self.outputs = outputs.sorted { $0.path < $1.path }
        self.actions = actions.map { FileAction(path: $0.path, kind: $0.kind) }
        self.diagnostics = diagnostics
    }

    /// How far before a run's start its record trusts stamps: file times come from a coarse
    /// clock (and some file systems keep whole or even two seconds), so a file written just
    /// after the run started can carry a time a little before it.
    public static let clockSlack = 3

    /// Whether a plan can be recorded: one that changes nothing.
    public static func canRecord(_ plan: WritePlan) -> Bool {
        plan.actions.allSatisfy { $0.kind == .unchanged || $0.kind == .skip }
    }

    /// The hash of a run's inputs other than its specs: `tool` (vmgen's version and build,
    /// which hold the built-in templates and every rule), the config's bytes, where outputs go
    /// and the template overrides.
    public static func base(tool: String, config: [UInt8], outputRoot: String, templates: [(name: String, text: String)]) -> ContentHash {
        var builder = ContentHash.Builder()
        builder.add("vmgen-run-record")
        builder.add(tool)
        builder.add(config)
        builder.add(outputRoot)
        builder.add(templates.count)
        for template in templates.sorted(by: { $0.name < $1.name }) {
            builder.add(template.name)
            builder.add(template.text)
        }
        return builder.finish()
    }

    /// The hash of a run's inputs: the `base` and every spec (`specs`: each path with the
    /// hash of its bytes).
    public static func key(base: ContentHash, specs: [(path: String, hash: ContentHash)]) -> ContentHash {
        var builder = ContentHash.Builder()
        builder.add(base)
        builder.add(specs.count)
        for spec in specs.sorted(by: { $0.path < $1.path }) {
            builder.add(spec.path)
            builder.add(spec.hash)
        }
        return builder.finish()
    }

    /// `key(base:specs:)` of spec files.
    public static func key(tool: String, config: [UInt8], outputRoot: String, templates: [(name: String, text: String)], specs: [SpecFile]) -> ContentHash {
        key(base: base(tool: tool, config: config, outputRoot: outputRoot, templates: templates), specs: specs.map { ($0.path, ContentHash($0.bytes)) })
    }

    public enum Comparison: Equatable, Sendable {
        /// Something changed: run the pipeline.
        case stale
        /// Current, if the contents of the outputs at `verifying` still match their hashes,
        /// and the folders at `listing` still hold exactly the entries the record has in them
        /// (`entries(of:)`): they were touched too recently for their stamps alone to tell.
        case current(verifying: [Int], listing: [Int])
    }

    /// Compares the record with the inputs' `key` and the stamps the folders and outputs have
    /// now (in the record's order; nil for one that is gone).
    public func compare(key: ContentHash, folders folderStamps: [FileStamp?], outputs outputStamps: [FileStamp?]) -> Comparison {
        guard key == self.key, folderStamps.count == folders.count, outputStamps.count == outputs.count else { return .stale }
        var listing: [Int] = []
        for (index, folder) in folders.enumerated() {
            guard folderStamps[index] == folder.stamp else { return .stale }
            if let stamp = folder.stamp, !stamp.isTrusted(before: trustedBefore) { listing.append(index) }
        }
        var verifying: [Int] = []
        for (index, output) in outputs.enumerated() {
            guard let stamp = outputStamps[index], stamp == output.stamp else { return .stale }
            if !stamp.isTrusted(before: trustedBefore) { verifying.append(index) }
        }
        return .current(verifying: verifying, listing: listing)
    }

    /// The names of the files and folders the record has directly inside `folder`: a binary
    /// search in the sorted paths (a folder's entries are a contiguous run of them): a run
    /// checks a few folders, and a walk over every output costs as much as its `stat`s.
    public func entries(of folder: String) -> Set<String> {
        let prefix = folder + "/"
        var names = Set<String>()
        func collect(count: Int, path: (Int) -> String) {
            var index = Self.lowerBound(prefix, count: count, path: path)
            while index < count, path(index).hasPrefix(prefix) {
                let name = path(index).utf8.dropFirst(prefix.utf8.count)
                if !name.contains(0x2F) { names.insert(String(decoding: name, as: UTF8.self)) }
                index += 1
            }
        }
        collect(count: folders.count) { folders[$0].path }
        collect(count: outputs.count) { outputs[$0].path }
        return names
    }

    /// Where `path` is in the (sorted) outputs, by binary search; nil when it is not there.
    public func index(ofOutput path: String) -> Int? {
        let index = Self.lowerBound(path, count: outputs.count) { outputs[$0].path }
        return index < outputs.count && outputs[index].path == path ? index : nil
    }

    /// Where `path` is in the (sorted) folders, by binary search; nil when it is not there.
    public func index(ofFolder path: String) -> Int? {
        let index = Self.lowerBound(path, count: folders.count) { folders[$0].path }
        return index < folders.count && folders[index].path == path ? index : nil
    }

    /// Adds `output` at its place in the sorted outputs, or replaces the one at its path.
    public mutating func insert(_ output: Output) {
        let index = Self.lowerBound(output.path, count: outputs.count) { outputs[$0].path }
        if index < outputs.count, outputs[index].path == output.path { outputs[index] = output } else { outputs.insert(output, at: index) }
    }

    /// Removes the output at `path`: false when there is none.
    public mutating func removeOutput(_ path: String) -> Bool {
        guard let index = index(ofOutput: path) else { return false }
        outputs.remove(at: index)
        return true
    }

    /// Adds `folder` at its place in the sorted folders, or replaces the one at its path.
    public mutating func insert(_ folder: Folder) {
        let index = Self.lowerBound(folder.path, count: folders.count) { folders[$0].path }
        if index < folders.count, folders[index].path == folder.path { folders[index] = folder } else { folders.insert(folder, at: index) }
    }

    /// The first index of sorted paths (`path(i)`, `i` < `count`) not before `target`.
    private static func lowerBound(_ target: String, count: Int, path: (Int) -> String) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if path(middle) < target { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The recorded result as the generator's output: its diagnostics, plan and summaries;
    /// nothing rendered.
    public var replayedOutput: Generator.Output {
        var output = Generator.Output(diagnostics: diagnostics, viewModels: ViewModelSet(viewModels: []), rendered: [], plan: WritePlan(actions: actions))
        output.summaries = specs.map(\.summary)
        return output
    }
}
