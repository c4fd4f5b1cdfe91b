import Foundation

/// The last line of every generated Swift file: a hash of everything vmgen owns in it (the text
/// with the protected regions' contents left out). A file whose fingerprint no longer matches
/// was edited outside its regions, so vmgen reports it and leaves it untouched instead of
/// silently throwing the edit away.
public enum Fingerprint {
    public static let prefix = "// vmgen:fingerprint "

    /// `text` (ending in a newline) with its fingerprint line appended.
    public static func append(to text: String) -> String {
        text + prefix + hex(hash(ownedText(text))) + "\n"
    }

    public enum Verdict: Equatable, Sendable {
        case intact
        /// Edited outside the protected regions (or the fingerprint line was removed).
        case edited
        /// The regions themselves are malformed; see `ProtectedRegions.parse`.
        case unreadable
    }

    public static func verify(_ text: String) -> Verdict {
        guard let range = text.range(of: "\n" + prefix, options: .backwards) else { return .edited }
        let body = String(text[..<text.index(after: range.lowerBound)])
        let stored = text[range.upperBound...].trimmingCharacters(in: .whitespacesAndNewlines)
        guard case .success = ProtectedRegions.parse(body) else { return .unreadable }
        return hex(hash(ownedText(body))) == stored ? .intact : .edited
    }

    /// The text with each protected region's content removed (the marker lines stay).
    static func ownedText(_ text: String) -> String {
        guard case .success(let regions) = ProtectedRegions.parse(text), !regions.isEmpty else { return text }
        var result = ""
        var cursor = text.startIndex
        for region in regions {
            result += text[cursor..<region.content.startIndex]
            cursor = region.content.endIndex
        }
        result += text[cursor...]
        return result
    }

    /// FNV-1a, 64 bit: fast, stable across machines and Swift versions (unlike `Hasher`).
    static func hash(_ text: String) -> UInt64 {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01B3
        }
        return value
    }

    static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
