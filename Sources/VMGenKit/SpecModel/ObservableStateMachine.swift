/// A screen's own state machine (`states:` and `transitions:`): the screen's `state` is one enum
/// of named states, `{Name}State`, and only the transitions move it, each from the states it
/// names. The first state is where the screen starts.
public struct ObservableStateMachine: Sendable, Hashable {
    public var states: [State]
    public var transitions: [Transition]

    public struct State: Sendable, Hashable {
        public var name: String
        /// The type of the value the state carries (`docked(String)`), or `nil` for a plain case.
        public var associated: String?
        public var location: SourceLocation
    }

    /// A method that moves the state to `to`, from one of the `from` states only; from any other
    /// state it does nothing and returns `false`.
    public struct Transition: Sendable, Hashable {
        public var name: String
        /// The states it moves from, in the spec's order.
        public var from: [String]
        public var to: String
        public var location: SourceLocation
    }

    /// The enum's name, `DockingState`: nested in the screen's class, as `LoadingState` is.
    public static func enumName(screen: String) -> String { screen + "State" }

    /// The parameter a transition to a state with a value takes: `func onDocked(_ value: String)`.
    public static let parameterName = "value"

    public func state(named name: String) -> State? { states.first { $0.name == name } }
}
