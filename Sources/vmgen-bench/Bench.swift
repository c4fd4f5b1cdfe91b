import Foundation

/// Writes the corpora and measures vmgen and the references on them.
final class Bench {
    let options: BenchOptions
    let vmgen: String
    let work: String
    /// Progress goes to stderr, so stdout holds only the table.
    let log: (String) -> Void

    var problems: [String] = []

    init(options: BenchOptions, vmgen: String, work: String, log: @escaping (String) -> Void) {
        self.options = options
        self.vmgen = vmgen
        self.work = work
        self.log = log
    }

    func run() throws -> BenchResults {
        // The runs' records (the no-op runs replay them) stay in the work folder, not in the
        // user's cache folder, and go when it goes.
        setenv("VMGEN_CACHE_DIR", work + "/records", 1)
        let version = try Subprocess.capture([vmgen, "--version"], in: work).text.trimmed
        log("vmgen-bench: \(version) at \(vmgen); corpora in \(work)")
        let startup = try measureStartup()
        var specs: [SpecResult] = []
        for count in options.specCounts {
            specs.append(try measureSpecs(count))
        }
        var swift: [SwiftResult] = []
        for lines in options.swiftLines {
            swift.append(try measureSwift(lines))
        }
        var folders: [FolderResult] = []
        for folder in options.swiftFolders {
            folders.append(try measureFolder(folder))
        }
        var corners: [CornerResult] = []
        for (index, corner) in (options.corners ? Corner.all : []).enumerated() {
            corners.append(try measureCorner(corner, folder: work + "/corner-\(index + 1)"))
        }
        return BenchResults(
            machine: .current(), vmgenPath: vmgen, vmgenVersion: version, runs: options.runs,
            specs: specs, swift: swift, folders: folders, corners: corners, startup: startup, problems: problems)
    }

    // MARK: - Startup

    private func measureStartup() throws -> Measurement {
        log("vmgen --version × \(options.startupRuns)")
        var runs: [Cost] = []
        for _ in 0..<options.startupRuns {
            runs.append(try Subprocess.run([vmgen, "--version"], in: work))
        }
        return Measurement(name: "vmgen --version", runs: runs)
    }

    // MARK: - Spec corpus

    private func measureSpecs(_ count: Int) throws -> SpecResult {
        let folder = work + "/specs-\(count)"
        let source = folder + "/source"
        log("spec corpus: \(count) specs")
        let corpus = SpecCorpus(count: count).files()
        try CorpusWriter.write(corpus, to: source)
        let specFiles = corpus.filter { $0.path.hasPrefix("Specs/") }

        // Every run writes into folders of its own, and nothing is deleted until all runs are
        // done: deleting tens of thousands of files keeps the disk busy (journal, discard)
        // well after `rm` returns, and would slow the next run down.
        var cold: [Cost] = []
        var firstNoop: [Cost] = []
        var firstReplayed = true
        var copies: [Cost] = []
        var project = ""
        var leftovers: [String] = []
        for run in 1...options.runs {
            project = folder + "/project-\(run)"
            let copy = folder + "/copy-\(run)"
            try remove(project)
            try remove(copy)
            leftovers += [project, copy]
            try check(try Subprocess.run(["cp", "-r", source, project], in: folder), "cp -r of the spec project")
            sync()
            log("  cold generate \(run)/\(options.runs)")
            let cost = try Subprocess.run([vmgen, "generate", "-q"], in: project)
            expect(cost.status == 0, "cold generate of \(count) specs exited \(cost.status)")
            cold.append(cost)
            sync()
            // The next run changes nothing: it replays the record the cold run left.
            log("  first no-op generate \(run)/\(options.runs)")
            let firstLog = folder + "/first-noop.log"
            unlink(firstLog)
            let first = try Subprocess.run([vmgen, "generate", "-v"], in: project, output: firstLog)
            let firstOutput = (try? String(contentsOfFile: firstLog, encoding: .utf8)) ?? ""
            expect(first.status == 0 && firstOutput.contains("vmgen: 0 written, 0 deleted, "),
                "the first no-op generate of \(count) specs exited \(first.status) or wrote: \(firstOutput.suffix(300))")
            firstNoop.append(first)
            firstReplayed = firstReplayed && firstOutput.contains(Self.replayNote)
            try FileManager.default.createDirectory(atPath: copy, withIntermediateDirectories: true)
            log("  cp -r of the output \(run)/\(options.runs)")
            copies.append(try check(try Subprocess.run(["cp", "-r", "Sources", "Tests", copy], in: project), "cp -r of the output"))
            sync()
        }
        let (outputFiles, outputBytes) = CorpusWriter.size(of: [project + "/Sources", project + "/Tests"])
        // From here on the project is one in use: its protected regions hold code.
        let filled = try HandWrittenCode.fill(under: [project + "/Sources", project + "/Tests"])
        log("  \(filled) protected regions filled with hand-written code")

        var summary = ""
        let log = folder + "/noop.log"
        /// A no-op `generate` (with `extra` arguments), checked to have written nothing.
        func noopRun(_ extra: [String]) throws -> Cost {
            unlink(log)
            let cost = try Subprocess.run([vmgen, "generate"] + extra, in: project, output: log)
            summary = ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").trimmed
            expect(cost.status == 0, "no-op generate of \(count) specs exited \(cost.status): \(summary.suffix(300))")
            expect(summary.hasPrefix("vmgen: 0 written, 0 deleted, "),
                "no-op generate of \(count) specs did more than nothing: \(summary.suffix(300))")
            return cost
        }
        let noopFull = try repeated("no-op generate --no-cache") { try noopRun(["--no-cache"]) }
        // The first run records what it found (it runs everything); the ones measured replay it.
        self.log("  no-op generate, recording")
        _ = try noopRun([])
        let noop = try repeated("no-op generate") { try noopRun([]) }
        let checkMode = try repeated("generate --check") {
            let cost = try Subprocess.run([vmgen, "generate", "--check", "-q"], in: project)
            expect(cost.status == 0, "generate --check of \(count) specs exited \(cost.status)")
            return cost
        }
        let checkCommand = try repeated("check") {
            let cost = try Subprocess.run([vmgen, "check", "-q"], in: project)
            expect(cost.status == 0, "check of \(count) specs exited \(cost.status)")
            return cost
        }
        // One text value edited in one spec, then generate: an incremental run (issue 16).
        var editsIncremental = true
        var edits = 0
        /// Edits another spec each time: `change` gives a spec's edited text, or nil to pass it by
        /// (`what` says what none had).
        func editOneSpec(_ what: String, _ change: (String) -> String?) throws -> Bool {
            edits += 1
            for attempt in 0..<specFiles.count {
                let spec = project + "/" + specFiles[(edits * 7_919 + attempt) % specFiles.count].path
                guard let edited = change(try String(contentsOfFile: spec, encoding: .utf8)) else { continue }
                try edited.write(toFile: spec, atomically: false, encoding: .utf8)
                return true
            }
            expect(false, "no spec has \(what)")
            return false
        }
        /// Edits the first English text (in a `text:` section) of a spec.
        func editOneText() throws -> Bool {
            try editOneSpec("an English text to edit") { text in
                guard let section = text.range(of: "\ntext:\n"), let value = text.range(of: "en: \"", range: section.upperBound..<text.endIndex) else { return nil }
                var edited = text
                edited.insert(contentsOf: "Edited \(edits) ", at: value.upperBound)
                return edited
            }
        }
        /// A `generate` after `edit`, which must write (or, `deletes`, delete) and
        /// (`incremental`) be redone incrementally.
        func generate(after edit: () throws -> Bool, _ what: String, deletes: Bool = false, incremental: inout Bool) throws -> Cost {
            guard try edit() else { return Cost(seconds: 0, userSeconds: 0, systemSeconds: 0, peakBytes: 0, status: 0) }
            unlink(log)
            let cost = try Subprocess.run([vmgen, "generate", "-v"], in: project, output: log)
            let output = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
            let wrote = deletes ? !output.contains(", 0 deleted, ") : output.contains(" written, 0 deleted, ") && !output.contains("vmgen: 0 written")
            expect(cost.status == 0 && wrote, "generate after a \(what) of \(count) specs exited \(cost.status): \(output.suffix(300))")
            incremental = incremental && Self.incrementalNotes.contains { output.contains($0) }
            return cost
        }
        let oneSpecEdit = try repeated("one-spec text edit, then generate") {
            try generate(after: editOneText, "one-spec edit", incremental: &editsIncremental)
        }
        // One property added to one page, then generate: a shape edit of a spec no other spec
        // mentions, incremental too (issue 16).
        var shapeEditsIncremental = true
        func addOneProperty() throws -> Bool {
            try editOneSpec("properties to add to") { text in
                // The dashboard-like pages (`SpecCorpus.dashboard`): nothing mentions them.
                guard text.contains("\nidentity: singleton\n"), let properties = text.range(of: "\nproperties:\n") else { return nil }
                var edited = text
                edited.insert(contentsOf: "  benchNote\(edits): String\n", at: properties.upperBound)
                return edited
            }
        }
        let oneSpecShapeEdit = try repeated("one-spec shape edit (a property added), then generate") {
            try generate(after: addOneProperty, "one-spec shape edit", incremental: &shapeEditsIncremental)
        }
        // One spec added (an observable screen no other spec mentions), then generate; then
        // each removed again, then generate: both done alone (issue 16).
        var screensAdded: [String] = []
        var addsIncremental = true
        func addOneScreen() throws -> Bool {
            let name = "BenchAdded\(screensAdded.count + 1)"
            let path = project + "/Specs/\(name).yml"
            try SpecCorpus.screen(name).write(toFile: path, atomically: false, encoding: .utf8)
            screensAdded.append(path)
            return true
        }
        let oneSpecAdd = try repeated("one spec added (an observable screen), then generate") {
            try generate(after: addOneScreen, "one spec added", incremental: &addsIncremental)
        }
        var removesIncremental = true
        func removeOneScreen() throws -> Bool {
            guard let path = screensAdded.popLast() else { return false }
            return unlink(path) == 0
        }
        let oneSpecRemove = try repeated("one spec removed (an added screen), then generate") {
            try generate(after: removeOneScreen, "one spec removed", deletes: true, incremental: &removesIncremental)
        }
        let watch = try measureWatch(project: project, folder: folder, edit: editOneText)
        if !options.keep {
            for leftover in leftovers where leftover != project { try remove(leftover) }
        }
        return SpecResult(
            specs: count, specFiles: specFiles.count, specBytes: specFiles.reduce(0) { $0 + $1.text.utf8.count },
            outputFiles: outputFiles, outputBytes: outputBytes,
            cold: Measurement(name: "cold generate", runs: cold),
            firstNoop: Measurement(name: "first no-op generate", runs: firstNoop), firstNoopReplayed: firstReplayed, noopFull: noopFull, noop: noop,
            checkMode: checkMode, checkCommand: checkCommand, oneSpecEdit: oneSpecEdit, oneSpecEditIncremental: editsIncremental,
            oneSpecShapeEdit: oneSpecShapeEdit, oneSpecShapeEditIncremental: shapeEditsIncremental,
            oneSpecAdd: oneSpecAdd, oneSpecAddIncremental: addsIncremental, oneSpecRemove: oneSpecRemove, oneSpecRemoveIncremental: removesIncremental,
            watchSave: watch,
            copy: Measurement(name: "cp -r", runs: copies),
            noopSummary: String(summary.split(separator: "\n").last ?? ""))
    }

    /// `vmgen watch` on `project`: from a spec saved (by `edit`) to the line saying its files
    /// were written, each run; the peak memory is the watch process's.
    private func measureWatch(project: String, folder: String, edit: () throws -> Bool) throws -> Measurement {
        let watchLog = folder + "/watch.log"
        unlink(watchLog)
        let pid = try Subprocess.start([vmgen, "watch"], in: project, output: watchLog)
        func count(_ marker: String) -> Int {
            ((try? String(contentsOfFile: watchLog, encoding: .utf8)) ?? "").components(separatedBy: marker).count - 1
        }
        func waitFor(_ marker: String, count wanted: Int, seconds: Double) -> Bool {
            let deadline = Subprocess.now() + seconds
            while Subprocess.now() < deadline {
                if count(marker) >= wanted { return true }
                usleep(2_000)
            }
            return false
        }
        var runs: [Cost] = []
        if waitFor(" unchanged", count: 1, seconds: 600) {
            for run in 1...options.runs {
                log("  vmgen watch: a spec saved \(run)/\(options.runs)")
                usleep(300_000)
                guard try edit() else { break }
                let start = Subprocess.now()
                guard waitFor("changed: ", count: run, seconds: 300) else {
                    expect(false, "vmgen watch did not react to a spec saved within 300 s")
                    break
                }
                runs.append(Cost(seconds: Subprocess.now() - start, userSeconds: 0, systemSeconds: 0, peakBytes: 0, status: 0))
            }
        } else {
            expect(false, "vmgen watch did not finish its first run")
        }
        let ended = try Subprocess.finish(pid)
        expect(ended.status == 0, "vmgen watch exited \(ended.status)")
        for index in runs.indices { runs[index].peakBytes = ended.peakBytes }
        return Measurement(name: "vmgen watch: spec saved to files written", runs: runs)
    }

    /// What `generate -v` says when it reports the recorded result (`GenerationRun.announceReplay`).
    static let replayNote = "no input or output changed since the last run"
    /// What it says when it redid only the edited specs (`GenerationRun.announceReplay`).
    /// What `generate -v` says when it redid only the edited, added or removed specs.
    static let incrementalNotes = ["changed since the last run; redid", "no other spec's files depend on that; redid"]

    // MARK: - Swift corpus

    private func measureSwift(_ lines: Int) throws -> SwiftResult {
        let folder = work + "/swift-\(lines)"
        log("swift corpus: \(lines) lines")
        let corpus = SwiftCorpus(lines: lines).files()
        try CorpusWriter.write(corpus, to: folder)
        let written = Subprocess.now()
        let swiftFiles = corpus.filter { $0.path.hasSuffix(".swift") }
        let lineCount = swiftFiles.reduce(0) { $0 + $1.text.utf8.reduce(0) { $0 + ($1 == 10 ? 1 : 0) } }
        // A file written within the clock's slack of a lint is read again by the next lint,
        // whatever the cache says (docs/reliability.md); a project being linted is older.
        let slack = 3.2 - (Subprocess.now() - written)
        if slack > 0 { usleep(UInt32(slack * 1_000_000)) }

        let lintLog = work + "/lint-\(lines).log"
        var findings = 0
        // Each run a first lint: the lint cache the run before left is removed.
        let lintOnce = { () throws -> Cost in
            unlink(lintLog)
            self.forgetLintCaches()
            let cost = try Subprocess.run([self.vmgen, "lint"], in: folder, output: lintLog)
            let text = (try? String(contentsOfFile: lintLog, encoding: .utf8)) ?? ""
            findings = text.split(separator: "\n").filter { $0.contains(": warning: ") || $0.contains(": error: ") }.count
            self.expect(cost.status == 0 || cost.status == 1, "lint of \(lines) lines exited \(cost.status): \(text.suffix(300))")
            return cost
        }

        // The real parser, one frontend process per batch (the driver's `swiftc -parse` starts
        // one process per file, which would measure process start-up, not parsing).
        let swiftc = Subprocess.which("swiftc") ?? "swiftc"
        let batches = Self.batches(swiftFiles.map(\.path), jobs: options.jobs).map { [swiftc, "-frontend", "-parse"] + $0 }
        let parseLog = work + "/parse-\(lines).log"
        let parseOnce = { () throws -> Cost in
            unlink(parseLog)
            let cost = try Subprocess.runAll(batches, in: folder, parallel: self.options.jobs, output: parseLog)
            let text = (try? String(contentsOfFile: parseLog, encoding: .utf8)) ?? ""
            self.expect(cost.status == 0, "swiftc -parse of the \(lines)-line corpus failed: \(text.prefix(500))")
            return cost
        }
        // In turns, so the two figures compared share the machine's slow and fast moments.
        let (lint, parse) = try alternating("lint (no cache yet)", lintOnce, "swiftc -parse", parseOnce)
        var result = SwiftResult(
            lines: lineCount, files: swiftFiles.count, bytes: swiftFiles.reduce(0) { $0 + $1.text.utf8.count },
            lint: lint, parse: parse, findings: findings, parseJobs: options.jobs, parseBatches: batches.count)
        // The last lint above left its cache: the repeat lint and `--stdin` start from it.
        try measureLintCache(into: &result, folder: folder, corpus: corpus)
        return result
    }

    // MARK: - Corners

    /// One corner at its bench size and ten times that (a tenth and the bench size with --quick).
    private func measureCorner(_ corner: Corner, folder prefix: String) throws -> CornerResult {
        let small = options.quick ? max(1, corner.benchSize / 10) : corner.benchSize
        var sizes: [(count: Int, measurement: Measurement)] = []
        for count in [small, small * 10] {
            let folder = prefix + "-\(count)"
            log("\(corner.name): \(count)")
            try CorpusWriter.write(corner.files(count), to: folder)
            if let setup = corner.setup {
                let cost = try Subprocess.run([vmgen] + setup, in: folder)
                expect(cost.status == 0, "\(corner.name) (\(count)): \(setup.joined(separator: " ")) exited \(cost.status)")
            }
            let measurement = try repeated(corner.arguments.joined(separator: " ")) {
                let cost = try Subprocess.run([vmgen] + corner.arguments, in: folder)
                expect(cost.status == corner.status, "\(corner.name) (\(count)) exited \(cost.status), not \(corner.status)")
                return cost
            }
            sizes.append((count, measurement))
        }
        return CornerResult(name: corner.name, counts: sizes.map(\.count), measurements: sizes.map(\.measurement))
    }

    /// Files split into at least `jobs` batches (so every core parses), each short enough for
    /// the argument list.
    static func batches(_ files: [String], jobs: Int) -> [[String]] {
        let limit = 100_000  // bytes of arguments per command, far below ARG_MAX
        let perJob = (files.count + jobs - 1) / max(1, jobs)
        var result: [[String]] = []
        var current: [String] = []
        var bytes = 0
        for file in files {
            if !current.isEmpty, current.count >= perJob || bytes + file.utf8.count + 1 > limit {
                result.append(current)
                current = []
                bytes = 0
            }
            current.append(file)
            bytes += file.utf8.count + 1
        }
        if !current.isEmpty { result.append(current) }
        return result
    }

    // MARK: - Helpers

    func repeated(_ what: String, _ body: () throws -> Cost) throws -> Measurement {
        var runs: [Cost] = []
        for run in 1...options.runs {
            log("  \(what) \(run)/\(options.runs)")
            runs.append(try body())
        }
        return Measurement(name: what, runs: runs)
    }

    /// `first` and `second` run in turns, `options.runs` times each, first first: on a busy
    /// machine two figures measured one after the other saw different moments of it.
    func alternating(_ firstName: String, _ first: () throws -> Cost, _ secondName: String, _ second: () throws -> Cost) throws -> (Measurement, Measurement) {
        var firstRuns: [Cost] = []
        var secondRuns: [Cost] = []
        for run in 1...options.runs {
            log("  \(firstName) \(run)/\(options.runs)")
            firstRuns.append(try first())
            log("  \(secondName) \(run)/\(options.runs)")
            secondRuns.append(try second())
        }
        return (Measurement(name: firstName, runs: firstRuns), Measurement(name: secondName, runs: secondRuns))
    }

    func expect(_ condition: Bool, _ problem: String) {
        if !condition, !problems.contains(problem) {
            problems.append(problem)
            log("vmgen-bench: warning: \(problem)")
        }
    }

    @discardableResult
    private func check(_ cost: Cost, _ what: String) throws -> Cost {
        guard cost.status == 0 else { throw Subprocess.Failure(description: "\(what) failed (exit \(cost.status))") }
        return cost
    }

    private func remove(_ path: String) throws {
        guard FileManager.default.fileExists(atPath: path) else { return }
        try check(try Subprocess.run(["rm", "-rf", path], in: work), "rm -rf \(path)")
    }

    /// Flushes dirty pages, so one measurement's writeback is not charged to the next.
    private func sync() {
        Foundation.sync()
    }
}

/// Writes a corpus to disk and sizes folders.
enum CorpusWriter {
    static func write(_ files: [(path: String, text: String)], to root: String) throws {
        var folders = Set<String>()
        for file in files {
            let full = root + "/" + file.path
            let folder = (full as NSString).deletingLastPathComponent
            if folders.insert(folder).inserted {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            }
            guard FileManager.default.createFile(atPath: full, contents: Data(file.text.utf8)) else {
                throw Subprocess.Failure(description: "cannot write \(full)")
            }
        }
    }

    /// Regular files under `folders` and their total size in bytes.
    static func size(of folders: [String]) -> (files: Int, bytes: Int) {
        var files = 0
        var bytes = 0
        for folder in folders {
            guard let enumerator = FileManager.default.enumerator(atPath: folder) else { continue }
            while let relative = enumerator.nextObject() as? String {
                let attributes = enumerator.fileAttributes
                guard attributes?[.type] as? FileAttributeType == .typeRegular else { continue }
                files += 1
                bytes += (attributes?[.size] as? Int) ?? 0
                _ = relative
            }
        }
        return (files, bytes)
    }
}

/// Puts a line of code into every protected region of the generated Swift files, as a team
/// does (factory bodies, live operations, actions, extra tests): a no-op run must then merge
/// real user code instead of finding files byte-identical to what it renders.
enum HandWrittenCode {
    static func fill(under folders: [String]) throws -> Int {
        var regions = 0
        for folder in folders {
            guard let enumerator = FileManager.default.enumerator(atPath: folder) else { continue }
            while let relative = enumerator.nextObject() as? String {
                guard relative.hasSuffix(".swift") else { continue }
                let path = folder + "/" + relative
                guard let text = try? String(contentsOfFile: path, encoding: .utf8), text.contains("// vmgen:begin ") else { continue }
                var lines: [String] = []
                for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                    lines.append(String(line))
                    let trimmed = line.drop { $0 == " " }
                    guard trimmed.hasPrefix("// vmgen:begin ") else { continue }
                    let indent = String(line.prefix { $0 == " " })
                    let name = trimmed.dropFirst("// vmgen:begin ".count)
                    regions += 1
                    switch name {
                    case "imports": lines.append(indent + "import HarborData")
                    case "extensions": lines.append(indent + "extension HarborData.Berth: @retroactive Identifiable {}")
                    default: lines.append(indent + "let handWritten = \"\(name) of \((relative as NSString).lastPathComponent)\"")
                    }
                }
                try lines.joined(separator: "\n").write(toFile: path, atomically: false, encoding: .utf8)
            }
        }
        return regions
    }
}
