import Foundation

// `swift run -c release vmgen-bench`: synthesizes spec and Swift corpora, runs the release
// `vmgen` binary on them as a subprocess, and prints a table (stdout) and a JSON file.
// docs/performance.md explains the figures and records a run.

func standardError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}

/// The `vmgen` built next to this program (SwiftPM builds it first: the bench depends on it).
func defaultVMGen() -> String {
    let me = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    return (me as NSString).deletingLastPathComponent + "/vmgen"
}

func main() -> Int32 {
    let options: BenchOptions
    do {
        guard let parsed = try BenchOptions.parse(Array(CommandLine.arguments.dropFirst())) else {
            print(BenchOptions.usage, terminator: "")
            return 0
        }
        options = parsed
    } catch {
        standardError("vmgen-bench: \(error)\n\n" + BenchOptions.usage)
        return 2
    }
    let vmgen = options.vmgen.map { ($0 as NSString).standardizingPath } ?? defaultVMGen()
    guard FileManager.default.isExecutableFile(atPath: vmgen) else {
        standardError("vmgen-bench: no vmgen binary at \(vmgen); build it with 'swift build -c release --product vmgen' or pass --vmgen")
        return 2
    }
    #if DEBUG
    if options.vmgen == nil {
        standardError("vmgen-bench: warning: this is a debug build, so it measures the debug vmgen; run 'swift run -c release vmgen-bench'")
    }
    #endif

    let work: String
    if let folder = options.workFolder {
        work = (folder as NSString).standardizingPath
        try? FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
    } else {
        var template = Array((NSTemporaryDirectory() + "vmgen-bench-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else {
            standardError("vmgen-bench: cannot create a temporary folder")
            return 2
        }
        work = String(cString: made)
    }
    defer {
        if !options.keep, options.workFolder == nil { _ = try? Subprocess.run(["rm", "-rf", work], in: "/") }
    }

    let bench = Bench(options: options, vmgen: vmgen, work: work, log: standardError)
    do {
        let results = try bench.run()
        let report = BenchReport(results: results)
        print(report.table, terminator: "")
        try report.writeJSON(to: options.json)
        standardError("vmgen-bench: results written to \(options.json)" + (options.keep ? "; corpora kept in \(work)" : ""))
        return results.problems.isEmpty ? 0 : 1
    } catch {
        standardError("vmgen-bench: error: \(error)")
        return 1
    }
}

exit(main())
