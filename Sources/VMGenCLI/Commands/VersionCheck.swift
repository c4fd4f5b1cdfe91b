import VMGenKit

/// Refuses to run a project whose `vmgen_version:` this vmgen does not satisfy, so a team never
/// regenerates with an older or newer generator than the one its output was made with.
enum VersionCheck {
    static let key = "vmgen_version"

    /// Why `current` cannot run a project requiring `requirement`, or `nil` when it can.
    static func problem(requirement: String, current: String, location: SourceLocation?) -> Diagnostic? {
        guard let wanted = VersionRequirement(requirement) else {
            return .error("'\(key)' must be a version requirement such as \(VersionRequirement.forms); '\(requirement)' is not one",
                at: location, code: "config")
        }
        guard let version = SemanticVersion(current) else {
            return .error("this vmgen's own version '\(current)' is not a semantic version, so it cannot check '\(key): \(requirement)'",
                at: location, code: "config")
        }
        guard !wanted.isSatisfied(by: version) else { return nil }
        let advice = wanted.isTooOld(version)
            ? "this vmgen is older: install a vmgen that satisfies it (see the README's Install section)"
            : "this vmgen is newer: install a vmgen that satisfies it, or raise '\(key)' once the project is regenerated with this one"
        return .error("this project needs vmgen \(wanted), but this is vmgen \(current); \(advice)", at: location, code: "config")
    }

    /// Where the `vmgen_version` value is in the config text, for the error's caret. Read with
    /// vmgen's own YAML parser, never by hand.
    static func location(inConfig bytes: [UInt8], file: String) -> SourceLocation? {
        let parsed = YAMLParser.parse(bytes, file: file)
        return parsed.root?.mapping?.first { $0.key.text == key }?.value.location
    }
}
