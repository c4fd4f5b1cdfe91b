import FOSFoundation
import FOSMVVM
import Foundation

@ViewModel(options: [.clientHostedFactory])
public struct ErrorViewModel {
    public let message: String
    public var vmId: ViewModelId = .init(type: Self.self)

    public init(message: String) {
        self.message = message
    }

    public static func stub() -> Self {
        .init(message: "Something went wrong")
    }
}
