/// Facts about `@Observable` ViewModel classes the style rules share.
extension SwiftDeclaration {
    var isObservableClass: Bool {
        kind == .class && attributes.contains { $0.name == "Observable" }
    }

    /// An `@Observable` class named like a ViewModel.
    var isObservableViewModel: Bool { isObservableClass && name.hasSuffix("ViewModel") }
}
