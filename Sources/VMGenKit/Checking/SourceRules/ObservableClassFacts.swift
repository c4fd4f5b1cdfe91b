/// Facts about `@Observable` ViewModel classes the style rules share.
extension SwiftDeclaration {
    var isObservableClass: Bool {
        kind == .class && attributes.contains { $0.name == "Observable" }
    }

    /// An `@Observable` class named like a ViewModel: one the style rules know for a screen's
    /// ViewModel from its file alone.
    var isObservableViewModel: Bool { isObservableClass && name.hasSuffix("ViewModel") }

    /// Whether this is an `@Observable` ViewModel: named like one, or held by a view as its
    /// `@State` in any file (`@State private var model = CartScreenModel()`). A ViewModel is
    /// known by what it is, not only by its name.
    func isObservableViewModel(in index: ProjectIndex) -> Bool {
        isObservableClass && (name.hasSuffix("ViewModel") || index.viewStateTypes.contains(name))
    }
}

extension SwiftSourceFile {
    /// The types the SwiftUI views of this file hold as `@State` or `@StateObject`.
    var viewStateTypes: Set<String> {
        var types: Set<String> = []
        for view in allDeclarations where view.inheritance.contains(where: { $0 == "View" || $0 == "SwiftUI.View" }) {
            for property in view.members where property.kind == .var
                && property.attributes.contains(where: { $0.name == "State" || $0.name == "StateObject" || $0.name == "SwiftUI.State" })
            {
                if let type = Self.declaredType(of: property) { types.insert(type) }
            }
        }
        return types
    }
}

extension SwiftSourceFile {
    /// The stored properties of `type`: instance `var`/`let` members without a body, or whose
    /// body holds only observers. `var isSaving = false { didSet { … } }` is stored state like
    /// any other — the observers run when it changes — so the state rules must see it.
    func storedProperties(of type: SwiftDeclaration) -> [SwiftDeclaration] {
        type.members.filter { ($0.kind == .var || $0.kind == .let) && !$0.isStatic && (!$0.hasBody || hasObservers($0)) }
    }

    /// Whether a property's braces hold `willSet` / `didSet` observers (not a getter).
    func hasObservers(_ property: SwiftDeclaration) -> Bool {
        guard property.hasBody else { return false }
        for index in property.bodyTokens {
            let token = tokens[index]
            // `@MainActor didSet`: attributes and comments come before the observer's name.
            if token.kind.isComment || token.kind == .attribute { continue }
            return token.text == "willSet" || token.text == "didSet"
        }
        return false
    }
}

extension SwiftSourceFile {
    /// An `@Observable` ViewModel rule's findings: `findings(type)` for each `@Observable` class
    /// of the file, kept once the project is indexed where the class is a ViewModel — named
    /// like one, or held by a view as its `@State` in any file.
    func observableViewModelFindings(_ findings: (SwiftDeclaration) -> [RuleFinding]) -> PendingFindings {
        var found: [(name: String, isNamedSo: Bool, findings: [RuleFinding])] = []
        for type in allDeclarations where type.isObservableClass {
            let typeFindings = findings(type)
            if !typeFindings.isEmpty { found.append((type.name, type.isObservableViewModel, typeFindings)) }
        }
        guard !found.isEmpty else { return .none }
        return PendingFindings { [found] index in
            found.filter { $0.isNamedSo || index.viewStateTypes.contains($0.name) }.flatMap(\.findings)
        }
    }
}
