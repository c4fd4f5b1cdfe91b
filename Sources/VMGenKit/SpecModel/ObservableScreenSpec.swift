/// A screen-owned `@MainActor @Observable final class` ViewModel: one loading
/// state enum, services injected through the initializer with a production default,
/// `on`-prefixed user actions, an async `load()` the view calls from `.task` — or, for a screen
/// that shows existing features, those features with their production defaults and
/// the values read through them, with no state or load of its own.
public struct ObservableScreenSpec: Sendable, Hashable {
    /// Spec name without the `ViewModel` suffix, e.g. `Feed`.
    public var name: String
    public var doc: String?
    /// The type `loaded(_)` carries, e.g. `[Post]`.
    public var stateType: String
    /// The computed accessor for the loaded value, e.g. `posts`.
    public var valueName: String
    public var services: [Service]
    /// The service call `load()` makes.
    public var load: ServiceCall
    public var actions: [Action]
    /// Generate the SwiftUI view skeleton too.
    public var generatesView: Bool
    /// Generate the test file too.
    public var generatesTests: Bool
    /// A Swift expression of `stateType` for tests, from the spec (`[]` for lists).
    public var stubValue: StubValue?
    /// What identifies a row of the view's `List` of a list state: a member path of the element
    /// (`id: \\.berth`) or `self` (`id: \\.self`); `nil` when the element is `Identifiable`.
    public var rowId: String? = nil
    /// Whether the screen loads (`state:` given): `state`, `load()` and `LoadingState` exist.
    public var loads: Bool = true
    /// Existing features the screen connects to.
    public var features: [Feature] = []
    /// Values the screen shows, read through its features.
    public var exposed: [Exposed] = []
    /// The screen's own state machine (`states:` and `transitions:`), or `nil`: a machine screen
    /// neither loads nor shows features.
    public var machine: ObservableStateMachine? = nil
    public var location: SourceLocation

    public var typeName: String { name + "ViewModel" }
    public var viewName: String { name + "View" }

    /// A collaborator: stored, injected through `init(<name>: … = <Type>.<default>)`.
    public struct Service: Sendable, Hashable {
        public var name: String
        /// The production type, e.g. `FeedService`.
        public var type: String
        /// The static member giving the production instance, e.g. `live` → `FeedService.live`.
        public var defaultMember: String
        public var methods: [Method]
        /// How the ViewModel holds it: a protocol the service conforms to, or a struct of closures.
        public var dependency: Dependency = .protocolType
        public var location: SourceLocation

        /// What the ViewModel needs from the service, as a protocol the production type and
        /// test doubles conform to (or, for a struct dependency, the struct of closures):
        /// `FeedViewModelFeedService`.
        public func protocolName(owner: String) -> String { owner + "ViewModel" + SwiftNames.upperFirst(name) + "Service" }
    }

    /// "SHOULD prefer struct-based dependencies over protocols where practical".
    public enum Dependency: String, Sendable, Hashable, CaseIterable {
        /// `protocol FeedViewModelFeedService`, with `extension FeedService: … {}`; tests write a double.
        case protocolType = "protocol"
        /// `struct FeedViewModelFeedService` of one closure per method, `.live` forwarding to the
        /// production service; tests build one from closures.
        case closures = "struct"
    }

    public struct Method: Sendable, Hashable {
        public var name: String
        public var parameters: [TypedName]
        /// Return type text; nil for `Void`.
        public var returns: String?
        public var location: SourceLocation
    }

    /// A name with a type written as Swift text (validated to be a type spelling).
    public struct TypedName: Sendable, Hashable {
        public var name: String
        public var type: String
    }

    public struct ServiceCall: Sendable, Hashable {
        public var service: String
        public var method: String
    }

    /// A view-triggered action, `on`-prefixed.
    public struct Action: Sendable, Hashable {
        public var name: String
        public var parameters: [TypedName]
        /// Cancels any running load and loads again.
        public var reloads: Bool
        /// Runs only after its input pauses this long (milliseconds): each call cancels the task
        /// the previous one started, which then never does its work.
        public var debounceMilliseconds: Int? = nil
        public var location: SourceLocation

        /// The task a debounced action that does not reload keeps (a reload keeps `loadTask`).
        public var taskName: String? { debounceMilliseconds != nil && !reloads ? name + "Task" : nil }
    }

    /// An existing feature: `init(progress: ProgressManager = AppModel.shared.progressFeature)`.
    public struct Feature: Sendable, Hashable {
        public var name: String
        /// The feature's type, e.g. `ProgressManager`.
        public var type: String
        /// The production instance, a member path: `AppModel.shared.progressFeature`.
        public var defaultPath: String
        /// An isolated instance for the generated tests, a member path: `ProgressManager.sample`.
        public var testPath: String?
        public var location: SourceLocation
    }

    /// A value the screen shows, read through a feature: `var unit: WeightUnit { progress.selectedWeightUnit }`.
    public struct Exposed: Sendable, Hashable {
        public var name: String
        public var type: String
        /// `progress.selectedWeightUnit`.
        public var path: String
        public var setter: Setter
        public var location: SourceLocation

        public enum Setter: Sendable, Hashable {
            /// Read-only.
            case none
            /// `set { progress.selectedWeightUnit = newValue }`.
            case assign
            /// `set { progress.selectProgressRange(newValue) }`.
            case call(String)
        }
    }
}
