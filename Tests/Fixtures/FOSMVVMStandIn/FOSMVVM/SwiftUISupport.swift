// FOSMVVM's SwiftUI-only API the generated App file calls, from FOSUtilities 0.13.3's source
// (each declaration names its file and line). Compiled only where SwiftUI can be imported — in
// the tests, against the SwiftUI stand-in (`Tests/Fixtures/FOSMVVMStandIn/SwiftUI`).
#if canImport(SwiftUI)
import FOSFoundation
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import SwiftUI

/// Sources/FOSMVVM/SwiftUI Support/ViewModelView.swift:72-76.
public protocol ViewModelView: View {
    associatedtype VM: ViewModel

    init(viewModel: VM)
}

public extension ViewModelView where VM: RequestableViewModel {
    /// ViewModelView.swift:320-326: a server-hosted ViewModel without query or fragment.
    @MainActor static func bind() -> some View where
        VM.Request.RequestBody == EmptyBody,
        VM.Request.ResponseBody == VM,
        VM.Request.Query == EmptyQuery,
        VM.Request.Fragment == EmptyFragment {
        EmptyView()
    }

    /// ViewModelView.swift:382-391: a client-hosted ViewModel built from its app state.
    @MainActor static func bind(appState: VM.AppState) -> some View where
        VM.Request.ResponseBody == VM,
        VM.Request.Query == EmptyQuery,
        VM.Request.Fragment == EmptyFragment,
        VM.Request.RequestBody == EmptyBody,
        VM: ClientHostedViewModelFactory,
        VM.AppState: Hashable & Sendable {
        EmptyView()
    }
}

public extension ViewModelView {
    /// Sources/FOSMVVM/SwiftUI Support/PreviewHostingView.swift:95-101.
    static func previewHost(
        bundle: Bundle = .main,
        resourceDirectoryName: String = "",
        locale: Locale = .current,
        viewModel: VM = .stub(),
        setStates: ((inout Self) -> Void)? = nil
    ) -> some View {
        EmptyView()
    }
}

public extension Text {
    /// Sources/FOSMVVM/SwiftUI Support/LocalizableViews.swift:47.
    init(_ localizable: some Localizable, defaultValue: String? = nil) {
        self.init(verbatim: "")
    }
}

public extension MVVMEnvironment {
    /// Sources/FOSMVVM/SwiftUI Support/MVVMEnvironment.swift:215-218 — static since 0.11.0, whose
    /// CHANGELOG says the instance method was removed (CHANGELOG.md:464-490). The body is
    /// `#if DEBUG` only (219-226).
    @MainActor static func registerTestView<V: ViewModelView>(
        _ type: V.Type,
        scrollable: Bool = false
    ) {}

    /// MVVMEnvironment.swift:325-337, the SwiftUI designated initializer (the real one is
    /// designated; an extension can only add a convenience one, which callers cannot tell apart):
    /// `requestErrorHandler` before `session`, and `loadingView`.
    convenience init(
        currentVersion: SystemVersion? = nil,
        appBundle: Bundle,
        resourceBundles: [Bundle]? = nil,
        resourceDirectoryName: String? = nil,
        requestHeaders: [String: String] = [:],
        clientCredentialProvider: (any ClientCredentialProvider)? = nil,
        invalidationChannel: (any InvalidationChannel)? = nil,
        deploymentURLs: [Deployment: URLPackage],
        requestErrorHandler: (@Sendable (any ServerRequest, any ServerRequestError) -> Void)? = nil,
        session: URLSession? = nil,
        loadingView: (@Sendable () -> AnyView)? = nil
    ) {
        self.init(appBundle: appBundle, deploymentURLs: deploymentURLs, session: session)
    }

    /// MVVMEnvironment.swift:380-392.
    convenience init(
        currentVersion: SystemVersion? = nil,
        appBundle: Bundle,
        resourceBundles: [Bundle]? = nil,
        resourceDirectoryName: String? = nil,
        requestHeaders: [String: String] = [:],
        clientCredentialProvider: (any ClientCredentialProvider)? = nil,
        invalidationChannel: (any InvalidationChannel)? = nil,
        deploymentURLs: [Deployment: URL],
        requestErrorHandler: (@Sendable (any ServerRequest, any ServerRequestError) -> Void)? = nil,
        session: URLSession? = nil,
        loadingView: (@Sendable () -> AnyView)? = nil
    ) {
        self.init(appBundle: appBundle, deploymentURLs: [Deployment: URLPackage](), session: session)
    }
}

public extension View {
    /// Sources/FOSMVVM/SwiftUI Support/TestDataTransporter.swift:162.
    @ViewBuilder func testDataTransporter(viewModelOps: any ViewModelOperations, repaintToggle: Binding<Bool>) -> some View {
        self
    }

    /// Sources/FOSMVVM/SwiftUI Support/TestHost.swift:63.
    @MainActor @ViewBuilder func testHost(@ViewBuilder decorator: (String, AnyView) -> some View) -> some View {
        decorator("", AnyView(self))
    }

    /// TestHost.swift:109.
    @MainActor func testHost() -> some View {
        testHost(decorator: { _, view in view })
    }
}
#endif
