/// The fields a spec declares for its form (`form: { name: …Fields, fields: … }`): what vmgen
/// needs to write the `{Name}Fields` protocol, its `{Name}FieldsMessages` and their YAML as
/// FOSMVVM's fields generator would (reference part 2 §1.4).
public struct FormFieldSpec: Sendable, Hashable {
    public var name: String
    /// `String`, `Int`, `Double`, `Bool` or `Date`, or an optional of one.
    public var type: TypeRef
    public var control: FieldControl
    /// The `FormInputType` case (keyboard and content type) of a `text` / `textArea` field.
    public var inputType: String?
    /// `FormInputOption.Autocomplete` / `.Autocapitalize` cases of a text field.
    public var autocomplete: String?
    public var autocapitalize: String?
    public var isRequired: Bool
    /// Characters allowed in a `String` field (`NSString.length`, as FOSMVVM's skill counts).
    public var length: ClosedRange<Int>?
    /// Values allowed in an `Int` or `Double` field, as Swift literals.
    public var range: NumberRange?
    public var title: LocalizedValues
    public var placeholder: LocalizedValues?
    /// The validation messages, in spec order: `required` and `outOfRange` belong to the
    /// declared limits; any other key is a message for hand-written validation.
    public var messages: [FieldMessage]
    public var stub: StubValue?
    public var location: SourceLocation

    /// The plain type under an optional.
    public var plain: PlainType? {
        switch type {
        case .plain(let plain): plain
        case .optional(.plain(let plain)): plain
        default: nil
        }
    }

    /// The check a `required` field gets: nothing for a value that always exists.
    public var checksRequired: Bool {
        isRequired && (plain == .string || type.isOptional)
    }

    public var checksRange: Bool { length != nil || range != nil }

    /// The control and input type a field of `plain` has unless the spec says otherwise: a
    /// checkbox for a Bool, else a text field (`number` for Int and Double, `date` for Date).
    static func defaults(for plain: PlainType) -> (control: FieldControl, inputType: String?) {
        switch plain {
        case .bool: (.checkbox, nil)
        case .int, .double: (.text, "number")
        case .date: (.text, "date")
        default: (.text, "text")
        }
    }

    /// Every text of the field the Messages YAML holds, with what a message calls it.
    var texts: [(what: String, values: LocalizedValues)] {
        [("title of the field '\(name)'", title)]
            + (placeholder.map { [("placeholder of the field '\(name)'", $0)] } ?? [])
            + messages.map { ("message '\($0.key)' of the field '\(name)'", $0.text) }
    }

    /// The field as a ViewModel property: a form's fields are properties of its ViewModel.
    var property: Property {
        Property(name: name, type: type, display: nil, enumLabel: nil, stub: stub ?? validStub, location: location)
    }

    /// Without a `stub:`, the fake vocabulary's value unless it breaks the field's own limits
    /// (`stub()` of a form should pass its validation): then the nearest value that keeps them.
    var validStub: StubValue? {
        Self.validStub(name: name, plain: plain, length: length, range: range)
    }

    /// The stub of a field `name` with these limits, when the fake vocabulary's breaks them
    /// (a form's field, a request body's field): nil when the vocabulary's value keeps them.
    static func validStub(name: String, plain: PlainType?, length: ClosedRange<Int>?, range: NumberRange?) -> StubValue? {
        if let length {
            let text = Array(FakeVocabulary.text(forName: name).utf16)
            guard !length.contains(text.count) else { return nil }
            // Fake text cut to the upper bound, or repeated up to the lower one (UTF-16 units,
            // as the validation counts; the vocabulary is ASCII).
            var units = text
            while units.count < length.lowerBound { units += text }
            return .string(String(decoding: units.prefix(max(length.lowerBound, min(units.count, length.upperBound))), as: UTF16.self))
        }
        guard let range, let lower = Double(range.lower), let upper = Double(range.upper), !(lower...upper).contains(42) else { return nil }
        return plain == .int ? Int(range.lower).map(StubValue.int) : .double(range.lower)
    }
}

/// FOSMVVM's `FormFieldType` cases.
public enum FieldControl: String, Sendable, Hashable, CaseIterable {
    case text, textArea, checkbox, colorPicker, select

    /// Whether the case carries a `FormInputType` (`.text(inputType:)`, `.textArea(inputType:)`).
    public var takesInputType: Bool { self == .text || self == .textArea }
}

/// A closed range of an `Int` or `Double` field, as the Swift literals of its bounds.
public struct NumberRange: Sendable, Hashable {
    public var lower: String
    public var upper: String
    /// The bounds as `Int`s when both are whole numbers: FOSMVVM's `minValue`/`maxValue`
    /// options take an `Int`.
    public var wholeBounds: ClosedRange<Int>?
}

/// One validation message of a field: `@LocalizedString("{field}", messageGroup:
/// "validationMessages", messageKey: "{key}") public var {field}{Key}Message`.
public struct FieldMessage: Sendable, Hashable {
    public var key: String
    public var text: LocalizedValues
    public var location: SourceLocation

    public static let required = "required"
    public static let outOfRange = "outOfRange"
}

/// FOSMVVM 0.13.3's names, from `Sources/FOSMVVM/Forms/FormInputType.swift:23-71`.
enum FormInputTypes {
    static let all = [
        "button", "checkbox", "color", "date", "datetimeLocal", "emailAddress", "file", "hidden", "image", "month",
        "number", "password", "radio", "range", "reset", "search", "submit", "tel", "text", "time", "url", "week",
        "name", "namePrefix", "givenName", "middleName", "familyName", "nameSuffix", "nickname", "jobTitle",
        "organizationName", "location", "fullStreetAddress", "streetAddressLine1", "streetAddressLine2", "addressCity",
        "addressState", "addressCityAndState", "subLocality", "countryName", "postalCode", "telephoneNumber",
        "creditCardNumber", "userName", "newPassword", "oneTimeCode",
    ]

    /// The cases whose raw value (the HTML input type) differs from their name.
    static let caseNames = ["email": "emailAddress", "datetime-local": "datetimeLocal"]
}

/// `FormInputOption.Autocomplete` and `.Autocapitalize` of FOSMVVM 0.13.3
/// (`Sources/FOSMVVM/Forms/FormInputOption.swift:82-147`).
enum FormInputOptions {
    static let autocapitalize = ["characters", "sentences", "words", "never"]
    static let autocomplete = [
        "off", "on", "name", "honorificPrefix", "givenName", "additionalName", "familyName", "honorificSuffix",
        "nickname", "email", "username", "newPassword", "currentPassword", "oneTimeCode", "organizationTitle",
        "organization", "streetAddress", "addressLine1", "addressLine2", "addressLine3", "addressLevel1",
        "addressLevel2", "addressLevel3", "addressLevel4", "country", "country_name", "postal_code", "ccName",
        "ccGivenName", "ccFamilyName", "ccNumber", "ccExp", "ccExpMonth", "ccExpYear", "ccCSC", "ccType",
        "transactionCurrency", "transactionAmount", "language", "birthDay", "birthDayDay", "birthDayMonth",
        "birthDayYear", "sex", "telephone", "telephoneCountryCode", "telephoneNational", "telephoneAreaCode",
        "telephoneLocal", "telephoneExtension", "instantMessagingProtocolEndpoint", "url", "photo",
    ]
    /// The HTML spellings (raw values) that differ from the case names.
    static let autocompleteCaseNames = [
        "honorific-prefix": "honorificPrefix", "given-name": "givenName", "additional-name": "additionalName",
        "family-name": "familyName", "honorific-suffix": "honorificSuffix", "new-password": "newPassword",
        "current-password": "currentPassword", "one-time-code": "oneTimeCode",
        "organization-title": "organizationTitle", "street-address": "streetAddress",
        "address-line-1": "addressLine1", "address-line-2": "addressLine2", "address-line-3": "addressLine3",
        "address-level-1": "addressLevel1", "address-level-2": "addressLevel2", "address-level-3": "addressLevel3",
        "address-level-4": "addressLevel4", "country-name": "country_name", "postal-code": "postal_code",
        "cc-name": "ccName", "cc-given-name": "ccGivenName", "cc-family-name": "ccFamilyName",
        "cc-number": "ccNumber", "cc-exp": "ccExp", "cc-exp-month": "ccExpMonth", "cc-exp-year": "ccExpYear",
        "cc-csc": "ccCSC", "cc-type": "ccType", "transaction-currency": "transactionCurrency",
        "transaction-amount": "transactionAmount", "bday": "birthDay", "bday-day": "birthDayDay",
        "bday-month": "birthDayMonth", "bday-year": "birthDayYear", "tel": "telephone",
        "tel-country-code": "telephoneCountryCode", "tel-national": "telephoneNational",
        "tel-area-code": "telephoneAreaCode", "tel-local": "telephoneLocal", "tel-extension": "telephoneExtension",
        "impp": "instantMessagingProtocolEndpoint",
    ]
}

/// The names FOSMVVM's fields generator gives the members of a Fields protocol and its
/// Messages (skill `fosmvvm-fields-generator`, "Naming Conventions"), and the localization
/// keys they read (reference part 2 §1.2).
public enum FieldNames {
    /// `nameField`.
    public static func field(_ field: String) -> String { field + "Field" }
    /// `nameRange`.
    public static func range(_ field: String) -> String { field + "Range" }
    /// `validateName`.
    public static func validate(_ field: String) -> String { "validate" + SwiftNames.upperFirst(field) }
    /// `nameRequiredMessage`, `nameOutOfRangeMessage`.
    public static func message(_ field: String, key: String) -> String { field + SwiftNames.upperFirst(key) + "Message" }
    /// The message group FOSMVVM's skill keys validation messages under.
    public static let messageGroup = "validationMessages"

    /// The key `.localized(for: Messages.self, propertyName: field, messageKey: key)` reads:
    /// `TypeName.field.key` (`LocalizableString.swift:63-73`).
    public static func titleKey(messages: String, field: String, key: String) -> String {
        [messages, field, key].joined(separator: ".")
    }

    /// The key `@LocalizedString(field, messageGroup: "validationMessages", messageKey: key)`
    /// reads: `TypeName.field.validationMessages.key` (`LocalizedProperty.swift:192-200`).
    public static func messageKey(messages: String, field: String, key: String) -> String {
        [messages, field, messageGroup, key].joined(separator: ".")
    }
}
