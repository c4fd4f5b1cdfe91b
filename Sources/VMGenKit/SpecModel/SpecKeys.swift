/// The keys a spec may use, in one place so errors can list them and suggest the right one.
enum SpecKeys {
    static let topLevelOnly = ["viewModel", "style", "hosting", "page", "live", "request", "requests", "displaysError", "children", "operations", "versions"]
    static let shared = ["doc", "identity", "conforms", "form", "text", "properties", "enums"]
    static let topLevel = topLevelOnly + shared
    /// `nested: true` makes a child a plain struct inside its one parent (`NestedTypeBuilder`).
    static let child = shared + ["nested"]
    /// The keys a `nested: true` child takes: the rest are a ViewModel's (vmId, localization).
    static let nestedChild = ["doc", "properties", "nested"]
    static let property = ["type", "display", "stub", "label", "doc"]
    static let operation = ["parameters", "output", "async", "throws", "doc", "sends"]
    static let parameter = ["type", "label"]
    static let output = ["type", "assigns", "create"]
    static let request = ["query", "responseError", "errors"]
    /// A request under `requests:`: its FOSMVVM action and what it carries.
    static let requestDeclaration = ["action", "doc", "query", "body", "response", "errors", "responseError"]
    /// A field of a request's `body:` written as a mapping.
    static let bodyField = ["type", "required", "length", "range", "stub"]
    /// The keys of a spec that declares only requests (no `viewModel:`).
    static let requestsOnly = ["requests", "doc"]
    /// `request: errors:`: the generated ResponseError's fields and its cases (one message each).
    static let responseErrors = ["fields", "cases"]
    /// `displaysError:` as a mapping: the request whose ResponseError is shown, and the fields kept.
    static let errorDisplay = ["request", "keep"]
    /// `form: createRequest:` as a mapping (it means `true`): the create request's errors.
    static let createRequest = ["errors"]
    /// `form:` as a mapping: the protocol's name and the fields vmgen generates it from.
    static let form = ["name", "fields", "createRequest"]
    static let field = [
        "type", "fieldType", "inputType", "autocomplete", "autocapitalize", "required", "length", "range", "title", "placeholder",
        "messages", "stub",
    ]
    static let identityForms = ["id", "compose", "modelIdentity", "random"]
    static let substitutions = "substitutions"
    static let pieces = "pieces"
    static let separator = "separator"
    /// The values of `style:`; `fosmvvm` is the default.
    static let styles = ["fosmvvm", "observable"]
}
