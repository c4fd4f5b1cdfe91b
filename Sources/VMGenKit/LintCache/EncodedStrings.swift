/// A few strings, matched in encoded bytes as `CacheWriter` writes a string outside an
/// interned blob (its length, then its UTF-8): a blob in which none of them occurs holds none
/// of them, so it need not be decoded to be searched. An occurrence may be a false one (the
/// bytes inside another string); the blob is then decoded and looked at properly.
struct EncodedStrings: Sendable {
    let strings: Set<String>
    private let patterns: [[UInt8]]
    /// Whether some pattern starts with the byte: most bytes start none, and are passed at once.
    private let starts: [Bool]

    init(_ strings: Set<String>) {
        self.strings = strings
        patterns = strings.sorted().map { text in
            var writer = CacheWriter()
            writer.string(text)
            return writer.bytes
        }
        var starts = [Bool](repeating: false, count: 256)
        for pattern in patterns { starts[Int(pattern[0])] = true }
        self.starts = starts
    }

    /// Whether one of the strings occurs in the rest of `reader`'s bytes.
    func occur(in reader: CacheReader) -> Bool {
        let bytes = UnsafeBufferPointer(rebasing: reader.bytes[reader.position..<reader.end])
        guard !patterns.isEmpty else { return false }
        var position = 0
        while position < bytes.count {
            if starts[Int(bytes[position])] {
                for pattern in patterns where position + pattern.count <= bytes.count {
                    if UnsafeBufferPointer(rebasing: bytes[position..<(position + pattern.count)]).elementsEqual(pattern) { return true }
                }
            }
            position += 1
        }
        return false
    }
}
