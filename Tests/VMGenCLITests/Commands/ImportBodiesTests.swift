import Foundation
@testable import VMGenCLI
import VMGenKit
import VMGenTestSupport
import XCTest

/// The hand-off of hand-written bodies: `vmgen import` records each live operation body and
/// the factory body in `.vmgen/hand-off.yml`; `vmgen generate` puts each into its region when
/// it creates the file, byte for byte, and drops an entry only once the file holds it.
final class ImportBodiesTests: XCTestCase {
    private var project: TemporaryFolder!

    /// A body with what a copy could lose: a tab, trailing blanks, a comment, non-ASCII text.
    static let bumpBody = "        // Never below zero.\t \n        storage.count = max(0, storage.count + amount)  \n        _ = \"Zählen ✓\"\n"
    static let resetBody = "        storage.count = 0\n"
    static let factoryBody = "        // The count the server keeps.\n        return .init(count: 42)\n"

    static let viewModel = """
        import FOSMVVM

        @ViewModel(options: [.clientHostedFactory])
        public struct CounterViewModel {
            public let count: Int

            private let isStub: Bool

            #if canImport(SwiftUI)
            public var operations: any CounterViewModelOperations {
                isStub ? CounterStubOps() : CounterOps()
            }
            #endif

            public var vmId: ViewModelId = .init(type: Self.self)

            public init(count: Int) {
                self.init(isStub: false, count: count)
            }

            private init(isStub: Bool, count: Int) {
                self.isStub = isStub
                self.count = count
            }

            public static func stub() -> Self {
                .init(isStub: true, count: 42)
            }
        }

        """

    static func operations(bump: String = bumpBody, lineEnding: String = "\n") -> String {
        ("""
        import FOSMVVM

        public protocol CounterViewModelOperations: ViewModelOperations {
            func bump(by amount: Int, output storage: CounterStore)
            func reset(output storage: CounterStore)
        }

        public struct CounterOps: CounterViewModelOperations {
            public init() {}

            public func bump(by amount: Int, output storage: CounterStore) {

        """ + bump + """
            }

            public func reset(output storage: CounterStore) {

        """ + resetBody + """
            }
        }

        """).replacingOccurrences(of: "\n", with: lineEnding)
    }

    static let page = """
        import FOSMVVM

        @ViewModel
        public struct ScoreViewModel: RequestableViewModel {
            public typealias Request = ScoreRequest
            public let count: Int
            public var vmId: ViewModelId = .init(type: Self.self)
            public init(count: Int) {
                self.count = count
            }
        }

        """

    static let factory = """
        import FOSMVVM
        import Vapor

        extension ScoreViewModel: VaporResponseBodyFactory {
            public static func body<R: ServerRequest>(context: ProjectionContext<R, Void>) throws -> Self
            where R.ResponseBody == Self {

        """ + factoryBody + """
            }
        }

        """

    static let opsPath = "Sources/ViewModels/Counter/CounterViewModelOperations.swift"
    static let factoryPath = "Sources/WebServer/ViewModelFactories/Score/ScoreViewModel+Factory.swift"

    override func setUpWithError() throws {
        project = try TemporaryFolder()
        try project.write("vmgen.yml", "locales: [en]\n")
        try project.write("Sources/ViewModels/Counter/CounterViewModel.swift", Self.viewModel)
        try project.write(Self.opsPath, Self.operations())
        try project.write("Sources/ViewModels/Score/ScoreViewModel.swift", Self.page)
        try project.write(Self.factoryPath, Self.factory)
    }

    override func tearDown() {
        project = nil
    }

    private func importAll(_ extra: String...) -> CLIRun {
        vmgen(["import", "Sources/ViewModels", "Sources/WebServer/ViewModelFactories"] + extra, in: project.path)
    }

    /// The adopter's step after the import: the hand-written files the specs describe go.
    private func moveAside() throws {
        for path in [Self.opsPath, Self.factoryPath, "Sources/ViewModels/Counter/CounterViewModel.swift", "Sources/ViewModels/Score/ScoreViewModel.swift"] {
            try project.remove(path)
        }
    }

    /// The region's text in a generated file.
    private func region(_ name: String, of path: String) -> String? {
        guard let text = project.read(path), case .success(let regions) = ProtectedRegions.parse(text) else { return nil }
        return regions.first { $0.name == name }.map { String($0.content) }
    }

    func testTheBodiesGoIntoTheFilesGenerateCreatesByteForByteAndTheRecordEmpties() throws {
        let imported = importAll()
        XCTAssertEqual(imported.code, .success, imported.err)
        XCTAssertFalse(imported.err.contains("the body of 'bump'"), imported.err)
        let record = try XCTUnwrap(project.read(RegionHandOff.projectPath))
        let parsed = try RegionHandOff.parse(Array(record.utf8), file: RegionHandOff.projectPath).get()
        XCTAssertEqual(parsed.entries.map(\.region), ["bump", "reset", "body"])
        XCTAssertEqual(parsed.entries.first { $0.region == "bump" }?.text, Self.bumpBody)
        XCTAssertEqual(parsed.entries.first { $0.region == "bump" }?.source, Self.opsPath + ":11:12")
        XCTAssertTrue(imported.err.contains("move aside the 4 hand-written file(s) below"), imported.err)

        // The hand-written files are still in place: generate reports it, the record stays.
        let blocked = vmgen("generate", in: project.path)
        XCTAssertEqual(blocked.code, .failure, blocked.err)
        XCTAssertTrue(blocked.err.contains("waits in .vmgen/hand-off.yml: \(Self.opsPath) is still a file vmgen did not write"), blocked.err)
        XCTAssertEqual(project.read(RegionHandOff.projectPath), record)
        XCTAssertEqual(project.read(Self.opsPath), Self.operations())

        try moveAside()
        let generated = vmgen("generate", in: project.path)
        XCTAssertEqual(generated.code, .success, generated.err)
        XCTAssertEqual(region("bump", of: Self.opsPath), Self.bumpBody)
        XCTAssertEqual(region("reset", of: Self.opsPath), Self.resetBody)
        XCTAssertEqual(region("body", of: Self.factoryPath), Self.factoryBody)
        XCTAssertFalse(project.exists(RegionHandOff.projectPath), "every body is in its file: the record is gone")

        // The files are vmgen's own, regions and all: the next run changes nothing.
        let again = vmgen("generate", "--check", in: project.path)
        XCTAssertEqual(again.code, .success, again.err + again.out)
    }

    /// Tries to make the hand-off destroy something: entries aimed at a user's file, at a
    /// path outside the project, at a generated file whose region holds other code.
    func testTheRecordNeverWritesOverAnythingThatExists() throws {
        XCTAssertEqual(importAll().code, .success)
        try moveAside()
        // The ops file exists, vmgen's, with code of the user's in the region.
        XCTAssertEqual(vmgen("generate", in: project.path).code, .success)
        let withRegions = try XCTUnwrap(project.read(Self.opsPath)).replacingOccurrences(of: Self.bumpBody, with: "        mine()\n")
        try project.write(Self.opsPath, withRegions)
        try project.write("Sources/App/Main.swift", "// vmgen:begin body\nkeep me\n// vmgen:end body\n")
        let hostile = RegionHandOff(entries: [
            .init(path: Self.opsPath, region: "bump", text: "        theirs()\n", source: "x.swift:1:1"),
            .init(path: "Sources/App/Main.swift", region: "body", text: "gone\n", source: "x.swift:2:1"),
        ])
        try project.write(RegionHandOff.projectPath, hostile.yaml)
        let before = project.files().map { ($0, project.read($0)) }
        let run = vmgen("generate", in: project.path)
        XCTAssertEqual(run.code, .success, run.err)
        XCTAssertTrue(run.err.contains("the generated file already existed, with other code in that region"), run.err)
        XCTAssertTrue(run.err.contains("Sources/App/Main.swift is still a file vmgen did not write"), run.err)
        let after = project.files().map { ($0, project.read($0)) }
        XCTAssertEqual(after.map(\.0), before.map(\.0))
        for ((path, old), (_, new)) in zip(before, after) { XCTAssertEqual(old, new, path) }
        // An entry aimed outside the project is the record's mistake: the run stops at it
        // (exit 2) and changes nothing, inside or outside.
        let outside = RegionHandOff(entries: hostile.entries + [.init(path: "../outside.swift", region: "body", text: "gone\n", source: "x.swift:3:1")])
        try project.write(RegionHandOff.projectPath, outside.yaml)
        let stopped = vmgen("generate", in: project.path)
        XCTAssertEqual(stopped.code, .usage, stopped.err)
        XCTAssertTrue(stopped.err.contains("the entry's file '../outside.swift' is not a plain path inside the project"), stopped.err)
        XCTAssertEqual(project.files().filter { $0 != RegionHandOff.projectPath }, before.map(\.0).filter { $0 != RegionHandOff.projectPath })
        for (path, old) in before where path != RegionHandOff.projectPath { XCTAssertEqual(project.read(path), old, path) }
        XCTAssertFalse(FileManager.default.fileExists(atPath: project.path + "/../outside.swift"))
    }

    /// The import holds the project's lock while it adds to the record and writes the specs,
    /// as a writing generate does: a generate settling the record meanwhile would write back its
    /// own copy, without the new bodies.
    func testImportWaitsForTheProjectLockAndGivesUpWithoutWriting() throws {
        let descriptor = open(project.path, O_RDONLY | O_DIRECTORY)
        XCTAssertGreaterThanOrEqual(descriptor, 0)
        defer { close(descriptor) }
        XCTAssertEqual(flock(descriptor, LOCK_EX | LOCK_NB), 0)
        let before = project.files().map { ($0, project.read($0)) }
        let refused = try Reliability.vmgen(["import", "Sources/ViewModels", "Sources/WebServer/ViewModelFactories"], in: project.path,
            environment: ["VMGEN_LOCK_TIMEOUT": "0.3"])
        XCTAssertEqual(refused.status, 1, refused.standardError)
        XCTAssertTrue(refused.standardError.contains("vmgen: waiting for another vmgen run in this project to finish…\nerror: another vmgen run has been writing to \(project.path) for 0.3 s"), refused.standardError)
        let after = project.files().map { ($0, project.read($0)) }
        XCTAssertEqual(after.map(\.0), before.map(\.0), "nothing is written: no spec, no record")
        for ((path, old), (_, new)) in zip(before, after) { XCTAssertEqual(old, new, path) }

        flock(descriptor, LOCK_UN)
        let imported = try Reliability.vmgen(["import", "Sources/ViewModels", "Sources/WebServer/ViewModelFactories"], in: project.path)
        XCTAssertEqual(imported.status, 0, imported.standardError)
        XCTAssertTrue(project.exists(RegionHandOff.projectPath))
    }

    func testAnEditedOrBrokenRecordStopsGenerateAtItsPlaceAndNothingIsWritten() throws {
        XCTAssertEqual(importAll().code, .success)
        try moveAside()
        let record = try XCTUnwrap(project.read(RegionHandOff.projectPath))
        for broken in [
            record.replacingOccurrences(of: "    text: \"        storage.count = 0\\n\"", with: "    text: \"        storage.count = 0\""),
            record.replacingOccurrences(of: "    region: \"reset\"\n", with: ""),
            record.replacingOccurrences(of: "\\n\"\n", with: "\\n// vmgen:end reset\\n\"\n"),
            record + "  - file: [\n",
            record.replacingOccurrences(of: "bodies:", with: "entries:"),
        ] {
            try project.write(RegionHandOff.projectPath, broken)
            let before = project.files()
            let run = vmgen("generate", in: project.path)
            XCTAssertEqual(run.code, .usage, run.err)
            XCTAssertTrue(run.err.contains(".vmgen/hand-off.yml:"), run.err)
            XCTAssertTrue(run.err.contains("[hand-off]") || run.err.contains("error:"), run.err)
            XCTAssertEqual(project.files(), before, "nothing is written")
            XCTAssertEqual(project.read(RegionHandOff.projectPath), broken, "the record is kept as it is")
        }
    }

    func testABodyHoldingAMarkerLineIsListedNotRecorded() throws {
        try project.write(Self.opsPath, Self.operations(bump: "        // vmgen:end bump\n        storage.count += amount\n"))
        let run = importAll()
        XCTAssertEqual(run.code, .success, run.err)
        XCTAssertTrue(run.err.contains("\(Self.opsPath):11:12: note: the body of 'bump' is not carried: the body holds a '// vmgen:' marker line"), run.err)
        let record = try XCTUnwrap(project.read(RegionHandOff.projectPath))
        XCTAssertFalse(record.contains("region: \"bump\""), record)
    }

    func testACRLFFileIsCarriedAsItsLFText() throws {
        try project.write(Self.opsPath, Self.operations(lineEnding: "\r\n"))
        XCTAssertEqual(importAll().code, .success)
        try moveAside()
        XCTAssertEqual(vmgen("generate", in: project.path).code, .success)
        XCTAssertEqual(region("bump", of: Self.opsPath), Self.bumpBody)
        XCTAssertFalse(project.read(Self.opsPath)?.contains("\r") ?? true)
    }

    /// A record that is there but cannot be read (here a folder: the tests run as root, so an
    /// unreadable mode would not stop them) is no empty record: generate would create the files
    /// without their bodies, and import would replace it. Both stop, writing nothing.
    func testARecordThatCannotBeReadStopsGenerateAndImport() throws {
        XCTAssertEqual(importAll().code, .success)
        try moveAside()
        try project.remove(RegionHandOff.projectPath)
        try project.write(RegionHandOff.projectPath + "/kept.txt", "the user's\n")
        let before = project.files()
        let generated = vmgen("generate", in: project.path)
        XCTAssertEqual(generated.code, .usage, generated.err)
        XCTAssertTrue(generated.err.contains("cannot read .vmgen/hand-off.yml"), generated.err)
        XCTAssertEqual(project.files(), before, "nothing is written")
        try project.remove("Specs")
        let beforeImport = project.files()
        let imported = importAll()
        XCTAssertEqual(imported.code, .usage, imported.err)
        XCTAssertEqual(project.files(), beforeImport, "nothing is written")
        XCTAssertEqual(project.read(RegionHandOff.projectPath + "/kept.txt"), "the user's\n")
    }

    /// A record import cannot read is never replaced: the import writes nothing at all.
    func testABrokenRecordStopsTheImportWithItsPlace() throws {
        try project.write(RegionHandOff.projectPath, "bodies:\n  - file: \"x.swift\"\n    text: 3\n")
        let before = project.files()
        let run = importAll()
        XCTAssertEqual(run.code, .usage, run.err)
        XCTAssertTrue(run.err.contains("error: .vmgen/hand-off.yml:2:5: "), run.err)
        XCTAssertEqual(project.files(), before)
        XCTAssertEqual(project.read(RegionHandOff.projectPath), "bodies:\n  - file: \"x.swift\"\n    text: 3\n")
    }

    /// Importing again (the specs moved aside) records the same bodies once; a body changed
    /// since, while the first is not carried yet, is refused and nothing is written.
    func testImportingTwiceNeverReplacesABodyNotCarriedYet() throws {
        XCTAssertEqual(importAll().code, .success)
        let record = try XCTUnwrap(project.read(RegionHandOff.projectPath))
        try project.remove("Specs")
        XCTAssertEqual(importAll().code, .success)
        XCTAssertEqual(project.read(RegionHandOff.projectPath), record)

        try project.remove("Specs")
        try project.write(Self.opsPath, Self.operations(bump: "        storage.count += amount\n"))
        let refused = importAll()
        XCTAssertEqual(refused.code, .usage, refused.err)
        XCTAssertTrue(refused.err.contains("already holds another body for region 'bump'"), refused.err)
        XCTAssertFalse(project.exists("Specs/Counter.yml"))
        XCTAssertEqual(project.read(RegionHandOff.projectPath), record)
        // --dry-run says the same refusal, with the same exit code, and writes nothing either.
        let dryRun = importAll("--dry-run")
        XCTAssertEqual(dryRun.code, .usage, dryRun.err)
        XCTAssertTrue(dryRun.err.contains("already holds another body for region 'bump'"), dryRun.err)
        XCTAssertEqual(project.read(RegionHandOff.projectPath), record)
    }
}
