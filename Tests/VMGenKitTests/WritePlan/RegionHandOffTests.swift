@testable import VMGenKit
import XCTest

/// The hand-off record (`RegionHandOff`): its file round-trips every byte of a body, a record
/// that is wrong in any way is refused at its place, a region is filled only in a file being
/// created, and an entry leaves the record only when the file on disk holds it.
final class RegionHandOffTests: XCTestCase {
    private let path = "Sources/ViewModels/A/AViewModelOperations.swift"

    private func generated(_ region: String, content: String = "        storage.x = x\n") -> String {
        Fingerprint.append(to: GeneratedHeader.text(specPath: "Specs/A.yml", comment: "//", projectHeader: nil, hasRegions: true)
            + "struct AOps {\n    func \(region)() {\n        // vmgen:begin \(region)\n\(content)        // vmgen:end \(region)\n    }\n}\n", path: path)
    }

    func testTheFileKeepsEveryByteOfABody() throws {
        let awkward = "\t// tab, trailing blanks  \n        let s = \"quote \\\" backslash \\\\ é ✓ \u{200B}\"\r\n\n        x()\n"
        let record = RegionHandOff(entries: [.init(path: path, region: "go", text: awkward, source: "Old.swift:3:5"), .init(path: path, region: "empty", text: "", source: "Old.swift:9:5")])
        let read = try RegionHandOff.parse(Array(record.yaml.utf8), file: RegionHandOff.projectPath).get()
        XCTAssertEqual(read, record)
    }

    func testAWrongRecordIsRefusedAtItsPlace() {
        let good = RegionHandOff(entries: [.init(path: path, region: "go", text: "        x()\n", source: "Old.swift:3:5")]).yaml
        let cases: [(String, Int)] = [
            (good.replacingOccurrences(of: "x()\\n\"", with: "x()\""), 5),  // not whole lines
            (good.replacingOccurrences(of: "x()\\n\"", with: "x()\\n// vmgen:end go\\n\""), 5),  // a marker line
            (good.replacingOccurrences(of: "    region: \"go\"\n", with: ""), 5),  // a key missing
            (good.replacingOccurrences(of: "region:", with: "regoin:"), 6),  // an unknown key
            (good.replacingOccurrences(of: "region: \"go\"", with: "region: \"g o\""), 5),
            (good + good.split(separator: "\n").dropFirst(4).joined(separator: "\n") + "\n", 9),  // twice
            (good.replacingOccurrences(of: "bodies:", with: "entries:"), 4),
            ("bodies: [\n", 1),
            (good.replacingOccurrences(of: "x()\\n\"", with: "x()\\r\\n// vmgen:end go\\r\\n\""), 5),  // a marker line after a CR
        ]
        for (text, line) in cases {
            switch RegionHandOff.parse(Array(text.utf8), file: RegionHandOff.projectPath) {
            case .success: XCTFail("accepted:\n\(text)")
            case .failure(let problem):
                XCTAssertEqual(problem.location?.file, RegionHandOff.projectPath)
                XCTAssertEqual(problem.location?.line, line, "\(problem.message)\n\(text)")
            }
        }
    }

    func testAnEntryWhoseFileIsNotAPlainProjectPathIsRefusedAtTheFile() {
        // The record is a file in the project anyone can edit: an entry naming a place outside
        // the generated files (absolute, '..', '.', an empty part) is refused at its file value,
        // never followed.
        for file in ["/etc/passwd", "../Outside.swift", "Sources/../../x.swift", "./Sources/A.swift", "Sources//A.swift", "Sources/A.swift/", ""] {
            let text = RegionHandOff(entries: [.init(path: file, region: "go", text: "        x()\n", source: "Old.swift:3:5")]).yaml
            switch RegionHandOff.parse(Array(text.utf8), file: RegionHandOff.projectPath) {
            case .success: XCTFail("accepted the file '\(file)'")
            case .failure(let problem):
                XCTAssertTrue(problem.message.contains("the entry's file '\(file)' is not a plain path inside the project"), problem.message)
                let fileLine = text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("file:") }.map { $0 + 1 }
                XCTAssertEqual(problem.location?.line, fileLine, text)
                XCTAssertGreaterThan(problem.location?.column ?? 0, 5, "not at the file value: \(text)")
            }
        }
        let plain = RegionHandOff(entries: [.init(path: path, region: "go", text: "        x()\n", source: "Old.swift:3:5")]).yaml
        XCTAssertNoThrow(try RegionHandOff.parse(Array(plain.utf8), file: RegionHandOff.projectPath).get())
    }

    func testAddingTheSameBodyAgainKeepsItOnceAndADifferentOneIsRefused() throws {
        let first = RegionHandOff.Entry(path: path, region: "go", text: "        x()\n", source: "Old.swift:3:5")
        let record = try RegionHandOff(entries: [first]).adding([first]).get()
        XCTAssertEqual(record.entries, [first])
        var changed = first
        changed.text = "        y()\n"
        guard case .failure(let conflict) = record.adding([changed]) else { return XCTFail("replaced a body not carried yet") }
        XCTAssertEqual(conflict, first)
    }

    func testABodyFillsOnlyItsOwnRegionExactly() {
        let file = RenderedFile(path: path, contents: generated("go"), kind: .operations, specPath: "Specs/A.yml")
        let body = "        // mine\n        go()\n"
        let record = RegionHandOff(entries: [
            .init(path: path, region: "go", text: body, source: "Old.swift:3:5"),
            .init(path: path, region: "gone", text: "        lost()\n", source: "Old.swift:9:5"),
            .init(path: "Other.swift", region: "go", text: "        other()\n", source: "Old.swift:12:5"),
        ])
        let (text, used) = record.seeded(file)
        XCTAssertEqual(used.map(\.region), ["go"])
        // The body in its region, under the fingerprint line of vmgen's starting code (no
        // regions note for a placeholder): the body is a person's, so the file is never
        // deleted as vmgen's.
        XCTAssertEqual(text, generated("go").replacingOccurrences(of: "        storage.x = x\n", with: body))
        XCTAssertFalse(Fingerprint.regionsAsWritten(Array(text.utf8)))
        // The fingerprint leaves regions out: the seeded file is vmgen's, intact.
        XCTAssertEqual(GeneratedFileProof.verdict(path: path, bytes: Array(text.utf8)), .intact)
        let byRegion = Dictionary(record.entries.filter { $0.path == path }.map { ($0.region, $0) }, uniquingKeysWith: { first, _ in first })
        XCTAssertEqual(byRegion["go"].map { record.state(of: $0, onDisk: Array(text.utf8)) }, .carried)
        XCTAssertEqual(byRegion["gone"].map { record.state(of: $0, onDisk: Array(text.utf8)) }, .noRegion)
    }

    func testAnEntryLeavesTheRecordOnlyWhenItsFileHoldsIt() {
        let entry = RegionHandOff.Entry(path: path, region: "go", text: "        go()\n", source: "Old.swift:3:5")
        let record = RegionHandOff(entries: [entry])
        XCTAssertEqual(record.state(of: entry, onDisk: nil), .waiting)
        XCTAssertEqual(record.state(of: entry, onDisk: Array("struct Mine {}\n".utf8)), .inTheWay)
        XCTAssertEqual(record.state(of: entry, onDisk: Array(generated("go").utf8)), .otherText)
        let crlf = LineEndings.crlf(Array(generated("go", content: entry.text).utf8))
        XCTAssertEqual(record.state(of: entry, onDisk: crlf), .carried)
        XCTAssertEqual(record.settled(onDisk: [path: Array(generated("go").utf8)]).remaining, record)
        XCTAssertTrue(record.settled(onDisk: [path: crlf]).remaining.isEmpty)
        XCTAssertNotNil(record.pendingReason(entry, onDisk: Array("struct Mine {}\n".utf8)))
        XCTAssertNil(record.pendingReason(entry, onDisk: nil))
    }

    /// Through the pipeline: a file on disk is never seeded, whatever the record says.
    func testGenerateSeedsOnlyAFileItCreates() throws {
        let spec = SpecFile(path: "Specs/A.yml", text: """
            viewModel: A
            hosting: client
            properties:
              x: Int
            operations:
              go: {}

            """)
        var input = Generator.Input(config: ProjectConfig(), specs: [spec], templates: TemplateLibrary.templateSet(overrides: [:]).0, existing: [:])
        let opsPath = "Sources/ViewModels/A/AViewModelOperations.swift"
        input.handOff = RegionHandOff(entries: [.init(path: opsPath, region: "go", text: "        carried()\n", source: "Old.swift:3:5")])
        let created = Generator.run(input)
        XCTAssertEqual(created.diagnostics.filter { $0.severity == .error }, [])
        let action = try XCTUnwrap(created.plan.actions.first { $0.path == opsPath })
        XCTAssertEqual(action.kind, .create)
        XCTAssertTrue(String(decoding: action.contents ?? [], as: UTF8.self).contains("// vmgen:begin go\n        carried()\n        // vmgen:end go\n"))

        input.handOff = RegionHandOff()
        let plain = Generator.run(input).plan.actions.first { $0.path == opsPath }?.contents ?? []
        input.existing = [opsPath: plain]
        input.handOff = RegionHandOff(entries: [.init(path: opsPath, region: "go", text: "        carried()\n", source: "Old.swift:3:5")])
        let kept = Generator.run(input).plan.actions.first { $0.path == opsPath }
        XCTAssertEqual(kept?.kind, .unchanged)
    }
}
