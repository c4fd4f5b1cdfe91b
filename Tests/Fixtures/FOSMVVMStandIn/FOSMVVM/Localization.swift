// Stand-in for FOSMVVM: localization value types — public signatures as
// ../shared/fosmvvm-reference.md §1.7 states them; bodies are placeholders (type-checking only).

import FOSFoundation
import Foundation

// MARK: - Localizable (ref §1.7: Localizable.swift:40)

/// The requirements beyond the listed protocols (`isEmpty`, `localizationStatus`, `id`,
/// `localizedString`) are assumed from FOSUtilities' source.
public protocol Localizable: Codable, Hashable, Identifiable, Sendable, Stubbable {
    var isEmpty: Bool { get }
    var localizationStatus: LocalizableStatus { get }
    var id: LocalizableId { get }
    var localizedString: String { get throws }
}

public enum LocalizableStatus: Codable, Sendable {
    case localizationPending
    case localized
}

/// Assumed from FOSUtilities' source: the formatted-value specialisation of Localizable.
public protocol LocalizableValue: Localizable {
    associatedtype Value
    var value: Value { get }
}

// MARK: - LocalizableString (ref §1.7: LocalizableString.swift:25-179)

public enum LocalizableString: Codable, Hashable, Localizable, Identifiable, Stubbable {
    case empty
    case constant(_ string: String)
    case localized(_ id: LocalizableRef)

    /// Line 47.
    public static func localized(key: String) -> Self {
        .localized(.value(key: key))
    }

    /// Line 51.
    public static func localized(
        for type: (some Any).Type, parentType: Any.Type? = nil, parentKeys: String..., propertyName: String, index: Int? = nil
    ) -> Self {
        .localized(LocalizableRef(for: type, parentType: parentType, parentKeys: parentKeys, propertyName: propertyName, index: index))
    }

    /// Line 63: key `T.propertyName[.messageGroup].messageKey`.
    public static func localized(for type: (some Any).Type, propertyName: String, messageGroup: String? = nil, messageKey: String) -> Self {
        .localized(LocalizableRef(for: type, parentKeys: [propertyName] + [messageGroup].compactMap { $0 }, propertyName: messageKey))
    }

    /// Lines 158-165.
    public static func stub() -> Self { .stub(str: "Hello World!") }
    public static func stub(str: String) -> Self { .constant(str) }

    /// Lines 167-179: keys `FOSForms.ok/cancel/save`.
    public static var defaultOkTitle: Self { .localized(key: "FOSForms.ok") }
    public static var defaultCancelTitle: Self { .localized(key: "FOSForms.cancel") }
    public static var defaultSaveTitle: Self { .localized(key: "FOSForms.save") }

    /// Ref §1.7: `LocalizableString.bind(substitutions:)` (LocalizableSubstitutions.swift:122);
    /// the parameter and result types are assumed.
    public func bind(substitutions: [String: any Localizable]) -> LocalizableSubstitutions {
        LocalizableSubstitutions(baseString: self, substitutions: substitutions)
    }

    public var isEmpty: Bool { (try? localizedString.isEmpty) ?? true }
    public var localizationStatus: LocalizableStatus {
        if case .localized = self { return .localizationPending }
        return .localized
    }
    public var id: LocalizableId {
        switch self {
        case .empty: "_empty_"
        case .constant(let string): string
        case .localized(let ref): ref.id
        }
    }
    public var localizedString: String {
        get throws {
            switch self {
            case .empty: return ""
            case .constant(let string): return string
            case .localized: throw StandInError.notLocalized
            }
        }
    }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        self = text.isEmpty ? .empty : .constant(text)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(try localizedString)
    }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

enum StandInError: Error {
    case notLocalized
}

// MARK: - LocalizableRef (ref §1.7: LocalizableRef.swift:20-188)

public indirect enum LocalizableRef: Hashable, Identifiable, CustomStringConvertible, Sendable {
    case value(key: String)
    case arrayValue(key: String, index: Int)

    public static func value(keys: String...) -> Self {
        .value(key: keys.filter { !$0.isEmpty }.joined(separator: "."))
    }

    /// Line 103.
    public init(for type: (some Any).Type, parentType: Any.Type? = nil, parentKeys: String..., propertyName: String, index: Int? = nil) {
        self.init(for: type, parentType: parentType, parentKeys: parentKeys, propertyName: propertyName, index: index)
    }

    /// Line 121.
    public init(for type: (some Any).Type, parentType: Any.Type? = nil, parentKeys: [String], propertyName: String, index: Int? = nil) {
        func name(_ type: Any.Type) -> String {
            let text = String(describing: type)
            return text.firstIndex(of: "<").map { String(text[..<$0]) } ?? text
        }
        let key = ([parentType.map(name), name(type)].compactMap { $0 } + parentKeys.filter { !$0.isEmpty } + [propertyName])
            .joined(separator: ".")
        self = index.map { .arrayValue(key: key, index: $0) } ?? .value(key: key)
    }

    public var id: String { description }

    public var description: String {
        switch self {
        case .value(let key): key
        case .arrayValue(let key, let index): "\(key)[\(index)]"
        }
    }
}

// MARK: - Formatted values (ref §1.7)

/// LocalizableDate.swift:24, init line 33 (all-nil styles ⇒ `.medium` date style).
public struct LocalizableDate: LocalizableValue, Stubbable {
    public let value: Date
    let dateStyle: Int?
    let timeStyle: Int?
    let dateFormat: String?

    public init(value: Date, dateStyle: DateFormatter.Style? = nil, timeStyle: DateFormatter.Style? = nil, dateFormat: String? = nil) {
        self.value = value
        self.dateStyle = dateStyle.map { Int($0.rawValue) }
        self.timeStyle = timeStyle.map { Int($0.rawValue) }
        self.dateFormat = dateFormat
    }

    public static func stub() -> Self { .init(value: Date(timeIntervalSince1970: 0)) }
    public var isEmpty: Bool { false }
    public var localizationStatus: LocalizableStatus { .localizationPending }
    public var id: LocalizableId { "\(value.timeIntervalSince1970)" }
    public var localizedString: String { get throws { throw StandInError.notLocalized } }
}

/// LocalizableInt.swift:24, init line 32.
public struct LocalizableInt: LocalizableValue, Stubbable {
    public let value: Int
    let showGroupingSeparator: Bool
    let groupingSize: Int

    public init(value: Int, showGroupingSeparator: Bool = true, groupingSize: Int = 3) {
        self.value = value
        self.showGroupingSeparator = showGroupingSeparator
        self.groupingSize = groupingSize
    }

    public static func stub() -> Self { .init(value: 42) }
    public var isEmpty: Bool { false }
    public var localizationStatus: LocalizableStatus { .localizationPending }
    public var id: LocalizableId { "\(value)" }
    public var localizedString: String { get throws { throw StandInError.notLocalized } }
}

/// LocalizableDouble.swift:24, init line 34.
public struct LocalizableDouble: LocalizableValue, Stubbable {
    public let value: Double
    let showGroupingSeparator: Bool
    let groupingSize: Int
    let minimumFractionDigits: Int
    let maximumFractionDigits: Int

    public init(
        value: Double, showGroupingSeparator: Bool = true, groupingSize: Int = 3, minimumFractionDigits: Int = 0,
        maximumFractionDigits: Int = 2
    ) {
        self.value = value
        self.showGroupingSeparator = showGroupingSeparator
        self.groupingSize = groupingSize
        self.minimumFractionDigits = minimumFractionDigits
        self.maximumFractionDigits = maximumFractionDigits
    }

    public static func stub() -> Self { .init(value: 42) }
    public var isEmpty: Bool { false }
    public var localizationStatus: LocalizableStatus { .localizationPending }
    public var id: LocalizableId { "\(value)" }
    public var localizedString: String { get throws { throw StandInError.notLocalized } }
}

// MARK: - Arrays, compounds, substitutions (ref §1.7)

/// LocalizableArray.swift:20 (its conformance to Localizable is assumed).
public enum LocalizableArray<Element: Localizable>: Localizable {
    case empty
    case constant([Element])
    case localized(LocalizableRef)

    public static func localized(key: String) -> Self { .localized(.value(key: key)) }

    public static func stub() -> Self { .empty }
    public var isEmpty: Bool { if case .constant(let elements) = self { elements.isEmpty } else { true } }
    public var localizationStatus: LocalizableStatus { .localizationPending }
    public var id: LocalizableId {
        switch self {
        case .empty: "_empty_"
        case .constant(let elements): elements.map { "\($0.id)" }.joined(separator: ",")
        case .localized(let ref): ref.id
        }
    }
    public var localizedString: String { get throws { throw StandInError.notLocalized } }

    public init(from decoder: any Decoder) throws {
        self = .constant(try decoder.singleValueContainer().decode([Element].self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if case .constant(let elements) = self { try container.encode(elements) } else { try container.encode([Element]()) }
    }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// LocalizableCompoundValue.swift:28.
public struct LocalizableCompoundValue<Value: Localizable>: Localizable {
    let pieces: LocalizableArray<Value>
    let separator: LocalizableString?

    /// Line 43.
    public init(pieces: [Value], separator: LocalizableString? = nil) {
        self.init(pieces: .constant(pieces), separator: separator)
    }

    /// Line 60.
    public init(pieces: LocalizableArray<Value>, separator: LocalizableString? = nil) {
        self.pieces = pieces
        self.separator = separator
    }

    public static func stub() -> Self { .init(pieces: [Value]()) }
    public var isEmpty: Bool { pieces.isEmpty }
    public var localizationStatus: LocalizableStatus { .localizationPending }
    public var id: LocalizableId { pieces.id }
    public var localizedString: String { get throws { throw StandInError.notLocalized } }
}

/// LocalizableSubstitutions.swift:32, init line 38. Substitution point syntax `%{key}`.
public struct LocalizableSubstitutions: Localizable {
    let baseString: LocalizableString
    let substitutions: [String: any Localizable]

    public init(baseString: LocalizableString, substitutions: [String: any Localizable]) {
        self.baseString = baseString
        self.substitutions = substitutions
    }

    public static func stub() -> Self { .init(baseString: .stub(), substitutions: [:]) }
    public var isEmpty: Bool { baseString.isEmpty }
    public var localizationStatus: LocalizableStatus { .localizationPending }
    public var id: LocalizableId { baseString.id }
    public var localizedString: String { get throws { throw StandInError.notLocalized } }

    public init(from decoder: any Decoder) throws {
        self.init(baseString: try LocalizableString(from: decoder), substitutions: [:])
    }

    public func encode(to encoder: any Encoder) throws {
        try baseString.encode(to: encoder)
    }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

// MARK: - Store and encoder (ref §1.7)

/// LocalizationStore.swift:41 (its requirements are not modelled).
public protocol LocalizationStore: Sendable {}

/// Loaders (YamlLocalizationStore.swift:53,63); synchronous `throws` is assumed from FOSUtilities' source.
public extension Bundle {
    func yamlLocalization(resourceDirectoryName: String) throws -> LocalizationStore {
        throw StandInError.notLocalized
    }
}

public extension Collection<Bundle> {
    func yamlLocalization(resourceDirectoryName: String) throws -> LocalizationStore {
        throw StandInError.notLocalized
    }
}

/// Sources/FOSMVVM/Extensions/JSONEncoder.swift:28.
public extension JSONEncoder {
    static func localizingEncoder(locale: Locale, localizationStore: LocalizationStore) -> JSONEncoder {
        JSONEncoder()
    }
}

// MARK: - Errors (ref §1.7: LocalizableError.swift:85,112)

/// Sources/FOSMVVM/Protocols/LocalizableError.swift:85-90 (ref part 2 §5.1). It does not refine
/// `ServerRequestError`: a request's ResponseError names both.
public protocol LocalizableError: Error, RetrievablePropertyNames {
    var localizedMessage: any Localizable { get }
}

/// Line 112 (its requirements are not modelled).
public protocol ClientHostedLocalizableError: LocalizableError {}
