/// A 128-bit hash of a file's bytes, for telling whether an input or output is still what an
/// earlier run saw (`RunRecord`). Not cryptographic: it guards against accidents (an edit, a
/// checkout), not against someone forging a collision, like the stat-and-hash check of
/// `git status`. Stable across runs, machines and Swift versions (unlike `Hasher`), and fast:
/// it reads eight bytes at a time, on two independent lanes, so a no-op run can afford to hash
/// every spec.
public struct ContentHash: Hashable, Sendable, CustomStringConvertible {
    public var high: UInt64
    public var low: UInt64

    public init(high: UInt64, low: UInt64) {
        self.high = high
        self.low = low
    }

    public init(_ bytes: [UInt8]) {
        self = bytes.withUnsafeBytes { ContentHash($0) }
    }

    public init(_ bytes: UnsafeRawBufferPointer) {
        var builder = Builder()
        builder.add(bytes)
        self = builder.finish()
    }

    /// 32 lowercase hex digits.
    public var description: String { Fingerprint.hex(high) + Fingerprint.hex(low) }

    /// Parses `description`.
    public init?(hex: Substring) {
        guard hex.count == 32, let high = UInt64(hex.prefix(16), radix: 16), let low = UInt64(hex.suffix(16), radix: 16) else { return nil }
        self.init(high: high, low: low)
    }

    /// Hashes several pieces as one sequence. Each piece is hashed with its length, so
    /// `["ab", "c"]` and `["a", "bc"]` differ.
    public struct Builder: Sendable {
        private var a: UInt64 = 0x243F_6A88_85A3_08D3
        private var b: UInt64 = 0x1319_8A2E_0370_7344
        private var count: UInt64 = 0

        public init() {}

        public mutating func add(_ bytes: UnsafeRawBufferPointer) {
            mix(UInt64(bytes.count) ^ 0xA409_3822_299F_31D0)
            var offset = 0
            while offset + 8 <= bytes.count {
                mix(UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
                offset += 8
            }
            if offset < bytes.count { mix(bytes.tailWord(from: offset)) }
        }

        public mutating func add(_ bytes: [UInt8]) {
            bytes.withUnsafeBytes { add($0) }
        }

        public mutating func add(_ text: String) {
            var text = text
            text.withUTF8 { add(UnsafeRawBufferPointer($0)) }
        }

        public mutating func add(_ value: Int) {
            withUnsafeBytes(of: Int64(value).littleEndian) { add($0) }
        }

        public mutating func add(_ hash: ContentHash) {
            mix(hash.high)
            mix(hash.low)
        }

        @inline(__always)
        private mutating func mix(_ word: UInt64) {
            // Two lanes with different multipliers and rotations: a difference that cancels
            // in one does not cancel in the other.
            a = ((a ^ word) &* 0x9E37_79B9_7F4A_7C15).rotatedLeft(by: 31)
            b = ((b &+ word) &* 0xC2B2_AE3D_27D4_EB4F).rotatedLeft(by: 27) ^ a
            count &+= 1
        }

        public func finish() -> ContentHash {
            let high = Self.avalanche(a ^ count)
            let low = Self.avalanche(b &+ high)
            return ContentHash(high: high, low: low)
        }

        /// MurmurHash3's finalizer: every input bit reaches every output bit.
        static func avalanche(_ value: UInt64) -> UInt64 {
            var value = value
            value ^= value >> 33
            value = value &* 0xFF51_AFD7_ED55_8CCD
            value ^= value >> 33
            value = value &* 0xC4CE_B9FE_1A85_EC53
            value ^= value >> 33
            return value
        }
    }
}

extension UnsafeRawBufferPointer {
    /// The 1–7 bytes from `offset` to the end as one little-endian word, the rest zero: the
    /// last, partial word of what a hash reads eight bytes at a time.
    func tailWord(from offset: Int) -> UInt64 {
        var tail: UInt64 = 0
        for index in offset..<count { tail |= UInt64(self[index]) << (UInt64(index - offset) * 8) }
        return tail
    }
}

extension UInt64 {
    @inline(__always)
    func rotatedLeft(by count: UInt64) -> UInt64 {
        (self << count) | (self >> (64 - count))
    }
}
