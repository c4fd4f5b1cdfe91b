import Foundation
import VMGenKit
import VMGenTestSupport
import XCTest

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Measures how fast the reader goes. It asserts only correctness, never time (machines and
/// their load vary); the figures are printed for the record. Run it in release for numbers
/// that mean something: `swift test -c release --filter SwiftTokenizerThroughputTests`.
final class SwiftTokenizerThroughputTests: XCTestCase {
    private let unit = SwiftSourceFixtures.infoViewModelFile + SwiftSourceFixtures.mixedSyntax
    private let copies = 1_000
    #if DEBUG
    private let runs = 1  // debug figures only show the code ran; keep the suite quick
    #else
    private let runs = 3
    #endif

    /// The linter's real workload: many files of ordinary size.
    func testThroughputOnManyFiles() {
        let files = (0..<copies).map { Array((unit + "// file \($0)\n").utf8) }
        let lineCount = files.reduce(0) { $0 + lines(in: $1) }
        var tokenCount = 0
        let tokenSeconds = bestOfThree {
            tokenCount = 0
            for bytes in files {
                tokenCount += SwiftSourceFile.tokenize(bytes, path: "File.swift").tokens.count
            }
        }
        var declarationCount = 0
        let parseSeconds = bestOfThree {
            declarationCount = 0
            for bytes in files {
                declarationCount += SwiftSourceFile.parse(bytes, path: "File.swift").allDeclarations.count
            }
        }
        XCTAssertEqual(tokenCount % copies, 0)
        XCTAssertEqual(declarationCount % copies, 0)
        report("\(copies) files", lines: lineCount, tokens: tokenCount, tokenSeconds: tokenSeconds, parseSeconds: parseSeconds)
    }

    /// One file of about 100,000 lines: every step stays linear.
    func testThroughputOnOneLargeFile() {
        let bytes = Array(String(repeating: unit, count: copies).utf8)
        var tokens: [SwiftToken] = []
        var tokenDiagnostics: [Diagnostic] = []
        let tokenSeconds = bestOfThree { (tokens, tokenDiagnostics) = SwiftSourceFile.tokenize(bytes, path: "Big.swift") }
        var file = SwiftSourceFile.parse("", path: "Big.swift")
        let parseSeconds = bestOfThree { file = SwiftSourceFile.parse(bytes, path: "Big.swift") }

        XCTAssertEqual(tokenDiagnostics, [])
        XCTAssertEqual(file.diagnostics, [])
        XCTAssertEqual(tokens.count, file.tokens.count)
        XCTAssertEqual(file.declarations.filter { $0.name == "InfoViewModel" }.count, 2 * copies)
        report("one file", lines: lines(in: bytes), tokens: tokens.count, tokenSeconds: tokenSeconds, parseSeconds: parseSeconds)
    }

    private func lines(in bytes: [UInt8]) -> Int {
        bytes.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
    }

    /// The least CPU time (of this thread) of three runs, so load from other processes and a
    /// cold first run count as little as possible.
    private func bestOfThree(_ work: () -> Void) -> Double {
        var best = Double.infinity
        for _ in 0..<runs {
            let start = threadCPUSeconds()
            work()
            best = min(best, threadCPUSeconds() - start)
        }
        return max(best, 1e-9)
    }

    private func threadCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    private func report(_ what: String, lines: Int, tokens: Int, tokenSeconds: Double, parseSeconds: Double) {
        let figures = "Swift reader, \(what): \(lines) lines, \(tokens) tokens; "
            + "tokenize \(Int(Double(lines) / tokenSeconds)) lines/s, "
            + "parse (tokens + declarations) \(Int(Double(lines) / parseSeconds)) lines/s"
        addTeardownBlock { [self] in TestFigures.show(figures, testFailed: (testRun?.totalFailureCount ?? 0) > 0) }
    }
}
