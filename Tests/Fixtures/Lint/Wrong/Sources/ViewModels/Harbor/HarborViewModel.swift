import FOSFoundation
import FOSMVVM
import Foundation

/// The harbour master's screen: the harbour's name and a button to close the harbour.
@ViewModel
public struct HarborViewModel: RequestableViewModel {
    public typealias Request = HarborRequest

    @LocalizedString public var pageTitle
    public let harborName: String
    public var vmId: ViewModelId = .init(type: Self.self)

    // MARK: Operations Access

    private let isStub: Bool

    #if canImport(SwiftUI)
    public var operations: any HarborViewModelOperations {
        isStub ? HarborStubOps() : HarborOps()
    }
    #endif

    public init(harborName: String) {
        self.init(isStub: false, harborName: harborName)
    }

    private init(isStub: Bool, harborName: String) {
        self.isStub = isStub
        self.harborName = harborName
    }

    public static func stub() -> Self {
        .init(harborName: "Bedrock Harbour")
    }
}
