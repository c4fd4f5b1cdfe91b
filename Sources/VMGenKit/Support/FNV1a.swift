/// FNV-1a, 64 bits: a hash of a few bytes that is the same in every run and on every machine
/// (Swift's `Hasher` is seeded per process), and cheap where no adversary chooses the input.
enum FNV1a {
    static func hash<Bytes: Sequence>(_ bytes: Bytes) -> UInt64 where Bytes.Element == UInt8 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return hash
    }
}
