// Stand-in for FOSMVVM: ServerRequest and its refinements — public signatures exactly as
// ../shared/fosmvvm-reference.md §1.4 states them; bodies are placeholders (type-checking only).

import FOSFoundation
import Foundation
import Observation
#if canImport(FoundationNetworking)
import FoundationNetworking  // URLSession on Linux (MVVMEnvironment.swift:27-29)
#endif

// MARK: - ServerRequest (ref §1.4: Sources/FOSMVVM/Protocols/ServerRequest.swift:53-88)

public protocol ServerRequest: AnyObject, Identifiable, Hashable, Codable, Sendable {
    associatedtype Query: ServerRequestQuery
    associatedtype Fragment: ServerRequestFragment
    associatedtype RequestBody: ServerRequestBody
    associatedtype ResponseBody: ServerRequestBody
    /// NO default: every request must name its error type.
    associatedtype ResponseError: ServerRequestError
    associatedtype Sort: ServerRequestSort = EmptySort

    static var path: String { get }
    static var baseTypeName: String { get }

    var action: ServerRequestAction { get }
    var query: Query? { get }
    var fragment: Fragment? { get }
    var requestBody: RequestBody? { get }
    var responseBody: ResponseBody? { get set }
    var sort: Sort? { get }

    /// The canonical 5-argument initializer (line 87); the 4-argument form is only a convenience.
    init(query: Query?, sort: Sort?, fragment: Fragment?, requestBody: RequestBody?, responseBody: ResponseBody?)
}

public extension ServerRequest {
    /// Derived from the type name and the body paths (lines 102-113).
    static var path: String {
        let base = String(describing: Self.self)
            .replacingOccurrences(of: baseTypeName, with: "")
            .replacingOccurrences(of: "Request", with: "")
        return [base, RequestBody.bodyPath, ResponseBody.bodyPath].filter { !$0.isEmpty }.joined(separator: "_")
    }

    /// Assumed: "" unless a refinement (ShowRequest, CreateRequest, …) names itself.
    static var baseTypeName: String { "" }

    /// A convenience forwarding `sort: nil` (line 120) — not a witness of the requirement.
    init(query: Query?, fragment: Fragment?, requestBody: RequestBody?, responseBody: ResponseBody?) {
        self.init(query: query, sort: nil, fragment: fragment, requestBody: requestBody, responseBody: responseBody)
    }

    // `hash`/`==` by `id` (ref §1.4).
    func hash(into hasher: inout Hasher) {
        hasher.combine(id)
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.id == rhs.id
    }
}

// `query`/`fragment`/`requestBody`/`responseBody`/`sort` return nil for the matching Empty* (lines 163-193).
public extension ServerRequest where Query == EmptyQuery {
    var query: EmptyQuery? { nil }
}

public extension ServerRequest where Fragment == EmptyFragment {
    var fragment: EmptyFragment? { nil }
}

public extension ServerRequest where RequestBody == EmptyBody {
    var requestBody: EmptyBody? { nil }
}

public extension ServerRequest where ResponseBody == EmptyBody {
    var responseBody: EmptyBody? {
        get { nil }
        set {}  // swiftlint:disable:this unused_setter_value
    }
}

public extension ServerRequest where Sort == EmptySort {
    var sort: EmptySort? { nil }
}

// MARK: - Actions (ref §1.4: ServerRequest.swift:231)

public enum ServerRequestAction: String, Codable, CaseIterable, Hashable, Sendable {
    case show
    case create
    case delete
    case destroy
    case update
    case replace
}

// MARK: - Marker types (ref §1.4)

/// Line 288.
public protocol ServerRequestQuery: Codable, Hashable, Sendable {}

/// Line 302.
public struct EmptyQuery: ServerRequestQuery {
    public init() {}
}

/// Line 307 (its refinements — `Codable, Hashable, Sendable` — are assumed, like ServerRequestQuery's).
public protocol ServerRequestFragment: Codable, Hashable, Sendable {}

/// Line 321: no public initializer is listed.
public struct EmptyFragment: ServerRequestFragment {}

/// Line 324.
public protocol ServerRequestBody: Codable, Sendable {
    static var bodyPath: String { get }
    static var maxBodySize: ServerRequestBodySize? { get }
}

public extension ServerRequestBody {
    /// Assumed default: the snake-cased type name.
    static var bodyPath: String { String(describing: Self.self) }
    /// Assumed default: nil (the server's default collection behaviour).
    static var maxBodySize: ServerRequestBodySize? { nil }
}

/// Line 380 (`bodyPath == ""`). The public `init()` is assumed.
public struct EmptyBody: ServerRequestBody {
    public init() {}

    public static var bodyPath: String { "" }
}

/// Line 404 (the counts as associated values are assumed).
public enum ServerRequestBodySize: Hashable, Sendable {
    case bytes(_ count: UInt)
    case kb(_ count: UInt)
    case mb(_ count: UInt)
    case gb(_ count: UInt)
}

/// Line 534.
public protocol ServerRequestError: Error, Codable, Sendable {}

/// Line 548.
public struct EmptyError: ServerRequestError {
    public init() {}
}

// MARK: - Sort (ref §1.4: Sources/FOSMVVM/Protocols/ServerRequestSort.swift)

/// Line 20 (refinements assumed). SortKey, SortDirection, SortTerm and SortCriteria are not modelled.
public protocol ServerRequestSort: Codable, Hashable, Sendable {}

/// Line 67.
public struct EmptySort: ServerRequestSort {
    public init() {}
}

// MARK: - Query traits (ref §1.4; refinement of ServerRequestQuery assumed; PaginatedQuery not modelled)

public protocol TargetedQuery: ServerRequestQuery {
    var target: ModelIdentity { get }
}

public protocol RootedQuery: ServerRequestQuery {
    var rootIdentity: ModelIdentity { get }
}

// MARK: - Refinements (ref §1.4 table)

/// ShowRequest.swift:29 — not Stubbable.
public protocol ShowRequest: ServerRequest {}

public extension ShowRequest {
    static var baseTypeName: String { "ShowRequest" }
    var action: ServerRequestAction { .show }
    var fragment: EmptyFragment? { nil }
    var requestBody: EmptyBody? { nil }
}

/// ShowRequest.swift:50: the marker a show request's response body may adopt (not required).
public protocol ShowResponseBody: ServerRequestBody {}

/// ViewModelRequest.swift:71.
public protocol ViewModelRequest: ShowRequest where ResponseBody: RequestableViewModel {}

public extension ViewModelRequest {
    var viewModel: ResponseBody { responseBody ?? .stub() }
}

/// ValidatableViewModelRequest.swift:82.
public protocol ValidatableViewModelRequest: ViewModelRequest
    where RequestBody: ServerRequestBody & ValidatableModel, ResponseBody: RequestableViewModel,
    ResponseError: ValidatableViewModelRequestError {}

public extension ValidatableViewModelRequest {
    var action: ServerRequestAction { .create }
}

/// ValidatableViewModelRequest.swift:94 (the element type of `validations` is assumed).
public protocol ValidatableViewModelRequestError: ServerRequestError {
    var validations: [ValidationResult] { get }
    init(validations: [ValidationResult])
}

/// CreateRequest.swift:33.
public protocol CreateRequest: ServerRequest, Stubbable where RequestBody: ValidatableModel, ResponseBody: CreateResponseBody {}

public extension CreateRequest {
    static var baseTypeName: String { "CreateRequest" }
    var action: ServerRequestAction { .create }
}

/// CreateRequest.swift:47 (its refinement of ServerRequestBody is assumed, as for the others below).
public protocol CreateResponseBody: ServerRequestBody {}

/// UpdateRequest.swift:34.
public protocol UpdateRequest: ServerRequest, Stubbable where RequestBody: ValidatableModel, ResponseBody: UpdateResponseBody {}

public extension UpdateRequest {
    static var baseTypeName: String { "UpdateRequest" }
    var action: ServerRequestAction { .update }
}

public protocol UpdateResponseBody: ServerRequestBody {}

/// ReplaceRequest.swift:26.
public protocol ReplaceRequest: ServerRequest, Stubbable where RequestBody: ValidatableModel, ResponseBody: ReplaceResponseBody {}

public extension ReplaceRequest {
    static var baseTypeName: String { "ReplaceRequest" }
    var action: ServerRequestAction { .replace }
}

public protocol ReplaceResponseBody: ServerRequestBody {}

/// DeleteRequest.swift:36.
public protocol DeleteRequest: ServerRequest, Stubbable where ResponseBody: DeleteResponseBody {}

public extension DeleteRequest {
    static var baseTypeName: String { "DeleteRequest" }
    var action: ServerRequestAction { .delete }
}

public protocol DeleteResponseBody: ServerRequestBody {}

/// DestroyRequest.swift:23.
public protocol DestroyRequest: ServerRequest, Stubbable where ResponseBody: DestroyResponseBody {}

public extension DestroyRequest {
    static var baseTypeName: String { "DestroyRequest" }
    var action: ServerRequestAction { .destroy }
}

public protocol DestroyResponseBody: ServerRequestBody {}

// `EmptyBody` conforms to CreateResponseBody and is ValidatableModel (ref); that it is also the
// Update/Replace/Delete/Destroy response body is assumed.
extension EmptyBody: CreateResponseBody, UpdateResponseBody, ReplaceResponseBody, DeleteResponseBody, DestroyResponseBody {}

extension EmptyBody: ValidatableModel {
    public func validate(fields: [any FormFieldBase]?, validations: Validations) -> ValidationResult.Status? { nil }
}

// MARK: - Client call (ref §1.4: ServerRequest+Fetch.swift:167)

public extension ServerRequest {
    /// Returns nothing: the response lands in `responseBody` (assumed from FOSUtilities' source;
    /// the reference gives only the call `try await request.processRequest(mvvmEnv: mvvmEnv)`).
    func processRequest(mvvmEnv: MVVMEnvironment) async throws {}
}

// MARK: - MVVMEnvironment (Sources/FOSMVVM/SwiftUI Support/MVVMEnvironment.swift, FOSUtilities 0.13.3)

/// `@Observable public final class MVVMEnvironment: @unchecked Sendable` (MVVMEnvironment.swift:62-63);
/// the SwiftUI-only members (`registerTestView`, the initializers with `loadingView:`) are in
/// SwiftUISupport.swift.
@Observable
public final class MVVMEnvironment: @unchecked Sendable {
    /// MVVMEnvironment.swift:69-90.
    public struct URLPackage: Sendable {
        public let serverBaseURL: URL
        public let resourcesBaseURL: URL
        public let invalidationBaseURL: URL

        public init(serverBaseURL: URL, resourcesBaseURL: URL? = nil, invalidationBaseURL: URL? = nil) {
            self.serverBaseURL = serverBaseURL
            self.resourcesBaseURL = resourcesBaseURL ?? serverBaseURL
            self.invalidationBaseURL = invalidationBaseURL ?? serverBaseURL
        }
    }

    /// The non-SwiftUI designated initializer, on every platform (MVVMEnvironment.swift:461-472):
    /// note `session` before `requestErrorHandler`, and no `loadingView`.
    public init(
        currentVersion: SystemVersion? = nil,
        appBundle: Bundle,
        resourceBundles: [Bundle]? = nil,
        resourceDirectoryName: String? = nil,
        requestHeaders: [String: String] = [:],
        clientCredentialProvider: (any ClientCredentialProvider)? = nil,
        invalidationChannel: (any InvalidationChannel)? = nil,
        deploymentURLs: [Deployment: URLPackage],
        session: URLSession? = nil,
        requestErrorHandler: (@Sendable (any ServerRequest, any ServerRequestError) -> Void)? = nil
    ) {}

    /// MVVMEnvironment.swift:528-539: each URL serves as server and resources base.
    public convenience init(
        currentVersion: SystemVersion? = nil,
        appBundle: Bundle,
        resourceBundles: [Bundle]? = nil,
        resourceDirectoryName: String? = nil,
        requestHeaders: [String: String] = [:],
        clientCredentialProvider: (any ClientCredentialProvider)? = nil,
        invalidationChannel: (any InvalidationChannel)? = nil,
        deploymentURLs: [Deployment: URL],
        session: URLSession? = nil,
        requestErrorHandler: (@Sendable (any ServerRequest, any ServerRequestError) -> Void)? = nil
    ) {
        self.init(appBundle: appBundle, deploymentURLs: [Deployment: URLPackage]())
    }
}

/// Sources/FOSMVVM/Protocols/ClientCredentialProvider.swift:50 (requirements not modelled).
public protocol ClientCredentialProvider: Sendable {}

/// Sources/FOSMVVM/Protocols/InvalidationChannel.swift:46 (requirements not modelled).
public protocol InvalidationChannel: Sendable {}

/// Sources/FOSMVVM/Versioning/Deployment.swift:41-78.
public enum Deployment: Codable, Identifiable, Hashable, Sendable {
    case production
    case staging
    case debug
    case test
    case custom(name: String)

    public var id: String {
        switch self {
        case .production: "production"
        case .staging: "staging"
        case .debug: "debug"
        case .test: "test"
        case .custom(let name): name
        }
    }
}
