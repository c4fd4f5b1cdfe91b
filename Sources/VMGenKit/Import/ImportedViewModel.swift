/// One `@ViewModel` struct as `vmgen import` read it: only what the spec language holds.
/// What it could not hold is in `notes`, each at its place.
struct ImportedViewModel {
    enum Identity: Equatable {
        case singleton
        case id(String)
        case compose([String])
        case modelIdentity(String)
        case random(String)
        /// Not read: the spec leaves `identity:` out, so vmgen's default applies.
        case unread
    }

    struct Text {
        var name: String
        var translations: [(locale: String, value: String)]
        /// `%{key}` → the property that fills it (`@LocalizedSubs`).
        var substitutions: [(key: String, property: String)] = []
        /// A compound string's pieces per locale (`@LocalizedCompoundString`); then
        /// `translations` is empty.
        var pieces: [(locale: String, items: [String])] = []
        var separator: [(locale: String, value: String)] = []
    }

    struct Property {
        var name: String
        /// The spec spelling: `String?`, `[BerthRow]`.
        var type: String
        /// `LocalizableInt`, `LocalizableDate` or `LocalizableDouble` when stored projected.
        var display: String? = nil
        /// The `stub:` value as YAML text, when `stub()` defaults to something other than
        /// vmgen's fake vocabulary.
        var stub: String?
        /// Spec names of the ViewModels this property refers to.
        var viewModel: String?
        /// An enum property's `label:` when not vmgen's default (`xDisplay`): its label
        /// property's name, or `false` for none.
        var label: String? = nil
    }

    /// One operation of an interactive ViewModel, from its `{Name}ViewModelOperations` protocol.
    struct Operation {
        var name: String
        var location: SourceLocation
        var effects: [String]
        /// `label` as SwiftParameter has it: `"_"`, another label, or `nil` (the name).
        var parameters: [(name: String, label: String?, type: String)] = []
        /// The `output storage:` type.
        var output: String?
        /// The live body's `storage.x = y` writes, when that is all it holds.
        var assigns: [(property: String, parameter: String)]?
        /// How the app creates the output storage (`StorageCreationReader`).
        var create: String?
        /// `sends:`: the request the live body builds and sends, as vmgen writes it.
        var sends: String?
    }

    /// The spec name: the type name without `ViewModel`.
    var name: String
    var path: String
    var directory: String
    var location: SourceLocation
    var clientHosted: Bool
    var requestable: Bool
    var doc: [String] = []
    var identity: Identity = .singleton
    var texts: [Text] = []
    var properties: [Property] = []
    /// Display enums this ViewModel owns in its spec, with each case's labels.
    var enums: [(name: String, cases: [(name: String, labels: [(locale: String, value: String)])])] = []
    var operations: [Operation] = []
    /// `@ViewModel(options: [.live])`.
    var live = false
    /// The request's query fields, in order, and its own response error type.
    var query: [(name: String, type: String)] = []
    var responseError: String?
    /// The request's nested `ResponseError` (`request: errors:`).
    var errors: ImportedResponseError?
    /// `displaysError:` of a client-hosted page showing a request's ResponseError.
    var errorDisplay: ImportedErrorDisplay?
    /// A plain struct nested in its parent (`nested: true`), and this one's such children.
    var nested = false
    var nestedTypes: [ImportedViewModel] = []
    var notes: [ImportNote] = []
    /// The form it adopts (`form:`), read by `FormReader`.
    var form: ImportedForm?
    /// Conformances beside FOSMVVM's own: the spec's `conforms:`.
    var conforms: [String] = []
    /// The app versions of its `@VersionedFactory` methods, oldest first: the spec's `versions:`.
    var versions: [String] = []

    /// The display enum of each property that holds one (`BerthLiveness?` → `BerthLiveness`).
    func enumType(of property: Property, among enums: [String: [String]]) -> String? {
        let base = property.type.filter { $0 != "?" && $0 != "[" && $0 != "]" }
        return enums[base] != nil ? base : nil
    }

    /// Spec names of the ViewModels this one holds, in property order, each once.
    var childNames: [String] {
        var seen: Set<String> = []
        return properties.compactMap(\.viewModel).filter { seen.insert($0).inserted }
    }
}
