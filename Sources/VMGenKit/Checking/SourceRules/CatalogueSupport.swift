/// Small readings several catalogue rules share: where a file sits, and how a type is named.
extension SwiftSourceFile {
    /// Whether the file is test code: a folder called `Tests` or ending in `Tests` (`AppTests`,
    /// `AppUITests`), or a file named `…Tests.swift`. FOSMVVM's review applies its naming and
    /// shape checks to `Sources/**` only; tests build fixtures that bend them on purpose.
    var isTestSource: Bool {
        let components = path.split(separator: "/")
        return components.dropLast().contains { $0.hasSuffix("Tests") } || path.hasSuffix("Tests.swift")
    }
}

enum TypeNameWords {
    /// `UpdateBerthRequest` → `["Update", "Berth", "Request"]`; a run of capitals stays one
    /// word up to the next word (`URLFetchRequest` → `URL`, `Fetch`, `Request`).
    static func words(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        let characters = Array(name)
        for (index, character) in characters.enumerated() {
            let startsWord = character.isUppercase && !current.isEmpty
                && (!(current.last?.isUppercase ?? false) || (index + 1 < characters.count && characters[index + 1].isLowercase))
            if startsWord || character == "_" {
                words.append(current)
                current = ""
            }
            if character != "_" { current.append(character) }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}
