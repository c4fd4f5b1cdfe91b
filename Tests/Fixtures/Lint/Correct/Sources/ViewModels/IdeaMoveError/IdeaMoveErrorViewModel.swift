import FOSFoundation
import FOSMVVM
import Foundation

// Specific ViewModel for IdeaMoveRequest errors — never a generic ErrorViewModel.
@ViewModel(options: [.clientHostedFactory])
public struct IdeaMoveErrorViewModel {
    public let message: String
    public let errorCode: String

    public var vmId: ViewModelId = .init(type: Self.self)  // shown once — singleton

    public init(message: String, errorCode: String) {
        self.message = message
        self.errorCode = errorCode
    }

    public static func stub(message: String = "Yabba dabba doo", errorCode: String = "bedrock-42") -> Self {
        .init(message: message, errorCode: errorCode)
    }
}
