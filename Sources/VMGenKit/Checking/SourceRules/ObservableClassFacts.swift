/// Facts about `@Observable` ViewModel classes the style rules share.
extension SwiftDeclaration {
    var isObservableClass: Bool {
        kind == .class && attributes.contains { $0.name == "Observable" }
    }

    /// An `@Observable` class named like a ViewModel.
    var isObservableViewModel: Bool { isObservableClass && name.hasSuffix("ViewModel") }
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
