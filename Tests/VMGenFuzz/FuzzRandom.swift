/// SplitMix64: tiny, fast, and the same sequence on every machine and Swift version, so a
/// run is reproducible from its seed alone (Foundation's generators are not).
struct FuzzRandom {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    /// The generator of input `index` of `component` in a run with `seed`: every input can be
    /// rebuilt on its own, which is how the supervisor recovers the input a worker died on.
    init(seed: UInt64, component: String, index: Int) {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in component.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        var mixer = FuzzRandom(seed: seed ^ hash)
        state = mixer.next() ^ (UInt64(truncatingIfNeeded: index) &* 0xD1B5_4A32_D192_ED03)
        _ = next()
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<count` (`count` > 0).
    mutating func below(_ count: Int) -> Int {
        Int(next() % UInt64(max(count, 1)))
    }

    /// A number in `range`.
    mutating func number(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + below(range.count)
    }

    /// True `numerator` times in `denominator`.
    mutating func chance(_ numerator: Int, in denominator: Int) -> Bool {
        below(denominator) < numerator
    }

    mutating func pick<T>(_ items: [T]) -> T {
        items[below(items.count)]
    }

    /// Small numbers are much likelier than large ones: 1 half the time, 2 a quarter, …
    mutating func geometric(max limit: Int) -> Int {
        var count = 1
        while count < limit, chance(1, in: 2) { count += 1 }
        return count
    }
}
