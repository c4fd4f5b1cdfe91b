/// What a build's own files say about default actor isolation, read as text: the command line
/// finds and reads `Package.swift` and `project.pbxproj`; this decides from their bytes.
///
/// The reading is simple and leans one way: where vmgen cannot tell which code a MainActor
/// setting covers, it counts all of it as MainActor, so OBS-02 stays quiet rather than ask
/// for a `@MainActor` the build already gives.
public enum BuildIsolation {
    /// The folders of a Swift package whose code is MainActor by default, relative to the
    /// folder holding `Package.swift` (`.` for the whole package): each target whose
    /// `swiftSettings` hold `.defaultIsolation(MainActor.self)` — its `path:`, or the folders
    /// SwiftPM looks in for it (`Sources/<name>`, …). A setting outside a target's call (a shared
    /// list, a loop over `package.targets`) or a target vmgen cannot name covers the package.
    public static func mainActorFolders(inManifest bytes: [UInt8]) -> [String] {
        let file = SwiftSourceFile.parse(bytes, path: "Package.swift")
        let code = Array(file.codeTokens)
        var folders: [String] = []
        for position in code.indices where code[position].kind == .identifier && code[position].text == "defaultIsolation" {
            guard position + 2 < code.count, code[position + 1].is("(") else { continue }
            // `.defaultIsolation(nil)` is nonisolated; any other argument counts as MainActor.
            if code[position + 2].text == "nil" { continue }
            guard let open = enclosingTargetCall(of: position, in: code), let paths = targetFolders(openingAt: open, in: code) else { return ["."] }
            folders += paths
        }
        return Array(Set(folders)).sorted()
    }

    /// The folders of every target a package declares, relative to the folder holding
    /// `Package.swift`: its `path:`, or the folders SwiftPM looks in for its name. Nil when a
    /// target's name or path is not a plain string literal (vmgen cannot tell its folder).
    public static func targetFolders(inManifest bytes: [UInt8]) -> [String]? {
        let code = Array(SwiftSourceFile.parse(bytes, path: "Package.swift").codeTokens)
        var folders: [String] = []
        for open in code.indices where open >= 2 && code[open].is("(") && code[open - 1].kind == .identifier
            && targetKinds.contains(code[open - 1].text) && code[open - 2].is(".")
        {
            guard let paths = targetFolders(openingAt: open, in: code) else { return nil }
            folders += paths
        }
        return Array(Set(folders)).sorted()
    }

    /// Whether an Xcode project's (or an `.xcconfig` file's) build settings make code MainActor
    /// by default: `SWIFT_DEFAULT_ACTOR_ISOLATION` set to anything but `nonisolated`. vmgen
    /// does not map a project's targets to its files, so one such setting covers the project's
    /// folder, even where another target says nonisolated.
    public static func setsMainActor(buildSettings bytes: [UInt8]) -> Bool {
        let key = Array("SWIFT_DEFAULT_ACTOR_ISOLATION".utf8)
        var start = 0
        while let found = firstIndex(of: key, in: bytes, from: start) {
            start = found + key.count
            var cursor = start
            let skipBlanks = { while cursor < bytes.count, bytes[cursor] == 0x20 || bytes[cursor] == 0x09 || bytes[cursor] == UInt8(ascii: "\"") { cursor += 1 } }
            skipBlanks()
            guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "=") else { continue }
            cursor += 1
            skipBlanks()
            var end = cursor
            while end < bytes.count, ![0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ";"), UInt8(ascii: "\"")].contains(bytes[end]) { end += 1 }
            if !bytes[cursor..<end].elementsEqual("nonisolated".utf8) { return true }
        }
        return false
    }

    /// Target kinds that build Swift code with `swiftSettings`.
    static let targetKinds: Set<String> = ["target", "executableTarget", "testTarget", "macro"]

    /// The `(` of the `.target(…)` call around code position `position`, if any.
    private static func enclosingTargetCall(of position: Int, in code: [SwiftToken]) -> Int? {
        var depth = 0
        var cursor = position - 1
        while cursor >= 0 {
            let token = code[cursor]
            if token.is(")") || token.is("]") || token.is("}") {
                depth += 1
            } else if token.is("(") || token.is("[") || token.is("{") {
                if depth > 0 {
                    depth -= 1
                } else if token.is("("), cursor >= 2, code[cursor - 1].kind == .identifier, targetKinds.contains(code[cursor - 1].text), code[cursor - 2].is(".") {
                    return cursor
                }
            }
            cursor -= 1
        }
        return nil
    }

    /// The folders of the target whose call's arguments open at `open`: its `path:`, or where
    /// SwiftPM looks for a target of its name. Nil when the name or path is not a plain literal.
    private static func targetFolders(openingAt open: Int, in code: [SwiftToken]) -> [String]? {
        var depth = 0
        var name: String?
        var path: String?
        var cursor = open + 1
        while cursor < code.count {
            let token = code[cursor]
            if token.is("(") || token.is("[") || token.is("{") { depth += 1 }
            if token.is(")") || token.is("]") || token.is("}") {
                if depth == 0 { break }
                depth -= 1
            }
            if depth == 0, token.kind == .identifier, token.text == "name" || token.text == "path", cursor + 2 < code.count, code[cursor + 1].is(":"),
                cursor > open + 1 ? code[cursor - 1].is(",") : true
            {
                guard let text = plainLiteral(code[cursor + 2]) else { return nil }
                if token.text == "name" { name = text } else { path = text }
            }
            cursor += 1
        }
        if let path { return [path.isEmpty ? "." : path] }
        guard let name else { return nil }
        // SwiftPM's predefined folders; a test target's are Tests first.
        let roots = (code[open - 1].text == "testTarget" ? ["Tests"] : []) + ["Sources", "Source", "src", "srcs"]
        return roots.map { "\($0)/\(name)" }
    }

    /// The text of a string literal without escapes or interpolation: `"Sources/App"`.
    private static func plainLiteral(_ token: SwiftToken) -> String? {
        let text = token.text
        guard token.kind == .string, text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\""), !text.hasPrefix("\"\"\""), !text.contains(literal: "\\")
        else { return nil }
        return String(text.dropFirst().dropLast())
    }

    private static func firstIndex(of needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard needle.count <= bytes.count, start <= bytes.count - needle.count else { return nil }
        for index in start...(bytes.count - needle.count) where bytes[index] == needle[0] && bytes[index..<(index + needle.count)].elementsEqual(needle) {
            return index
        }
        return nil
    }
}
