import Foundation
import VMGenTestSupport
import XCTest
@testable import vmgen_bench

/// A regression guard CI can afford: `vmgen-bench`'s corpora at small sizes, run through the
/// built binary, compared by ratios only — never absolute times, which depend on the machine.
///
/// - growth: 4× the specs (or lines) may cost at most `growthLimit`× the CPU time. Linear
///   work gives about 4× (less, with start-up); anything quadratic gives 16×.
/// - a no-op generate writes nothing and costs no more than a cold one; one that replays the
///   record of the last run (`RunRecord`) costs at most `replayOverFullLimit`× a full one.
/// - lint stays within `parseRatioLimit`× the CPU time of `swiftc -parse` on the same files.
///
/// `swift test` builds vmgen in DEBUG, so the bounds are set for a debug binary (measured on
/// the 2-core reference machine: growth about 3×, no-op/cold about 1, lint/parse about 2, see
/// docs/performance.md) with room for a loaded CI machine. Times are the user CPU time of the
/// child, the least of `runs` runs, so other load on the machine barely moves them. The release figures and targets are in `swift run -c release vmgen-bench`.
final class PerformanceGuardTests: XCTestCase {
    static let specs = (small: 30, large: 120)
    static let lines = (small: 10_000, large: 40_000)
    static let runs = 3
    /// Cold runs write (and `fsync`) every file; two keep the test short.
    static let coldRuns = 2
    static let growthLimit = 6.0
    static let noopOverColdLimit = 2.5
    static let replayOverFullLimit = 0.5
    static let parseRatioLimit = 15.0

    private var folder: TemporaryFolder!

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
    }

    override func tearDown() {
        folder = nil
    }

    func testGenerateGrowsLinearlyAndANoOpRunWritesNothing() throws {
        var cold: [Double] = []
        var noop: [Double] = []
        var replay: [Double] = []
        for count in [Self.specs.small, Self.specs.large] {
            let source = folder.path + "/source-\(count)"
            try CorpusWriter.write(SpecCorpus(count: count).files(), to: source)
            let project = folder.path + "/project-\(count)"
            var coldRuns: [Double] = []
            for _ in 0..<Self.coldRuns {
                try? FileManager.default.removeItem(atPath: project)
                try FileManager.default.copyItem(atPath: source, toPath: project)
                coldRuns.append(try cpu(["generate", "-q"], in: project, expecting: 0))
            }
            cold.append(coldRuns.min()!)

            _ = try HandWrittenCode.fill(under: [project + "/Sources", project + "/Tests"])
            let before = try stamps(project)
            var noopRuns: [Double] = []
            for _ in 0..<Self.runs {
                noopRuns.append(try cpu(["generate", "-q", "--no-cache"], in: project, expecting: 0))
            }
            noop.append(noopRuns.min()!)
            _ = try cpu(["generate", "-q"], in: project, expecting: 0)  // records
            var replayRuns: [Double] = []
            for _ in 0..<Self.runs {
                replayRuns.append(try cpu(["generate", "-q"], in: project, expecting: 0))
            }
            replay.append(replayRuns.min()!)
            let summary = try ProcessRunner.run(BuiltBinary.vmgen, arguments: ["generate"], in: project)
            XCTAssertTrue(summary.standardError.hasPrefix("vmgen: 0 written, 0 deleted, "), summary.standardError)
            XCTAssertEqual(try stamps(project), before, "a no-op generate of \(count) specs touched files")
        }
        let message = "cold \(figures(cold)), no-op \(figures(noop)), replayed \(figures(replay)) CPU seconds for \(Self.specs.small) and \(Self.specs.large) specs"
        XCTAssertLessThanOrEqual(cold[1] / cold[0], Self.growthLimit, "cold generate grows faster than linearly: " + message)
        XCTAssertLessThanOrEqual(noop[1] / noop[0], Self.growthLimit, "no-op generate grows faster than linearly: " + message)
        XCTAssertLessThanOrEqual(noop[1] / cold[1], Self.noopOverColdLimit, "a no-op generate costs more than a cold one: " + message)
        XCTAssertLessThanOrEqual(replay[1] / replay[0], Self.growthLimit, "a replayed generate grows faster than linearly: " + message)
        XCTAssertLessThanOrEqual(replay[1] / noop[1], Self.replayOverFullLimit, "replaying the record costs as much as running everything: " + message)
    }

    func testLintGrowsLinearlyAndKeepsPaceWithTheSwiftParser() throws {
        var lint: [Double] = []
        var parse = 0.0
        for lines in [Self.lines.small, Self.lines.large] {
            let corpus = folder.path + "/swift-\(lines)"
            let files = SwiftCorpus(lines: lines).files()
            try CorpusWriter.write(files, to: corpus)
            var runs: [Double] = []
            for _ in 0..<Self.runs {
                // The corpus holds a few findings on purpose, all warnings: exit 0.
                runs.append(try cpu(["lint", "-q"], in: corpus, expecting: 0))
            }
            lint.append(runs.min()!)
            if lines == Self.lines.large {
                let swiftc = SwiftParserCheck.swiftcPath
                let batches = Bench.batches(files.map(\.path).filter { $0.hasSuffix(".swift") }, jobs: 1)
                var parses: [Double] = []
                for _ in 0..<Self.runs {
                    let cost = try Subprocess.runAll(batches.map { [swiftc, "-frontend", "-parse"] + $0 }, in: corpus, parallel: 1)
                    XCTAssertEqual(cost.status, 0, "swiftc -parse rejects the corpus")
                    parses.append(cost.userSeconds)
                }
                parse = parses.min()!
            }
        }
        let message = "lint \(figures(lint)) CPU seconds for \(Self.lines.small) and \(Self.lines.large) lines; swiftc -parse \(figures([parse]))"
        XCTAssertLessThanOrEqual(lint[1] / lint[0], Self.growthLimit, "lint grows faster than linearly: " + message)
        XCTAssertLessThanOrEqual(lint[1] / parse, Self.parseRatioLimit, "lint fell behind swiftc -parse: " + message)
    }

    // MARK: - Helpers

    /// The user CPU time of one run of the built vmgen in `directory` (system time is mostly
    /// the disk's — `fsync`, folders — and varies far more from run to run).
    private func cpu(_ arguments: [String], in directory: String, expecting status: Int32) throws -> Double {
        let cost = try Subprocess.run([BuiltBinary.vmgen] + arguments, in: directory)
        XCTAssertEqual(cost.status, status, "vmgen \(arguments.joined(separator: " ")) in \(directory)")
        return cost.userSeconds
    }

    /// Each file's modification time and file number, by path: a rewrite changes one of them.
    private func stamps(_ root: String) throws -> [String: String] {
        var result: [String: String] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [:] }
        while let relative = enumerator.nextObject() as? String {
            guard let attributes = enumerator.fileAttributes, attributes[.type] as? FileAttributeType == .typeRegular else { continue }
            let date = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            result[relative] = "\(attributes[.systemFileNumber] ?? "?") \(date)"
        }
        return result
    }

    private func figures(_ values: [Double]) -> String {
        values.map { String(format: "%.3f", $0) }.joined(separator: " / ")
    }
}
