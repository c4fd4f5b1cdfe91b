import Foundation

/// `vmgen-bench` options.
struct BenchOptions {
    /// Spec corpora: numbers of top-level specs, smallest first.
    var specCounts = [1_000, 10_000]
    /// Swift corpora: lines of Swift, smallest first.
    var swiftLines = [100_000, 1_000_000]
    /// Timed runs of each measurement; the median is reported.
    var runs = 3
    /// Runs of `vmgen --version`.
    var startupRuns = 51
    var json = ".build/vmgen-bench.json"
    /// Where the corpora go; a fresh temporary folder when nil.
    var workFolder: String?
    var keep = false
    /// The vmgen binary; the release build next to this program when nil.
    var vmgen: String?
    /// Parallel `swiftc -parse` processes for the reference (vmgen lint uses every core).
    var jobs = ProcessInfo.processInfo.activeProcessorCount
    var quick = false
    /// Measure the corners (`Corner.all`) too.
    var corners = true
    /// Real code bases to lint as they are, beside the synthetic corpus (`--swift-folder`).
    var swiftFolders: [String] = []

    static let usage = """
        Usage: swift run -c release vmgen-bench [options]

        Synthesizes spec and Swift corpora in a temporary folder and measures the release vmgen
        binary on them (as a subprocess), with `cp -r` and `swiftc -parse` as references.

        Options:
          --specs N,N         spec corpora, top-level specs (default 1000,10000)
          --swift-lines N,N   Swift corpora, lines (default 100000,1000000)
          --quick             small corpora (100,1000 specs; 10000,100000 lines; corners a
                              tenth of their size), one run each
          --no-corners        skip the corners (one dimension grown alone: many ViewModels in
                              one file, many errors on one line, many protected regions, …)
          --runs N            timed runs per measurement, median reported (default 3)
          --startup-runs N    runs of 'vmgen --version' (default 51)
          --json PATH         where the JSON results go (default .build/vmgen-bench.json)
          --work DIR          put the corpora in DIR (default: a new temporary folder)
          --keep              keep the corpora afterwards
          --vmgen PATH        the vmgen binary (default: .build/release/vmgen next to this program)
          --jobs N            parallel swiftc processes for the reference (default: cores)
          --swift-folder DIR  also lint a real code base as it is, against swiftc -parse of
                              its Swift files (repeatable; nothing is written into DIR)
          -h, --help          this text

        """

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static func parse(_ words: [String]) throws(Failure) -> BenchOptions? {
        var options = BenchOptions()
        var explicitRuns = false
        var explicitSizes = (specs: false, swift: false)
        var rest = words[...]
        func value(_ flag: String) throws(Failure) -> String {
            guard let next = rest.popFirst() else { throw Failure(description: "\(flag) needs a value") }
            return next
        }
        func numbers(_ flag: String) throws(Failure) -> [Int] {
            let text = try value(flag)
            let parsed = text.split(separator: ",").compactMap { Int($0.replacingOccurrences(of: "_", with: "")) }
            guard !parsed.isEmpty, parsed.count == text.split(separator: ",").count, parsed.allSatisfy({ $0 > 0 }) else {
                throw Failure(description: "\(flag) takes positive numbers separated by commas, got '\(text)'")
            }
            return parsed.sorted()
        }
        func number(_ flag: String) throws(Failure) -> Int {
            let text = try value(flag)
            guard let parsed = Int(text), parsed > 0 else { throw Failure(description: "\(flag) takes a positive number, got '\(text)'") }
            return parsed
        }
        while let word = rest.popFirst() {
            switch word {
            case "--specs": options.specCounts = try numbers(word); explicitSizes.specs = true
            case "--swift-lines": options.swiftLines = try numbers(word); explicitSizes.swift = true
            case "--quick": options.quick = true
            case "--no-corners": options.corners = false
            case "--runs": options.runs = try number(word); explicitRuns = true
            case "--startup-runs": options.startupRuns = try number(word)
            case "--json": options.json = try value(word)
            case "--work": options.workFolder = try value(word)
            case "--keep": options.keep = true
            case "--vmgen": options.vmgen = try value(word)
            case "--jobs": options.jobs = try number(word)
            case "--swift-folder":
                let folder = try value(word)
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
                    throw Failure(description: "--swift-folder: '\(folder)' is not a folder")
                }
                options.swiftFolders.append(folder)
            case "-h", "--help": return nil
            default: throw Failure(description: "unknown option '\(word)'")
            }
        }
        if options.quick {
            if !explicitSizes.specs { options.specCounts = [100, 1_000] }
            if !explicitSizes.swift { options.swiftLines = [10_000, 100_000] }
            if !explicitRuns { options.runs = 1 }
            options.startupRuns = min(options.startupRuns, 21)
        }
        return options
    }
}
