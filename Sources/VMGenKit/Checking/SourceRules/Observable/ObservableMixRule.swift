/// OBS-01: an `@Observable` type does not mix in Combine-era observation.
struct ObservableMixRule: IndexedSourceRule {
    static let description = RuleDescription(
        id: "OBS-01", name: "observable-not-observableobject", severity: .error,
        summary: "no @Published or ObservableObject in an @Observable class, no @StateObject or @ObservedObject holding one",
        rationale: """
            With the Observation framework a ViewModel is a @MainActor @Observable final \
            class; @Published, ObservableObject, @StateObject and @ObservedObject belong to the older \
            Combine model. Mixing them doubles the change tracking, and @StateObject/@ObservedObject \
            do not observe an @Observable type — hold it in @State instead. A wrapper is judged by \
            the type it holds (its annotation, or the type its default constructs): an @Observable \
            class declared in any linted file. A legacy ObservableObject beside an @Observable class \
            is left alone.
            """,
        triggering: [
            .swift("@Observable\nfinal class SettingsModel {\n    ↓@Published var theme = \"dark\"\n}\n", path: "Sources/App/SettingsModel.swift"),
            .swift("@MainActor @Observable\nfinal class ProfileViewModel: ↓ObservableObject {\n    var name = \"\"\n}\n", path: "Sources/App/ProfileViewModel.swift"),
            .swift("@Observable final class Store {}\nstruct ProfileView: View {\n    ↓@StateObject var store = Store()\n    var body: some View { Text(\"\") }\n}\n", path: "Sources/App/ProfileView.swift"),
            .swift("struct FeedView: View {\n    ↓@ObservedObject var model: FeedViewModel\n    var body: some View { Text(\"\") }\n}\n", path: "Sources/App/FeedView.swift")
                .with(.swift("@MainActor @Observable\nfinal class FeedViewModel {\n    private(set) var posts: [String] = []\n}\n", path: "Sources/App/FeedViewModel.swift")),
        ],
        nonTriggering: [
            .swift("@MainActor @Observable\nfinal class ProfileViewModel {\n    private(set) var name = \"\"\n}\n", path: "Sources/App/ProfileViewModel.swift"),
            .swift("final class LegacyModel: ObservableObject {\n    @Published var value = 1\n}\n", path: "Sources/App/LegacyModel.swift"),
            // Ignored by Observation, kept only for its publisher.
            .swift("@MainActor @Observable\nfinal class SearchViewModel {\n    private(set) var results: [String] = []\n    @ObservationIgnored @Published private var query = \"\"\n    @ObservationIgnored private var cancellables = Set<AnyCancellable>()\n    init() {\n        $query.debounce(for: 0.4, scheduler: DispatchQueue.main).sink { [weak self] in self?.results = [$0] }.store(in: &cancellables)\n    }\n}\n", path: "Sources/App/SearchViewModel.swift"),
            .swift("@Observable final class Theme {}\nfinal class LegacyModel: ObservableObject {\n    @Published var value = 1\n}\nstruct LegacyView: View {\n    @StateObject var model = LegacyModel()\n    var body: some View { Text(\"\") }\n}\n", path: "Sources/App/LegacyView.swift"),
        ])

    func prepare(_ file: SwiftSourceFile, context: LintContext) -> PendingFindings {
        // The words of every finding: a wrapper, or @Published / ObservableObject.
        let wrappers = file.mentions("StateObject") || file.mentions("ObservedObject")
        let legacy = file.mentions("Published") || file.mentions("ObservableObject")
        guard wrappers || legacy else { return .none }
        var found: [RuleFinding] = []
        // Decided by the project index: the observed type may be declared in any file.
        var held: [(type: String, attribute: String, location: SourceLocation)] = []
        var extended: [(type: String, location: SourceLocation)] = []
        for declaration in file.allDeclarations {
            if legacy, declaration.isObservableClass {
                found += Self.observableObjectTokens(of: declaration, in: file).map {
                    RuleFinding("ObservableObject does not belong with @Observable; drop the conformance", at: $0.location)
                }
                for member in declaration.members {
                    // Ignored by Observation and kept for its Combine publisher (`$name` read):
                    // neither observed twice nor removable.
                    if member.attributes.contains(where: { $0.name == "ObservationIgnored" }), file.mentions("$" + member.name) { continue }
                    for attribute in member.attributes where attribute.name == "Published" {
                        found.append(RuleFinding("@Published does not belong with @Observable; a plain stored property is observed already", at: attribute.location))
                    }
                }
            } else if legacy, declaration.kind == .extension, declaration.inheritance.map(SwiftTypeText.unqualified).contains("ObservableObject") {
                let name = SwiftSourceFile.baseName(declaration.name)
                extended += Self.observableObjectTokens(of: declaration, in: file).map { (name, $0.location) }
            }
            guard wrappers else { continue }
            for member in declaration.members where member.kind == .var && !member.isStatic {
                for attribute in member.attributes where attribute.name == "StateObject" || attribute.name == "ObservedObject" {
                    // A type vmgen cannot name (a factory call, a generic) is left alone.
                    guard let type = Self.heldType(member) else { continue }
                    held.append((type, attribute.name, attribute.location))
                }
            }
        }
        guard !held.isEmpty || !extended.isEmpty else {
            let sorted = found.sorted { $0.location.offset < $1.location.offset }
            return PendingFindings { _ in sorted }
        }
        guard !(found.isEmpty && held.isEmpty && extended.isEmpty) else { return .none }
        return PendingFindings { [found, held, extended] index in
            let observable = index.types.observableClasses
            let wrapped = held.filter { observable.contains($0.type) }.map {
                let instead = $0.attribute == "StateObject" ? "hold it in @State" : "pass it as a plain property (@Bindable to bind to it)"
                return RuleFinding("@\($0.attribute) holds \($0.type), an @Observable class; @\($0.attribute) is for ObservableObject: \(instead)", at: $0.location)
            }
            let conformances = extended.filter { observable.contains($0.type) }.map {
                RuleFinding("ObservableObject does not belong with @Observable \($0.type); drop the conformance", at: $0.location)
            }
            return (found + wrapped + conformances).sorted { $0.location.offset < $1.location.offset }
        }
    }

    /// The `ObservableObject` tokens of a declaration's inheritance clause (`ObservableObject`,
    /// `Combine.ObservableObject`): between its name and its body.
    static func observableObjectTokens(of declaration: SwiftDeclaration, in file: SwiftSourceFile) -> [SwiftToken] {
        guard let start = file.codePosition(atOffset: declaration.nameLocation.offset) else { return [] }
        var tokens: [SwiftToken] = []
        var position = start + 1
        while position < file.code.count {
            let token = file.codeToken(position)
            if token.is("{") { break }
            if token.kind == .identifier, token.text == "ObservableObject" { tokens.append(token) }
            position += 1
        }
        return tokens
    }
}
