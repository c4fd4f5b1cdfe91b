import FOSFoundation
import FOSMVVM
import Foundation

@FieldValidationModel
public struct UserFieldsMessages {
    @LocalizedString("email", messageGroup: "validationMessages", messageKey: "required") public var emailRequiredMessage
    @LocalizedString("firstName", messageGroup: "validationMessages", messageKey: "required") public var firstNameRequiredMessage

    public init() {}
}
