import FOSFoundation
import FOSMVVM
import Foundation

@ViewModel
public struct BerthRowViewModel {
    public let name: String
    public let ownerEmail: String
    public var vmId: ViewModelId = .init(type: Self.self)

    public init(name: String, ownerEmail: String) {
        self.name = name
        self.ownerEmail = ownerEmail
    }

    public static func stub(name: String = "Slip 42", ownerEmail: String = "jane.doe@gmail.com") -> Self {
        .init(name: name, ownerEmail: ownerEmail)
    }
}
