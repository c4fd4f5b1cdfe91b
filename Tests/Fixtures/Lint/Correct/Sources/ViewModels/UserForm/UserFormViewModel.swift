import FOSFoundation
import FOSMVVM
import Foundation

@ViewModel
public struct UserFormViewModel: UserFields {  // ← Adopts Fields!
    public var id: ModelIdType?
    public var email: String
    public var firstName: String
    public var lastName: String

    public let userValidationMessages: UserFieldsMessages
    public var vmId: ViewModelId = .init(type: Self.self)  // one form per screen — singleton

    public init(id: ModelIdType?, email: String, firstName: String, lastName: String) {
        self.id = id
        self.email = email
        self.firstName = firstName
        self.lastName = lastName
        self.userValidationMessages = .init()
    }

    public static func stub(
        id: ModelIdType? = nil,
        email: String = "fred@bedrock.example",
        firstName: String = "Fred",
        lastName: String = "Flintstone"
    ) -> Self {
        .init(id: id, email: email, firstName: firstName, lastName: lastName)
    }
}
