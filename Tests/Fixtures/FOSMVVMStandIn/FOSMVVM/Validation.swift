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
    /// `Forms/FormInputOption.swift:44,47`.
    case autocomplete(value: Autocomplete)
    case autocapitalize(value: Autocapitalize)

    public static func rangeLength(_ range: ClosedRange<Int>) -> [Self] {
        [.minLength(value: range.lowerBound), .maxLength(value: range.upperBound)]
    }
}

/// FOSUtilities 0.13.3 `Sources/FOSMVVM/Forms/FormInputOption.swift:82-147`, every case.
public extension FormInputOption {
    enum Autocapitalize: String, Codable, CaseIterable, Hashable, Sendable {
        case characters
        case sentences
        case words
        case never
    }

    enum Autocomplete: String, Codable, CaseIterable, Hashable, Sendable {
        case off
        case on
        case name
        case honorificPrefix = "honorific-prefix"
        case givenName = "given-name"
        case additionalName = "additional-name"
        case familyName = "family-name"
        case honorificSuffix = "honorific-suffix"
        case nickname
        case email
        case username
        case newPassword = "new-password"
        case currentPassword = "current-password"
        case oneTimeCode = "one-time-code"
        case organizationTitle = "organization-title"
        case organization
        case streetAddress = "street-address"
        case addressLine1 = "address-line-1"
        case addressLine2 = "address-line-2"
        case addressLine3 = "address-line-3"
        case addressLevel1 = "address-level-1"
        case addressLevel2 = "address-level-2"
        case addressLevel3 = "address-level-3"
        case addressLevel4 = "address-level-4"
        case country
        case country_name = "country-name"
        case postal_code = "postal-code"
        case ccName = "cc-name"
        case ccGivenName = "cc-given-name"
        case ccFamilyName = "cc-family-name"
        case ccNumber = "cc-number"
        case ccExp = "cc-exp"
        case ccExpMonth = "cc-exp-month"
        case ccExpYear = "cc-exp-year"
        case ccCSC = "cc-csc"
        case ccType = "cc-type"
        case transactionCurrency = "transaction-currency"
        case transactionAmount = "transaction-amount"
        case language
        case birthDay = "bday"
        case birthDayDay = "bday-day"
        case birthDayMonth = "bday-month"
        case birthDayYear = "bday-year"
        case sex
        case telephone = "tel"
        case telephoneCountryCode = "tel-country-code"
        case telephoneNational = "tel-national"
        case telephoneAreaCode = "tel-area-code"
        case telephoneLocal = "tel-local"
        case telephoneExtension = "tel-extension"
        case instantMessagingProtocolEndpoint = "impp"
        case url
        case photo
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
