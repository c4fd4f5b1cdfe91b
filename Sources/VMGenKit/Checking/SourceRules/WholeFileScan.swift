#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Cheap tests the whole-file rules run before they walk a file's tokens: most files never
/// mention what such a rule looks for, and a byte search is far cheaper than a token walk.
extension SwiftSourceFile {
    /// Whether the file's bytes contain `needle` anywhere (code, comments or strings). The C
    /// library's `memchr` and `memcmp` are several times faster than a Swift loop in a debug
    /// build, and every file pays this once per rule.
    func mentions(_ needle: String) -> Bool {
        var needle = needle
        return needle.withUTF8 { needleBytes in
            bytes.withUnsafeBytes { haystack in
                guard let base = haystack.baseAddress, let needleBase = needleBytes.baseAddress, needleBytes.count <= haystack.count else { return false }
                let first = Int32(needleBytes[0])
                var offset = 0
                let last = haystack.count - needleBytes.count
                while offset <= last {
                    guard let found = memchr(base + offset, first, last - offset + 1) else { return false }
                    let position = base.distance(to: UnsafeRawPointer(found))
                    if memcmp(found, needleBase, needleBytes.count) == 0 { return true }
                    offset = position + 1
                }
                return false
            }
        }
    }

    /// Whether the file imports any of `modules`.
    func imports(anyOf modules: Set<String>) -> Bool {
        imports.contains { modules.contains($0.module) }
    }
}

/// Small readings of HTTP statuses in code.
enum HTTPStatusText {
    /// `401` → 401 when the number literal is an HTTP status (100…599), else nil.
    static func status(_ text: String) -> Int? {
        guard text.utf8.count == 3, let code = Int(text), (100...599).contains(code) else { return nil }
        return code
    }
}
