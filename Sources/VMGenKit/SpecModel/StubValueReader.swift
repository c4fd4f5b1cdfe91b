/// Reads a property's `stub:` literal and checks it fits the property's type.
///
/// Stub values feed `stub()` for tests and previews; where a spec gives none, `Rendering`
/// uses FOSMVVM's reserved fake vocabulary.
struct StubValueReader {
    var reader: NodeReader

    mutating func value(_ node: YAMLNode, for type: TypeRef) -> StubValue? {
        switch type {
        case .optional(let wrapped):
            if let scalar = node.scalar, scalar.isNull, scalar.style == .plain { return .null }
            return value(node, for: wrapped)
        case .array(let element):
            guard let items = node.sequence else {
                reader.error("the stub of a \(type.swift) is a list, e.g. [ … ]", at: node.location)
                return nil
            }
            var values: [StubValue] = []
            for item in items {
                guard let value = value(item, for: element) else { return nil }
                values.append(value)
            }
            return .list(values)
        case .viewModel(let name):
            reader.error("a child ViewModel's stub comes from \(name)ViewModel.stub(); remove this 'stub'", at: node.location)
            return nil
        case .enumeration, .external:
            return scalarText(node, what: "the stub case").map(StubValue.string)
        case .plain(let plain):
            return plainValue(node, plain)
        }
    }

    private mutating func plainValue(_ node: YAMLNode, _ plain: PlainType) -> StubValue? {
        guard let text = scalarText(node, what: "the stub") else { return nil }
        let isPlain = node.scalar?.style == .plain
        switch plain {
        case .string, .url:
            return .string(text)
        case .int:
            if isPlain, let value = Int(text) { return .int(value) }
        case .double:
            if isPlain, Double(text) != nil, text.allSatisfy({ $0.isNumber || "+-.eE".contains($0) }) {
                return .double(text)
            }
        case .bool:
            if isPlain, text == "true" || text == "false" { return .bool(text == "true") }
        case .date:
            if StubDate.secondsSince1970(text) != nil { return .string(text) }
            reader.error("a Date stub is written YYYY-MM-DD or YYYY-MM-DDTHH:MM:SSZ (UTC), e.g. 1914-02-03", at: node.location)
            return nil
        case .uuid, .modelIdType:
            if UUIDText.isValid(text) { return .string(text) }
            reader.error("a \(plain.rawValue) stub is a UUID such as 00000000-0000-0000-0000-000000000042", at: node.location)
            return nil
        case .systemVersion:
            if StubVersion.parts(text) != nil { return .string(text) }
            reader.error("a SystemVersion stub is written major.minor.patch, e.g. 1.0.0", at: node.location)
            return nil
        case .modelIdentity:
            reader.error("a ModelIdentity has no literal stub; its stub comes from ModelIdentity.stub()", at: node.location)
            return nil
        }
        reader.error("'\(text)' is not \(SwiftNames.article(plain.rawValue)) \(plain.rawValue)", at: node.location)
        return nil
    }

    private mutating func scalarText(_ node: YAMLNode, what: String) -> String? {
        guard let scalar = node.scalar else {
            reader.error("\(what) must be a single value", at: node.location)
            return nil
        }
        return scalar.text
    }
}

/// `YYYY-MM-DD` or `YYYY-MM-DDTHH:MM:SSZ` → seconds since 1970 (UTC), computed by hand so
/// the result never depends on the machine's time zone or calendar.
enum StubDate {
    static func secondsSince1970(_ text: String) -> Int? {
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
        guard bytes.count == 10 || bytes.count == 20,
            bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
            let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
            (1...12).contains(month), (1...31).contains(day)
        else { return nil }
        var seconds = 0
        if bytes.count == 20 {
            guard bytes[10] == UInt8(ascii: "T"), bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
                bytes[19] == UInt8(ascii: "Z"),
                let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
                hour < 24, minute < 60, second < 60
            else { return nil }
            seconds = hour * 3600 + minute * 60 + second
        }
        return daysFromCivil(year: year, month: month, day: day) * 86_400 + seconds
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

enum UUIDText {
    static func isValid(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count == 36 else { return false }
        for (index, byte) in bytes.enumerated() {
            if [8, 13, 18, 23].contains(index) {
                if byte != UInt8(ascii: "-") { return false }
            } else if !((0x30...0x39).contains(byte) || (0x41...0x46).contains(byte) || (0x61...0x66).contains(byte)) {
                return false
            }
        }
        return true
    }
}

enum StubVersion {
    static func parts(_ text: String) -> (Int, Int, Int)? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) }),
            let major = Int(parts[0]), let minor = Int(parts[1]), let patch = Int(parts[2]),
            major >= 0, minor >= 0, patch >= 0
        else { return nil }
        return (major, minor, patch)
    }
}
