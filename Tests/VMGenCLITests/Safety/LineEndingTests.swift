import Foundation
import VMGenTestSupport
import XCTest

/// A Git checkout with `core.autocrlf` (Windows) turns every line ending into CRLF (issue 17,
/// section 5). A difference in line endings alone is not a hand edit: such a generated file is
/// up to date when its text is (`--check` passes, `generate` writes nothing), is rewritten in
/// CRLF when its spec changes (protected-region code kept byte for byte), is deleted with its
/// spec — and a real edit in a CRLF file is still refused, byte for byte. Through the built
/// binary.
final class LineEndingTests: GeneratedProjectTestCase {
    private let factory = "Sources/WebServer/ViewModelFactories/Page0/Page0ViewModel+Factory.swift"
    private let viewModel = "Sources/ViewModels/Page0/Page0ViewModel.swift"

    override class var children: Int { 1 }

    private func files() -> [String: [UInt8]] {
        Reliability.contents(of: project.path)
    }

    /// What `git checkout` with `core.autocrlf=true` does: every LF of every text file
    /// (config, specs, generated files) becomes CRLF.
    private func checkOutWithCRLF() throws {
        for (path, bytes) in files() {
            var converted: [UInt8] = []
            for byte in bytes {
                if byte == 0x0A { converted.append(0x0D) }
                converted.append(byte)
            }
            try Data(converted).write(to: URL(fileURLWithPath: project.path + "/" + path))
        }
    }

    private func crlf(_ text: String) -> String {
        text.replacingOccurrences(of: "\n", with: "\r\n")
    }

    func testACRLFCheckoutOfAnUpToDateProjectIsUpToDate() throws {
        try checkOutWithCRLF()
        let before = files()
        XCTAssertTrue(before.keys.contains(viewModel) && before.keys.contains { $0.hasSuffix(".yml") && $0.hasPrefix("Sources/") })
        for options in [[], ["--no-cache"]] {
            let check = try run(["generate", "--check"] + options)
            XCTAssertEqual(check.status, 0, "\(options): \(check.output)")
            XCTAssertEqual(check.standardOutput, "", "\(options)")
            let generate = try run(["generate"] + options)
            XCTAssertEqual(generate.status, 0, "\(options): \(generate.output)")
            XCTAssertEqual(files(), before, "\(options): nothing is rewritten")
        }
        XCTAssertEqual(try run(["check"]).status, 0)
    }

    /// A spec change regenerates the CRLF files in CRLF: the text is what an LF project gets,
    /// and code in a protected region is kept exactly.
    func testAChangedSpecRewritesCRLFFilesInCRLFAndKeepsRegionCode() throws {
        let factoryText = try XCTUnwrap(project.read(factory))
        XCTAssertTrue(factoryText.contains("// vmgen:begin body\n"), factoryText)
        try project.write(factory, factoryText.replacingOccurrences(of: "// vmgen:begin body\n", with: "// vmgen:begin body\n        let mine = 1 // my own code\n"))
        XCTAssertEqual(try run(["generate"]).status, 0)
        try checkOutWithCRLF()

        try project.write("Specs/Page0.yml", crlf(Reliability.spec("Page0", children: 1, variant: " v2")))
        let generate = try run(["generate"])
        XCTAssertEqual(generate.status, 0, generate.output)
        let after = files()
        for (path, bytes) in after where path.hasPrefix("Sources/") {
            let text = String(decoding: bytes, as: UTF8.self)
            XCTAssertFalse(text.replacingOccurrences(of: "\r\n", with: "").contains("\n"), "\(path) is CRLF throughout")
        }
        XCTAssertTrue(try XCTUnwrap(project.read(viewModel)).contains("v2"), "the spec change reached the ViewModel")
        let factoryNow = try XCTUnwrap(project.read(factory))
        XCTAssertTrue(factoryNow.contains("// vmgen:begin body\r\n        let mine = 1 // my own code\r\n"), factoryNow)

        // The same change in an LF project gives the same text.
        let plain = try TemporaryFolder()
        try Reliability.makeProject(in: plain, pages: 2, children: 1)
        XCTAssertEqual(try Reliability.vmgen(["generate"], in: plain.path).status, 0)
        try plain.write(factory, try XCTUnwrap(plain.read(factory)).replacingOccurrences(of: "// vmgen:begin body\n", with: "// vmgen:begin body\n        let mine = 1 // my own code\n"))
        try plain.write("Specs/Page0.yml", Reliability.spec("Page0", children: 1, variant: " v2"))
        XCTAssertEqual(try Reliability.vmgen(["generate"], in: plain.path).status, 0)
        for (path, bytes) in Reliability.contents(of: plain.path) where path.hasPrefix("Sources/") {
            XCTAssertEqual(after[path].map { String(decoding: $0, as: UTF8.self) }, crlf(String(decoding: bytes, as: UTF8.self)), path)
        }
        let check = try run(["generate", "--check"])
        XCTAssertEqual(check.status, 0, check.output)
    }

    /// A real edit in a CRLF file is refused like one in an LF file, and the file is kept.
    func testAHandEditInACRLFFileIsStillRefused() throws {
        try checkOutWithCRLF()
        let text = try XCTUnwrap(project.read(viewModel))
        try project.write(viewModel, text.replacingOccurrences(of: "public struct Page0ViewModel", with: "// mine\r\npublic struct Page0ViewModel"))
        let edited = try XCTUnwrap(project.read(viewModel))
        let check = try run(["generate", "--check"])
        XCTAssertEqual(check.status, 1, check.output)
        XCTAssertTrue(check.standardOutput.contains("edited by hand \(viewModel)"), check.output)
        let generate = try run(["generate"])
        XCTAssertEqual(generate.status, 1, generate.output)
        XCTAssertTrue(generate.standardError.contains("\(viewModel) was edited outside its protected regions"), generate.standardError)
        XCTAssertEqual(project.read(viewModel), edited, "byte for byte")

        // A stray CR (not a line ending) is an edit too.
        let factoryText = try XCTUnwrap(project.read(factory))
        let first = try XCTUnwrap(factoryText.range(of: "public "))
        try project.write(factory, factoryText.replacingCharacters(in: first, with: "public\r "))
        let strayCR = try XCTUnwrap(project.read(factory))
        XCTAssertEqual(try run(["generate"]).status, 1)
        XCTAssertEqual(project.read(factory), strayCR)
    }

    /// The files of a removed spec are vmgen's, only in CRLF: they are deleted with it.
    func testTheCRLFFilesOfARemovedSpecAreDeleted() throws {
        try checkOutWithCRLF()
        try FileManager.default.removeItem(atPath: project.path + "/Specs/Page1.yml")
        let generate = try run(["generate"])
        XCTAssertEqual(generate.status, 0, generate.output)
        XCTAssertFalse(files().keys.contains { $0.hasPrefix("Sources/") && $0.contains("Page1") }, "\(files().keys.sorted())")
    }
}
