extension SwiftSourceFile {
    /// Whether the file's bytes hold `word` anywhere (code, comment or string). A token whose
    /// text is or contains an ASCII word has that word's bytes in the file, so a rule looking
    /// for one skips a file without them at memory speed before walking its tokens. Most
    /// words a file lacks have a pair of bytes it lacks (`bytePairs`), and are not searched for.
    func mentions(_ word: String) -> Bool {
        var word = word
        return word.withUTF8 { needle in
            bytePairs.mayContain(needle) && bytes.withUnsafeBufferPointer { ByteSearch.contains(needle, in: $0) }
        }
    }
}
