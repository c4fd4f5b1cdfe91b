/// LOC-03: a key is defined once per locale in one bundle; FOSMVVM merges its files in no
/// fixed order.
struct DuplicateTranslationRule: ProjectRule {
    static let description = RuleDescription(
        id: "LOC-03", name: "duplicate-translation-key", severity: .warning,
        summary: "a localization key is defined in one file of its bundle only",
        rationale: """
            FOSMVVM loads every .yml file of a bundle's resource folder and merges them per locale; \
            a key defined in two of them silently takes one of the values, in no fixed order, so the \
            text on screen can change between launches. Files never loaded together are not \
            compared: the server's (vmgen.yml resources.server) and the client's \
            (resources.client), and different SwiftPM targets (Sources/<Target>, Tests/<Target>).
            """,
        triggering: [
            .yaml("en:\n  CardViewModel:\n    title: \"Card\"\n").with(.yaml("en:\n  CardViewModel:\n    ↓title: \"Other card\"\n", path: "Sources/Resources/ViewModels/Old/CardViewModel.yml")),
            .yaml("es:\n  Theme:\n    dark: \"Oscuro\"\n", path: "Sources/Resources/Theme.yml").with(.yaml("es:\n  Theme:\n    light: \"Claro\"\n    ↓dark: \"Noche\"\n", path: "Sources/Resources/More.yml")),
        ],
        nonTriggering: [
            .yaml("en:\n  CardViewModel:\n    title: \"Card\"\n").with(.yaml("es:\n  CardViewModel:\n    title: \"Tarjeta\"\n", path: "Sources/Resources/es.yml")),
            .yaml("en:\n  CardViewModel:\n    title: \"Card\"\n").with(.yaml("en:\n  CardViewModel:\n    title: \"Card\"\n", path: "Sources/ViewModels/Resources/Localizations/CardViewModel.yml")),
            .yaml("en:\n  CardViewModel:\n    title: \"Card\"\n  RowViewModel:\n    title: \"Row\"\n"),
        ])

    static let findsInSwiftFiles = false  // at the YAML key defined twice
    static let isCostly = true

    func check(_ corpus: LintCorpus, context: LintContext) -> [RuleFinding] {
        // A key that a generated file repeats is reported at the hand-written one: lint leaves
        // generated files out, and the hand-written copy is the one the user removes.
        let generated = Set(corpus.yaml.filter { GeneratedHeader.isGenerated($0.bytes) }.map(\.path))
        var first: [DefinedKey: SourceLocation] = [:]
        var findings: [RuleFinding] = []
        // Each file's bundle is worked out once and named by a number: a file's entries come
        // together, and a key of the bundle's path joined to each entry's key was most of the
        // rule's cost on a large project.
        var bundles: [LocalizationBundle: Int] = [:]
        var current: (file: String, bundle: Int)?
        for entry in corpus.localization.entries {
            let file = entry.location.file
            if current?.file != file {
                let bundle = LocalizationBundle(file, resources: context.config.resources)
                let number = bundles[bundle] ?? bundles.count
                bundles[bundle] = number
                current = (file, number)
            }
            let id = DefinedKey(bundle: current!.bundle, locale: entry.locale, key: entry.key)
            if let earlier = first[id] {
                if earlier.file != entry.location.file {
                    let (place, other) = generated.contains(entry.location.file) && !generated.contains(earlier.file) ? (earlier, entry.location) : (entry.location, earlier)
                    findings.append(RuleFinding("'\(entry.key)' (\(entry.locale)) is also defined in \(other.file):\(other.line); FOSMVVM keeps one of them at random", at: place))
                }
            } else {
                first[id] = entry.location
            }
        }
        return findings
    }

    /// A key as FOSMVVM merges it: per bundle (by number) and locale.
    private struct DefinedKey: Hashable {
        var bundle: Int
        var locale: String
        var key: String
    }
}
