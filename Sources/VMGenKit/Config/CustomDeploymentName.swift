/// The rule for the name of a deployment of the app's own (`app: deploymentURLs: custom:`),
/// stated once: a lowercase ASCII letter, then lowercase ASCII letters, digits, '_' and '-'.
/// FOSMVVM lowercases an overriding deployment's name, and a name reaches the app through an
/// environment variable (`FOS-DEPLOYMENT=qa`) or Info.plist: plain lowercase words only.
/// `AppSettingsLoader` checks names with it, and the config schema's `pattern` is written
/// from it, so an editor refuses what vmgen refuses.
enum CustomDeploymentName {
    /// The bytes a name starts with, and those that may follow.
    static let first: [ClosedRange<UInt8>] = [UInt8(ascii: "a")...UInt8(ascii: "z")]
    /// '-' last: `pattern` writes it as is, where a character class reads it literally.
    static let rest: [ClosedRange<UInt8>] = first + [
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_")...UInt8(ascii: "_"), UInt8(ascii: "-")...UInt8(ascii: "-"),
    ]

    static func isValid(_ name: String) -> Bool {
        guard let start = name.utf8.first, allows(start, first) else { return false }
        return name.utf8.allSatisfy { allows($0, rest) }
    }

    static func allows(_ byte: UInt8, _ ranges: [ClosedRange<UInt8>]) -> Bool {
        ranges.contains { $0.contains(byte) }
    }

    /// The rule as a JSON Schema (ECMA-262) pattern: `^[a-z][a-z0-9_-]*$`.
    static var pattern: String {
        "^[" + characterClass(first) + "][" + characterClass(rest) + "]*$"
    }

    private static func characterClass(_ ranges: [ClosedRange<UInt8>]) -> String {
        ranges.map { range in
            let low = String(UnicodeScalar(range.lowerBound))
            return range.count == 1 ? low : low + "-" + String(UnicodeScalar(range.upperBound))
        }.joined()
    }
}
