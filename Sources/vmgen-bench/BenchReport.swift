import Foundation

/// One target of the performance issue, judged on this run's figures.
struct Target: Sendable {
    var name: String
    var met: Bool
    var figure: String
}

/// The table on stdout and the JSON file.
struct BenchReport {
    let results: BenchResults

    static let memoryLimit = 300 * 1024 * 1024
    static let startupLimit = 0.020
    static let quietLimit = 1.0
    /// A one-spec edit costs at most this many no-op replays (issue 16).
    static let editRatioLimit = 2.0
    /// `vmgen watch` reacts to a save in at most this share of a full run (issue 16).
    static let watchRatioLimit = 0.1
    static let copyRatioLimit = 3.0
    static let parseRatioLimit = 0.1
    /// A repeat lint of an unchanged project costs at most this share of a first lint, and
    /// `lint --stdin` of one file answers within `stdinLimit`, after one lint (the lint cache).
    static let repeatLintRatioLimit = 0.1
    static let stdinLimit = 0.100
    /// Growth may be at most this much worse than the input's: 10× the input, at most 12× the time.
    static let growthSlack = 1.2

    var largestSpecs: SpecResult? { results.specs.last }
    var largestSwift: SwiftResult? { results.swift.last }

    /// (measure, small, large) pairs of the smallest and largest corpora.
    var growth: [(name: String, inputFactor: Double, timeFactor: Double)] {
        var rows: [(String, Double, Double)] = []
        if let small = results.specs.first, let large = results.specs.last, results.specs.count > 1 {
            let input = Double(large.specs) / Double(small.specs)
            rows.append(("cold generate", input, large.cold.seconds / small.cold.seconds))
            rows.append(("no-op generate --no-cache", input, large.noopFull.seconds / small.noopFull.seconds))
            rows.append(("no-op generate", input, large.noop.seconds / small.noop.seconds))
            rows.append(("first no-op after cold generate", input, large.firstNoop.seconds / small.firstNoop.seconds))
            rows.append(("generate --check", input, large.checkMode.seconds / small.checkMode.seconds))
            rows.append(("check", input, large.checkCommand.seconds / small.checkCommand.seconds))
        }
        if let small = results.swift.first, let large = results.swift.last, results.swift.count > 1 {
            rows.append(("lint", Double(large.lines) / Double(small.lines), large.lint.seconds / small.lint.seconds))
        }
        for corner in results.corners {
            guard let small = corner.measurements.first, let large = corner.measurements.last, corner.counts.count > 1 else { continue }
            rows.append((corner.name, Double(corner.counts.last!) / Double(corner.counts.first!), large.seconds / small.seconds))
        }
        return rows
    }

    var targets: [Target] {
        var targets: [Target] = []
        if let large = largestSpecs {
            let ratio = large.cold.seconds / large.copy.seconds
            targets.append(Target(
                name: "cold generate of \(Self.count(large.specs)) specs within \(Self.number(Self.copyRatioLimit))× cp -r of its output",
                met: ratio <= Self.copyRatioLimit, figure: "\(Self.number(ratio))×"))
            targets.append(Target(
                name: "no-op generate of \(Self.count(large.specs)) specs under 1 s",
                met: large.noop.seconds < Self.quietLimit, figure: Self.time(large.noop.seconds)))
            targets.append(Target(
                name: "generate --check of \(Self.count(large.specs)) specs under 1 s",
                met: large.checkMode.seconds < Self.quietLimit, figure: Self.time(large.checkMode.seconds)))
            let editRatio = large.oneSpecEdit.seconds / large.noop.seconds
            targets.append(Target(
                name: "generate after a one-spec text edit in \(Self.count(large.specs)) specs within \(Self.number(Self.editRatioLimit))× the no-op replay",
                met: editRatio <= Self.editRatioLimit && large.oneSpecEditIncremental,
                figure: "\(Self.number(editRatio))×" + (large.oneSpecEditIncremental ? ", incremental" : ", full run")))
            let shapeRatio = large.oneSpecShapeEdit.seconds / large.noop.seconds
            targets.append(Target(
                name: "generate after a one-spec shape edit (a property added) in \(Self.count(large.specs)) specs within \(Self.number(Self.editRatioLimit))× the no-op replay",
                met: shapeRatio <= Self.editRatioLimit && large.oneSpecShapeEditIncremental,
                figure: "\(Self.number(shapeRatio))×" + (large.oneSpecShapeEditIncremental ? ", incremental" : ", full run")))
            for (what, measurement, incremental) in [
                ("one spec added (an observable screen)", large.oneSpecAdd, large.oneSpecAddIncremental),
                ("one spec removed", large.oneSpecRemove, large.oneSpecRemoveIncremental),
            ] {
                let ratio = measurement.seconds / large.noop.seconds
                targets.append(Target(
                    name: "generate after \(what) in \(Self.count(large.specs)) specs within \(Self.number(Self.editRatioLimit))× the no-op replay",
                    met: ratio <= Self.editRatioLimit && incremental,
                    figure: "\(Self.number(ratio))×" + (incremental ? ", incremental" : ", full run")))
            }
            let watchRatio = large.watchSave.seconds / large.noopFull.seconds
            targets.append(Target(
                name: "vmgen watch on \(Self.count(large.specs)) specs: a spec saved to its files written within \(Self.number(Self.watchRatioLimit * 100))% of a full run (no-op --no-cache)",
                met: !large.watchSave.runs.isEmpty && watchRatio <= Self.watchRatioLimit,
                figure: "\(Self.number(watchRatio * 100))% (\(Self.time(large.watchSave.seconds)))"))
            targets.append(Target(
                name: "first no-op generate after a cold one (which wrote localization) replays the record",
                met: large.firstNoopReplayed, figure: Self.time(large.firstNoop.seconds) + (large.firstNoopReplayed ? ", replayed" : ", full run")))
        }
        if let large = largestSwift {
            let ratio = large.lint.seconds / large.parse.seconds
            targets.append(Target(
                name: "lint of \(Self.count(large.lines)) lines at least 10× faster than swiftc -parse",
                met: ratio <= Self.parseRatioLimit, figure: "\(Self.number(1 / ratio))× faster"))
            // Issue 30's promise: a first lint costs less than parsing the same files.
            targets.append(Target(
                name: "a first lint of \(Self.count(large.lines)) lines (every file FOSMVVM code) faster than swiftc -parse",
                met: ratio < 1, figure: "\(Self.number(ratio))× its time, \(Self.number(large.lint.cpuSeconds / large.parse.cpuSeconds))× its CPU"))
        }
        for folder in results.folders {
            let ratio = folder.lint.seconds / folder.parse.seconds
            targets.append(Target(
                name: "a first lint of \((folder.path as NSString).lastPathComponent) (\(Self.count(folder.lines)) lines) faster than swiftc -parse",
                met: ratio < 1, figure: "\(Self.number(ratio))× its time, \(Self.number(folder.lint.cpuSeconds / folder.parse.cpuSeconds))× its CPU"))
        }
        if let large = largestSwift, let repeatLint = large.repeatLint {
            let ratio = repeatLint.seconds / large.lint.seconds
            targets.append(Target(
                name: "a repeat lint of \(Self.count(large.lines)) lines at most \(Self.number(Self.repeatLintRatioLimit * 100))% of a first lint",
                met: ratio <= Self.repeatLintRatioLimit, figure: "\(Self.number(ratio * 100))% (\(Self.time(repeatLint.seconds)))"))
            for (what, stdin) in [("as on disk", large.stdinAsOnDisk), ("edited in a body", large.stdinBodyEdit), ("a line added at its top", large.stdinTopEdit), ("a property added", large.stdinDeclarationEdit)] {
                guard let stdin else { continue }
                targets.append(Target(
                    name: "lint --stdin of a file of \(Self.count(large.lines)) lines (\(what)) under \(Self.time(Self.stdinLimit))",
                    met: stdin.seconds < Self.stdinLimit, figure: "\(Self.time(stdin.seconds)), \(Self.time(stdin.cpuSeconds)) CPU"))
            }
        }
        for row in growth {
            let limit = row.inputFactor * Self.growthSlack
            targets.append(Target(
                name: "\(row.name): \(Self.number(row.inputFactor))× the input, at most \(Self.number(limit))× the time",
                met: row.timeFactor <= limit, figure: "\(Self.number(row.timeFactor))×"))
        }
        var peaks: [(String, Int)] = []
        if let large = largestSpecs {
            peaks += [("cold generate", large.cold.peakBytes), ("no-op generate --no-cache", large.noopFull.peakBytes),
                      ("no-op generate", large.noop.peakBytes),
                      ("generate --check", large.checkMode.peakBytes), ("check", large.checkCommand.peakBytes)]
        }
        if let large = largestSwift { peaks.append(("lint", large.lint.peakBytes)) }
        if let (name, peak) = peaks.max(by: { $0.1 < $1.1 }) {
            targets.append(Target(
                name: "peak memory under 300 MB on the large corpora (largest: \(name))",
                met: peak < Self.memoryLimit, figure: Self.megabytes(peak)))
        }
        targets.append(Target(
            name: "vmgen --version under 20 ms (median of \(results.startup.runs.count))",
            met: results.startup.seconds < Self.startupLimit, figure: Self.time(results.startup.seconds)))
        return targets
    }

    // MARK: - Table

    var table: String {
        var out = "vmgen-bench — \(results.vmgenVersion), \(results.machine.cores) cores, \(results.machine.cpu); median of \(results.runs) run\(results.runs == 1 ? "" : "s")\n\n"
        if !results.specs.isEmpty {
            var rows: [[String]] = [["spec corpus"] + results.specs.map { "\(Self.count($0.specs)) specs" } + ["growth"]]
            rows.append(["  output files, size"] + results.specs.map { "\(Self.count($0.outputFiles)), \(Self.megabytes($0.outputBytes))" } + [""])
            func row(_ name: String, _ measure: (SpecResult) -> Measurement) -> [String] {
                let values = results.specs.map { Self.time(measure($0).seconds) + "  " + Self.megabytes(measure($0).peakBytes) }
                return ["  " + name] + values + [Self.growthText(results.specs.map { measure($0).seconds })]
            }
            rows.append(row("cold generate", \.cold))
            rows.append(row("first no-op after cold generate", \.firstNoop))
            rows.append(row("no-op generate --no-cache", \.noopFull))
            rows.append(row("no-op generate", \.noop))
            rows.append(row("generate --check", \.checkMode))
            rows.append(row("check", \.checkCommand))
            rows.append(row("generate after a one-spec text edit", \.oneSpecEdit))
            rows.append(row("generate after a one-spec shape edit", \.oneSpecShapeEdit))
            rows.append(row("generate after one spec added", \.oneSpecAdd))
            rows.append(row("generate after one spec removed", \.oneSpecRemove))
            rows.append(row("vmgen watch: a spec saved to its files written", \.watchSave))
            rows.append(row("cp -r of the output (reference)", \.copy))
            rows.append(["  cold generate / cp -r"] + results.specs.map { Self.number($0.cold.seconds / $0.copy.seconds) + "×" } + [""])
            out += Self.layout(rows) + "\n"
        }
        if !results.swift.isEmpty {
            var rows: [[String]] = [["swift corpus"] + results.swift.map { "\(Self.count($0.lines)) lines" } + ["growth"]]
            rows.append(["  files, size"] + results.swift.map { "\(Self.count($0.files)), \(Self.megabytes($0.bytes))" } + [""])
            rows.append(["  lint (no cache yet)"] + results.swift.map { Self.time($0.lint.seconds) + "  " + Self.megabytes($0.lint.peakBytes) }
                + [Self.growthText(results.swift.map(\.lint.seconds))])
            func cached(_ name: String, _ measure: (SwiftResult) -> Measurement?) {
                guard results.swift.allSatisfy({ measure($0) != nil }) else { return }
                let figures = results.swift.map { measure($0)! }
                rows.append(["  " + name] + figures.map { Self.time($0.seconds) + "  " + Self.megabytes($0.peakBytes) } + [Self.growthText(figures.map(\.seconds))])
            }
            cached("lint, repeated (from the cache)", \.repeatLint)
            cached("lint, one file saved with an edit", \.savedEditLint)
            cached("lint --stdin, a file as on disk", \.stdinAsOnDisk)
            cached("lint --stdin, a file edited in a body", \.stdinBodyEdit)
            cached("lint --stdin, a line added at its top", \.stdinTopEdit)
            cached("lint --stdin, a property added", \.stdinDeclarationEdit)
            rows.append(["  findings"] + results.swift.map { Self.count($0.findings) } + [""])
            let jobs = results.swift.first?.parseJobs ?? 1
            rows.append(["  swiftc -parse (reference, \(jobs) job\(jobs == 1 ? "" : "s"))"]
                + results.swift.map { Self.time($0.parse.seconds) + "  " + Self.megabytes($0.parse.peakBytes) }
                + [Self.growthText(results.swift.map(\.parse.seconds))])
            rows.append(["  lint / swiftc -parse"] + results.swift.map { Self.number($0.lint.seconds / $0.parse.seconds) + "×" } + [""])
            out += Self.layout(rows) + "\n"
        }
        if !results.folders.isEmpty {
            var rows: [[String]] = [["real code bases", "files", "lines", "lint", "repeat", "swiftc -parse", "lint / parse", "CPU"]]
            for folder in results.folders {
                rows.append([
                    "  " + (folder.path as NSString).lastPathComponent, Self.count(folder.files), Self.count(folder.lines),
                    Self.time(folder.lint.seconds), Self.time(folder.repeatLint.seconds),
                    Self.time(folder.parse.seconds) + (folder.parseReportedErrors ? " (errors)" : ""),
                    Self.number(folder.lint.seconds / folder.parse.seconds) + "×",
                    Self.number(folder.lint.cpuSeconds / folder.parse.cpuSeconds) + "×",
                ])
            }
            out += Self.layout(rows) + "\n"
        }
        if !results.corners.isEmpty {
            var rows: [[String]] = [["corners (one dimension grown alone)", "size", "time", "size", "time", "growth"]]
            for corner in results.corners {
                var row = ["  " + corner.name]
                for (count, measurement) in zip(corner.counts, corner.measurements) {
                    row += [Self.count(count), Self.time(measurement.seconds) + "  " + Self.megabytes(measurement.peakBytes)]
                }
                rows.append(row + [Self.growthText(corner.measurements.map(\.seconds))])
            }
            out += Self.layout(rows) + "\n"
        }
        out += "startup: vmgen --version  \(Self.time(results.startup.seconds)) median of \(results.startup.runs.count), \(Self.megabytes(results.startup.peakBytes))\n\n"
        out += "targets (\(targets.filter(\.met).count) of \(targets.count) met):\n"
        for target in targets {
            out += "  [\(target.met ? "met" : "NOT met")] \(target.name): \(target.figure)\n"
        }
        if !results.problems.isEmpty {
            out += "\nproblems:\n" + results.problems.map { "  " + $0 + "\n" }.joined()
        }
        return out
    }

    static func growthText(_ values: [Double]) -> String {
        guard values.count > 1, let first = values.first, let last = values.last, first > 0 else { return "" }
        return number(last / first) + "×"
    }

    /// Left-aligned first column, right-aligned others.
    static func layout(_ rows: [[String]]) -> String {
        let columns = rows.map(\.count).max() ?? 0
        var widths = Array(repeating: 0, count: columns)
        for row in rows {
            for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) }
        }
        return rows.map { row in
            row.enumerated().map { index, cell in
                let padding = String(repeating: " ", count: widths[index] - cell.count)
                return index == 0 ? cell + padding : padding + cell
            }.joined(separator: "   ").trimmingTrailingSpaces + "\n"
        }.joined()
    }

    static func time(_ seconds: Double) -> String {
        seconds < 1 ? String(format: "%.1f ms", seconds * 1000) : String(format: "%.2f s", seconds)
    }

    static func megabytes(_ bytes: Int) -> String {
        String(format: "%.0f MB", Double(bytes) / 1_048_576)
    }

    static func number(_ value: Double) -> String {
        value >= 10 ? String(format: "%.0f", value) : value >= 0.1 ? String(format: "%.2f", value) : String(format: "%.3f", value)
    }

    static func count(_ value: Int) -> String {
        let digits = String(value)
        var out = ""
        for (index, character) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { out += "," }
            out.append(character)
        }
        return out
    }

    // MARK: - JSON

    var json: [String: Any] {
        func measure(_ measurement: Measurement) -> [String: Any] {
            [
                "seconds": measurement.seconds, "cpuSeconds": measurement.cpuSeconds, "peakBytes": measurement.peakBytes,
                "runs": measurement.runs.map { ["seconds": $0.seconds, "userSeconds": $0.userSeconds, "systemSeconds": $0.systemSeconds, "peakBytes": $0.peakBytes, "status": Int($0.status)] },
            ]
        }
        return [
            "machine": ["cores": results.machine.cores, "cpu": results.machine.cpu, "memoryBytes": results.machine.memoryBytes, "system": results.machine.system],
            "vmgen": ["path": results.vmgenPath, "version": results.vmgenVersion],
            "runs": results.runs,
            "startup": measure(results.startup),
            "specs": results.specs.map { spec -> [String: Any] in
                [
                    "specs": spec.specs, "specFiles": spec.specFiles, "specBytes": spec.specBytes,
                    "outputFiles": spec.outputFiles, "outputBytes": spec.outputBytes,
                    "coldGenerate": measure(spec.cold), "firstNoopGenerate": measure(spec.firstNoop), "firstNoopReplayed": spec.firstNoopReplayed,
                    "noopGenerateNoCache": measure(spec.noopFull), "noopGenerate": measure(spec.noop),
                    "generateCheck": measure(spec.checkMode), "check": measure(spec.checkCommand), "copyReference": measure(spec.copy),
                    "oneSpecEditGenerate": measure(spec.oneSpecEdit), "oneSpecEditIncremental": spec.oneSpecEditIncremental,
                    "oneSpecShapeEditGenerate": measure(spec.oneSpecShapeEdit), "oneSpecShapeEditIncremental": spec.oneSpecShapeEditIncremental,
                    "oneSpecAddGenerate": measure(spec.oneSpecAdd), "oneSpecAddIncremental": spec.oneSpecAddIncremental,
                    "oneSpecRemoveGenerate": measure(spec.oneSpecRemove), "oneSpecRemoveIncremental": spec.oneSpecRemoveIncremental,
                    "watchSaveToWritten": measure(spec.watchSave),
                    "coldOverCopy": spec.cold.seconds / spec.copy.seconds, "noopSummary": spec.noopSummary,
                ]
            },
            "swift": results.swift.map { swift -> [String: Any] in
                [
                    "lines": swift.lines, "files": swift.files, "bytes": swift.bytes, "findings": swift.findings,
                    "lint": measure(swift.lint), "parseReference": measure(swift.parse),
                    "parseJobs": swift.parseJobs, "parseBatches": swift.parseBatches,
                    "lintOverParse": swift.lint.seconds / swift.parse.seconds,
                ].merging([
                    ("repeatLint", swift.repeatLint), ("savedEditLint", swift.savedEditLint), ("stdinAsOnDisk", swift.stdinAsOnDisk), ("stdinBodyEdit", swift.stdinBodyEdit),
                    ("stdinTopEdit", swift.stdinTopEdit), ("stdinDeclarationEdit", swift.stdinDeclarationEdit),
                ].compactMap { name, measurement in measurement.map { (name, measure($0) as Any) } }) { first, _ in first }
            },
            "folders": results.folders.map { folder -> [String: Any] in
                [
                    "path": folder.path, "files": folder.files, "filesLinted": folder.filesLinted, "lines": folder.lines, "bytes": folder.bytes,
                    "findings": folder.findings, "lint": measure(folder.lint), "repeatLint": measure(folder.repeatLint),
                    "parseReference": measure(folder.parse), "parseReportedErrors": folder.parseReportedErrors,
                    "lintOverParse": folder.lint.seconds / folder.parse.seconds,
                ]
            },
            "corners": results.corners.map { corner -> [String: Any] in
                ["name": corner.name, "sizes": zip(corner.counts, corner.measurements).map { ["count": $0.0, "measurement": measure($0.1)] }]
            },
            "growth": growth.map { ["measure": $0.name, "inputFactor": $0.inputFactor, "timeFactor": $0.timeFactor] },
            "targets": targets.map { ["target": $0.name, "met": $0.met, "figure": $0.figure] },
            "problems": results.problems,
        ]
    }

    func writeJSON(to path: String) throws {
        let data = try JSONSerialization.data(withJSONObject: json, options: [.prettyPrinted, .sortedKeys])
        let folder = (path as NSString).deletingLastPathComponent
        if !folder.isEmpty { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
        try (data + Data("\n".utf8)).write(to: URL(fileURLWithPath: path))
    }
}

extension String {
    var trimmingTrailingSpaces: String {
        String(reversed().drop { $0 == " " }.reversed())
    }
}
