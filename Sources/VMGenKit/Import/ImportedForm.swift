/// A form `vmgen import` read: the `{X}Fields` protocol (with its extension), its
/// `{X}FieldsMessages` and their YAML, and `{Stem}CreateRequest`, as the spec's `form:` holds
/// them. The fields are kept as the spec model's own `FormFieldSpec`, so the files vmgen would
/// write from them can be rendered and compared with the ones read.
struct ImportedForm {
    var adoption: FormAdoption
    /// Field → `stub:` as YAML text, when the form ViewModel's `stub()` uses a value other than
    /// the one vmgen would write without one.
    var stubs: [String: String] = [:]
    /// Field → the stub value as written in Swift, for the create request's `stub()`.
    var writtenStubs: [String: String] = [:]
    /// The protocol's name, at its place.
    var location: SourceLocation
    /// Every top-level declaration the form took (protocol, extensions, Messages, create request).
    var consumed: Set<SourceLocation> = []
    /// The `{X}FieldsMessages` YAML keys the form read: they are used once a ViewModel adopts it.
    var usedKeys: [String] = []
    var notes: [ImportNote] = []
    /// `{Stem}CreateRequest`, checked once the ViewModel's stubs are known.
    var createRequest: (declaration: SwiftDeclaration, file: SwiftSourceFile)?
    /// Its nested `ResponseError` (`createRequest: { errors: … }`), read by `CreateRequestErrors`.
    var createRequestErrors: ImportedResponseError?

    var fields: [FormFieldSpec] { adoption.fields ?? [] }

    mutating func note(_ location: SourceLocation, _ message: String) {
        notes.append(ImportNote(location: location, message: message))
    }
}
