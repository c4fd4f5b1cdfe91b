@testable import VMGenKit
import XCTest

/// STUB-05 keeps to what is really personal data: a phone number, not every digit string a
/// stub may hold (real identifiers look like ISBNs, versions, order numbers and dates).
final class StubPhoneNumberTests: XCTestCase {
    func testPhoneNumbersAreFound() {
        for text in ["+1 415 867 5309", "(415) 867-5309", "415 867 5309", "867-5309", "+44 20 7946 0958", "415.867.5309", "+4915112345678"] {
            XCTAssertTrue(StubVocabularyRule.isPhoneNumber(text), text)
        }
    }

    func testOtherIdentifiersAreNot() {
        for text in [
            "978-0-00-000042-1", "9780000000421", "979-10-90636-07-1",  // ISBN-13
            "1.42.0", "10.0.0.1", "2024.1.15",  // versions, addresses
            "2024-000123", "1914-000042", "INV-2024-0042", "SKU-42-1914",  // order numbers, SKUs
            "1914-02-03", "03.02.1914", "DE89 3704 0044 0532 0130 00",  // dates, an IBAN
            "555-0142", "+1 555 0142", "42", "123456",  // fiction, too short
            "4158675309",  // digits alone: an id as likely as a phone
        ] {
            XCTAssertFalse(StubVocabularyRule.isPhoneNumber(text), text)
        }
    }
}
