/// A request a spec declares under `requests:` (beside a ViewModel, or in a spec of its own):
/// one of FOSMVVM's `ServerRequest` kinds — a `ShowRequest` of data, or a write — with its
/// query, body, response and errors, nested in the request class as FOSMVVM's
/// serverrequest-generator skill writes them. The server serves it through a generated
/// `ServerRequestController` whose handler is the project's code.
public struct RequestDeclaration: Sendable, Hashable {
    /// The name without `Request`, noun first: `BerthReservationCreate`.
    public var name: String
    public var action: RequestAction
    /// The folder its files go in: the spec's top-level ViewModel, or `Requests` for a spec
    /// that declares only requests.
    public var feature: String
    public var doc: String?
    /// Fields of a nested `Query: ServerRequestQuery` (URL query); empty: `EmptyQuery`.
    public var query: [RequestSpec.QueryField] = []
    public var body: Body = .empty
    /// Fields of a nested `ResponseBody: {Action}ResponseBody`; empty: `EmptyBody`.
    public var response: [Property] = []
    /// `errors:`: the nested `@LocalizableError ResponseError` vmgen generates.
    public var errors: ResponseErrorSpec?
    /// The `ResponseError` type: `ResponseError` for `errors:`, a hand-written type named by
    /// `responseError:`, else `EmptyError`.
    public var responseError = "EmptyError"
    /// Where the request's name is written.
    public var location: SourceLocation

    public init(name: String, action: RequestAction, feature: String, location: SourceLocation) {
        self.name = name
        self.action = action
        self.feature = feature
        self.location = location
    }

    /// What the client sends in the request's body.
    public enum Body: Sendable, Hashable {
        /// `EmptyBody` (a `ValidatableModel` too, so a write may send nothing).
        case empty
        /// A nested `RequestBody: ServerRequestBody, ValidatableModel` of these fields, its
        /// `validate` checking their declared limits.
        case fields([RequestBodyField])
        /// A nested `RequestBody: ServerRequestBody, {Form}Fields`: the body validates as the
        /// form does. `form` is the spec's form whose fields vmgen generates.
        case form(FormAdoption)
    }

    /// The folder of the requests of a spec that declares nothing else, as FOSMVVM's
    /// serverrequest-generator places them: `{ViewModelsTarget}/Requests/`.
    public static let requestsFolder = "Requests"

    public var typeName: String { name + "Request" }
    /// `BerthReservationCreateController`: the server's `ServerRequestController`.
    public var controllerName: String { name + "Controller" }

    /// The fields the client fills in the body, in init order.
    public var bodyFields: [(name: String, type: TypeRef)] {
        switch body {
        case .empty: []
        case .fields(let fields): fields.map { ($0.name, $0.type) }
        case .form(let form): (form.fields ?? []).map { ($0.name, $0.type) }
        }
    }

    /// The error display of this request's errors may name it: it has generated errors.
    public var hasGeneratedErrors: Bool { errors != nil }
}

/// A field of a request body with the limits its `validate` checks.
public struct RequestBodyField: Sendable, Hashable {
    public var name: String
    public var type: TypeRef
    /// `required: true`: an empty String, or a nil optional, fails.
    public var isRequired = false
    /// Characters allowed in a String (`NSString.length`, as FOSMVVM's fields count them).
    public var length: ClosedRange<Int>?
    /// Values allowed in an Int or Double, as Swift literals.
    public var range: NumberRange?
    public var stub: StubValue?
    public var location: SourceLocation

    public init(name: String, type: TypeRef, location: SourceLocation) {
        self.name = name
        self.type = type
        self.location = location
    }

    public var hasLimits: Bool { isRequired || length != nil || range != nil }
}

/// FOSMVVM's `ServerRequestAction`: which request protocol a declared request adopts, its HTTP
/// method, and the protocol its response body conforms to.
public enum RequestAction: String, Sendable, Hashable, CaseIterable {
    case show, create, update, replace, delete, destroy

    /// `ShowRequest`, `CreateRequest`, …
    public var protocolName: String {
        switch self {
        case .show: "ShowRequest"
        case .create: "CreateRequest"
        case .update: "UpdateRequest"
        case .replace: "ReplaceRequest"
        case .delete: "DeleteRequest"
        case .destroy: "DestroyRequest"
        }
    }

    /// The protocol a nested `ResponseBody` conforms to (`EmptyBody` conforms to each write's).
    public var responseBodyProtocol: String {
        switch self {
        case .show: "ShowResponseBody"
        case .create: "CreateResponseBody"
        case .update: "UpdateResponseBody"
        case .replace: "ReplaceResponseBody"
        case .delete: "DeleteResponseBody"
        case .destroy: "DestroyResponseBody"
        }
    }

    /// Every write protocol refines `Stubbable`; `ShowRequest` does not.
    public var isStubbable: Bool { self != .show }

    /// A `ShowRequest`'s body is `EmptyBody` (the protocol's extension fixes it): a GET sends none.
    public var takesBody: Bool { self != .show }

    /// The HTTP method FOSMVVM maps the action to.
    public var httpMethod: String {
        switch self {
        case .show: "GET"
        case .create: "POST"
        case .update: "PATCH"
        case .replace: "PUT"
        case .delete, .destroy: "DELETE"
        }
    }

    /// The verb a name ending in it implies: `BerthUpdate` → `.update`.
    public static func implied(by name: String) -> RequestAction? {
        let words = TypeNameWords.words(name)
        guard words.count >= 2, let last = words.last else { return nil }
        return allCases.first { $0.rawValue.capitalized == last }
    }
}

extension RequestBodyField {
    /// The field as a property (for its stub): the spec's stub, else one that keeps its limits.
    var property: Property {
        let plain: PlainType? = if case .plain(let plain) = type.unwrappingOptional { plain } else { nil }
        let stub = stub ?? FormFieldSpec.validStub(name: name, plain: plain, length: length, range: range)
        return Property(name: name, type: type, display: nil, enumLabel: nil, stub: stub, location: location)
    }
}
