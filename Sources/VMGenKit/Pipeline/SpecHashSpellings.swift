/// How the spec summaries' hashes (`SpecShape`, `SpecFacts`) spell the values that are not
/// text or numbers: a fixed tag per case, then the case's associated values, each its own
/// piece. Spelled here rather than with `String(describing:)`, whose text is the standard
/// library's to change and which reflects on the value at run time — for every spec of a full
/// run that records. The builder hashes each piece with its length and a tag says how many
/// pieces follow, so two different values never give the same pieces.
extension ContentHash.Builder {
    mutating func add(_ style: YAMLScalar.Style) {
        switch style {
        case .plain: add(0)
        case .singleQuoted: add(1)
        case .doubleQuoted: add(2)
        case .literal: add(3)
        case .folded: add(4)
        }
    }

    mutating func add(_ role: ViewModelSpec.Role) {
        switch role {
        case .page: add(0)
        case .component: add(1)
        case .child(let parent):
            add(2)
            add(parent)
        }
    }

    /// The kind of the type's base (through optionals and arrays), then its Swift spelling
    /// (`TypeRef.swift`, as the templates write it). The spelling alone names an enum, a
    /// nested type and an outside type of one name alike, and `[Card]` and `CardViewModel`
    /// need the kind to tell a ViewModel from an outside type so named; with it, the spelling
    /// says the rest: a base's name holds no `?`, `[` or `]` (`TypeParser` takes identifiers;
    /// vmgen's own outside types are dotted names), so the wrappers read off its ends.
    mutating func add(_ type: TypeRef) {
        switch type.base {
        case .plain: add(0)
        case .viewModel: add(1)
        case .enumeration: add(2)
        case .nested: add(3)
        case .external: add(4)
        case .optional, .array: add(5)  // not a base: `base` removes them
        }
        add(type.swift)
    }

    /// The file, line and column (not the byte offset: the place a message names).
    mutating func add(_ location: SourceLocation) {
        add(location.file)
        add(location.line)
        add(location.column)
    }
}
