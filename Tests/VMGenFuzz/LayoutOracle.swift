import Foundation
import VMGenTestSupport

/// Runs a `layout` input: an example project copied to a fresh folder, the script's changes
/// made to it, then the real `vmgen` binary (`generate`, with a cache folder holding other
/// tools' old files), and checks the safety invariants (docs/reliability.md):
/// - vmgen exits 0, 1 or 2 — never dies of a signal;
/// - a file that is not vmgen's (every file but the example's generated outputs, untouched)
///   is left byte for byte, or — a generated file a script line edited — keeps every
///   `HANDMADE_` token it had;
/// - nothing outside the project changes, and the cache folder's other files survive;
/// - a plain mistake in `vmgen.yml` stops the run with exit 2, and exit 2 (a mistake in the
///   config or the layout) changes nothing in the project;
/// - after exit 0, a second run writes and deletes nothing.
struct LayoutOracle {
    let corpus: FuzzCorpus
    /// The `vmgen` binary: built next to `vmgen-fuzz`.
    let vmgen: String

    func problems(_ input: FuzzInput) -> [String] {
        guard let project = corpus.projects.first(where: { $0.name == input.project }) ?? corpus.projects.first else { return ["no example project"] }
        let root = NSTemporaryDirectory() + "vmgen-fuzz-layout-\(getpid())-\(UUID().uuidString)"
        defer {
            // A script may have made files and folders unreadable: readable again to remove them.
            _ = try? ProcessRunner.run("/bin/chmod", arguments: ["-R", "u+rwx", root])
            try? FileManager.default.removeItem(atPath: root)
        }
        do {
            try copy(project, to: root)
        } catch {
            return ["could not set up the project: \(error)"]
        }
        let script = LayoutScript(input.bytes)
        let applied = script.apply(in: root)
        let leavesUnreadableSpec = script.leavesUnreadableSpec(in: root + "/project")
        let before = Self.files(under: root)
        let first = run(in: root)
        guard let status = first.status else { return ["vmgen died of signal \(first.signal): \(first.stderr)"] }
        let after = Self.files(under: root)
        var problems: [String] = []
        if ![0, 1, 2].contains(status) { problems.append("vmgen exited \(status): \(first.stderr)") }
        if script.hasConfigMistake, status != 2 { problems.append("a mistake in vmgen.yml passed with exit \(status): \(first.stderr)") }
        if leavesUnreadableSpec, status != 2 { problems.append("a spec vmgen cannot read (a FIFO, a link to nothing) passed with exit \(status): \(first.stderr)") }
        for (path, bytes) in before.sorted(by: { $0.key < $1.key }) where !isVMGens(path, bytes, project: project, aliases: applied.aliases) {
            guard let now = after[path] else {
                problems.append("\(path) (not vmgen's) was deleted; vmgen said: \(first.stderr)")
                continue
            }
            if now == bytes { continue }
            let tokens = Self.tokens(in: bytes)
            if !path.hasPrefix("project/") || tokens.isEmpty {
                problems.append("\(path) (not vmgen's) was changed; vmgen said: \(first.stderr)")
            } else if let lost = tokens.first(where: { !Self.contains(now, $0) }) {
                problems.append("\(path) lost the hand-written \(lost); vmgen said: \(first.stderr)")
            }
        }
        for path in after.keys.sorted() where before[path] == nil && !path.hasPrefix("project/") && !path.hasPrefix("cache/") {
            problems.append("vmgen wrote \(path), outside the project")
        }
        if status == 2 {
            let changed = after.keys.filter { $0.hasPrefix("project/") && after[$0] != before[$0] }
                + before.keys.filter { $0.hasPrefix("project/") && after[$0] == nil }
            if let first = changed.sorted().first { problems.append("exit 2 (a mistake), but \(first) changed") }
        }
        if status == 0, problems.isEmpty {
            // The second run records the project's first run record, which is when old
            // records are pruned from the cache folder.
            let second = run(in: root)
            if second.status != 0 || !second.stderr.contains(" 0 written, 0 deleted") {
                problems.append("a second run did not settle (exit \(second.status.map(String.init) ?? "signal")): \(second.stderr)")
            }
            let cache = Self.files(under: root).filter { $0.key.hasPrefix("cache/") }
            for (path, bytes) in before where path.hasPrefix("cache/") && cache[path] != bytes {
                problems.append("\(path) in the cache folder (another tool's) was deleted or changed by the second run")
            }
        }
        return problems
    }

    /// A file vmgen may rewrite or delete: one of the example's generated outputs, untouched
    /// by the script, at its path — or in a folder the script moved an output folder to.
    private func isVMGens(_ path: String, _ bytes: [UInt8], project: FuzzCorpus.Project, aliases: [String: String]) -> Bool {
        guard path.hasPrefix("project/") else { return false }
        var inProject = String(path.dropFirst("project/".count))
        for (moved, folder) in aliases where inProject.hasPrefix(moved + "/") {
            inProject = folder + inProject.dropFirst(moved.count)
        }
        return project.existing[inProject] == bytes
    }

    private func copy(_ project: FuzzCorpus.Project, to root: String) throws {
        var files: [String: [UInt8]] = ["vmgen.yml": project.configBytes]
        for spec in project.specs { files[spec.path] = spec.bytes }
        for (path, bytes) in project.swift + project.yaml { files[path] = bytes }
        for (path, bytes) in project.existing { files[path] = bytes }
        // Outside the project: a folder a link may point to, and a cache folder shared with
        // other tools, their files a month old.
        files["../outside/Keep.txt"] = Array("someone else's\n".utf8)
        files["../cache/other-tool/cache.db"] = Array("another tool's cache\n".utf8)
        files["../cache/00000000000000000000000000000001.record"] = Array("a record's name, someone else's text\n".utf8)
        for (path, bytes) in files {
            let full = (root + "/project/" + path as NSString).standardizingPath
            try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            guard FileManager.default.createFile(atPath: full, contents: Data(bytes)) else { throw FuzzError("cannot write \(full)") }
        }
        let old = Date().addingTimeInterval(-40 * 24 * 3600)
        for path in ["cache/other-tool/cache.db", "cache/00000000000000000000000000000001.record"] {
            try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: root + "/" + path)
        }
    }

    private struct Outcome {
        var status: Int32?
        var signal: Int32 = 0
        var stderr: String
    }

    private func run(in root: String) -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: vmgen)
        process.arguments = ["generate"]
        process.currentDirectoryURL = URL(fileURLWithPath: root + "/project")
        var environment = ProcessInfo.processInfo.environment
        environment["VMGEN_CACHE_DIR"] = root + "/cache"
        environment["NO_COLOR"] = "1"
        process.environment = environment
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return Outcome(status: 127, stderr: "cannot run \(vmgen): \(error)")
        }
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        if process.terminationReason == .uncaughtSignal { return Outcome(status: nil, signal: process.terminationStatus, stderr: text) }
        return Outcome(status: process.terminationStatus, stderr: text.replacingOccurrences(of: "\n", with: " ⏎ "))
    }

    /// Every regular file under `root` (links not followed), relative.
    static func files(under root: String) -> [String: [UInt8]] {
        FolderContents.of(root)
    }

    /// The `HANDMADE_<n>` tokens in `bytes`.
    static func tokens(in bytes: [UInt8]) -> [String] {
        let text = String(decoding: bytes, as: UTF8.self)
        var found: [String] = []
        var rest = text[...]
        while let range = rest.range(of: "HANDMADE_") {
            let digits = rest[range.upperBound...].prefix { $0.isNumber }
            found.append("HANDMADE_" + digits)
            rest = rest[range.upperBound...]
        }
        return found
    }

    static func contains(_ bytes: [UInt8], _ token: String) -> Bool {
        String(decoding: bytes, as: UTF8.self).contains(token)
    }
}
