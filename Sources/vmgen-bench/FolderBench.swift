import Foundation

/// A real code base measured as it is (`--swift-folder DIR`): a first `vmgen lint .`, a repeat
/// one from the cache it left, and `swiftc -parse` of the same Swift files. The synthetic corpus
/// is FOSMVVM code in every file, the worst case; a real app is mostly other code, and this is
/// where the promise "lint costs less than parsing" is checked on code nobody here wrote.
struct FolderResult: Sendable {
    var path: String
    var files: Int
    var lines: Int
    var bytes: Int
    /// What `vmgen lint` said it checked ("N Swift files checked").
    var filesLinted: Int
    var findings: Int
    var lint: Measurement
    var repeatLint: Measurement
    var parse: Measurement
    /// `swiftc -parse` reported errors (code written for a newer or older Swift, or for a
    /// platform's compiler); the time is still the parser's, over every file.
    var parseReportedErrors: Bool
}

extension Bench {
    func measureFolder(_ path: String) throws -> FolderResult {
        let folder = (path as NSString).standardizingPath
        log("swift folder: \(folder)")
        let files = Self.swiftFiles(in: folder)
        expect(!files.isEmpty, "no Swift file in \(folder)")
        var lines = 0
        var bytes = 0
        for file in files {
            guard let data = FileManager.default.contents(atPath: folder + "/" + file) else { continue }
            bytes += data.count
            lines += data.reduce(0) { $0 + ($1 == 10 ? 1 : 0) }
        }
        let log = work + "/folder-lint.log"
        var findings = 0
        var linted = 0
        func lintOnce() throws -> Cost {
            unlink(log)
            let cost = try Subprocess.run([vmgen, "lint", "."], in: folder, output: log)
            let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
            expect(cost.status == 0 || cost.status == 1, "lint of \(folder) exited \(cost.status): \(text.suffix(300))")
            findings = text.split(separator: "\n").filter { $0.contains(": warning: ") || $0.contains(": error: ") }.count
            linted = Self.filesChecked(text) ?? 0
            return cost
        }
        let lint = try repeated("lint (no cache yet)") {
            forgetLintCaches()
            return try lintOnce()
        }
        let first = findings
        let repeatLint = try repeated("lint, repeated (from the cache)") { try lintOnce() }
        expect(findings == first, "a repeat lint of \(folder) reported \(findings) findings, the first one \(first)")
        let swiftc = Subprocess.which("swiftc") ?? "swiftc"
        let batches = Self.batches(files, jobs: options.jobs).map { [swiftc, "-frontend", "-parse"] + $0 }
        var reportedErrors = false
        // `jobs` batches at once, as for the synthetic corpus; errors are noted, not fatal.
        let parse = try repeated("swiftc -parse") {
            let cost = try Subprocess.runAll(batches, in: folder, parallel: options.jobs, output: work + "/folder-parse.log")
            reportedErrors = reportedErrors || cost.status != 0
            return cost
        }
        return FolderResult(
            path: folder, files: files.count, lines: lines, bytes: bytes, filesLinted: linted, findings: first,
            lint: lint, repeatLint: repeatLint, parse: parse, parseReportedErrors: reportedErrors)
    }

    /// Project-relative paths of the regular `.swift` files under `folder`, sorted, not
    /// through links and not in hidden or build folders (`.git`, `.build`): what lint reads.
    static func swiftFiles(in folder: String) -> [String] {
        var found: [String] = []
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
        while let relative = walker.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            let type = walker.fileAttributes?[.type] as? FileAttributeType
            if type == .typeDirectory {
                if name.hasPrefix(".") || name == "DerivedData" { walker.skipDescendants() }
                continue
            }
            if type == .typeRegular, name.hasSuffix(".swift") { found.append(relative) }
        }
        return found.sorted()
    }

    /// N of lint's "vmgen: N Swift files checked" line.
    static func filesChecked(_ text: String) -> Int? {
        guard let line = text.split(separator: "\n").last(where: { $0.hasPrefix("vmgen: ") && $0.contains(" Swift file") }) else { return nil }
        return Int(line.dropFirst("vmgen: ".count).prefix { $0.isNumber })
    }
}
