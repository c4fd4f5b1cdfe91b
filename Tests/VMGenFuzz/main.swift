import Foundation
import VMGenKit

// vmgen-fuzz: see docs/reliability.md.
//
//   vmgen-fuzz [run] [--runs N] [--seed S] [--components spec,config,…] [--jobs J]
//              [--timeout SECONDS] [--memory-mb MB] [--save DIR] [--chunk N] [--root DIR]
//   vmgen-fuzz replay [DIR…]          saved inputs (default Tests/Fixtures/Fuzz/Regressions)
//   vmgen-fuzz print --component C --seed S --index N    one input, to stdout
//   vmgen-fuzz worker …               (internal: what the supervisor starts)

struct Arguments {
    var words: [String]

    func value(_ name: String) -> String? {
        guard let index = words.firstIndex(of: name), index + 1 < words.count else { return nil }
        return words[index + 1]
    }

    func number(_ name: String, default fallback: Int) throws -> Int {
        guard let text = value(name) else { return fallback }
        guard let number = Int(text.replacingOccurrences(of: "_", with: "")), number >= 0 else {
            throw FuzzError("\(name) takes a whole number, not '\(text)'")
        }
        return number
    }

    /// Everything after `name` up to the next `--option`.
    func list(after name: String) -> [String] {
        guard let index = words.firstIndex(of: name) else { return [] }
        return Array(words[(index + 1)...].prefix { !$0.hasPrefix("--") })
    }
}

/// The repository, from this file's place in it (Tests/VMGenFuzz/main.swift).
let defaultRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

func components(_ text: String?) throws -> [FuzzComponent] {
    guard let text else { return FuzzComponent.standard }
    return try text.split(separator: ",").map { name in
        guard let component = FuzzComponent(rawValue: String(name)) else {
            throw FuzzError("unknown component '\(name)'; components: \(FuzzComponent.replayable.map(\.rawValue).joined(separator: ", "))")
        }
        return component
    }
}

func executablePath() -> String {
    #if os(Linux)
    if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { return path }
    #endif
    return Bundle.main.executablePath ?? CommandLine.arguments[0]
}

func printReport(_ reports: [FuzzComponent: FuzzSupervisor.ComponentReport], order: [FuzzComponent], wall: Double) -> Bool {
    func pad(_ text: String, _ width: Int) -> String { String(repeating: " ", count: max(0, width - text.count)) + text }
    print("component         inputs   seconds   inputs/s  slowest ms (input)  max RSS MB  findings")
    var total = FuzzSupervisor.ComponentReport()
    var findings: [FuzzSupervisor.Finding] = []
    for component in order {
        guard let report = reports[component] else { continue }
        let rate = report.seconds > 0 ? Double(report.inputs) / report.seconds : 0
        print(component.rawValue.padding(toLength: 15, withPad: " ", startingAt: 0)
            + pad(String(report.inputs), 9) + pad(String(format: "%.1f", report.seconds), 10) + pad(String(format: "%.0f", rate), 11)
            + pad(String(report.slowest.milliseconds), 12) + pad("(\(report.slowest.index))", 8) + pad(String(report.maximumResidentKilobytes / 1024), 12)
            + pad(String(report.findings.count), 10))
        total.inputs += report.inputs
        total.maximumResidentKilobytes = max(total.maximumResidentKilobytes, report.maximumResidentKilobytes)
        findings += report.findings
    }
    print("total".padding(toLength: 15, withPad: " ", startingAt: 0) + pad(String(total.inputs), 9) + pad(String(format: "%.1f", wall), 10)
        + pad(String(format: "%.0f", wall > 0 ? Double(total.inputs) / wall : 0), 11) + pad("", 20)
        + pad(String(total.maximumResidentKilobytes / 1024), 12) + pad(String(findings.count), 10))
    for finding in findings.sorted(by: { ($0.component.rawValue, $0.index) < ($1.component.rawValue, $1.index) }) {
        print("  " + finding.description)
    }
    return findings.isEmpty
}

func main() throws -> Int32 {
    var words = Array(CommandLine.arguments.dropFirst())
    let mode = words.first.map { $0.hasPrefix("--") ? "run" : $0 } ?? "run"
    if words.first == mode { words.removeFirst() }
    let arguments = Arguments(words: words)
    let root = arguments.value("--root") ?? defaultRoot
    let seed = UInt64(try arguments.number("--seed", default: 1))
    let corpus = try FuzzCorpus.load(root: root)

    switch mode {
    case "worker":
        guard let name = arguments.value("--component"), let component = FuzzComponent(rawValue: name) else {
            throw FuzzError("worker needs --component")
        }
        let files = arguments.list(after: "--files")
        let job = FuzzWorker.Job(
            component: component, seed: seed,
            range: try arguments.number("--from", default: 0)..<(try arguments.number("--to", default: files.count)),
            files: files, memoryLimitMB: try arguments.number("--memory-mb", default: 0),
            deepEvery: try arguments.number("--deep-every", default: 8))
        return FuzzWorker.run(job, corpus: corpus)

    case "print":
        guard let name = arguments.value("--component"), let component = FuzzComponent(rawValue: name) else {
            throw FuzzError("print needs --component")
        }
        let input = FuzzInputFactory(corpus: corpus).input(component, seed: seed, index: try arguments.number("--index", default: 0))
        FileHandle.standardError.write(Data("\(input.project) \(input.path) → \(input.savedName)\n".utf8))
        FileHandle.standardOutput.write(Data(input.bytes))
        return 0

    case "run", "replay":
        let options = FuzzSupervisor.Options(
            executable: executablePath(), root: root, seed: seed,
            timeout: Double(try arguments.number("--timeout", default: 20)),
            memoryLimitMB: try arguments.number("--memory-mb", default: 4096),
            jobs: try arguments.number("--jobs", default: ProcessInfo.processInfo.activeProcessorCount),
            saveFolder: arguments.value("--save") ?? (mode == "run" ? root + "/.build/fuzz-findings" : nil),
            chunk: max(1, try arguments.number("--chunk", default: 25_000)),
            deepEvery: max(1, try arguments.number("--deep-every", default: 8)))
        var tasks: [FuzzSupervisor.Task] = []
        var order: [FuzzComponent] = []
        if mode == "run" {
            let runs = try arguments.number("--runs", default: 2_000)
            order = try components(arguments.value("--components"))
            for component in order {
                for start in stride(from: 0, to: runs, by: options.chunk) {
                    tasks.append(.init(component: component, range: start..<min(runs, start + options.chunk), files: []))
                }
            }
            print("vmgen-fuzz: seed \(seed), \(runs) inputs per component (\(order.map(\.rawValue).joined(separator: ", "))), "
                + "\(options.jobs) workers, \(Int(options.timeout)) s per input, \(options.memoryLimitMB) MB address space")
        } else {
            var folders = arguments.words.prefix { !$0.hasPrefix("--") }.map { $0 }
            if folders.isEmpty { folders = [root + "/Tests/Fixtures/Fuzz/Regressions"] }
            for folder in folders {
                for component in FuzzComponent.replayable {
                    let files = FuzzCorpus.files(under: folder + "/" + component.rawValue).map { folder + "/" + component.rawValue + "/" + $0 }
                    guard !files.isEmpty else { continue }
                    if !order.contains(component) { order.append(component) }
                    tasks.append(.init(component: component, range: 0..<files.count, files: files))
                }
            }
            print("vmgen-fuzz: replaying \(tasks.map(\.files.count).reduce(0, +)) saved inputs from \(folders.joined(separator: ", "))")
        }
        let started = Date()
        let reports = FuzzSupervisor(options: options, corpus: corpus).run(tasks)
        return printReport(reports, order: order, wall: Date().timeIntervalSince(started)) ? 0 : 1

    default:
        throw FuzzError("unknown mode '\(mode)'; use run, replay, print")
    }
}

do {
    exit(try main())
} catch {
    FileHandle.standardError.write(Data("vmgen-fuzz: \(error)\n".utf8))
    exit(2)
}
