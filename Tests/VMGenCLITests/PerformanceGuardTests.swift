import Foundation
import VMGenTestSupport
import XCTest
@testable import vmgen_bench

/// A regression guard CI can afford: `vmgen-bench`'s corpora at small sizes, run through the
/// built binary, compared by ratios only — never absolute times, which depend on the machine.
///
/// - growth: 4× the specs (or lines, or the size of a corner) may cost at most `growthLimit`×
///   the CPU time, plus `noiseAllowance`. Linear work gives about 4× (less, with start-up);
///   anything quadratic gives 16×.
/// - the first no-op after a cold generate (which checks every output it wrote) grows linearly
///   too: it once listed each folder with a walk over every output.
/// - a no-op generate writes nothing and costs no more than a cold one; one that replays the
///   record of the last run (`RunRecord`) costs at most `replayOverFullLimit`× a full one.
/// - a generate after one text value of one spec was edited (an incremental run) costs at most
///   `editOverFullLimit`× a full one.
/// - lint stays within `parseRatioLimit`× the CPU time of `swiftc -parse` on the same files.
/// - the corners (`Corner.all`: many ViewModels in one file, many findings on one line, many
///   suppressions, many unclosed template tags on one line, many protected regions in one
///   file, a mistake in every property of a spec) grow linearly too; each once grew with the
///   square of its size. Their sizes keep each under a second or two on the debug build.
///
/// `swift test` builds vmgen in DEBUG, so the bounds are set for a debug binary (measured on
/// the 2-core reference machine: growth about 3×, no-op/cold about 1, lint/parse about 2, see
/// docs/performance.md) with room for a loaded CI machine. Times are the user CPU time of the
/// child, the least of `runs` runs, so other load on the machine barely moves them. The
/// release figures and targets are in `swift run -c release vmgen-bench`.
///
/// Why `noiseAllowance`: the kernel accounts a process's CPU time to user or system in
/// scheduler ticks (4 ms at the usual 250 Hz), and a debug vmgen spends about 10 ms starting.
/// A figure of a few milliseconds is mostly those, so the ratio of two of them is noise: on
/// a loaded machine a replayed generate "grew" 7× from 0.004 to 0.028 s (one tick to seven).
/// The allowance is added to the bound, not multiplied, so a figure of a few ticks is not
/// judged while one of 0.1 s or more is judged almost by the ratio alone: quadratic work
/// (16×) still fails by far. Larger sizes would make the replay measurable, but cost a cold
/// debug generate of hundreds of specs; a replay that does the full work is caught by
/// `replayOverFullLimit`, judged on figures far above the ticks.
final class PerformanceGuardTests: XCTestCase {
    static let specs = (small: 30, large: 120)
    static let lines = (small: 10_000, large: 40_000)
    static let runs = 3
    /// Cold runs write (and `fsync`) every file; two keep the test short.
    static let coldRuns = 2
    static let growthLimit = 6.0
    static let noopOverColdLimit = 2.5
    static let replayOverFullLimit = 0.5
    /// A generate after a one-spec text edit (incremental) against a full run.
    static let editOverFullLimit = 0.6
    /// Measured 14–17 on the 2-core reference machine in December 2026 (lint 0.70–0.87 s of
    /// debug CPU for 40,000 lines against `swiftc -parse`'s 0.047–0.051 s, a dozen ticks, so
    /// one tick moves the ratio by 8%); it was 15 while that was 9.6–9.8, before the rules of
    /// the write half. With the OBS, VIEW and identity rules of 2026-12-06 (issue 30) a clean
    /// clone measured 20.5 (lint 0.903 s against parse 0.044 s) where the run before measured
    /// under 20: the rules cost what rules cost, and making lint faster than the parse again is
    /// open work in that issue. The release ratio is in `vmgen-bench` (1.59 on 2026-12-06).
    /// The parse is taken as the mean of its runs, not the best: its few ticks make the best
    /// run fall well under the others (a clean clone measured 0.035 s against the 0.048–0.052 s
    /// of every other run that evening, and the ratio 25.7 with lint's 0.912 s unchanged: lint
    /// at 0eb1f2d measured 0.91–1.06 s there, after the evening's work 0.90–0.92 s).
    static let parseRatioLimit = 24.0
    /// CPU seconds added to every growth bound; see above.
    static let noiseAllowance = 0.05

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
        var edit = 0.0
        var firstNoop: [Double] = []
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
            // Right after a cold run every output is racy: the replay reads and lists them all.
            firstNoop.append(try cpu(["generate", "-q"], in: project, expecting: 0))

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
            if count == Self.specs.large {
                // One text value edited in one spec: an incremental run, far from a full one.
                var editRuns: [Double] = []
                for run in 0..<Self.runs {
                    try editOneText(in: project, run: run)
                    editRuns.append(try cpu(["generate", "-q"], in: project, expecting: 0))
                }
                edit = editRuns.min()!
            }
        }
        let message = "cold \(figures(cold)), no-op \(figures(noop)), replayed \(figures(replay)) CPU seconds for \(Self.specs.small) and \(Self.specs.large) specs"
        assertLinear(cold, "cold generate grows faster than linearly: " + message)
        assertLinear(noop, "no-op generate grows faster than linearly: " + message)
        assertLinear(firstNoop, "the first no-op generate after a cold one (\(figures(firstNoop)) CPU seconds) grows faster than linearly: " + message)
        XCTAssertLessThanOrEqual(noop[1] / cold[1], Self.noopOverColdLimit, "a no-op generate costs more than a cold one: " + message)
        assertLinear(replay, "a replayed generate grows faster than linearly: " + message)
        XCTAssertLessThanOrEqual(replay[1] / noop[1], Self.replayOverFullLimit, "replaying the record costs as much as running everything: " + message)
        XCTAssertLessThanOrEqual(edit / noop[1], Self.editOverFullLimit,
            "a generate after a one-spec text edit (\(figures([edit])) CPU seconds) costs as much as running everything: " + message)
    }

    /// Adds a word to the first English text of a spec's `text:` section (another spec each run).
    private func editOneText(in project: String, run: Int) throws {
        let specs = try FileManager.default.subpathsOfDirectory(atPath: project + "/Specs").filter { $0.hasSuffix(".yml") }.sorted()
        for offset in 0..<specs.count {
            let path = project + "/Specs/" + specs[(run * 7 + offset) % specs.count]
            var text = try String(contentsOfFile: path, encoding: .utf8)
            guard let section = text.range(of: "\ntext:\n"), let value = text.range(of: "en: \"", range: section.upperBound..<text.endIndex) else { continue }
            text.insert(contentsOf: "Edited \(run) ", at: value.upperBound)
            try text.write(toFile: path, atomically: false, encoding: .utf8)
            return
        }
        XCTFail("no spec of the corpus has an English text to edit")
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
                // The corpus holds a few findings on purpose, all warnings: exit 0. The whole
                // lint each time (a repeat lint would read the cache the first one left).
                runs.append(try cpu(["lint", "-q", "--no-cache"], in: corpus, expecting: 0))
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
                parse = parses.reduce(0, +) / Double(parses.count)
            }
        }
        let message = "lint \(figures(lint)) CPU seconds for \(Self.lines.small) and \(Self.lines.large) lines; swiftc -parse \(figures([parse]))"
        assertLinear(lint, "lint grows faster than linearly: " + message)
        XCTAssertLessThanOrEqual(lint[1] / parse, Self.parseRatioLimit, "lint fell behind swiftc -parse: " + message)
    }

    // MARK: - Corners

    func testLintOfManyViewModelsInOneFileGrowsLinearly() throws {
        try checkCorner(.viewModelsInOneFile, size: 200)
    }

    func testLintOfManyFindingsOnOneLineGrowsLinearly() throws {
        try checkCorner(.findingsOnOneLine, size: 500)
    }

    func testLintOfManySuppressionsInOneFileGrowsLinearly() throws {
        try checkCorner(.suppressedFindings, size: 400)
    }

    func testManyUnclosedTagsOnOneTemplateLineGrowLinearly() throws {
        try checkCorner(.unclosedTemplateTags, size: 2_500)
    }

    func testManyProtectedRegionsInOneFileGrowLinearly() throws {
        try checkCorner(.protectedRegions, size: 1_500)
    }

    func testCheckOfASpecWithManyMistakesGrowsLinearly() throws {
        try checkCorner(.propertiesWithMistakes, size: 2_500)
    }

    func testCheckOfAnUnknownTypeInEverySpecGrowsLinearly() throws {
        try checkCorner(.unknownTypeInEverySpec, size: 500)
    }

    func testAnErrorOnALineOfControlCharactersGrowsLinearly() throws {
        try checkCorner(.controlCharactersOnOneLine, size: 50_000)
    }

    /// `corner` at `size` and 4× `size`. At the large size a run within the bound ends the
    /// repeats: only a run slowed by the machine needs another try.
    private func checkCorner(_ corner: Corner, size: Int) throws {
        var costs: [Double] = []
        for count in [size, 4 * size] {
            let project = folder.path + "/corner-\(count)"
            try CorpusWriter.write(corner.files(count), to: project)
            if let setup = corner.setup {
                _ = try cpu(setup, in: project, expecting: 0)
            }
            var runs: [Double] = []
            for _ in 0..<Self.runs {
                runs.append(try cpu(corner.arguments, in: project, expecting: corner.status))
                if let small = costs.first, runs.min()! <= bound(small) { break }
            }
            costs.append(runs.min()!)
        }
        assertLinear(costs, "\(corner.name) grows faster than linearly: \(figures(costs)) CPU seconds for sizes \(size) and \(4 * size)")
    }

    // MARK: - Helpers

    /// The most 4× the input may cost, given what the input cost.
    private func bound(_ small: Double) -> Double {
        Self.growthLimit * small + Self.noiseAllowance
    }

    /// `costs` are the CPU times of an input and of 4× that input.
    private func assertLinear(_ costs: [Double], _ message: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertLessThanOrEqual(costs[1], bound(costs[0]), message, file: file, line: line)
    }

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
