// Stand-in for FOSMVVM: forms and validation — public signatures as
// ../shared/fosmvvm-reference.md §1.9 states them; bodies are placeholders (type-checking only).
// Where the reference only names a type, the members are taken from FOSUtilities' source and
// marked "assumed".

import FOSFoundation
import Foundation
import Observation

// MARK: - ValidatableModel (ref §1.9: Sources/FOSMVVM/Protocols/ValidatableModel.swift:103)

public protocol ValidatableModel {
    func validate(fields: [any FormFieldBase]?, validations: Validations) -> ValidationResult.Status?
}

public extension ValidatableModel {
    func validate(validations: Validations) -> ValidationResult.Status? {
        validate(fields: nil, validations: validations)
    }

    func validate(field: any FormFieldBase, validations: Validations) -> ValidationResult.Status? {
        validate(fields: [field], validations: validations)
    }

    func validate() -> ValidationError? {
        let validations = Validations()
        _ = validate(validations: validations)
        return validations.validationError
    }
}

// MARK: - Form fields (ref §1.9: Forms/FormField.swift:22,129,166)

public protocol FormFieldBase: Codable {
    var fieldId: FormFieldIdentifier { get }
    var type: FormFieldType { get }
    var title: LocalizableString { get }
    var placeholder: LocalizableString? { get }
}

/// FOSUtilities 0.13.3 `Sources/FOSMVVM/Forms/FormField.swift:39-43`: what makes a Fields
/// protocol's `fields?.contains(Self.nameField)` compile.
public extension Collection<FormFieldBase> {
    func contains(_ field: FormField<some Any>) -> Bool {
        map(\.fieldId).contains(field)
    }
}

/// `Sources/FOSMVVM/Forms/FormFieldIdentifier.swift:40-48`.
public extension [FormFieldIdentifier] {
    func contains(_ id: String) -> Bool {
        contains(where: { $0.id == id })
    }

    func contains(_ field: FormField<some Any>) -> Bool {
        contains(where: { $0.id == field.fieldId.id })
    }
}

public struct FormField<Value: Codable & Hashable>: FormFieldBase, Sendable {
    public let fieldId: FormFieldIdentifier
    public let title: LocalizableString
    public let placeholder: LocalizableString?
    public let type: FormFieldType
    public let options: [FormInputOption<Value>]

    public init(
        fieldId: FormFieldIdentifier, title: LocalizableString, placeholder: LocalizableString? = nil, type: FormFieldType,
        options: [FormInputOption<Value>] = []
    ) {
        self.fieldId = fieldId
        self.title = title
        self.placeholder = placeholder
        self.type = type
        self.options = options
    }

    public init(from decoder: any Decoder) throws { fatalError("stand-in") }
    public func encode(to encoder: any Encoder) throws {}
}

/// FormFieldIdentifier.swift:32.
public struct FormFieldIdentifier: Hashable, Codable, Sendable {
    public let id: String

    public init(id: String) {
        self.id = id
    }
}

public enum FormFieldType: Codable, Hashable, Sendable {
    case text(inputType: FormInputType)
    case textArea(inputType: FormInputType)
    case checkbox
    case colorPicker
    case select
}

/// Every case, from FOSUtilities 0.13.3 `Sources/FOSMVVM/Forms/FormInputType.swift:23-71`
/// (a spec may name any of them as a field's `inputType`).
public enum FormInputType: String, Codable, Hashable, Sendable {
    case button
    case checkbox
    case color
    case date
    case datetimeLocal = "datetime-local"
    case emailAddress = "email"
    case file
    case hidden
    case image
    case month
    case number
    case password
    case radio
    case range
    case reset
    case search
    case submit
    case tel
    case text
    case time
    case url
    case week

    // Apple values
    case name
    case namePrefix
    case givenName
    case middleName
    case familyName
    case nameSuffix
    case nickname
    case jobTitle
    case organizationName
    case location
    case fullStreetAddress
    case streetAddressLine1
    case streetAddressLine2
    case addressCity
    case addressState
    case addressCityAndState
    case subLocality
    case countryName
    case postalCode
    case telephoneNumber
    case creditCardNumber
    case userName
    case newPassword
    case oneTimeCode
}

/// The cases' associated values are assumed; `size`, `autocomplete`, `autocapitalize` and `cols`
/// are not modelled.
public enum FormInputOption<Value: Codable & Hashable>: Hashable, Sendable {
    case disabled(value: Bool)
    case required(value: Bool)
    case minValue(value: Int)
    case maxValue(value: Int)
    case minLength(value: Int)
    case maxLength(value: Int)
    case minDate(date: Date)
    case maxDate(date: Date)

    public static func rangeLength(_ range: ClosedRange<Int>) -> [Self] {
        [.minLength(value: range.lowerBound), .maxLength(value: range.upperBound)]
    }
}

// MARK: - Validation results (ref §1.9: Validation/ValidationResult.swift:17)

public struct ValidationResult: Codable, Hashable, Sendable {
    public enum Status: Int, CaseIterable, Codable, Comparable, Hashable, Sendable {
        case info = 1
        case warning = 2
        case error = 3

        public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// Assumed from FOSUtilities' source.
    public struct Message: Codable, Hashable, Sendable {
        public let fieldIds: [FormFieldIdentifier]
        public let message: LocalizableString

        public init(fieldIds: [FormFieldIdentifier], message: LocalizableString) {
            self.fieldIds = fieldIds
            self.message = message
        }
    }

    public let status: Status
    public let messages: [Message]

    public init(status: Status, fieldId: FormFieldIdentifier, message: LocalizableString) {
        self.init(status: status, fieldIds: [fieldId], message: message)
    }

    public init(status: Status, field: FormField<some Any>, message: LocalizableString) {
        self.init(status: status, fieldIds: [field.fieldId], message: message)
    }

    /// Assumed from FOSUtilities' source (the reference writes "…").
    public init(status: Status, fieldIds: [FormFieldIdentifier], message: LocalizableString) {
        self.init(status: status, messages: [.init(fieldIds: fieldIds, message: message)])
    }

    public init(status: Status, messages: [Message]) {
        self.status = status
        self.messages = messages
    }
}

/// `Sources/FOSMVVM/Protocols/ValidatableModel.swift:116-136`: nil for no results, otherwise
/// the most severe status.
public extension ValidationResult.Status {
    init?(for validationResults: (any Collection<ValidationResult>)?) {
        guard let validations = validationResults, !validations.isEmpty else { return nil }
        self = validations.map(\.status).max() ?? .info
    }
}

// MARK: - Validations (ref §1.9: Validation/Validations.swift:20)

/// The members are assumed from FOSUtilities' source (Validations.swift, 2025): note that
/// `replace(with:)` takes an ARRAY of results (or another Validations), not a single result.
@Observable public final class Validations {
    public var validations: [ValidationResult] = []

    public var status: ValidationResult.Status? { validations.map(\.status).max() }

    public var validationError: ValidationError? {
        status == .error ? ValidationError(validations: validations) : nil
    }

    public func replace(with newValidations: [ValidationResult]) {
        validations = newValidations
    }

    public func replace(with validations: Validations) {
        self.validations = validations.validations
    }

    public func removeAll(fieldIds: [FormFieldIdentifier]? = nil) {
        validations = []
    }

    public init(_ elements: [ValidationResult] = []) {
        self.validations = elements
    }
}

// MARK: - Field validation models (ref §1.9: Validation/FieldValidationModel.swift:19)

public protocol FieldValidationModel: RetrievablePropertyNames, Stubbable, Codable {
    init()
}

public extension FieldValidationModel {
    static func stub() -> Self { .init() }
}

/// Validation/ValidationError.swift:19.
public struct ValidationError: ValidatableViewModelRequestError {
    public let validations: [ValidationResult]

    public init(validations: [ValidationResult]) {
        self.validations = validations
    }
}
