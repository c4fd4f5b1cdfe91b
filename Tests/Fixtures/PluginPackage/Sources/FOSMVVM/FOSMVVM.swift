// Stand-in for FOSMVVM, just enough for a generated ViewModel with plain properties to
// compile. The real `@ViewModel` is a macro, which needs swift-syntax; here it is a global
// actor, the one kind of custom attribute a struct may carry without a macro.

@globalActor
public actor ViewModel {
    public static let shared = ViewModel()
}

public struct ViewModelId: Hashable, Sendable {
    public let id: String

    public init<ID: CustomStringConvertible>(id: ID) {
        self.id = id.description
    }
}
