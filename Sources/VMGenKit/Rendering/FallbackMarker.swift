/// The YAML comment vmgen writes after a text it took from the fallback locale
/// (`fallbackLocale:` in vmgen.yml) for a locale the spec gives no text in. The comment is how
/// vmgen, reading the file again, knows the value is no translation: it is not carried over as
/// one, not counted as a person's text when the file is rewritten, and not imported.
enum FallbackMarker {
    static let prefix = "# FALLBACK:"

    /// The comment after a value that is `locale`'s text.
    static func comment(_ locale: String) -> String {
        "\(prefix) the '\(locale)' text; no text for this locale yet"
    }

    /// The lines of `bytes` (a parsed YAML file, `root`) that carry the fallback comment. A
    /// value's comment is on its key's line (after a scalar, or after the key of a list).
    static func lines(_ bytes: [UInt8], root: YAMLNode?) -> Set<Int> {
        Set(TranslationLosses.commentTexts(bytes, root: root).filter { $0.text.hasPrefix(prefix) }.map(\.line))
    }
}
