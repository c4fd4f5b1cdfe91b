/// A scalar as written in a spec: its value after unescaping and folding, and how it was written.
///
/// Scalars are never typed here: `true`, `42` and `"42"` all arrive as text. Later stages decide
/// what a value means; `style` lets them tell `42` from `"42"` when that matters.
public struct YAMLScalar: Sendable, Hashable {
    public enum Style: Sendable, Hashable {
        case plain, singleQuoted, doubleQuoted, literal, folded
    }

    /// The scalar's value after unescaping (quoted), folding (multi-line, `>`) and chomping (`|`, `>`).
    public var text: String
    public var style: Style
    /// True for YAML's null spellings: a plain `""` (empty value), `~`, `null`, `Null` or `NULL`.
    public var isNull: Bool

    public init(text: String, style: Style, isNull: Bool) {
        self.text = text
        self.style = style
        self.isNull = isNull
    }

    /// A scalar whose `isNull` follows YAML's rule for `style` and `text`.
    public init(text: String, style: Style = .plain) {
        self.init(text: text, style: style, isNull: style == .plain && Self.isNullSpelling(text))
    }

    /// The value of an empty node, such as `key:` with nothing after it.
    public static let empty = YAMLScalar(text: "", style: .plain, isNull: true)

    /// Whether plain `text` is one of YAML's null spellings.
    public static func isNullSpelling(_ text: String) -> Bool {
        switch text {
        case "", "~", "null", "Null", "NULL": true
        default: false
        }
    }
}

/// One `key: value` pair of a mapping. Entries keep their source order.
public struct YAMLEntry: Sendable, Hashable {
    public var key: YAMLScalar
    public var keyLocation: SourceLocation
    public var value: YAMLNode

    public init(key: YAMLScalar, keyLocation: SourceLocation, value: YAMLNode) {
        self.key = key
        self.keyLocation = keyLocation
        self.value = value
    }
}

/// A node of the parsed document: a scalar, a mapping or a sequence, with where it starts.
public struct YAMLNode: Sendable, Hashable {
    public enum Value: Sendable, Hashable {
        case scalar(YAMLScalar)
        case mapping([YAMLEntry])
        case sequence([YAMLNode])
    }

    public var value: Value
    /// The node's first character: a scalar's first character (opening quote or `|`/`>` included),
    /// a block mapping's first key, a block sequence's first `-`, a flow collection's `[` or `{`.
    /// For an empty value (`key:` with nothing) it is the position right after the `:` (or `-`;
    /// right after the key for `{ key }` in a flow mapping).
    public var location: SourceLocation

    public init(_ value: Value, location: SourceLocation) {
        self.value = value
        self.location = location
    }

    public var scalar: YAMLScalar? {
        if case .scalar(let scalar) = value { return scalar }
        return nil
    }

    public var mapping: [YAMLEntry]? {
        if case .mapping(let entries) = value { return entries }
        return nil
    }

    public var sequence: [YAMLNode]? {
        if case .sequence(let items) = value { return items }
        return nil
    }

    /// The value for `key` in a mapping node (compared by key text), or `nil`.
    public subscript(key: String) -> YAMLNode? {
        mapping?.first { $0.key.text == key }?.value
    }
}

/// The outcome of parsing one spec file.
public struct YAMLParseResult: Sendable {
    /// The document's top-level node; `nil` for an empty document or after a structural error.
    public var root: YAMLNode?
    /// Every problem found, in discovery order; all use the code `yaml-syntax`.
    public var diagnostics: [Diagnostic]

    public init(root: YAMLNode?, diagnostics: [Diagnostic]) {
        self.root = root
        self.diagnostics = diagnostics
    }
}
