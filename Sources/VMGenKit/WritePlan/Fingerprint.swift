import Foundation

/// The last line of every generated file: `// vmgen:fingerprint <hash>` (`#` in YAML), a hash
/// of the file's own path and of everything vmgen owns in it — in Swift the text with the
/// protected regions' contents left out, in YAML the whole text. A file whose fingerprint no
/// longer matches was edited (or copied or moved from another path), so vmgen does not treat
/// it as its own output: it reports it instead of silently throwing the edit away.
///
/// A localization file that holds translations its spec does not give (kept from the file by
/// an earlier run, see `ExistingTranslations`) says so after the hash, and the note is hashed
/// too: such a file holds hand-written text and is never deleted with its spec.
///
/// A Swift file whose protected regions start with code (a view's body, not an empty region
/// or a placeholder `ProtectedRegions.isTrivial` knows) notes after the hash what vmgen itself
/// put in them — `regions <hash of their names and contents>`, hashed too (`regionsHash`).
/// The note is made when the file is rendered (the template's starting code) and carried
/// over when the file is written again over itself (`carryingRegionsNote`): unchanged when
/// its regions hold anything else by then. So when no spec generates the file any more, regions that still hash to the note hold
/// only what vmgen wrote, and the file may go (`GeneratedFileProof.deletion`); one byte
/// changed in any region, and it is kept.
public enum Fingerprint {
    public static let prefix = "// vmgen:fingerprint "
    public static let yamlPrefix = "# vmgen:fingerprint "
    public static let keptNote = "(holds translations not in the spec)"
    static let regionsNote = "regions "

    /// The fingerprint line's start in files with `comment`.
    public static func prefix(_ comment: GeneratedHeader.Comment) -> String {
        comment == .swift ? prefix : yamlPrefix
    }

    /// Swift `text` (ending in a newline) generated at `path`, with its fingerprint line appended.
    public static func append(to text: String, path: String) -> String {
        append(to: text, path: path, comment: .swift)
    }

    /// `text` (ending in a newline) generated at `path`, with its fingerprint line appended;
    /// `keepsTranslations`: a localization file holding translations its spec does not give.
    /// `regions`: in Swift, the regions note to write (`carryingRegionsNote`); by default the
    /// hash of the regions `text` holds, when it holds any.
    public static func append(to text: String, path: String, comment: GeneratedHeader.Comment, keepsTranslations: Bool = false, regions: UInt64? = nil) -> String {
        append(to: text, path: path, comment: comment, keepsTranslations: keepsTranslations, regions: regions, notesRegions: true)
    }

    /// Swift `text` with the fingerprint line vmgen wrote before regions notes (for the tests
    /// of files an earlier vmgen wrote).
    static func appendWithoutRegionsNote(to text: String, path: String) -> String {
        append(to: text, path: path, comment: .swift, keepsTranslations: false, regions: nil, notesRegions: false)
    }

    private static func append(
        to text: String, path: String, comment: GeneratedHeader.Comment, keepsTranslations: Bool, regions: UInt64?, notesRegions: Bool
    ) -> String {
        var text = text
        let seed = pathHash(path)
        let (value, own) = text.withUTF8 { bytes -> (UInt64, UInt64?) in
            guard comment == .swift else { return (hash(bytes, continuing: seed), nil) }
            // Malformed regions cannot be left out, so the whole text is hashed.
            guard case .success(let regions) = ProtectedRegions.regionOffsets(in: bytes) else { return (hash(bytes, continuing: seed), nil) }
            // Only starting code a person might have written needs the note: regions left
            // empty or holding vmgen's placeholders (`ProtectedRegions.isTrivial`) are no
            // one's code anyway, and their files keep the line they had.
            let starting = regions.contains { !ProtectedRegions.isTrivial(content: Substring(decoding: UnsafeBufferPointer(rebasing: bytes[$0.content]), as: UTF8.self)) }
            return (ownedHash(bytes, regions: regions, seed: seed), starting ? regionsHash(bytes, regions: regions) : nil)
        }
        if comment == .swift, notesRegions, let note = regions ?? own {
            let written = regionsNote + hex(note)
            return text + prefix + hex(hash(Array(written.utf8), continuing: value)) + " " + written + "\n"
        }
        guard keepsTranslations, comment == .yaml else { return text + prefix(comment) + hex(value) + "\n" }
        return text + prefix(comment) + hex(hash(keptNoteBytes, continuing: value)) + " " + keptNote + "\n"
    }

    /// The hash of the names and contents of the protected regions in `bytes`, in order; nil
    /// when there are none or they are malformed.
    static func regionsHash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64? {
        guard case .success(let regions) = ProtectedRegions.regionOffsets(in: bytes) else { return nil }
        return regionsHash(bytes, regions: regions)
    }

    private static func regionsHash(_ bytes: UnsafeBufferPointer<UInt8>, regions: [(name: String, line: Int, content: Range<Int>)]) -> UInt64? {
        guard !regions.isEmpty else { return nil }
        var value = offsetBasis
        for region in regions {
            value = hash(Array(region.name.utf8) + [0x0A], continuing: value)
            value = hash(UnsafeBufferPointer(rebasing: bytes[region.content]), continuing: value)
            value = hash([0x00], continuing: value)
        }
        return value
    }

    /// The regions note of the Swift file `bytes` (what vmgen put in its regions, see above);
    /// nil without one. It is read as it stands: `verify` tells whether the line is intact.
    public static func regionsNote(_ bytes: [UInt8]) -> UInt64? {
        bytes.withUnsafeBufferPointer { bytes in
            guard let found = ByteSearch.lastIndex(of: swiftLineStart, in: bytes) else { return nil }
            return splitNote(storedHash(UnsafeBufferPointer(rebasing: bytes[(found + swiftLineStart.count)...]))).note
        }
    }

    /// Whether every protected region of the Swift file `bytes` holds exactly what vmgen put
    /// there (its regions note matches them).
    public static func regionsAsWritten(_ bytes: [UInt8]) -> Bool {
        guard let note = regionsNote(bytes) else { return false }
        return bytes.withUnsafeBufferPointer { regionsHash($0) } == note
    }

    /// `text` — a rendered Swift file merged over the file on disk, `old` — with the regions
    /// note it must carry, when both have one. When `old`'s regions held exactly what vmgen
    /// put there, every region of `text` does too (those kept, and the new ones' starting
    /// code): the note is theirs. Otherwise it stays `old`'s, which they do not match.
    public static func carryingRegionsNote(_ text: String, from old: [UInt8], path: String) -> String {
        guard let oldNote = regionsNote(old) else { return text }
        var bytes = Array(text.utf8)
        let note = regionsAsWritten(old) ? bytes.withUnsafeBufferPointer { regionsHash($0) } ?? oldNote : oldNote
        guard let rendered = regionsNote(bytes), rendered != note,
            let found = bytes.withUnsafeBufferPointer({ ByteSearch.lastIndex(of: swiftLineStart, in: $0) })
        else { return text }
        bytes.removeSubrange((found + 1)...)
        return append(to: String(decoding: bytes, as: UTF8.self), path: path, comment: .swift, regions: note)
    }

    /// A stored Swift fingerprint split into its hash and its regions note, if any.
    private static func splitNote(_ stored: String) -> (hash: String, note: UInt64?, written: String?) {
        let parts = stored.split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[1] + " " == regionsNote, parts[2].utf8.count == 16, let note = UInt64(parts[2], radix: 16) else { return (stored, nil, nil) }
        return (String(parts[0]), note, regionsNote + parts[2])
    }

    public enum Verdict: Equatable, Sendable {
        /// The file is as vmgen wrote it at this path (in Swift: outside the protected regions).
        case intact
        /// As `intact`, for a localization file that notes translations not in its spec.
        case intactWithKeptTranslations
        /// A Swift fingerprint of an earlier vmgen, which did not hash the path, matches: the
        /// text is vmgen's, but it may have been copied here from another path.
        case unbound
        /// There is no fingerprint line.
        case missing
        /// Edited outside the protected regions, copied or moved from another path, or the
        /// fingerprint line itself changed.
        case edited
        /// The regions themselves are malformed; see `ProtectedRegions.parse`.
        case unreadable
    }

    /// Swift `text` checked as the file at `path`.
    public static func verify(_ text: String, path: String) -> Verdict {
        verify(text, path: path, comment: .swift)
    }

    public static func verify(_ text: String, path: String, comment: GeneratedHeader.Comment) -> Verdict {
        var text = text
        return text.withUTF8 { verify($0, path: path, comment: comment) }
    }

    public static func verify(_ bytes: [UInt8], path: String, comment: GeneratedHeader.Comment) -> Verdict {
        bytes.withUnsafeBufferPointer { verify($0, path: path, comment: comment) }
    }

    private static let swiftLineStart = Array(("\n" + prefix).utf8)
    private static let yamlLineStart = Array(("\n" + yamlPrefix).utf8)
    private static let keptNoteBytes = Array(keptNote.utf8)

    static func verify(_ bytes: UnsafeBufferPointer<UInt8>, path: String, comment: GeneratedHeader.Comment) -> Verdict {
        let lineStart = comment == .swift ? swiftLineStart : yamlLineStart
        guard let found = ByteSearch.lastIndex(of: lineStart, in: bytes) else { return .missing }
        let body = UnsafeBufferPointer(rebasing: bytes[...found])
        let stored = storedHash(UnsafeBufferPointer(rebasing: bytes[(found + lineStart.count)...]))
        let seed = pathHash(path)
        guard comment == .swift else {
            let value = hash(body, continuing: seed)
            if stored == hex(value) { return .intact }
            return stored == hex(hash(keptNoteBytes, continuing: value)) + " " + keptNote ? .intactWithKeptTranslations : .edited
        }
        guard let value = ownedHash(body, seed: seed) else { return .unreadable }
        let (storedHash, _, written) = splitNote(stored)
        // With a regions note, the hash covers the note too.
        func expected(_ value: UInt64) -> String { hex(written.map { hash(Array($0.utf8), continuing: value) } ?? value) }
        if storedHash == expected(value) { return .intact }
        return storedHash == ownedHash(body, seed: offsetBasis).map(expected) ? .unbound : .edited
    }

    /// The text after the fingerprint prefix, without the blanks and line breaks around it.
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

    /// The hash every fingerprint of the file at `path` starts from: a file's fingerprint
    /// proves it only at its own path, never as a copy elsewhere.
    private static func pathHash(_ path: String) -> UInt64 {
        var bytes = Array(path.utf8)
        bytes.append(0x0A)
        return bytes.withUnsafeBufferPointer { hash($0, continuing: offsetBasis) }
    }

    /// The hash of `bytes` with each protected region's content left out (the marker lines
    /// stay), continuing `seed`; nil when the regions are malformed. Runs on the bytes: every
    /// generated Swift file is hashed when it is rendered and verified at every `generate`.
    private static func ownedHash(_ bytes: UnsafeBufferPointer<UInt8>, seed: UInt64) -> UInt64? {
        guard case .success(let regions) = ProtectedRegions.regionOffsets(in: bytes) else { return nil }
        return ownedHash(bytes, regions: regions, seed: seed)
    }

    private static func ownedHash(_ bytes: UnsafeBufferPointer<UInt8>, regions: [(name: String, line: Int, content: Range<Int>)], seed: UInt64) -> UInt64 {
        var value = seed
        var cursor = 0
        for region in regions {
            value = hash(UnsafeBufferPointer(rebasing: bytes[cursor..<region.content.lowerBound]), continuing: value)
            cursor = region.content.upperBound
        }
        return hash(UnsafeBufferPointer(rebasing: bytes[cursor...]), continuing: value)
    }

    /// FNV-1a, 64 bit: fast, stable across machines and Swift versions (unlike `Hasher`).
    private static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325

    private static func hash(_ bytes: [UInt8], continuing value: UInt64) -> UInt64 {
        bytes.withUnsafeBufferPointer { hash($0, continuing: value) }
    }

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
