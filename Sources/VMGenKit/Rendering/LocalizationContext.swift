/// The template context of `Localization.yml.template`: exactly the keys FOSMVVM derives for
/// the ViewModel's localized properties (`locale → TypeName → property`) and its enums' cases
/// (`locale → EnumName → case`), with the spec's text, else the file's existing text.
struct LocalizationContext {
    /// What the file localizes: a ViewModel (its text, enums and its spec's request errors),
    /// or the errors of a request a spec declares (its file of their messages).
    enum Source {
        case viewModel(ViewModelSpec)
        case requestErrors(ResponseErrorSpec)
    }

    let source: Source
    let locales: [String]
    let existing: ExistingTranslations
    /// `fallbackLocale:` of vmgen.yml: its text is written, marked, where a configured locale
    /// has none.
    let fallbackLocale: String?

    init(viewModel: ViewModelSpec, locales: [String], fallbackLocale: String? = nil, existing: ExistingTranslations) {
        self.init(source: .viewModel(viewModel), locales: locales, fallbackLocale: fallbackLocale, existing: existing)
    }

    init(source: Source, locales: [String], fallbackLocale: String? = nil, existing: ExistingTranslations) {
        self.source = source
        self.locales = locales
        self.fallbackLocale = fallbackLocale
        self.existing = existing
    }

    /// One YAML key of one type, with its text per locale from the spec.
    private struct Entry {
        var key: String
        var isList: Bool
        var text: [String: String] = [:]
        var items: [String: [String]] = [:]
        /// A one-item list standing for one text (a compound separator): a scalar the file holds
        /// from before is carried over as its item.
        var isSingleItem = false
    }

    private struct TypeEntries {
        var name: String
        var entries: [Entry]
    }

    /// The configured locales, then any a person added to the file by hand (kept, never
    /// lost). Text a spec has in another locale is not written: LOC-10 reports it.
    private func allLocales() -> [String] {
        locales + Set(existing.locales).subtracting(locales).sorted()
    }

    /// Whether the file holds text the spec does not give, carried over from the file as it
    /// was (a locale or translation added by hand): its fingerprint says so, and such a file
    /// is never deleted with its spec.
    var keepsTranslations: Bool {
        let types = typeEntries
        return allLocales().contains { locale in
            let configured = locales.contains(locale)
            return types.contains { type in
                type.entries.contains { entry in
                    let fromSpec = configured && (entry.isList ? entry.items[locale] != nil : entry.text[locale] != nil)
                    return !fromSpec && kept(entry, type: type.name, locale: locale) != nil
                }
            }
        }
    }

    /// The file's text for `entry` in `locale`, unless it is the placeholder for no text.
    private func kept(_ entry: Entry, type: String, locale: String) -> ExistingTranslations.Value? {
        // An empty value is the placeholder vmgen writes for a missing locale (`""  # UNRATIFIED`),
        // not a translation: carrying it over would drop the comment on the next run. (A
        // fallback text, marked so, is never read as one: `ExistingTranslations.parse`.)
        existing.value(locale: locale, type: type, key: entry.key).flatMap { $0 == .text("") || $0 == .list([]) ? nil : $0 }
    }

    var value: TemplateValue {
        let types = typeEntries
        return .object(["locales": .list(allLocales().map { locale in
            .object([
                "key": .string(YAMLLiteral.key(locale)),
                "types": .list(types.map { type in
                    .object([
                        "name": .string(YAMLLiteral.key(type.name)),
                        "entries": .list(type.entries.map { render($0, type: type.name, locale: locale) }),
                    ])
                }),
            ])
        })])
    }

    private func render(_ entry: Entry, type: String, locale: String) -> TemplateValue {
        let old = kept(entry, type: type, locale: locale)
        var object: [String: TemplateValue] = ["key": .string(YAMLLiteral.key(entry.key)), "isList": .bool(entry.isList)]
        // A hand-added locale keeps the file's text, even where a spec has text in it.
        let configured = locales.contains(locale)
        if entry.isList {
            var items = configured ? entry.items[locale] : nil
            if items == nil, case .list(let oldItems)? = old { items = oldItems }
            if items == nil, entry.isSingleItem, case .text(let oldText)? = old { items = [oldText] }
            var fallback: String?
            if items == nil, configured, let locale = fallbackLocale, let fallbackItems = entry.items[locale] {
                (items, fallback) = (fallbackItems, FallbackMarker.comment(locale))
            }
            object["items"] = .list((items ?? []).map { .string(YAMLLiteral.string($0)) })
            object["missing"] = .bool(items == nil)
            object["fallback"] = .string(fallback ?? "")
        } else {
            var text = configured ? entry.text[locale] : nil
            if text == nil, case .text(let oldText)? = old { text = oldText }
            var fallback: String?
            if text == nil, configured, let locale = fallbackLocale, let fallbackText = entry.text[locale] {
                (text, fallback) = (fallbackText, FallbackMarker.comment(locale))
            }
            object["value"] = .string(YAMLLiteral.string(text ?? ""))
            object["missing"] = .bool(text == nil)
            object["fallback"] = .string(fallback ?? "")
        }
        return .object(object)
    }

    private var typeEntries: [TypeEntries] {
        switch source {
        case .viewModel(let viewModel): Self.typeEntries(of: viewModel)
        case .requestErrors(let errors): Self.errorEntries(errors.cases).map { [$0] } ?? []
        }
    }

    private static func typeEntries(of viewModel: ViewModelSpec) -> [TypeEntries] {
        var result: [TypeEntries] = []
        var own: [Entry] = []
        for text in viewModel.texts {
            switch text.kind {
            case .string(let values), .substitutions(let values, _):
                own.append(Entry(key: text.name, isList: false, text: Self.dictionary(values)))
            case .compound(let pieces, let separator):
                own.append(Entry(key: LocalizedTextNames.pieces(text.name), isList: true, items: pieces))
                if let separator {
                    // A list, not a scalar: FOSMVVM trims scalars, so " · " would arrive as "·".
                    own.append(Entry(
                        key: LocalizedTextNames.separator(text.name), isList: true,
                        items: Self.dictionary(separator).mapValues { [$0] }, isSingleItem: true))
                }
            }
        }
        if !own.isEmpty { result.append(TypeEntries(name: viewModel.typeName, entries: own)) }
        for displayEnum in viewModel.enums {
            result.append(TypeEntries(name: displayEnum.name, entries: displayEnum.cases.map {
                Entry(key: $0.name, isList: false, text: Self.dictionary($0.labels))
            }))
        }
        // The request's generated ResponseError, localized by the server that throws it: its
        // messages sit under the innermost type name only (reference part 2 §5.1).
        if let errors = errorEntries(viewModel.generatedRequestErrors.flatMap(\.errors.cases)) { result.append(errors) }
        return result
    }

    /// A request's generated ResponseError, localized by the server that throws it: its
    /// messages sit under the innermost type name only (reference part 2 §5.1).
    private static func errorEntries(_ cases: [LocalizedText]) -> TypeEntries? {
        guard !cases.isEmpty else { return nil }
        return TypeEntries(name: ResponseErrorSpec.typeName, entries: cases.compactMap { message in
            message.kind.scalarValues.map { Entry(key: ResponseErrorSpec.messageProperty(message.name), isList: false, text: Self.dictionary($0)) }
        })
    }

    private static func dictionary(_ values: LocalizedValues) -> [String: String] {
        Dictionary(values.entries.map { ($0.locale, $0.text) }, uniquingKeysWith: { first, _ in first })
    }
}
