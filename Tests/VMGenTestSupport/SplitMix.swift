/// SplitMix64, seeded: the same sequence on every run, machine and Swift version, so a test
/// that draws random inputs fails the same way again from its seed (Foundation's generators
/// are not seeded). The fuzz driver's `FuzzRandom` is the same generator with per-input seeds.
public struct SplitMix {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<count` (`count` > 0).
    public mutating func below(_ count: Int) -> Int {
        Int(next() % UInt64(count))
    }
}
