import Foundation
import VMGenTestSupport
import XCTest

/// vmgen's own repository address is written in one place (issue 31): a line near the top of
/// the README. Every snippet a user pastes — the CI job, the pre-commit hook, the package
/// dependency, the artifact bundle's URL — writes `VMGEN_REPOSITORY` for it, so a fork changes
/// that one line.
final class RepositoryAddressTests: XCTestCase {
    /// What a user reads and pastes: the README, the docs and man page, the hooks file, scripts.
    private func userFacingFiles() throws -> [String: String] {
        var paths = ["README.md", ".pre-commit-hooks.yaml"]
        for folder in ["docs", "scripts"] {
            let names = try FileManager.default.contentsOfDirectory(atPath: Repository.root + "/" + folder).sorted()
            paths += names.filter { !$0.hasPrefix(".") }.map { folder + "/" + $0 }
        }
        var files: [String: String] = [:]
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: Repository.root + "/" + path, isDirectory: &isFolder), !isFolder.boolValue else { continue }
            files[path] = try String(contentsOfFile: Repository.root + "/" + path, encoding: .utf8)
        }
        return files
    }

    /// `https://github.com/<owner>/vmgen` and its `.git`, `/blob/…`, `/releases/…` forms.
    private static let address = try! NSRegularExpression(pattern: #"https://github\.com/[^/\s`*"]+/vmgen\b"#)

    func testTheREADMENamesTheRepositoryOnceNearTheTopAndNothingElseDoes() throws {
        var found: [String] = []
        for (path, text) in try userFacingFiles().sorted(by: { $0.key < $1.key }) {
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let range = NSRange(line.startIndex..., in: line)
                if Self.address.firstMatch(in: String(line), range: range) != nil { found.append("\(path):\(index + 1)") }
            }
        }
        XCTAssertEqual(found.count, 1, "the repository's address is written in more than one place: \(found)")
        let line = try XCTUnwrap(found.first.flatMap { Int($0.split(separator: ":").last ?? "") })
        XCTAssertTrue(found.first?.hasPrefix("README.md:") ?? false, "\(found)")
        XCTAssertLessThan(line, 40, "the README names the repository near its top")
        let readme = try XCTUnwrap(try userFacingFiles()["README.md"])
        XCTAssertTrue(readme.contains("`VMGEN_REPOSITORY`"), "the README says what VMGEN_REPOSITORY stands for")
    }

    /// Each snippet that needs the address has `VMGEN_REPOSITORY` where it goes.
    func testEverySnippetThatNeedsTheAddressWritesTheName() throws {
        let files = try userFacingFiles()
        let readme = try XCTUnwrap(files["README.md"])
        for snippet in [
            "git clone --depth 1 VMGEN_REPOSITORY.git /tmp/vmgen",
            "  - repo: VMGEN_REPOSITORY",
            #".package(url: "VMGEN_REPOSITORY.git", from: "0.1.0")"#,
            #"url: "VMGEN_REPOSITORY/releases/download/0.1.0/vmgen-0.1.0.artifactbundle.zip""#,
        ] {
            XCTAssertTrue(readme.contains(snippet), snippet)
        }
        XCTAssertTrue(try XCTUnwrap(files[".pre-commit-hooks.yaml"]).contains("#     - repo: VMGEN_REPOSITORY"))
    }
}
