extension String {
    /// `split(separator:)` by an ASCII separator, with the same parts: found in the bytes when
    /// the text is ASCII, where each Character is one byte (but `"\r\n"`, which holds no other
    /// separator). Splitting by Characters costs a grapheme-break check per character, and
    /// rules split every file's path and many type names.
    func parts(separatedBy separator: Unicode.Scalar) -> [Substring] {
        precondition(separator.isASCII && separator != "\r" && separator != "\n", "an ASCII separator that no Character holds with another byte")
        let utf8 = self.utf8
        guard utf8.allSatisfy({ $0 < 0x80 }) else { return split(separator: Character(separator)) }
        let byte = UInt8(separator.value)
        var parts: [Substring] = []
        var start = utf8.startIndex
        var index = start
        while index != utf8.endIndex {
            if utf8[index] == byte {
                if start != index { parts.append(self[start..<index]) }
                start = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        if start != utf8.endIndex { parts.append(self[start..<utf8.endIndex]) }
        return parts
    }

    /// The last of `parts(separatedBy:)`, or the whole text when there is none (as
    /// `split(separator:).last ?? text`).
    func lastPart(separatedBy separator: Unicode.Scalar) -> String {
        parts(separatedBy: separator).last.map(String.init) ?? self
    }

    /// `firstIndex(of:)` an ASCII Character, found in the bytes of ASCII text.
    func firstIndex(ofASCII scalar: Unicode.Scalar) -> String.Index? {
        precondition(scalar.isASCII && scalar != "\r" && scalar != "\n", "an ASCII Character of one byte")
        guard utf8.allSatisfy({ $0 < 0x80 }) else { return firstIndex(of: Character(scalar)) }
        return utf8.firstIndex(of: UInt8(scalar.value))
    }
}
