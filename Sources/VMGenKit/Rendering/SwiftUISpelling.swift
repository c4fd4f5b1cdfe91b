/// How the code vmgen starts a protected region with names a SwiftUI type.
///
/// A region is the user's to extend, so it reads like hand-written SwiftUI: `Text(…)`,
/// `VStack { … }`. Outside the regions vmgen keeps writing `SwiftUI.Text`, which no type of
/// the project can capture; inside, it writes `SwiftUI.X` only where it can see a clash: a type
/// the specs declare or write to (a ViewModel and every type vmgen declares for it, a display
/// enum, a nested type, an `@Observable` screen, a storage type an operation writes) or that
/// vmgen.yml makes it declare, named like the SwiftUI type. Most SwiftUI names the regions use
/// (`Text`, `VStack`…) are refused as spec names anyway (`GeneratedNames`); `ForEach` is not.
///
/// A type the project declares only in its own Swift is not seen: a region written before it
/// existed, or one in a project that has one, names it as the user's own code would have to.
struct SwiftUISpelling: Sendable {
    /// The type names the project declares (`projectNames`).
    let declared: Set<String>

    /// Nothing declared: every name plain.
    static let plain = SwiftUISpelling(declared: [])

    /// `Text`, or `SwiftUI.Text` when the project declares a `Text`.
    func callAsFunction(_ name: String) -> String {
        declared.contains(name) ? "SwiftUI." + name : name
    }

    /// The SwiftUI names the built-in templates write in regions, spelled, for their context
    /// (`{{ swiftUI.Text }}`).
    var value: TemplateValue {
        .object(Dictionary(uniqueKeysWithValues: Self.regionNames.map { ($0, TemplateValue.string(self($0))) }))
    }

    /// `context` (an object) with `swiftUI` holding `value`.
    func adding(to context: TemplateValue) -> TemplateValue {
        guard case .object(var fields) = context else { return context }
        fields["swiftUI"] = value
        return .object(fields)
    }

    static let regionNames = ["ContentUnavailableView", "EmptyView", "ForEach", "State", "Text", "VStack"]

    /// Every name the specs of `set` declare or write to, as an incremental run knows them
    /// (`SpecSummary.names`: ViewModels, display enums, storage types, and the exports — nested
    /// types, screens and every type vmgen declares for a spec), and the names vmgen.yml makes
    /// vmgen declare. The same set whichever run renders a file, so a file comes out the same.
    static func projectNames(_ set: ViewModelSet, config: ProjectConfig) -> Set<String> {
        var names = Set(ConfigTypeNames.reserved(by: config).keys)
        for viewModel in set.viewModels {
            names.insert(viewModel.name)
            names.formUnion(viewModel.enums.map(\.name))
            names.formUnion(viewModel.operations.compactMap(\.output?.type))
        }
        for exports in SpecFacts.exports(of: set).values { names.formUnion(exports) }
        return names
    }
}
