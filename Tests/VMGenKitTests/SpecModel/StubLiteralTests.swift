import Foundation
@testable import VMGenKit
import XCTest

/// The stub literal checks agree with Foundation, which the generated `stub()` runs on: every URL
/// vmgen accepts `URL(string:)` takes unchanged, every date vmgen accepts is a real calendar date
/// at the second Foundation gives it, every Double literal vmgen writes is the number the spec
/// wrote. (The checks are stricter than Foundation where Foundations differ: ASCII only, RFC 3986.)
final class StubLiteralTests: XCTestCase {
    func testEveryAcceptedURLIsOneURLStringTakesUnchanged() {
        var tried = 0
        var accepted = 0
        let bases = ["https://bedrock.example/a%@b", "https://bedrock.example/?q=%@", "https://bedrock.example/#%@",
                     "https://bed%@rock.example/", "https://fred%@@bedrock.example/", "%@https://bedrock.example/", "ht%@tp://bedrock.example"]
        var texts = Self.urls
        for base in bases {
            for value in 0x20...0x7E {
                texts.append(base.replacingOccurrences(of: "%@", with: String(Character(Unicode.Scalar(UInt8(value))))))
            }
        }
        for text in texts {
            tried += 1
            guard StubURL.problem(text) == nil else { continue }
            accepted += 1
            let url = URL(string: text)
            XCTAssertNotNil(url, "vmgen accepts '\(text)', URL(string:) does not")
            XCTAssertEqual(url?.absoluteString, text, "URL(string:) rewrites '\(text)'")
            XCTAssertNotNil(url?.scheme, "'\(text)' is not absolute")
        }
        XCTAssertGreaterThan(accepted, 300)
        XCTAssertLessThan(accepted, tried)
    }

    func testURLsThatWouldTrapOrChangeAreRefused() {
        for text in ["", " ", "bedrock.example", "/relative/path", "https://bedrock.example/a b", "https://bédrock.example",
                     "https://bedrock.example/%zz", "https://bedrock.example/%2", "https://bedrock.example:99999/",
                     "https://bedrock.example:8o/", "http://[::1/", "http://[bedrock]/", "https://bedrock.example/#a#b",
                     "https://bedrock.example/\u{0}", "https://bedrock.example/<script>", "https://bedrock.example/{x}",
                     "https://bedrock.example/a\\b", "1https://bedrock.example", ":bedrock"] {
            XCTAssertNotNil(StubURL.problem(text), "'\(text)' was accepted")
        }
        XCTAssertEqual(StubURL.problem(""), "an empty URL: URL(string: \"\") is nil, so stub() would trap; write e.g. https://bedrock.example/path")
    }

    private static let urls = [
        "https://bedrock.example", "https://bedrock.example/", "http://localhost:8080/api?x=1&y=2#top", "mailto:fred@bedrock.example",
        "ftp://bedrock.example/pub/file.txt", "urn:isbn:0451450523", "http://[::1]/", "http://[2001:db8::1]:8080/x", "http://127.0.0.1/",
        "https://bedrock.example/%20space", "file:///tmp/x", "tel:+1-555-0142", "data:text/plain;base64,SGVsbG8=", "x-custom+scheme.v1:opaque",
    ]

    func testDatesAreRealCalendarDatesAtFoundationsSecond() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try XCTUnwrap(TimeZone(identifier: "UTC"))
        // Foundation's Gregorian calendar is Julian before October 1582; vmgen's is proleptic (ISO 8601).
        for year in [1583, 1600, 1700, 1800, 1899, 1900, 1904, 1914, 1970, 2000, 2023, 2024, 2100, 2400, 9999] {
            for month in 0...13 {
                for day in 0...32 {
                    let text = String(format: "%04d-%02d-%02d", year, month, day)
                    let components = DateComponents(year: year, month: month, day: day)
                    let real = (1...12).contains(month) && (1...31).contains(day)
                        && calendar.date(from: components).map { calendar.dateComponents([.year, .month, .day], from: $0) == components } == true
                    let seconds = StubDate.secondsSince1970(text)
                    XCTAssertEqual(seconds != nil, real, text)
                    if let seconds, let date = calendar.date(from: components) {
                        XCTAssertEqual(Double(seconds), date.timeIntervalSince1970, text)
                    }
                }
            }
        }
        XCTAssertEqual(StubDate.secondsSince1970("1914-02-03T10:30:59Z"), StubDate.secondsSince1970("1914-02-03")! + 37_859)
        for text in ["1914-02-30", "1900-02-29", "1914-13-01", "1914-02-03T24:00:00Z", "1914-02-03T10:60:00Z", "1914-02-03T10:30:60Z",
                     "1914-02-03T10:30:00", "1914-02-03T10:30:00+01:00", "1914-02-03T10:30:00.5Z", "1914-2-3", "1914/02/03", "19140203", ""] {
            XCTAssertNil(StubDate.secondsSince1970(text), text)
        }
        XCTAssertEqual(try? StubDate.parse("1914-02-30").get(), nil)
        if case .failure(let problem) = StubDate.parse("2023-02-29") {
            XCTAssertEqual(problem.message, "'2023-02-29' is not a date: February 2023 has 28 days")
        } else {
            XCTFail("2023-02-29 was accepted")
        }
    }

    func testDoubleLiteralsAreTheNumberTheSpecWrote() throws {
        let texts = ["0", "-0", "+0", "42", "-42", "4.2", ".5", "-.5", "+.5", "5.", "-5.", "1e5", "1E5", "1e+5", "1e-5", "1.5e3", ".5e-3",
                     "5.e2", "0.1", "3.141592653589793238462643383279", "1.7976931348623157e308", "2.2250738585072014e-308", "007.50"]
        for text in texts {
            guard case .success(let literal) = StubNumber.double(text) else {
                XCTFail("'\(text)' was refused")
                continue
            }
            // A Swift float literal: digits on both sides of a point, or an exponent.
            XCTAssertNotNil(literal.range(of: #"^-?[0-9]+(\.[0-9]+)?([eE][+-]?[0-9]+)?$"#, options: .regularExpression), literal)
            XCTAssertTrue(literal.contains(".") || literal.lowercased().contains("e"), literal)
            XCTAssertEqual(Double(literal), Double(text), "\(text) → \(literal)")
            XCTAssertEqual(Double(literal)?.sign, Double(text)?.sign, "\(text) → \(literal)")
        }
        for text in ["1e999", "-1e999", "1e-999", "4.9e-324", "1e-310", ".inf", "-.inf", ".nan", "inf", "nan", "NaN", "1.2.3", "0x10", "1_000",
                     "e5", ".", "-", "1e", "1e+", " 1", "1 ", "١"] {
            XCTAssertThrowsError(try StubNumber.double(text).get(), "'\(text)' was accepted")
        }
    }

    func testIntsFitAnInt() {
        XCTAssertEqual(try? StubNumber.int(String(Int.max)).get(), Int.max)
        XCTAssertEqual(try? StubNumber.int(String(Int.min)).get(), Int.min)
        XCTAssertEqual(try? StubNumber.int("-0").get(), 0)
        XCTAssertEqual(try? StubNumber.int("+7").get(), 7)
        for text in ["9223372036854775808", "-9223372036854775809", "1.0", "1e3", "0x10", "", "-", "1_000", "٣"] {
            XCTAssertThrowsError(try StubNumber.int(text).get(), "'\(text)' was accepted")
        }
        if case .failure(let problem) = StubNumber.int("9223372036854775808") {
            XCTAssertEqual(problem.message, "'9223372036854775808' is out of range for an Int (-9223372036854775808 to 9223372036854775807)")
        }
    }

    func testSystemVersionsAreDigits() {
        XCTAssertNotNil(StubVersion.parts("1.2.3"))
        XCTAssertNotNil(StubVersion.parts("10.20.30"))
        for text in ["1.2", "1.2.3.4", "+1.2.3", "-1.2.3", "1.2.x", "1..3", "99999999999999999999.0.0", "١.٢.٣", ""] {
            XCTAssertNil(StubVersion.parts(text), text)
        }
    }

    /// A stub date is written with its date in a comment, so a reader of the generated code
    /// sees 1914-02-03, not -1764374400; import reads the comment's spelling back when it gives
    /// the same seconds, and the seconds when someone changed them and not the comment.
    func testAStubDateCarriesItsDateInACommentThatImportReadsBack() {
        XCTAssertEqual(StubDate.swiftLiteral("1914-02-03"), "Date(timeIntervalSince1970: -1764374400 /* 1914-02-03 */)")
        XCTAssertEqual(StubDate.swiftLiteral("1914-02-03T10:30:00Z"), "Date(timeIntervalSince1970: -1764336600 /* 1914-02-03T10:30:00Z */)")
        for text in ["1914-02-03", "1914-02-03T10:30:00Z", "2001-01-01"] {
            XCTAssertEqual(StubLiteral.yaml(StubDate.swiftLiteral(text), for: .plain(.date)), "\"\(text)\"", text)
        }
        // The seconds win over a comment that no longer says them.
        XCTAssertEqual(StubLiteral.yaml("Date(timeIntervalSince1970: 0 /* 1914-02-03 */)", for: .plain(.date)), "\"1970-01-01\"")
        XCTAssertEqual(StubLiteral.yaml("Date(timeIntervalSince1970: 0)", for: .plain(.date)), "\"1970-01-01\"")
    }
}
