import Foundation
import VMGenKit
import VMGenTestSupport
import XCTest

/// Inputs far beyond what a person writes — megabytes of spec, thousands of properties or
/// errors, lines of a megabyte, nesting thousands deep — either work or fail with a clear
/// message, in bounded time and memory. The bounds are generous (debug builds, busy CI
/// machines): they are there to catch work that grows with the square of the input.
final class LimitsTests: XCTestCase {
    private func generate(_ specs: [String: String], config: ProjectConfig = ProjectConfig()) -> Generator.Output {
        Generator.run(.init(config: config, specs: specs.map { SpecFile(path: $0.key, text: $0.value) },
            templates: TemplateLibrary.templateSet().templates, existing: [:]))
    }

    /// Runs `body`, failing when it takes longer than `seconds` or grows the process's peak
    /// memory by more than `megabytes`.
    private func within<T>(seconds: Double, megabytes: Int, _ what: String, file: StaticString = #filePath, line: UInt = #line, _ body: () throws -> T) rethrows -> T {
        let peakBefore = Self.peakResidentMegabytes()
        let started = Date()
        let result = try body()
        let elapsed = Date().timeIntervalSince(started)
        let grown = Self.peakResidentMegabytes() - peakBefore
        XCTAssertLessThan(elapsed, seconds, "\(what) took \(elapsed) s", file: file, line: line)
        XCTAssertLessThan(grown, megabytes, "\(what) grew the peak memory by \(grown) MB", file: file, line: line)
        return result
    }

    static func peakResidentMegabytes() -> Int {
        var usage = rusage()
        #if os(Linux)
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return usage.ru_maxrss / 1024
        #else
        getrusage(RUSAGE_SELF, &usage)
        return usage.ru_maxrss / 1024 / 1024
        #endif
    }

    // MARK: Size

    /// Over a megabyte of spec: 300 children of 25 properties each, and a 440 KB doc.
    func testASpecOfMegabytesGenerates() throws {
        var spec = "viewModel: Big\nhosting: server\ndoc: \"\(String(repeating: "a long doc ", count: 40_000))\"\nproperties:\n  rows: [Row0]\nchildren:\n"
        for child in 0..<300 {
            spec += "  Row\(child):\n    identity: { id: id }\n    text:\n      label: { en: \"Row \(child)\" }\n    properties:\n      id: ModelIdType\n"
            for field in 0..<25 { spec += "      field\(field): { type: String, stub: \"value \(field) of row \(child) of the big spec\" }\n" }
        }
        XCTAssertGreaterThan(spec.utf8.count, 1_000_000)
        let output = within(seconds: 60, megabytes: 600, "a \(spec.utf8.count / 1_000) KB spec") { generate(["Specs/Big.yml": spec]) }
        XCTAssertEqual(output.diagnostics.filter { $0.severity == .error }.map(\.message), [])
        // The page's ViewModel, request and factory, the routes file, and each child's ViewModel and YAML.
        XCTAssertEqual(output.plan.changes.count, 4 + 300 * 2)
    }

    func testThousandsOfPropertiesGenerateSwiftThatParses() throws {
        var spec = "viewModel: Wide\nhosting: server\ntext:\n"
        for index in 0..<1_000 { spec += "  text\(index): { en: \"Text \(index)\" }\n" }
        spec += "properties:\n"
        for index in 0..<5_000 { spec += "  property\(index): { type: String, stub: \"value \(index)\" }\n" }
        let output = within(seconds: 60, megabytes: 400, "5,000 properties") { generate(["Specs/Wide.yml": spec]) }
        XCTAssertEqual(output.diagnostics.filter { $0.severity == .error }.map(\.message), [])
        let viewModel = try XCTUnwrap(output.plan.actions.first { $0.path.hasSuffix("/WideViewModel.swift") }?.contents)
        XCTAssertEqual(try SwiftParserCheck.problems(in: ["WideViewModel.swift": String(decoding: viewModel, as: UTF8.self)]), "")
    }

    /// Every one of 10,000 problems is reported, with its location — and rendering them all
    /// (source line and caret each) stays linear in their number.
    func testTenThousandErrorsAreAllReportedAndRenderQuickly() {
        var spec = "viewModel: Noisy\nhosting: server\n"
        for index in 0..<10_000 { spec += "unknown\(index): 1\n" }
        let output = within(seconds: 60, megabytes: 400, "10,000 unknown keys") { generate(["Specs/Noisy.yml": spec]) }
        XCTAssertEqual(output.diagnostics.count, 10_000)
        XCTAssertEqual(output.diagnostics.last?.location?.line, 10_002)
        let rendered = within(seconds: 20, megabytes: 200, "rendering 10,000 diagnostics") {
            DiagnosticRenderer(sources: ["Specs/Noisy.yml": spec]).render(output.diagnostics)
        }
        XCTAssertTrue(rendered.hasSuffix("unknown9999: 1\n^\n"), String(rendered.suffix(200)))
    }

    // MARK: Long lines

    /// A megabyte on one line works; an error at its end is reported at the right column and
    /// shown as a window of the line around the caret, not the whole megabyte.
    func testALineOfAMegabyte() throws {
        let long = String(repeating: "é", count: 500_000) + String(repeating: "x", count: 500_000)
        let spec = "viewModel: Long\nhosting: server\ndoc: \(long)\nproperties:\n  title: { type: String, stub: \"\(long)\" }\n"
        let output = within(seconds: 60, megabytes: 600, "a 1.5 MB line") { generate(["Specs/Long.yml": spec]) }
        XCTAssertEqual(output.diagnostics.filter { $0.severity == .error }.map(\.message), [])
        let viewModel = String(decoding: try XCTUnwrap(output.plan.actions.first { $0.path.hasSuffix("/LongViewModel.swift") }?.contents), as: UTF8.self)
        XCTAssertTrue(viewModel.contains("/// \(long)\n"))
        XCTAssertTrue(viewModel.contains("title: String = \"\(long)\""))

        let broken = "viewModel: Long\nhosting: server\ndoc: \"\(long)\n"
        let failed = within(seconds: 30, megabytes: 400, "an error at the end of a 1.5 MB line") { generate(["Specs/Long.yml": broken]) }
        XCTAssertEqual(failed.diagnostics.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0) \($0.message)" },
            ["3:6 unterminated double-quoted string: missing closing '\"'"])
        let rendered = DiagnosticRenderer(sources: ["Specs/Long.yml": broken]).render(failed.diagnostics)
        XCTAssertEqual(rendered, """
            Specs/Long.yml:3:6: error: unterminated double-quoted string: missing closing '"' [yaml-syntax]
            doc: "\(String(repeating: "é", count: 119))…
                 ^

            """)
        let atTheEnd = Diagnostic.error("here", at: SourceLocation(file: "Specs/Long.yml", line: 3, column: 1_000_007), code: "x")
        XCTAssertEqual(DiagnosticRenderer(sources: ["Specs/Long.yml": broken]).render(atTheEnd), """
            Specs/Long.yml:3:1000007: error: here [x]
            …\(String(repeating: "x", count: 120))
            \(String(repeating: " ", count: 121))^

            """)
    }

    // MARK: Depth

    func testDeepNestingIsAnErrorAtItsPlace() {
        let flow = "viewModel: Deep\nhosting: server\nproperties: " + String(repeating: "[", count: 100_000) + "\n"
        let block = "viewModel: Deep\nhosting: server\nproperties:\n" + (1...5_000).map { String(repeating: " ", count: $0) + "k\($0):\n" }.joined()
        for (name, spec) in [("flow", flow), ("block", block)] {
            let output = within(seconds: 30, megabytes: 300, "\(name) nesting") { generate(["Specs/Deep.yml": spec]) }
            XCTAssertEqual(output.diagnostics.count, 1, name)
            XCTAssertEqual(output.diagnostics.first?.message, "nesting is too deep (more than \(YAMLParser.maximumDepth) levels)", name)
            XCTAssertEqual(output.plan.actions, [])
        }
    }

    // MARK: The project header

    /// vmgen knows its files by their `Generated by vmgen` line, within their first 30 lines:
    /// a longer project header used to push it out, so the next run refused every file as
    /// not vmgen's. Such a header is now a config error.
    func testAHeaderTooLongToKeepVmgensLineInReachIsAConfigError() {
        let lines = (1...29).map { "  License line \($0)." }.joined(separator: "\n")
        let (config, diagnostics) = ConfigLoader.load(SpecFile(path: "vmgen.yml", text: "header: |\n\(lines)\n"))
        XCTAssertNil(config.header)
        XCTAssertEqual(diagnostics.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0) \($0.message)" }, [
            "1:9 the header has 29 lines; at most 28 fit above vmgen's own header line, which must stay within the first 30 lines of every file (that is how vmgen knows its files)",
        ])
        let long = ConfigLoader.load(SpecFile(path: "vmgen.yml", text: "header: \"\(String(repeating: "x", count: 5_000))\"\n"))
        XCTAssertEqual(long.diagnostics.map(\.message), [
            "the header is 5000 bytes; at most 4096 fit above vmgen's own header line, which must stay within the first 8 KB of every file (that is how vmgen knows its files)",
        ])

        // The longest header allowed still leaves every file recognisably vmgen's.
        let allowed = ConfigLoader.load(SpecFile(path: "vmgen.yml", text: "header: |\n" + (1...28).map { "  Line \($0)." }.joined(separator: "\n") + "\n"))
        XCTAssertEqual(allowed.diagnostics, [])
        let output = generate(["Specs/A.yml": "viewModel: A\nhosting: server\ntext:\n  t: { en: x }\n"], config: allowed.config)
        XCTAssertFalse(output.plan.actions.isEmpty)
        for action in output.plan.actions {
            XCTAssertTrue(GeneratedHeader.isGenerated(action.contents ?? []), action.path)
        }
    }
}
