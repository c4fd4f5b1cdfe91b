/// The translations of FOSMVVM localization YAML (`locale: TypeName: key: value`), read so
/// `vmgen import` can put each text's words in every locale into the spec.
struct LocalizationTable {
    struct Translation {
        var locale: String
        var value: String
        /// The items, when the YAML gives a list of texts (a compound's pieces or separator).
        var list: [String]? = nil
        var location: SourceLocation
    }

    /// Locales in the order first met, so specs list them the way the project's files do.
    private(set) var locales: [String] = []
    /// type name → key → translations in locale order.
    private var entries: [String: [String: [Translation]]] = [:]
    /// Every `(type, key)` in the order read, with its first place, for the unused-key notes.
    private var order: [(type: String, key: String, location: SourceLocation)] = []
    private var used: Set<String> = []
    private(set) var notes: [ImportNote] = []

    init(_ files: [ImportSource]) {
        for file in files { read(file) }
    }

    private mutating func read(_ file: ImportSource) {
        let parsed = YAMLParser.parse(file.text, file: file.path)
        // vmgen's placeholder for a locale the spec gave no text in (`key: ""  # UNRATIFIED…`,
        // a compound's pieces and separator `key: []  # UNRATIFIED…`): no translation, so the
        // imported spec leaves that locale out as the original did.
        placeholders = Set(file.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { number, line in
            line.contains("\"\"  # UNRATIFIED") || line.contains("[]  # UNRATIFIED") ? number + 1 : nil
        })
        // A text vmgen wrote from the fallback locale (`# FALLBACK…`) is that locale's, not a
        // translation in this one: the imported spec leaves this locale out too.
        fallbacks = FallbackMarker.lines(Array(file.text.utf8), root: parsed.root)
        for diagnostic in parsed.diagnostics {
            notes.append(ImportNote(location: diagnostic.location ?? SourceLocation(file: file.path, line: 1, column: 1), message: "this YAML file could not be read fully, so its translations may be missing: \(diagnostic.message)"))
        }
        guard let root = parsed.root?.mapping else { return }
        for localeEntry in root {
            let locale = localeEntry.key.text
            guard let types = localeEntry.value.mapping else {
                notes.append(ImportNote(location: localeEntry.keyLocation, message: "'\(locale)' is not carried: a localization file maps locale → type → key → text"))
                continue
            }
            if !locales.contains(locale) { locales.append(locale) }
            for typeEntry in types {
                let type = typeEntry.key.text
                guard let keys = typeEntry.value.mapping else {
                    notes.append(ImportNote(location: typeEntry.keyLocation, message: "'\(locale).\(type)' is not carried: expected a mapping of keys to text"))
                    continue
                }
                for keyEntry in keys {
                    add(locale: locale, type: type, key: keyEntry.key.text, entry: keyEntry)
                }
            }
        }
    }

    /// The lines of the file being read that hold vmgen's placeholder for a missing text.
    private var placeholders: Set<Int> = []
    /// The lines of the file being read that hold a fallback text vmgen wrote.
    private var fallbacks: Set<Int> = []

    private mutating func add(locale: String, type: String, key: String, entry: YAMLEntry) {
        if entry.value.scalar?.text == "" || entry.value.sequence?.isEmpty == true, placeholders.contains(entry.keyLocation.line) { return }
        if fallbacks.contains(entry.keyLocation.line) { return }
        if let nested = entry.value.mapping {
            // `{X}FieldsMessages: name: title: …`: a nested key is read as `name.title`.
            for inner in nested { add(locale: locale, type: type, key: key + "." + inner.key.text, entry: inner) }
            return
        }
        let items = entry.value.sequence?.compactMap { $0.scalar.flatMap { $0.isNull ? nil : $0.text } }
        let list = items.flatMap { $0.count == entry.value.sequence?.count && !$0.isEmpty ? $0 : nil }
        guard let scalar = entry.value.scalar.flatMap({ $0.isNull ? nil : $0 })?.text ?? (list != nil ? "" : nil) else {
            notes.append(ImportNote(location: entry.keyLocation, message: "translation '\(type).\(key)' (\(locale)) is not carried: only texts, lists of texts and mappings of them are imported"))
            return
        }
        if entries[type]?[key]?.contains(where: { $0.locale == locale }) == true {
            notes.append(ImportNote(location: entry.keyLocation, message: "translation '\(type).\(key)' (\(locale)) is not carried: an earlier file already gives it"))
            return
        }
        if entries[type]?[key] == nil { order.append((type, key, entry.keyLocation)) }
        entries[type, default: [:]][key, default: []].append(Translation(locale: locale, value: scalar, list: list, location: entry.keyLocation))
    }

    /// The translations of `key` of `type`, marking them used.
    mutating func translations(type: String, key: String) -> [Translation] {
        used.insert(type + "." + key)
        return entries[type]?[key] ?? []
    }

    /// The YAML files that gave a text of an imported spec: `whole` when every translation in
    /// the file was carried (nothing in it has a note), `partly` when it also holds something
    /// the import did not carry. Both are sorted.
    var carriedFiles: (whole: [String], partly: [String]) {
        var usedFiles: Set<String> = []
        var unusedFiles = Set((notes + unusedNotes).map(\.location.file))
        for (type, keys) in entries {
            for (key, translations) in keys {
                let isUsed = used.contains(type + "." + key)
                for translation in translations {
                    if isUsed { usedFiles.insert(translation.location.file) } else { unusedFiles.insert(translation.location.file) }
                }
            }
        }
        return (usedFiles.subtracting(unusedFiles).sorted(), usedFiles.intersection(unusedFiles).sorted())
    }

    /// One note per translation no imported text asked for: it would be lost on regenerating.
    var unusedNotes: [ImportNote] {
        order.filter { !used.contains($0.type + "." + $0.key) }.map {
            ImportNote(location: $0.location, message: "translation '\($0.type).\($0.key)' is not carried: no imported text uses it")
        }
    }
}
