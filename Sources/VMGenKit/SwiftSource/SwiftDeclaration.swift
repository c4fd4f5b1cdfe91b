/// An `import` line: `import Vapor`, `@testable import App`, `import struct Foo.Bar`,
/// `public import X`.
public struct SwiftImport: Sendable, Hashable {
    /// The first path component: `Vapor` for `import Vapor.Foo`.
    public var module: String
    /// Of the `import` keyword.
    public var location: SourceLocation

    public init(module: String, location: SourceLocation) {
        self.module = module
        self.location = location
    }
}

/// An attribute or property wrapper written on a declaration: `@ViewModel(options: [.live])`.
public struct SwiftAttribute: Sendable, Hashable {
    /// Exactly as written after `@`: `ViewModel`, `FOSMVVM.ViewModel`, `MainActor`.
    public var name: String
    /// The exact source text between the parentheses, if there are any.
    public var arguments: String?
    /// Of the `@`.
    public var location: SourceLocation

    public init(name: String, arguments: String? = nil, location: SourceLocation) {
        self.name = name
        self.arguments = arguments
        self.location = location
    }
}

/// One parameter of a function, initializer or subscript, or one associated value of an
/// enum case.
public struct SwiftParameter: Sendable, Hashable {
    /// The external label: `"_"` when written `_ x`, `nil` when only one name is written (the
    /// name is then also the label). For an unlabelled associated value (`case a(Int)`) `nil`.
    public var label: String?
    /// The internal name, without backticks; empty for an unlabelled associated value.
    public var name: String
    /// The type text with whitespace runs made single spaces and comments left out:
    /// `[CardViewModel]`, `String?`, `@escaping (Int) -> Void`.
    public var type: String
    /// The exact source text after `=`, trimmed.
    public var defaultValue: String?
    /// Of the first name (the label when there is one), or of the type when there is no name.
    public var location: SourceLocation

    public init(label: String?, name: String, type: String, defaultValue: String? = nil, location: SourceLocation) {
        self.label = label
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.location = location
    }
}

/// A declaration found by `SwiftSourceFile.parse`: a type, extension, member, or top-level
/// function or variable. Statements and local declarations inside bodies are not scanned;
/// a body is only the token range `bodyTokens`.
public struct SwiftDeclaration: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        case `struct`, `class`, `enum`, `protocol`, `extension`, `actor`, `func`, `init`, `var`, `let`,
            `typealias`, `case`, `subscript`, `deinit`, `associatedtype`
    }

    public var kind: Kind
    /// The name without backticks. For an extension the extended type's text
    /// (`FooViewModel`, `Array`); `"init"`, `"deinit"`, `"subscript"` for those; for an
    /// operator function the operator (`==`).
    public var name: String
    public var attributes: [SwiftAttribute]
    /// In source order: `public`, `static`, `final`, `private(set)`, `nonisolated(unsafe)`, …
    public var modifiers: [String]
    /// The entries of the inheritance clause (for an `associatedtype`, its constraints), each
    /// normalised like a type: `["RequestableViewModel", "@unchecked Sendable"]`.
    public var inheritance: [String]
    /// The requirements after `where`, normalised: `Element: Equatable, T == Int`.
    public var genericWhere: String?
    /// Of a `func`, `init` or `subscript`; the associated values of a `case`.
    public var parameters: [SwiftParameter]
    /// `async`, `throws`, `rethrows`, `reasync` or `throws(E)`, as written after the parameters.
    public var effects: [String]
    /// Of a `func` or `subscript`, normalised.
    public var returnType: String?
    /// The type after `:` of a `var` or `let` (without the colon), normalised; `nil` if none.
    public var typeAnnotation: String?
    /// `var`/`let`: the exact source text after `=`, trimmed; `case`: the raw value;
    /// `typealias`: the aliased type and `associatedtype`: its default, both normalised.
    public var initializer: String?
    /// Whether braces follow: a type or function body, or a property's accessor or observer
    /// block (also `{ get set }` in a protocol).
    public var hasBody: Bool
    /// Indices into the file's `tokens` strictly between the braces; empty without a body.
    public var bodyTokens: Range<Int>
    /// The declarations inside a type or extension body.
    public var members: [SwiftDeclaration]
    /// The enclosing `#if` conditions, outermost first: `canImport(SwiftUI)` in its `#if` or
    /// `#elseif` branch; in an `#else` branch the negation of every earlier condition of the
    /// chain (`!DEBUG`, `!(os(iOS) || os(tvOS)) && !canImport(AppKit)`).
    public var conditions: [String]
    /// Of the introducing keyword (`struct`, `func`, `var`, `case`, …).
    public var location: SourceLocation
    public var nameLocation: SourceLocation

    public init(
        kind: Kind, name: String, attributes: [SwiftAttribute] = [], modifiers: [String] = [],
        inheritance: [String] = [], genericWhere: String? = nil, parameters: [SwiftParameter] = [],
        effects: [String] = [], returnType: String? = nil, typeAnnotation: String? = nil,
        initializer: String? = nil, hasBody: Bool = false, bodyTokens: Range<Int> = 0..<0,
        members: [SwiftDeclaration] = [], conditions: [String] = [], location: SourceLocation,
        nameLocation: SourceLocation? = nil
    ) {
        self.kind = kind
        self.name = name
        self.attributes = attributes
        self.modifiers = modifiers
        self.inheritance = inheritance
        self.genericWhere = genericWhere
        self.parameters = parameters
        self.effects = effects
        self.returnType = returnType
        self.typeAnnotation = typeAnnotation
        self.initializer = initializer
        self.hasBody = hasBody
        self.bodyTokens = bodyTokens
        self.members = members
        self.conditions = conditions
        self.location = location
        self.nameLocation = nameLocation ?? location
    }

    /// Whether the modifiers contain `static` or `class`.
    public var isStatic: Bool { modifiers.contains("static") || modifiers.contains("class") }

    /// The first attribute called `name` (as written: `ViewModel` does not match
    /// `FOSMVVM.ViewModel`).
    public func attribute(named name: String) -> SwiftAttribute? {
        attributes.first { $0.name == name }
    }

    /// This declaration and all inside it, depth first.
    public var flattened: [SwiftDeclaration] {
        Self.flatten([self])
    }

    /// `declarations` and all inside them, depth first, with an explicit stack rather than
    /// recursion (nesting can be deep and the caller's stack small).
    static func flatten(_ declarations: [SwiftDeclaration]) -> [SwiftDeclaration] {
        var all: [SwiftDeclaration] = []
        var pending = Array(declarations.reversed())
        while let next = pending.popLast() {
            all.append(next)
            pending.append(contentsOf: next.members.reversed())
        }
        return all
    }
}
