/// The default actor isolation of a module's code (Swift 6.2, SE-0466): `MainActor` when the
/// target is built with `.defaultIsolation(MainActor.self)` (SwiftPM) or
/// `SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor` (Xcode, the default of new Xcode 26 apps);
/// there a class without an isolation of its own is `@MainActor` already.
public enum DefaultIsolation: String, Sendable, Hashable, CaseIterable {
    case mainActor = "MainActor"
    case nonisolated
}

extension ProjectConfig.Lint {
    /// Whether the linted file at `path` is compiled with MainActor default isolation: as
    /// `lint.defaultIsolation` says, else as the build says (`mainActorFolders`).
    public func isMainActorByDefault(_ path: String) -> Bool {
        if let defaultIsolation { return defaultIsolation == .mainActor }
        return mainActorFolders.contains { folder in
            if folder == "." { return !path.hasPrefix("/") }
            return path.hasPrefix(folder + "/")
        }
    }
}

extension ConfigLoader {
    /// `lint.defaultIsolation: MainActor | nonisolated`.
    static func defaultIsolation(_ node: YAMLNode, reader: inout NodeReader) -> DefaultIsolation? {
        guard let text = reader.string(node, what: "'defaultIsolation'") else { return nil }
        if let value = DefaultIsolation(rawValue: text) { return value }
        let names = DefaultIsolation.allCases.map(\.rawValue)
        reader.error("'defaultIsolation' is MainActor or nonisolated, not '\(text)'\(Suggestion.didYouMean(text, in: names))", at: node.location)
        return nil
    }
}
