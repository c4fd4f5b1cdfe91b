#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

extension SwiftSourceFile {
    /// Whether the file's bytes hold `word` anywhere (code, comment or string). A token whose
    /// text is or contains an ASCII word has that word's bytes in the file, so a rule looking
    /// for one skips a file without them at memory speed before walking its tokens.
    func mentions(_ word: String) -> Bool {
        var word = word
        return word.withUTF8 { needle in
            bytes.withUnsafeBufferPointer { haystack in
                guard let needleStart = needle.baseAddress, !needle.isEmpty else { return true }
                guard let start = haystack.baseAddress, haystack.count >= needle.count else { return false }
                // memchr finds each candidate first byte at memory speed, memcmp checks the rest
                // (memmem is a GNU extension Glibc's module does not offer).
                var from = 0
                let last = haystack.count - needle.count
                while from <= last, let found = memchr(start + from, Int32(needle[0]), last - from + 1) {
                    let at = start.distance(to: found.assumingMemoryBound(to: UInt8.self))
                    if memcmp(start + at, needleStart, needle.count) == 0 { return true }
                    from = at + 1
                }
                return false
            }
        }
    }
}
