import Foundation

/// Several timed runs of one command; figures are the median run's (peak memory: the largest).
struct Measurement: Sendable {
    var name: String
    var runs: [Cost]

    var seconds: Double { median(runs.map(\.seconds)) }
    var cpuSeconds: Double { median(runs.map { $0.userSeconds + $0.systemSeconds }) }
    var peakBytes: Int { runs.map(\.peakBytes).max() ?? 0 }
    var statuses: [Int32] { runs.map(\.status) }

    private func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }
}

/// The measurements on one spec corpus.
struct SpecResult: Sendable {
    var specs: Int
    var specFiles: Int
    var specBytes: Int
    var outputFiles: Int
    var outputBytes: Int
    var cold: Measurement
    /// The `generate` right after each cold one (which wrote every localization file).
    var firstNoop: Measurement
    /// Whether every `firstNoop` run replayed the record the cold run left (its `-v` note).
    var firstNoopReplayed: Bool
    /// The whole pipeline over an up-to-date project (`--no-cache`).
    var noopFull: Measurement
    /// A no-op run that replays the record of the last run.
    var noop: Measurement
    var checkMode: Measurement
    var checkCommand: Measurement
    /// `generate` after one text value of one spec was edited.
    var oneSpecEdit: Measurement
    /// Whether every `oneSpecEdit` run was incremental (its `-v` note).
    var oneSpecEditIncremental: Bool
    /// `generate` after a property was added to one spec that no other spec mentions.
    var oneSpecShapeEdit: Measurement
    /// Whether every `oneSpecShapeEdit` run was incremental.
    var oneSpecShapeEditIncremental: Bool
    /// `generate` after a spec was added (an observable screen no other spec mentions), and
    /// after each such spec was removed again; whether every run was incremental.
    var oneSpecAdd: Measurement
    var oneSpecAddIncremental: Bool
    var oneSpecRemove: Measurement
    var oneSpecRemoveIncremental: Bool
    /// `vmgen watch`: from a spec saved to its files written.
    var watchSave: Measurement
    var copy: Measurement
    /// The summary line of the last no-op run (`0 written, 0 deleted, N unchanged`).
    var noopSummary: String
}

/// The measurements on one Swift corpus.
struct SwiftResult: Sendable {
    var lines: Int
    var files: Int
    var bytes: Int
    var lint: Measurement
    var parse: Measurement
    var findings: Int
    var parseJobs: Int
    var parseBatches: Int
    /// `lint` again, the project unchanged: from the cache the first lint left.
    var repeatLint: Measurement?
    /// `lint` after one file was saved with an edit inside a function body: that file read
    /// anew, every other one from the cache (which is kept as it was for so small a change).
    var savedEditLint: Measurement?
    /// `lint --stdin --path F` after a lint, F one page ViewModel: its text as on disk, the text
    /// with an edit inside a function body (its part of the index and its localized texts as
    /// on disk), and with a line added at its top (every place in it moved).
    var stdinAsOnDisk: Measurement?
    var stdinBodyEdit: Measurement?
    var stdinTopEdit: Measurement?
    /// A property added to the ViewModel: the file's part of the index changes with it.
    var stdinDeclarationEdit: Measurement?
}

/// One corner (`Corner`) measured at two sizes.
struct CornerResult: Sendable {
    var name: String
    var counts: [Int]
    var measurements: [Measurement]
}

struct BenchResults: Sendable {
    var machine: Machine
    var vmgenPath: String
    var vmgenVersion: String
    var runs: Int
    var specs: [SpecResult]
    var swift: [SwiftResult]
    var folders: [FolderResult] = []
    var corners: [CornerResult]
    var startup: Measurement
    /// Problems met on the way (a command that failed, output that was not as expected).
    var problems: [String]
}

/// The machine the figures come from.
struct Machine: Sendable {
    var cores: Int
    var cpu: String
    var memoryBytes: Int
    var system: String

    static func current() -> Machine {
        let cpuInfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        let model = cpuInfo.split(separator: "\n").first { $0.hasPrefix("model name") }
            .map { String($0.split(separator: ":", maxSplits: 1).last ?? "").trimmed } ?? "unknown"
        var name = utsname()
        uname(&name)
        let release = withUnsafeBytes(of: &name.release) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        let system = withUnsafeBytes(of: &name.sysname) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        return Machine(
            cores: ProcessInfo.processInfo.activeProcessorCount, cpu: model,
            memoryBytes: Int(ProcessInfo.processInfo.physicalMemory), system: "\(system) \(release)")
    }
}

extension String {
    var trimmed: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" || $0 == "\n" }.reversed())
    }
}
