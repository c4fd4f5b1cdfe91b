// Stand-in for FOSMVVM: factories — public signatures as ../shared/fosmvvm-reference.md §1.5
// states them; bodies are placeholders (type-checking only).

import FOSFoundation
import Foundation

// MARK: - Client-hosted factories (ref §1.5: Sources/FOSMVVM/Protocols/ViewModelFactory.swift)

/// Line 20.
public enum ViewModelFactoryError: Error {
    case versionNotSupported(_ version: String)
}

/// Line 36.
public protocol ViewModelFactoryContext: Sendable {
    var appVersion: SystemVersion { get throws }
}

/// Lines 42-47.
public protocol ViewModelFactory where Self: ViewModel {
    associatedtype Context: ViewModelFactoryContext
    static func model(context: Context) async throws -> Self
}

/// Line 49.
public struct ClientHostedModelFactoryContext<Request: ViewModelRequest, AppState: Sendable>: ViewModelFactoryContext {
    public let locale: Locale
    public let localizationStore: LocalizationStore
    public let vmRequest: Request
    public let appState: AppState

    public var appVersion: SystemVersion { SystemVersion.current }

    /// Line 59.
    public init(locale: Locale, localizationStore: LocalizationStore, vmRequest: Request, appState: AppState) {
        self.locale = locale
        self.localizationStore = localizationStore
        self.vmRequest = vmRequest
        self.appState = appState
    }
}

/// Line 72.
public extension ClientHostedModelFactoryContext where AppState == Void {
    init(locale: Locale, localizationStore: LocalizationStore, vmRequest: Request) {
        self.init(locale: locale, localizationStore: localizationStore, vmRequest: vmRequest, appState: ())
    }
}

/// Lines 87-96. (The `model(context:vmRequest:)` helpers of its extensions are not modelled.)
public protocol ClientHostedViewModelFactory: ViewModelFactory where Context == ClientHostedModelFactoryContext<Request, AppState> {
    associatedtype Request: ViewModelRequest
    associatedtype AppState
    static func modelSync(context: Context) throws -> Self
}

// MARK: - Server-side factories (ref §1.5)

/// Sources/FOSMVVM/Protocols/ResponseBodyFactory.swift:38-46.
public protocol ResponseBodyFactory: ServerRequestBody {
    associatedtype AppState: Sendable = Void
    static func body<R: ServerRequest>(context: ProjectionContext<R, AppState>) throws -> Self where R.ResponseBody == Self
}

/// ProjectionContext.swift:32 (`vmRequest`, `appState`; no public initializer is modelled; the
/// generic constraints are assumed).
public struct ProjectionContext<Request: ServerRequest, AppState: Sendable>: Sendable {
    public let vmRequest: Request
    public let appState: AppState

    init(vmRequest: Request, appState: AppState) {
        self.vmRequest = vmRequest
        self.appState = appState
    }
}

// ComposableFactory, DataRequirement, LoadRequirement, RootScope and `context.records(_:)` are not
// modelled: the only factory using them (Harbor's Dashboard) imports a domain module that does not
// exist here, so it is never type-checked.

// MARK: - Versioning (ref §1.8: Sources/FOSMVVM/Versioning/SystemVersion.swift:31)

public extension SystemVersion {
    static var httpHeader: String { "X-FOS-Version" }
}
