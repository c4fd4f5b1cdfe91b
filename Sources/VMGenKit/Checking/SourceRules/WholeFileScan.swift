/// Cheap tests the whole-file rules run before they walk a file's tokens (with `mentions(_:)`,
/// SwiftSourceFile+Mentions.swift): most files never mention what such a rule looks for.
extension SwiftSourceFile {
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
