/// A request class `vmgen import` read into a `requests:` entry (`ServerRequestReader`): a
/// `ShowRequest`, `CreateRequest`, … other than a page's `ViewModelRequest` and a form's
/// create request. `declaration` is the spec model's own value for it, so the file vmgen would
/// write from the spec can be rendered and compared with the one read.
struct ImportedRequest {
    /// A query, body or response field: its spec spelling and, for a body field, its limits.
    struct Field {
        var name: String
        /// The spec spelling (`[String]?`, a ViewModel by spec name).
        var spec: String
        var ref: TypeRef
        var isRequired = false
        /// `a...b` as written in the spec.
        var length: ClosedRange<Int>?
        var range: NumberRange?
        /// The `stub:` value as YAML text, when `stub()` sends another value than vmgen's, and
        /// as the spec model holds it.
        var stub: String?
        var stubValue: StubValue?

        var hasKeys: Bool { isRequired || length != nil || range != nil || stub != nil }
    }

    enum Body {
        case none
        case fields([Field])
        /// `body: {X}Fields`: the body adopts a form's Fields protocol.
        case form(String)
    }

    var declaration: RequestDeclaration
    /// Whether the spec says `action:` (the name's last word does not imply it).
    var writesAction: Bool
    var doc: [String] = []
    var query: [Field] = []
    var body: Body = .none
    var response: [Field] = []
    var errors: ImportedResponseError?
    /// A hand-written ResponseError type (`responseError:`), unless `EmptyError`.
    var responseError: String?
    var path: String
    /// The folder of its file: a request in an imported ViewModel's folder is that spec's.
    var directory: String
    /// The class declaration, and the declarations read with it (its stub model).
    var location: SourceLocation
    var consumed: Set<SourceLocation> = []
    /// The spec file vmgen's header names, in a file vmgen wrote (`AnnouncementRequests.yml`).
    var generatedFrom: String?
    var notes: [ImportNote] = []

    var name: String { declaration.name }
    var typeName: String { declaration.typeName }

    /// How its controller is served (`ControllerReader` renders the one vmgen writes from it).
    var served: ServedRequest {
        var served = ServedRequest(declaration)
        served.hasErrors = errors != nil
        return served
    }
}
