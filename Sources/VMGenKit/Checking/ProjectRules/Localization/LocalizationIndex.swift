/// Every key of every localization YAML file, flattened the way FOSMVVM's store reads them:
/// `locale → key` with nested mappings joined by `.`.
struct LocalizationIndex: Sendable {
    struct Entry: Sendable, Hashable {
        var locale: String
        var key: String
        var isList: Bool
        var location: SourceLocation
        /// A scalar's text (nil for a sequence).
        var value: String? = nil
    }

    var entries: [Entry] = []
    /// Whether the localization files hold any entry: `entries` may be only some of them
    /// (`lint --stdin` gives the rules the entries of the buffer's keys only).
    var hasEntries = false

    /// The entries of each file, in order: each file's are its own (`init(_:)` of it alone).
    init(entries: [Entry], hasEntries: Bool? = nil) {
        self.entries = entries
        self.hasEntries = hasEntries ?? !entries.isEmpty
    }

    init(_ files: [YAMLFile]) {
        for file in files where file.path.hasSuffix(".yml") && !file.diagnostics.hasErrors {
            guard let locales = file.root?.mapping else { continue }
            for locale in locales where Self.looksLikeLocale(locale.key.text) {
                flatten(locale.value, prefix: "", locale: locale.key.text.lowercased())
            }
        }
        hasEntries = !entries.isEmpty
    }

    private mutating func flatten(_ node: YAMLNode, prefix: String, locale: String) {
        for entry in node.mapping ?? [] {
            let key = prefix.isEmpty ? entry.key.text : prefix + "." + entry.key.text
            if entry.value.mapping != nil {
                flatten(entry.value, prefix: key, locale: locale)
            } else if !(entry.value.scalar?.isNull ?? false) {
                entries.append(Entry(locale: locale, key: key, isList: entry.value.sequence != nil, location: entry.keyLocation, value: entry.value.scalar?.text))
            }
        }
    }

    /// `en`, `es`, `en-GB`, `pt_BR`: a localization file's top-level keys.
    static func looksLikeLocale(_ text: String) -> Bool {
        let language = text.split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? ""
        return (2...3).contains(language.count) && language.allSatisfy { $0.isASCII && $0.isLetter }
    }

    /// Whether a YAML file is a localization file (all top-level keys are locales).
    static func isLocalizationFile(_ file: YAMLFile) -> Bool {
        guard let locales = file.root?.mapping, !locales.isEmpty else { return false }
        return locales.allSatisfy { looksLikeLocale($0.key.text) }
    }
}
