// Stand-in for FOSMVVM: the localized property wrappers and their aliases — the initializers
// ../shared/fosmvvm-reference.md §1.7 lists (LocalizedProperty.swift:166-515,
// LocalizedArrayProperty.swift:33); bodies are placeholders (type-checking only).
//
// Assumed from FOSUtilities' source where the reference is silent: `Model: RetrievablePropertyNames`,
// `Value: Localizable`; the wrappers are `Codable, Sendable, Stubbable` (`_LocalizedProperty` also
// `Versionable`); a settable `wrappedValue`, a read-only `projectedValue` and a public
// `localizationId` (what `@ViewModel`'s `propertyNames()` reads); `vFirst`/`vLast` default to nil.

import FOSFoundation
import Foundation

/// Ref §1.7: the wrapper is `Versionable`; the requirements are assumed.
public protocol Versionable {
    var vFirst: SystemVersion { get }
    var vLast: SystemVersion? { get }
}

// MARK: - Aliases (declared on every RetrievablePropertyNames)

public extension RetrievablePropertyNames {
    typealias LocalizedString = _LocalizedProperty<Self, LocalizableString>
    typealias LocalizedInt = _LocalizedProperty<Self, LocalizableInt>
    typealias LocalizedDouble = _LocalizedProperty<Self, LocalizableDouble>
    typealias LocalizedDate = _LocalizedProperty<Self, LocalizableDate>
    typealias LocalizedCompoundString = _LocalizedProperty<Self, LocalizableCompoundValue<LocalizableString>>
    typealias LocalizedSubs = _LocalizedProperty<Self, LocalizableSubstitutions>
    typealias LocalizedStrings = _LocalizedArrayProperty<Self, LocalizableString>
}

// MARK: - _LocalizedProperty

// Hashable as FOSMVVM's (LocalizedProperty.swift:174), so a ViewModel with `conforms: [Hashable]` synthesizes.
@propertyWrapper
public struct _LocalizedProperty<Model, Value>: Codable, Hashable, Sendable, Stubbable, Versionable
    where Model: RetrievablePropertyNames, Value: Localizable {
    public var wrappedValue: Value
    public var projectedValue: Value { wrappedValue }
    public var vFirst: SystemVersion
    public var vLast: SystemVersion?
    /// Identifies this property for `propertyNames()`.
    public let localizationId: LocalizableId

    private init(placeholder: Value, vFirst: SystemVersion?, vLast: SystemVersion?) {
        self.wrappedValue = placeholder
        self.vFirst = vFirst ?? .vInitial
        self.vLast = vLast
        self.localizationId = UUID().uuidString
    }

    // LocalizedString — line 192.
    public init(
        _ propertyName: String, messageGroup: String? = nil, messageKey: String, vFirst: SystemVersion? = nil,
        vLast: SystemVersion? = nil
    ) where Value == LocalizableString {
        self.init(placeholder: .empty, vFirst: vFirst, vLast: vLast)
    }

    // LocalizedString — line 214.
    public init(
        parentKey: String? = nil, propertyName: String? = nil, index: Int? = nil, vFirst: SystemVersion? = nil,
        vLast: SystemVersion? = nil
    ) where Value == LocalizableString {
        self.init(placeholder: .empty, vFirst: vFirst, vLast: vLast)
    }

    // LocalizedString — line 236.
    public init(
        parentKeys: String..., propertyName: String? = nil, index: Int? = nil, vFirst: SystemVersion? = nil,
        vLast: SystemVersion? = nil
    ) where Value == LocalizableString {
        self.init(placeholder: .empty, vFirst: vFirst, vLast: vLast)
    }

    // LocalizedString — line 266.
    public init(
        parentKeys: [String], propertyName: String? = nil, index: Int? = nil, vFirst: SystemVersion? = nil,
        vLast: SystemVersion? = nil
    ) where Value == LocalizableString {
        self.init(placeholder: .empty, vFirst: vFirst, vLast: vLast)
    }

    // LocalizedInt — line 304 (format only, no YAML).
    public init(
        value: Int? = nil, showGroupingSeparator: Bool = true, groupingSize: Int = 3, vFirst: SystemVersion? = nil,
        vLast: SystemVersion? = nil
    ) where Value == LocalizableInt {
        self.init(
            placeholder: .init(value: value ?? 0, showGroupingSeparator: showGroupingSeparator, groupingSize: groupingSize),
            vFirst: vFirst, vLast: vLast)
    }

    // LocalizedDouble — line 336.
    public init(
        value: Double? = nil, showGroupingSeparator: Bool = true, groupingSize: Int = 3, minimumFractionDigits: Int = 0,
        maximumFractionDigits: Int = 2, vFirst: SystemVersion? = nil, vLast: SystemVersion? = nil
    ) where Value == LocalizableDouble {
        self.init(placeholder: .init(value: value ?? 0), vFirst: vFirst, vLast: vLast)
    }

    // LocalizedDate — line 368: `value` is required.
    public init(
        value: Date, dateStyle: DateFormatter.Style? = nil, timeStyle: DateFormatter.Style? = nil, dateFormat: String? = nil,
        vFirst: SystemVersion? = nil, vLast: SystemVersion? = nil
    ) where Value == LocalizableDate {
        self.init(placeholder: .init(value: value, dateStyle: dateStyle, timeStyle: timeStyle, dateFormat: dateFormat), vFirst: vFirst, vLast: vLast)
    }

    // LocalizedCompoundString — line 401: key paths to the BACKING STORAGE (`\._pieces`, `\._separator`).
    public init(
        pieces: KeyPath<Model, _LocalizedArrayProperty<Model, LocalizableString>> & Sendable,
        separator: (KeyPath<Model, _LocalizedProperty<Model, LocalizableString>> & Sendable)? = nil,
        vFirst: SystemVersion? = nil, vLast: SystemVersion? = nil
    ) where Value == LocalizableCompoundValue<LocalizableString> {
        self.init(placeholder: .stub(), vFirst: vFirst, vLast: vLast)
    }

    // LocalizedSubs — line 469.
    public init(
        substitutions: KeyPath<Model, [String: some Localizable]> & Sendable, vFirst: SystemVersion? = nil,
        vLast: SystemVersion? = nil
    ) where Value == LocalizableSubstitutions {
        self.init(placeholder: .stub(), vFirst: vFirst, vLast: vLast)
    }

    // LocalizedSubs — line 515.
    public init(
        substitutions: KeyPath<Model, [String: any Localizable]> & Sendable, vFirst: SystemVersion? = nil,
        vLast: SystemVersion? = nil
    ) where Value == LocalizableSubstitutions {
        self.init(placeholder: .stub(), vFirst: vFirst, vLast: vLast)
    }

    public static func stub() -> Self { fatalError("stand-in") }

    public init(from decoder: any Decoder) throws {
        self.init(placeholder: try decoder.singleValueContainer().decode(Value.self), vFirst: nil, vLast: nil)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(wrappedValue)
    }
}

// MARK: - _LocalizedArrayProperty (LocalizedArrayProperty.swift:33; Hashable as FOSMVVM's, line 36)

@propertyWrapper
public struct _LocalizedArrayProperty<Model, Value>: Codable, Hashable, Sendable, Stubbable
    where Model: RetrievablePropertyNames, Value: Localizable {
    public var wrappedValue: LocalizableArray<Value>
    public var projectedValue: LocalizableArray<Value> { wrappedValue }
    public let localizationId: LocalizableId

    private init(placeholder: LocalizableArray<Value>) {
        self.wrappedValue = placeholder
        self.localizationId = UUID().uuidString
    }

    public init(parentKey: String? = nil, propertyName: String? = nil) where Value == LocalizableString {
        self.init(placeholder: .empty)
    }

    public init(parentKeys: String..., propertyName: String? = nil) where Value == LocalizableString {
        self.init(placeholder: .empty)
    }

    public init(parentKeys: [String], propertyName: String? = nil) where Value == LocalizableString {
        self.init(placeholder: .empty)
    }

    public static func stub() -> Self { fatalError("stand-in") }

    public init(from decoder: any Decoder) throws {
        self.init(placeholder: try decoder.singleValueContainer().decode(LocalizableArray<Value>.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(wrappedValue)
    }
}
