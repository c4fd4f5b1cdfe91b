import FOSFoundation
import FOSMVVM
import Foundation

/// The port master's screen: the port's name and a button to close the port.
@ViewModel
public struct PortViewModel: RequestableViewModel {
    public typealias Request = PortRequest

    @LocalizedString public var pageTitle
    public let portName: String
    public var vmId: ViewModelId = .init(type: Self.self)

    // MARK: Operations Access

    private let isStub: Bool

    #if canImport(SwiftUI)
    public var operations: any PortViewModelOperations {
        isStub ? PortStubOps() : PortOps()
    }
    #endif

    public init(portName: String) {
        self.init(isStub: false, portName: portName)
    }

    private init(isStub: Bool, portName: String) {
        self.isStub = isStub
        self.portName = portName
    }

    public static func stub() -> Self {
        .init(portName: "Bedrock Port")
    }
}
