/// The hash the lint cache checks its header and sections against: whether the bytes read
/// are the bytes written, not what a file holds (that is `ContentHash`, which records across
/// vmgen versions compare and so never changes).
///
/// `lint --stdin` checks most of a large project's record (18 MB for 1,000,000 lines) on every
/// run. `ContentHash` mixes each word into two lanes, the second waiting for the first; this
/// mixes each word into one of four independent lanes, 32 bytes a round, in about half the
/// instructions. A record is only read by the vmgen that wrote it (its executable's stamp keys
/// it), so the function may change with the format line.
enum CacheChecksum {
    static func of(_ bytes: UnsafeRawBufferPointer) -> ContentHash {
        var lanes: (UInt64, UInt64, UInt64, UInt64) = (0x243F_6A88_85A3_08D3, 0x1319_8A2E_0370_7344, 0xA409_3822_299F_31D0, 0x082E_FA98_EC4E_6C89)
        let count = bytes.count
        var offset = 0
        while offset + 32 <= count {
            lanes.0 = mix(lanes.0, bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self), by: 0x9E37_79B9_7F4A_7C15)
            lanes.1 = mix(lanes.1, bytes.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self), by: 0xC2B2_AE3D_27D4_EB4F)
            lanes.2 = mix(lanes.2, bytes.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self), by: 0x1656_67B1_9E37_79F9)
            lanes.3 = mix(lanes.3, bytes.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self), by: 0x85EB_CA77_C2B2_AE63)
            offset += 32
        }
        // The last 0–31 bytes: whole words, then the rest in one, into the first lane.
        while offset + 8 <= count {
            lanes.0 = mix(lanes.0, bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self), by: 0x9E37_79B9_7F4A_7C15)
            offset += 8
        }
        if offset < count { lanes.0 = mix(lanes.0, bytes.tailWord(from: offset), by: 0x9E37_79B9_7F4A_7C15) }
        let length = UInt64(count)
        let high = ContentHash.Builder.avalanche(lanes.0 ^ lanes.1.rotatedLeft(by: 17) ^ length)
        let low = ContentHash.Builder.avalanche(lanes.2 ^ lanes.3.rotatedLeft(by: 43) &+ high)
        return ContentHash(high: high, low: low)
    }

    static func of(_ bytes: [UInt8]) -> ContentHash {
        bytes.withUnsafeBytes { of($0) }
    }

    @inline(__always)
    private static func mix(_ lane: UInt64, _ word: UInt64, by multiplier: UInt64) -> UInt64 {
        ((lane ^ UInt64(littleEndian: word)) &* multiplier).rotatedLeft(by: 31)
    }
}
