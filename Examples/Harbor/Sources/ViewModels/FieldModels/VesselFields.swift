// Hand-written (not generated): the Fields protocol the vessel form, the create request's body
// and the persistence model all adopt, so validation is the same everywhere.
import FOSFoundation
import FOSMVVM
import Foundation

public protocol VesselFields: ValidatableModel, Codable, Sendable {
    var name: String { get set }
    var registration: String? { get set }
    var lengthMeters: Double { get set }

    var vesselValidationMessages: VesselFieldsMessages { get }
}

public extension VesselFields {
    static var nameRange: ClosedRange<Int> { 1...60 }
    static var lengthRange: ClosedRange<Double> { 1...120 }

    func validate(fields: [any FormFieldBase]?, validations: Validations) -> ValidationResult.Status? {
        var status: ValidationResult.Status?
        if !Self.nameRange.contains(name.count) {
            validations.replace(with: [ValidationResult(
                status: .error,
                fieldId: .init(id: "name"),
                message: vesselValidationMessages.nameRequiredMessage
            )])
            status = .error
        }
        if !Self.lengthRange.contains(lengthMeters) {
            validations.replace(with: [ValidationResult(
                status: .error,
                fieldId: .init(id: "lengthMeters"),
                message: vesselValidationMessages.lengthOutOfRangeMessage
            )])
            status = .error
        }
        return status
    }
}
