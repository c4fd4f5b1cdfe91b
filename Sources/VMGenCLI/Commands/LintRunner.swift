import Foundation
import VMGenKit

/// A lint of the files a scope chose, with what the lint cache holds of them: each file whose
/// stamp (or content hash) is the recorded one comes as its recorded facts, the others are
/// read. Without a record (`--no-cache`, a first lint) every file is read; the result is the
/// same either way.
struct LintRunner {
    let project: Project
    let scope: LintScope
    /// Project-relative (absolute outside the project), sorted.
    let swiftPaths: [String]
    let yamlPaths: [String]
    let includeGenerated: Bool
    /// The earlier lint's record, its facts for this configuration (or none).
    let earlier: LintCacheRecord?
    /// `--stdin`: the buffer, in place of the file at this position of `swiftPaths`.
    var buffer: (position: Int, bytes: [UInt8])?
    /// The earlier lint's merged index, being decoded meanwhile (`--stdin`).
    var prefetched: IndexPrefetch?
    /// Whether the outcome is saved as the next record of the lint cache.
    var recording = false

    struct Outcome {
        var result: Linter.Result
        var output: LintRun.Output
        var swiftStamps: [FileStamp?]
        var yamlStamps: [FileStamp?]
        /// Files taken from the record on their stamp alone (the buffer is never one).
        var trustedSwift: Int
        var trustedYAML: Int
    }

    func run(progress: ProgressCounter?) -> Outcome {
        // Facts that do not decode (a record of a vmgen with a coding mistake) are no reason to
        // fail: the files are read.
        run(record: earlier, progress: progress) ?? run(record: nil, progress: progress)!
    }

    private func run(record: LintCacheRecord?, progress: ProgressCounter?) -> Outcome? {
        // Every file's stamp first: the record's file tables are decoded meanwhile. Without a
        // record, each file's is taken as it is read.
        let reader = StampReader(root: project.root)
        let taken = record == nil
            ? (swift: nil, yaml: nil) : (swift: reader.fileStamps(projectPaths: swiftPaths), yaml: reader.fileStamps(projectPaths: yamlPaths))
        let swiftRecorded = record?.swiftFacts(for: swiftPaths) ?? swiftPaths.map { _ in nil }
        let scope = scope
        let swift = LintSources<FileLintFacts>(
            paths: swiftPaths, absolute: scope.absolute, stamps: taken.swift, recorded: swiftRecorded, trustedBefore: record?.trustedBefore,
            contentHash: \.contentHash)
        let yaml = LintSources<YAMLLintFacts>(
            paths: yamlPaths, absolute: scope.absolute, stamps: taken.yaml, recorded: record?.yamlFacts(for: yamlPaths) ?? yamlPaths.map { _ in nil },
            trustedBefore: record?.trustedBefore, contentHash: \.contentHash)
        let buffer = self.buffer
        let bufferHash = buffer.map { ContentHash($0.bytes) }
        // A buffer holding what the file on disk held when it was recorded is that file's facts.
        let bufferFacts = buffer.flatMap { swiftRecorded[$0.position]?.facts }.flatMap { $0.contentHash == bufferHash ? $0 : nil }
        var inputs = LintRun.Inputs(
            swiftPaths: swiftPaths,
            swift: { position in
                if let buffer, buffer.position == position { return bufferFacts.map { .facts($0) } ?? .bytes(buffer.bytes, bufferHash) }
                switch swift.source(position) {
                case .facts(let facts): return .facts(facts)
                case .bytes(let bytes, let hash): return .bytes(bytes, hash)
                }
            },
            rereadSwift: { position in buffer?.position == position ? buffer!.bytes : swift.reread(position) },
            yamlPaths: yamlPaths,
            yaml: { position in
                switch yaml.source(position) {
                case .facts(let facts): return .facts(facts)
                case .bytes(let bytes, let hash): return .bytes(bytes, hash)
                }
            },
            rereadYAML: { yaml.reread($0) },
            config: project.config, options: .init(includeGenerated: includeGenerated), progress: progress, earlier: record,
            reportingOnly: buffer.map { swiftPaths[$0.position] }, prefetched: prefetched)
        inputs.recording = recording
        guard let output = Linter.lint(inputs) else { return nil }
        var result = output.result
        // A file that could not be read was checked as empty: it did not pass.
        result.diagnostics += swift.unreadable.map { position in
            Diagnostic.error(
                "\(swiftPaths[position]) \(InputFile.problem(scope.absolute(swiftPaths[position]))?.reason ?? "cannot be read"); vmgen checked nothing in it",
                at: SourceLocation(file: swiftPaths[position], line: 1, column: 1), code: "lint")
        }
        var swiftStamps = swift.stampsBeforeReading
        if let buffer { swiftStamps[buffer.position] = nil }
        return Outcome(
            result: result, output: output, swiftStamps: swiftStamps, yamlStamps: yaml.stampsBeforeReading, trustedSwift: swift.trusted,
            trustedYAML: yaml.trusted)
    }
}
