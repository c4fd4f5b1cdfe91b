// Hand-written (not generated): the localized validation messages of VesselFields.
import FOSFoundation
import FOSMVVM
import Foundation

@FieldValidationModel
public struct VesselFieldsMessages {
    @LocalizedString("name", messageGroup: "validationMessages", messageKey: "required")
    public var nameRequiredMessage
    @LocalizedString("lengthMeters", messageGroup: "validationMessages", messageKey: "outOfRange")
    public var lengthOutOfRangeMessage

    public init() {}
}
