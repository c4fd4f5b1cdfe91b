import Foundation

/// The last line of every generated Swift file: a hash of everything vmgen owns in it (the text
/// with the protected regions' contents left out). A file whose fingerprint no longer matches
/// was edited outside its regions, so vmgen reports it and leaves it untouched instead of
/// silently throwing the edit away.
public enum Fingerprint {
    public static let prefix = "// vmgen:fingerprint "

    /// `text` (ending in a newline) with its fingerprint line appended.
    public static func append(to text: String) -> String {
        var text = text
        let value = text.withUTF8 { bytes in
            // Malformed regions cannot be left out, so the whole text is hashed.
            ownedHash(bytes) ?? hash(bytes, continuing: offsetBasis)
        }
        return text + prefix + hex(value) + "\n"
    }

    public enum Verdict: Equatable, Sendable {
        case intact
        /// Edited outside the protected regions (or the fingerprint line was removed).
        case edited
        /// The regions themselves are malformed; see `ProtectedRegions.parse`.
        case unreadable
    }

    private static let lineStart = Array(("\n" + prefix).utf8)

    public static func verify(_ text: String) -> Verdict {
        var text = text
        return text.withUTF8 { bytes in
            guard let found = ByteSearch.lastIndex(of: lineStart, in: bytes) else { return .edited }
            let body = UnsafeBufferPointer(rebasing: bytes[...found])
            guard let value = ownedHash(body) else { return .unreadable }
            return storedHash(UnsafeBufferPointer(rebasing: bytes[(found + lineStart.count)...])) == hex(value) ? .intact : .edited
        }
    }

    /// The hex digits after the fingerprint prefix, without the blanks and line breaks around them.
    private static func storedHash(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        guard bytes.allSatisfy({ $0 < 0x80 }) else {
            return String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        }
        func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }
        var start = 0
        var end = bytes.count
        while start < end, isBlank(bytes[start]) { start += 1 }
        while end > start, isBlank(bytes[end - 1]) { end -= 1 }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }

    /// The hash of `bytes` with each protected region's content left out (the marker lines
    /// stay); nil when the regions are malformed. Runs on the bytes: every generated Swift
    /// file is hashed when it is rendered and verified at every `generate`.
    private static func ownedHash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64? {
        guard case .success(let regions) = ProtectedRegions.regionOffsets(in: bytes) else { return nil }
        var value = offsetBasis
        var cursor = 0
        for region in regions {
            value = hash(UnsafeBufferPointer(rebasing: bytes[cursor..<region.content.lowerBound]), continuing: value)
            cursor = region.content.upperBound
        }
        return hash(UnsafeBufferPointer(rebasing: bytes[cursor...]), continuing: value)
    }

    /// FNV-1a, 64 bit: fast, stable across machines and Swift versions (unlike `Hasher`).
    private static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325

    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>, continuing value: UInt64) -> UInt64 {
        var value = value
        for byte in bytes {
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
