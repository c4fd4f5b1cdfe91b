/// Bytes of the lint cache shared by every value decoded from them: a file's facts keep the
/// ranges of their parts and decode a part only when a run needs it.
public final class CacheBytes: Sendable {
    public let bytes: [UInt8]

    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// `body` with a reader over `range`, where a location without a path is in `contextPath`;
    /// nil unless it reads the range exactly. `leavingStrings`: the strings of an interned blob
    /// stay in these bytes until asked for (`StringTable`), as the earlier merged index is read.
    func read<Value>(
        _ range: Range<Int>, contextPath: String? = nil, leavingStrings: Bool = false, _ body: (inout CacheReader) throws(CacheReader.Malformed) -> Value
    ) -> Value? {
        guard range.lowerBound >= 0, range.upperBound <= bytes.count else { return nil }
        return bytes.withUnsafeBufferPointer { buffer in
            var reader = CacheReader(buffer, range: range, contextPath: contextPath, lazyStringsIn: leavingStrings ? self : nil)
            guard let value = try? body(&reader), reader.isAtEnd else { return nil }
            return value
        }
    }

    func slice(_ range: Range<Int>) -> ArraySlice<UInt8>? {
        guard range.lowerBound >= 0, range.upperBound <= bytes.count else { return nil }
        return bytes[range]
    }
}

extension CacheWriter {
    /// What `body` writes, as bytes of their own (the value the facts of a new file keep).
    static func encode(contextPath: String? = nil, _ body: (inout CacheWriter) -> Void) -> [UInt8] {
        var writer = CacheWriter(contextPath: contextPath)
        body(&writer)
        return writer.bytes
    }
}
