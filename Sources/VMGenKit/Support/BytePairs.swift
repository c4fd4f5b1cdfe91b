/// Which pairs of adjacent bytes a text holds, each pair hashed to one of 2,048 bits: a word
/// with a pair of bytes the text lacks is not in the text, which the bits tell without a look
/// at the text.
///
/// Rules ask a file whether it mentions a word before they walk its tokens
/// (`SwiftSourceFile.mentions`), about forty words per file, and most files lack most of them:
/// on a FOSMVVM code base nine searches in ten find nothing, and nine in ten of those have a
/// pair of bytes the file lacks. Made once per file, in one pass over its bytes; a word whose
/// pairs are all there is searched for as before, so the answer never changes.
struct BytePairs: Sendable {
    private static let bitCount = 2_048
    private var bits: [UInt64]

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        var bits = [UInt64](repeating: 0, count: Self.bitCount / 64)
        bits.withUnsafeMutableBufferPointer { bits in
            guard bytes.count >= 2, let text = bytes.baseAddress, let bits = bits.baseAddress else { return }
            let raw = UnsafeRawPointer(text)
            for index in 0..<(bytes.count - 1) {
                let place = Self.place(raw.loadUnaligned(fromByteOffset: index, as: UInt16.self))
                bits[place >> 6] |= 1 << UInt64(place & 63)
            }
        }
        self.bits = bits
    }

    /// Whether the text may hold `needle`: false when a pair of its bytes is not in the text.
    /// A needle of fewer than two bytes may always be there.
    func mayContain(_ needle: UnsafeBufferPointer<UInt8>) -> Bool {
        guard needle.count >= 2, let start = needle.baseAddress else { return true }
        let raw = UnsafeRawPointer(start)
        return bits.withUnsafeBufferPointer { bits in
            for index in 0..<(needle.count - 1) {
                let place = Self.place(raw.loadUnaligned(fromByteOffset: index, as: UInt16.self))
                if bits[place >> 6] & (1 << UInt64(place & 63)) == 0 { return false }
            }
            return true
        }
    }

    /// The bit of a pair, its two bytes read as one 16-bit integer (in the machine's order,
    /// the same for the text and the needle): the top eleven bits of the pair times a large
    /// odd number (Fibonacci hashing), so that pairs of similar letters spread over the bits.
    @inline(__always)
    private static func place(_ pair: UInt16) -> Int {
        Int(truncatingIfNeeded: (UInt32(pair) &* 0x9E37_79B1) >> 21)
    }
}
