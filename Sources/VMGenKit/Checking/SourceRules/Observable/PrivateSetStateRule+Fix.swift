/// OBS-07's fix: `private(set)` before the property's `var`.
///
/// Only where no linted code would lose its access: a property that a linted file assigns,
/// mutates, binds (`$model.name`) or passes `inout` through another value, or through `self`
/// in another file (an extension there, with or without `self.`), keeps its setter, as does one a protocol requires
/// as `{ get set }` — the finding stays for a person to decide (add a method, or set
/// `observable.stateAccess: public`).
extension PrivateSetStateRule: CorrectableSourceRule {
    static let fix = RuleFix(
        summary: "adds private(set) before the property's var",
        leaves: "a property that linted code sets, mutates or binds from outside the class (or from another file), or that a protocol requires settable ({ get set })",
        examples: [
            FixExample(
                .swift("@MainActor @Observable\nfinal class TileListViewModel {\n    var ↓tiles: [String] = []\n}\n", path: "Sources/App/TileListViewModel.swift"),
                "@MainActor @Observable\nfinal class TileListViewModel {\n    private(set) var tiles: [String] = []\n}\n"),
            FixExample(
                .swift("@MainActor @Observable\nfinal class SearchViewModel {\n    public var ↓searchText = \"\"\n    private(set) var results: [String] = []\n}\n", path: "Sources/App/SearchViewModel.swift"),
                "@MainActor @Observable\nfinal class SearchViewModel {\n    public private(set) var searchText = \"\"\n    private(set) var results: [String] = []\n}\n"),
            FixExample(
                .swift("@MainActor @Observable\nfinal class SearchViewModel {\n    var ↓searchText = \"\"\n    var ↓results: [String] = []\n    func clear() { self.results.removeAll() }\n}\nstruct SearchView: View {\n    @State private var model = SearchViewModel()\n    var body: some View { TextField(\"Search\", text: $model.searchText) }\n}\n", path: "Sources/App/SearchViewModel.swift"),
                "@MainActor @Observable\nfinal class SearchViewModel {\n    var ↓searchText = \"\"\n    private(set) var results: [String] = []\n    func clear() { self.results.removeAll() }\n}\nstruct SearchView: View {\n    @State private var model = SearchViewModel()\n    var body: some View { TextField(\"Search\", text: $model.searchText) }\n}\n"),
            // A subclass in another file sets `query`: a private(set) declared here would hide
            // the setter from it.
            FixExample(
                .swift("@MainActor @Observable\nclass SearchViewModel {\n    var ↓query = \"\"\n    var ↓results: [String] = []\n}\n", path: "Sources/App/SearchViewModel.swift")
                    .with(.swift("final class ScopedSearchViewModel: SearchViewModel {\n    func onTappedClear() { query = \"\" }\n}\n", path: "Sources/App/ScopedSearchViewModel.swift")),
                "@MainActor @Observable\nclass SearchViewModel {\n    var ↓query = \"\"\n    private(set) var results: [String] = []\n}\n"),
        ])

    func corrections(_ file: SwiftSourceFile, context: FixContext) -> [RuleCorrection] {
        let facts = context.facts
        // Every @Observable class: only the reported findings are fixed, and which classes are
        // ViewModels the lint decided with every file read.
        return file.allDeclarations.filter(\.isObservableClass).flatMap { viewModel in
            file.storedProperties(of: viewModel).compactMap { property -> RuleCorrection? in
                guard property.kind == .var, !facts.writtenFromOutside.contains(property.name),
                    !facts.settableRequirements.contains(property.name),
                    (facts.writtenThroughSelf[property.name] ?? []).allSatisfy({ $0 == file.path }),
                    let position = file.codePosition(atOffset: property.location.offset)
                else { return nil }
                let keyword = file.codeToken(position)
                guard keyword.kind == .keyword, keyword.text == "var" else { return nil }
                return RuleCorrection(location: property.nameLocation, edits: [TextEdit(keyword.offset..<keyword.offset, "private(set) ")])
            }
        }
    }
}
