import VMGenTestSupport
import XCTest

@testable import VMGenKit

/// `ByteSearch` anchors its memchr on the needle's rarest byte, not its first: these compare
/// it with a plain search at every position, where an off-by-one in the anchor arithmetic
/// (a match at the very start or end, a needle as long as the text) would show.
final class ByteSearchTests: XCTestCase {
    func testAgreesWithAPlainSearchOnGeneratedTexts() {
        var generator = SplitMix(seed: 0x5EED)
        let alphabet = Array("ab rg@Z(\n".utf8)
        for _ in 0..<4000 {
            let text = (0..<generator.below(24)).map { _ in alphabet[generator.below(alphabet.count)] }
            let needle = (0..<generator.below(5)).map { _ in alphabet[generator.below(alphabet.count)] }
            let expected = needle.isEmpty || (text.count >= needle.count && (0...(text.count - needle.count)).contains { text[$0..<($0 + needle.count)].elementsEqual(needle) })
            let found = text.withUnsafeBufferPointer { haystack in ByteSearch.contains(needle, in: haystack) }
            XCTAssertEqual(found, expected, "\(String(decoding: needle, as: UTF8.self)) in \(String(decoding: text, as: UTF8.self))")
        }
    }

    func testFindsAWordWhateverByteItIsAnchoredOn() {
        XCTAssertTrue("x.register(request: a)".contains(literal: "register(request:"))
        XCTAssertTrue("register".contains(literal: "register"))
        XCTAssertTrue("@ViewModel".contains(literal: "@ViewModel"))
        XCTAssertFalse("@ViewMode".contains(literal: "@ViewModel"))
        XCTAssertFalse("regster register(".contains(literal: "register(request:"))
        XCTAssertTrue("a.b".contains(literal: "."))
        XCTAssertTrue("Ünïcode Tésts".contains(literal: "Tésts"))
        XCTAssertTrue("anything".contains(literal: ""))
        XCTAssertEqual(ByteSearch.rarestByte(Array("register".utf8).withUnsafeBufferPointer { $0 }), 2, "the g")
    }
}
