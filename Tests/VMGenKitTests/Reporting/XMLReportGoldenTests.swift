import Foundation
import VMGenKit
import VMGenTestSupport
import XCTest

/// A small fixed set of findings: one without a place, two files, every severity, a message
/// with markup characters and a line break, a note.
enum XMLReportSamples {
    static let diagnostics = [
        Diagnostic.error("a random vmId, but RowViewModel is a list row", at: SourceLocation(file: "Sources/ViewModels/Row View.swift", line: 8, column: 36), code: "VMID-03", notes: ["see 'vmgen explain VMID-03'"]),
        Diagnostic.warning("50% done, \"quoted\" & <tagged>\nsecond line", at: SourceLocation(file: "Specs/A.yml", line: 2, column: 1), code: "LOC-01"),
        Diagnostic(.note, "a count shown as a String", at: SourceLocation(file: "Specs/A.yml", line: 5, column: 3), code: "TYPE-02"),
        Diagnostic.error("the config cannot be read", at: nil, code: "config"),
    ].sortedForOutput()
}

/// The checkstyle and JUnit reports, as written to a file (with the seal), compared byte for
/// byte with `Tests/Fixtures/Reports/`, so any change to what CI servers read is a reviewed
/// diff. Re-record on purpose with `VMGEN_RECORD=1 swift test --filter XMLReportGoldenTests`
/// (a recording run fails).
final class XMLReportGoldenTests: XCTestCase {
    private static let folder = Repository.root + "/Tests/Fixtures/Reports"

    private static let cases: [(name: String, format: ReportFormat, diagnostics: [Diagnostic])] = [
        ("lint.checkstyle.xml", .checkstyle, XMLReportSamples.diagnostics),
        ("lint.junit.xml", .junit, XMLReportSamples.diagnostics),
        ("clean.checkstyle.xml", .checkstyle, []),
        ("clean.junit.xml", .junit, []),
    ]

    func testReportsMatchTheGoldenFiles() throws {
        if Repository.isRecording {
            try FileManager.default.createDirectory(atPath: Self.folder, withIntermediateDirectories: true)
        }
        for (name, format, diagnostics) in Self.cases {
            let report = ReportFile.sealed(format.render(diagnostics, filesChecked: 2), format: format)
            let path = Self.folder + "/" + name
            if Repository.isRecording {
                try Data(report.utf8).write(to: URL(fileURLWithPath: path))
                continue
            }
            let golden = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
            XCTAssertEqual(report, golden, """
                \(name) differs from Tests/Fixtures/Reports/\(name). If the change is intended, re-record with: \
                VMGEN_RECORD=1 swift test --filter XMLReportGoldenTests
                \(LineDiff.unified(old: golden, new: report))
                """)
            XCTAssertEqual(ReportFile.kind(of: Array(golden.utf8))?.rawValue, format.rawValue, name)
        }
        if Repository.isRecording {
            XCTFail("Recorded Tests/Fixtures/Reports (VMGEN_RECORD=1). Run the tests again without it.")
        }
    }
}
