/// The literal forms a `stub:` may take, checked so that every value vmgen accepts becomes Swift
/// that compiles and a `stub()` that runs: no `URL(string:)!` or `UUID(uuidString:)!` that traps,
/// no date that rolls over into another month, no number the compiler rejects.
///
/// Each check returns the problem in words, or `nil` (and the value) when the text is fine.

/// `YYYY-MM-DD` or `YYYY-MM-DDTHH:MM:SSZ` → seconds since 1970 (UTC), computed by hand so
/// the result never depends on the machine's time zone or calendar.
enum StubDate {
    static let formats = "YYYY-MM-DD or YYYY-MM-DDTHH:MM:SSZ (UTC)"

    /// The Swift of a stub date: `Date(timeIntervalSince1970: -1764374400 /* 1914-01-30 */)`.
    /// The seconds are what Swift needs; the date in the comment is what a reader needs (the
    /// spec's own spelling). A comment inside the call, not after it, so the literal stays one
    /// expression wherever it stands (an argument list on one line, a default value).
    static func swiftLiteral(_ text: String) -> String {
        "Date(timeIntervalSince1970: \(secondsSince1970(text) ?? 0) /* \(text) */)"
    }

    static func secondsSince1970(_ text: String) -> Int? {
        if case .success(let seconds) = parse(text) { return seconds }
        return nil
    }

    /// The seconds, or why `text` is not a real date (`1914-02-30`, `25:00:00`, a time zone).
    static func parse(_ text: String) -> Result<Int, StubProblem> {
        let bytes = Array(text.utf8)
        func number(_ range: Range<Int>) -> Int? {
            guard range.upperBound <= bytes.count else { return nil }
            var value = 0
            for byte in bytes[range] {
                guard byte >= 0x30, byte <= 0x39 else { return nil }
                value = value * 10 + Int(byte - 0x30)
            }
            return value
        }
        let format = StubProblem("a Date stub is written \(formats), e.g. 1914-02-03 or 1914-02-03T10:30:00Z")
        guard bytes.count >= 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
            let year = number(0..<4), let month = number(5..<7), let day = number(8..<10)
        else { return .failure(format) }
        guard (1...12).contains(month) else {
            return .failure(StubProblem("'\(text)' is not a date: there is no month \(month)"))
        }
        let days = daysIn(month: month, year: year)
        guard (1...days).contains(day) else {
            return .failure(StubProblem("'\(text)' is not a date: \(monthNames[month - 1]) \(year) has \(days) days"))
        }
        var seconds = 0
        if bytes.count > 10 {
            guard bytes.count >= 19, bytes[10] == UInt8(ascii: "T"), bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
                let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19)
            else { return .failure(format) }
            guard bytes.count == 20, bytes[19] == UInt8(ascii: "Z") else {
                return .failure(StubProblem("a Date stub is in UTC: end the time with Z, e.g. \(String(decoding: bytes[0..<19], as: UTF8.self))Z (no other time zone or fraction of a second)"))
            }
            guard hour < 24, minute < 60, second < 60 else {
                return .failure(StubProblem("'\(text)' is not a time of day: hours are 00–23, minutes and seconds 00–59"))
            }
            seconds = hour * 3600 + minute * 60 + second
        } else if bytes.count != 10 {
            return .failure(format)
        }
        return .success(daysFromCivil(year: year, month: month, day: day) * 86_400 + seconds)
    }

    private static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December",
    ]

    /// Days of a month in the proleptic Gregorian calendar.
    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Howard Hinnant's days-from-civil algorithm (proleptic Gregorian calendar).
    static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let monthIndex = month > 2 ? month - 3 : month + 9
        let dayOfYear = (153 * monthIndex + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}

/// Why a stub literal cannot be used.
struct StubProblem: Error, Equatable {
    var message: String
    init(_ message: String) { self.message = message }
}

enum UUIDText {
    static func isValid(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count == 36 else { return false }
        for (index, byte) in bytes.enumerated() {
            if [8, 13, 18, 23].contains(index) {
                if byte != UInt8(ascii: "-") { return false }
            } else if !isHexDigit(byte) {
                return false
            }
        }
        return true
    }

    static func isHexDigit(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x46).contains(byte) || (0x61...0x66).contains(byte)
    }
}

enum StubVersion {
    /// `major.minor.patch`, each a run of ASCII digits that fits an `Int`.
    static func parts(_ text: String) -> (Int, Int, Int)? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3, parts.allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy { (0x30...0x39).contains($0) } }),
            let major = Int(parts[0]), let minor = Int(parts[1]), let patch = Int(parts[2])
        else { return nil }
        return (major, minor, patch)
    }
}
