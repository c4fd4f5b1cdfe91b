/// The typed value templates read. Model types convert to it; no `Any`.
///
/// Keeping the universe of values closed lets the engine give precise errors ("'x' is a list,
/// not an object") and makes rendering deterministic: nothing depends on runtime reflection.
public indirect enum TemplateValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case int(Int)
    case string(String)
    case list([TemplateValue])
    case object([String: TemplateValue])
}

/// A model type that templates can read.
public protocol TemplateValueConvertible {
    var templateValue: TemplateValue { get }
}

extension TemplateValue {
    /// Template truthiness: `false`, `null`, `""`, `[]` and `0` are false; everything else
    /// (including an empty object) is true.
    public var isTruthy: Bool {
        switch self {
        case .null: false
        case .bool(let value): value
        case .int(let value): value != 0
        case .string(let value): !value.isEmpty
        case .list(let value): !value.isEmpty
        case .object: true
        }
    }

    /// The kind of value with an article, for messages: "a string", "an object", "null".
    public var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool: "a bool"
        case .int: "an integer"
        case .string: "a string"
        case .list: "a list"
        case .object: "an object"
        }
    }
}

// MARK: - Conversions

extension TemplateValue: TemplateValueConvertible {
    public var templateValue: TemplateValue { self }
}

extension String: TemplateValueConvertible {
    public var templateValue: TemplateValue { .string(self) }
}

extension Int: TemplateValueConvertible {
    public var templateValue: TemplateValue { .int(self) }
}

extension Bool: TemplateValueConvertible {
    public var templateValue: TemplateValue { .bool(self) }
}

extension Array: TemplateValueConvertible where Element: TemplateValueConvertible {
    public var templateValue: TemplateValue { .list(map(\.templateValue)) }
}

extension Optional: TemplateValueConvertible where Wrapped: TemplateValueConvertible {
    public var templateValue: TemplateValue { self?.templateValue ?? .null }
}

extension Dictionary: TemplateValueConvertible where Key == String, Value: TemplateValueConvertible {
    public var templateValue: TemplateValue { .object(mapValues(\.templateValue)) }
}

// MARK: - Literals (mostly for tests and small hand-built contexts)

extension TemplateValue: ExpressibleByNilLiteral {
    public init(nilLiteral: ()) { self = .null }
}

extension TemplateValue: ExpressibleByBooleanLiteral {
    public init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension TemplateValue: ExpressibleByIntegerLiteral {
    public init(integerLiteral value: Int) { self = .int(value) }
}

extension TemplateValue: ExpressibleByStringLiteral {
    public init(stringLiteral value: String) { self = .string(value) }
}

extension TemplateValue: ExpressibleByArrayLiteral {
    public init(arrayLiteral elements: TemplateValue...) { self = .list(elements) }
}

extension TemplateValue: ExpressibleByDictionaryLiteral {
    /// Duplicate keys keep the last value, like assigning them one by one.
    public init(dictionaryLiteral elements: (String, TemplateValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}
