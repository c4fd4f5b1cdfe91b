/// A user-initiated action of an interactive ViewModel: a method of its Operations protocol.
public struct Operation: Sendable, Hashable {
    public var name: String
    public var parameters: [Parameter]
    /// Client-hosted only: the `@Observable` storage type written through `output storage:`.
    public var output: OutputStorage?
    /// Server-backed operations are `async throws` (they dispatch a request).
    public var isAsync: Bool
    public var isThrowing: Bool
    public var location: SourceLocation
    /// `sends:`: the request the live operation builds from its parameters and sends; its
    /// body is then generated, not user code.
    public var sends: SentRequest? = nil

    /// A request an operation sends: each of its query and body fields is filled from the
    /// operation's parameter of the same name (`OperationRequests` checks they match).
    public struct SentRequest: Sendable, Hashable {
        public var typeName: String
        /// Its query's and its body's field names, in their inits' order.
        public var query: [String] = []
        public var body: [String] = []
        /// The operation's `MVVMEnvironment` parameter, which `processRequest(mvvmEnv:)` takes.
        public var environment = ""
        public var location: SourceLocation
    }

    public struct Parameter: Sendable, Hashable {
        public var name: String
        /// The argument label; `nil` means the name is the label, `"_"` means unlabelled.
        public var label: String?
        public var type: TypeRef
        public var location: SourceLocation
    }

    /// The `output storage:` parameter and the writes an operation makes to it. The live
    /// implementation starts with these writes; the client-hosted stub mirrors them.
    public struct OutputStorage: Sendable, Hashable {
        public var type: String
        /// `storage.<property> = <parameter>`, in spec order.
        public var assignments: [Assignment]
        /// The Swift expression that creates the storage (`create:`), for the App and the tests;
        /// nil when the spec does not say, and they create it in a protected region instead.
        public var create: String?
        public var createLocation: SourceLocation?
        public var location: SourceLocation

        public struct Assignment: Sendable, Hashable {
            public var property: String
            public var parameter: String
        }
    }
}

/// The request of a server-hosted page: `{Name}Request`.
public struct RequestSpec: Sendable, Hashable {
    /// Fields of the request's `Query`; empty means `EmptyQuery`.
    public var query: [QueryField]
    /// The `ResponseError` type; `EmptyError` when the spec names none.
    public var responseError: String
    public var location: SourceLocation
    /// `errors:`: vmgen generates the nested `ResponseError` (then `responseError` is
    /// `ResponseError`).
    public var errors: ResponseErrorSpec? = nil

    public struct QueryField: Sendable, Hashable {
        public var name: String
        public var type: TypeRef
        public var location: SourceLocation
    }
}

/// A ViewModel-owned display enum: raw-less, with a localized label per case.
public struct DisplayEnum: Sendable, Hashable {
    public var name: String
    public var cases: [Case]
    public var location: SourceLocation

    public struct Case: Sendable, Hashable {
        public var name: String
        public var labels: LocalizedValues
        public var location: SourceLocation
    }
}

/// Every ViewModel of a project, in a stable order, with the spec each came from.
public struct ViewModelSet: Sendable, Hashable {
    /// Sorted by feature, then top-level first, then name.
    public var viewModels: [ViewModelSpec]
    /// `style: observable` screens, sorted by name.
    public var screens: [ObservableScreenSpec]
    /// The requests specs declare under `requests:`, sorted by name.
    public var requests: [RequestDeclaration]

    public init(viewModels: [ViewModelSpec], screens: [ObservableScreenSpec] = [], requests: [RequestDeclaration] = []) {
        self.screens = screens.sorted { $0.name < $1.name }
        self.requests = requests.sorted { $0.name < $1.name }
        self.viewModels = viewModels.sorted { lhs, rhs in
            if lhs.feature != rhs.feature { return lhs.feature < rhs.feature }
            if lhs.isTopLevel != rhs.isTopLevel { return lhs.isTopLevel }
            return lhs.name < rhs.name
        }
    }

    public subscript(name: String) -> ViewModelSpec? {
        viewModels.first { $0.name == name }
    }
}
