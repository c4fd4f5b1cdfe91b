import FOSFoundation
import FOSMVVM
import Foundation

@ViewModel(options: [.clientHostedFactory])
public struct MooringViewModel {
    public let lightsOn: Bool
    public var vmId: ViewModelId = .init(type: Self.self)

    // MARK: Operations Access

    /// Public, so any caller can build a mooring screen with stub operations.
    public let isStub: Bool

    #if canImport(SwiftUI)
    public var operations: any MooringViewModelOperations {
        isStub ? MooringStubOps() : MooringOps()
    }
    #endif

    // MARK: Initialization

    public init(lightsOn: Bool) {
        self.init(isStub: false, lightsOn: lightsOn)
    }

    private init(isStub: Bool, lightsOn: Bool) {
        self.isStub = isStub
        self.lightsOn = lightsOn
    }

    public static func stub() -> Self {
        .init(isStub: true, lightsOn: false)
    }
}
