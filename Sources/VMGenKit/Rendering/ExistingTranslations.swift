/// The translations already in a generated localization file. Values a spec does not give
/// (a locale or key added by hand) are carried over verbatim on regeneration.
public struct ExistingTranslations: Sendable, Hashable {
    public enum Value: Sendable, Hashable {
        case text(String)
        case list([String])
    }

    /// locale → type name → key → value.
    public private(set) var values: [String: [String: [String: Value]]] = [:]

    public init() {}

    public var locales: [String] { values.keys.sorted() }

    public func value(locale: String, type: String, key: String) -> Value? {
        values[locale]?[type]?[key]
    }

    /// Reads a localization file. Returns diagnostics when it cannot be read, so the caller can
    /// leave the file alone instead of dropping the translations in it.
    public static func parse(_ bytes: [UInt8], path: String) -> (translations: ExistingTranslations, diagnostics: [Diagnostic]) {
        let parsed = YAMLParser.parse(bytes, file: path)
        var result = ExistingTranslations()
        guard !parsed.diagnostics.hasErrors else { return (result, parsed.diagnostics) }
        guard let root = parsed.root else { return (result, []) }
        guard let locales = root.mapping else {
            return (result, [.error("cannot read the translations in this file: it is not a mapping of locale → type → key", at: root.location, code: "localization")])
        }
        // A text vmgen wrote from the fallback locale is no translation of its own.
        let fallbacks = FallbackMarker.lines(bytes, root: root)
        for locale in locales {
            for type in locale.value.mapping ?? [] {
                for entry in type.value.mapping ?? [] where !fallbacks.contains(entry.keyLocation.line) {
                    let value: Value?
                    if let scalar = entry.value.scalar, !scalar.isNull {
                        value = .text(scalar.text)
                    } else if let items = entry.value.sequence {
                        value = .list(items.compactMap { $0.scalar?.text })
                    } else {
                        value = nil
                    }
                    if let value {
                        result.values[locale.key.text, default: [:]][type.key.text, default: [:]][entry.key.text] = value
                    }
                }
            }
        }
        return (result, [])
    }
}
