@testable import VMGenKit
import XCTest

/// An incremental run rebuilds an edited spec with the specs it mentions: `displaysError:
/// BerthDetailRequest` mentions the page BerthDetail, whose spec declares that request.
final class SpecSummaryMentionTests: XCTestCase {
    func testARequestNameMentionsItsPage() {
        let (documents, _) = Generator.parse([SpecFile(path: "Specs/A.yml", text: "viewModel: BerthDetailError\nhosting: client\ndoc: Request\ndisplaysError: BerthDetailRequest\n")])
        let words = SpecShape.words(documents.first?.root)
        XCTAssertTrue(words.contains("BerthDetail"), "\(words.sorted())")
        XCTAssertTrue(words.contains("BerthDetailRequest"))
        XCTAssertFalse(words.contains(""), "the word Request alone has no stem")
        XCTAssertTrue(words.contains("Request"))
    }
}
