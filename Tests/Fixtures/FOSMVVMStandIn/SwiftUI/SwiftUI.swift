// A minimal stand-in of Apple's SwiftUI (which does not exist on Linux), so that the generated App
// file and the observable screens' views can be type-checked: only the names and shapes that code
// uses, as Apple documents them (https://developer.apple.com/documentation/swiftui), simplified —
// result builders take one child (or a switch/if of views), no modifier does anything. It is NOT a
// model of SwiftUI's behaviour: it checks that the generated code names real types and calls
// members with the right labels, generic constraints and isolation.
@_exported import Foundation  // SwiftUI re-exports Foundation
import Observation

@MainActor @preconcurrency public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
}

@MainActor @preconcurrency public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder var body: Body { get }
}

@MainActor @preconcurrency public protocol App {
    associatedtype Body: Scene
    @SceneBuilder var body: Body { get }
    init()
}

extension App {
    @MainActor public static func main() {}
}

extension Never: View {
    public var body: Never { fatalError() }
}

extension Never: Scene {}

@resultBuilder public enum ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildEither<T: View, F: View>(first: T) -> _ConditionalContent<T, F> { .init() }
    public static func buildEither<T: View, F: View>(second: F) -> _ConditionalContent<T, F> { .init() }
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> { .init() }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
}

public struct TupleView<T>: View {
    nonisolated init() {}
    public var body: Never { fatalError() }
}

extension Optional: View where Wrapped: View {
    public var body: Never { fatalError() }
}

@resultBuilder public enum SceneBuilder {
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}

public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    nonisolated init() {}
    public var body: Never { fatalError() }
}

public struct EmptyView: View {
    public nonisolated init() {}
    public var body: Never { fatalError() }
}

public struct AnyView: View {
    public nonisolated init<V: View>(_ view: V) {}
    public var body: Never { fatalError() }
}

public struct Text: View {
    public nonisolated init(verbatim content: String) {}
    public nonisolated init<S: StringProtocol>(_ content: S) {}
    public var body: Never { fatalError() }
}

public struct ProgressView: View {
    public nonisolated init() {}
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/list: rows of Identifiable elements, or
/// of elements told apart by a key path.
public struct List<Content: View>: View {
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Data.Element: Identifiable, Content == ForEach<Data, Data.Element.ID, RowContent> {}
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {}
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/contentunavailableview (iOS 17, macOS 14).
public struct ContentUnavailableView: View {
    public nonisolated init<S: StringProtocol>(_ title: S, systemImage name: String) {}
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/button/init(action:label:)
public struct Button<Label: View>: View {
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
    public var body: Never { fatalError() }
}

public struct VStack<Content: View>: View {
    public init(@ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    public var body: Never { fatalError() }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {}
}

public struct ZStack<Content: View>: View {
    public init(@ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

public struct WindowGroup<Content: View>: Scene {
    public init(@ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

@propertyWrapper public struct State<Value>: @unchecked Sendable {
    public init(wrappedValue value: Value) { wrappedValue = value }
    public var wrappedValue: Value {
        get { _value }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value> { fatalError() }
    private var _value: Value { fatalError() }
}

@propertyWrapper @dynamicMemberLookup public struct Binding<Value>: @unchecked Sendable {
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {}
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value> { self }
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> { fatalError() }
}

/// `@Bindable`: bindings to the properties of an `@Observable` object (`$model.name`).
@propertyWrapper @dynamicMemberLookup public struct Bindable<Value> {
    public init(wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }
    public init(_ wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }
    public var wrappedValue: Value
    public var projectedValue: Bindable<Value> { self }
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> { fatalError() }
}

/// Combine's `ObservableObject` and `@Published` (SwiftUI re-exports Combine), and the wrappers
/// that hold such an object: the legacy forms `vmgen lint --fix` rewrites.
public protocol ObservableObject: AnyObject {}

@propertyWrapper public struct Published<Value> {
    public init(wrappedValue: Value) { _value = wrappedValue }
    public var wrappedValue: Value {
        get { _value }
        set { _value = newValue }
    }
    private var _value: Value
}

@propertyWrapper public struct StateObject<ObjectType: ObservableObject> {
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { wrappedValue = thunk() }
    public var wrappedValue: ObjectType
}

@propertyWrapper public struct ObservedObject<ObjectType: ObservableObject> {
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    public var wrappedValue: ObjectType
}

public struct TextField<Label: View>: View {
    public var body: Never { fatalError() }
}

public extension TextField where Label == Text {
    nonisolated init<S: StringProtocol>(_ title: S, text: Binding<String>) {}
}

/// The `@Observable` object forms (`@Environment(Settings.self)`), as Apple documents them.
@propertyWrapper public struct Environment<Value>: @unchecked Sendable {
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {}
    public init<T>(_ objectType: T.Type) where Value == T?, T: AnyObject & Observable {}
    public var wrappedValue: Value { fatalError() }
}

/// A key of the environment (`EnvironmentKey`), read and written through `EnvironmentValues`.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

public struct EnvironmentValues {
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { K.defaultValue }
        set {}
    }

    public var colorScheme: ColorScheme {
        get { .light }
        set {}
    }
}

public enum ColorScheme: Hashable, Sendable {
    case light, dark
}

public extension View {
    func environment<T: AnyObject & Observable>(_ object: T?) -> some View { self }
    func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View { self }
    func task(priority: TaskPriority = .userInitiated, _ action: @escaping @isolated(any) @Sendable () async -> Void) -> some View { self }
    func onAppear(perform action: (() -> Void)? = nil) -> some View { self }
    func overlay<V: View>(@ViewBuilder content: () -> V) -> some View { self }
}

public extension Scene {
    func environment<T: AnyObject & Observable>(_ object: T?) -> some Scene { self }
    func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some Scene { self }
}
