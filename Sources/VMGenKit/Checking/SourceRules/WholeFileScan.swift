/// Cheap tests the whole-file rules run before they walk a file's tokens: most files never
/// mention what such a rule looks for, and a byte search is far cheaper than a token walk.
extension SwiftSourceFile {
    /// Whether the file's bytes contain `needle` anywhere (code, comments or strings).
    func mentions(_ needle: String) -> Bool {
        let needle = Array(needle.utf8)
        return bytes.withUnsafeBufferPointer { ByteSearch.contains(needle, in: $0) }
    }

    /// Whether the file imports any of `modules`.
    func imports(anyOf modules: Set<String>) -> Bool {
        imports.contains { modules.contains($0.module) }
    }

    /// The file imports FOSMVVM or its foundation (`FOSFoundation`, `FOSMVVMVapor`): the
    /// project follows FOSMVVM's conventions, so its rules apply to app code too.
    var usesFOSMVVM: Bool {
        imports(anyOf: ["FOSMVVM", "FOSFoundation", "FOSMVVMVapor"])
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
