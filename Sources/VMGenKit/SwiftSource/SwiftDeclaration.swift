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
///
/// A value type with its fields in one shared, copy-on-write box: rules pass declarations
/// around by the thousand, and a copy is then one reference count, not seventeen.
public struct SwiftDeclaration: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        case `struct`, `class`, `enum`, `protocol`, `extension`, `actor`, `func`, `init`, `var`, `let`,
            `typealias`, `case`, `subscript`, `deinit`, `associatedtype`
    }

    /// The fields. Only ever mutated while uniquely referenced (see `mutableStorage`), so
    /// sharing it between threads is safe.
    private final class Storage: @unchecked Sendable {
        var kind: Kind
        var name: String
        var attributes: [SwiftAttribute]
        var modifiers: [String]
        var inheritance: [String]
        var genericWhere: String?
        var parameters: [SwiftParameter]
        var effects: [String]
        var returnType: String?
        var typeAnnotation: String?
        var initializer: String?
        var hasBody: Bool
        var bodyTokens: Range<Int>
        var members: [SwiftDeclaration]
        var conditions: [String]
        var location: SourceLocation
        var nameLocation: SourceLocation

        init(
            kind: Kind,
            name: String,
            attributes: [SwiftAttribute],
            modifiers: [String],
            inheritance: [String],
            genericWhere: String?,
            parameters: [SwiftParameter],
            effects: [String],
            returnType: String?,
            typeAnnotation: String?,
            initializer: String?,
            hasBody: Bool,
            bodyTokens: Range<Int>,
            members: [SwiftDeclaration],
            conditions: [String],
            location: SourceLocation,
            nameLocation: SourceLocation
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
            self.nameLocation = nameLocation
        }

        func copy() -> Storage {
            Storage(
                kind: kind,
                name: name,
                attributes: attributes,
                modifiers: modifiers,
                inheritance: inheritance,
                genericWhere: genericWhere,
                parameters: parameters,
                effects: effects,
                returnType: returnType,
                typeAnnotation: typeAnnotation,
                initializer: initializer,
                hasBody: hasBody,
                bodyTokens: bodyTokens,
                members: members,
                conditions: conditions,
                location: location,
                nameLocation: nameLocation)
        }
    }

    private var storage: Storage

    private var mutableStorage: Storage {
        mutating get {
            if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
            return storage
        }
    }

    /// The kind of declaration.
    public var kind: Kind {
        get { storage.kind }
        set { mutableStorage.kind = newValue }
    }
    /// The name without backticks. For an extension the extended type's text
    /// (`FooViewModel`, `Array`); `"init"`, `"deinit"`, `"subscript"` for those; for an
    /// operator function the operator (`==`).
    public var name: String {
        get { storage.name }
        set { mutableStorage.name = newValue }
    }
    public var attributes: [SwiftAttribute] {
        get { storage.attributes }
        set { mutableStorage.attributes = newValue }
    }
    /// In source order: `public`, `static`, `final`, `private(set)`, `nonisolated(unsafe)`, …
    public var modifiers: [String] {
        get { storage.modifiers }
        set { mutableStorage.modifiers = newValue }
    }
    /// The entries of the inheritance clause (for an `associatedtype`, its constraints), each
    /// normalised like a type: `["RequestableViewModel", "@unchecked Sendable"]`.
    public var inheritance: [String] {
        get { storage.inheritance }
        set { mutableStorage.inheritance = newValue }
    }
    /// The requirements after `where`, normalised: `Element: Equatable, T == Int`.
    public var genericWhere: String? {
        get { storage.genericWhere }
        set { mutableStorage.genericWhere = newValue }
    }
    /// Of a `func`, `init` or `subscript`; the associated values of a `case`.
    public var parameters: [SwiftParameter] {
        get { storage.parameters }
        set { mutableStorage.parameters = newValue }
    }
    /// `async`, `throws`, `rethrows`, `reasync` or `throws(E)`, as written after the parameters.
    public var effects: [String] {
        get { storage.effects }
        set { mutableStorage.effects = newValue }
    }
    /// Of a `func` or `subscript`, normalised.
    public var returnType: String? {
        get { storage.returnType }
        set { mutableStorage.returnType = newValue }
    }
    /// The type after `:` of a `var` or `let` (without the colon), normalised; `nil` if none.
    public var typeAnnotation: String? {
        get { storage.typeAnnotation }
        set { mutableStorage.typeAnnotation = newValue }
    }
    /// `var`/`let`: the exact source text after `=`, trimmed; `case`: the raw value;
    /// `typealias`: the aliased type and `associatedtype`: its default, both normalised.
    public var initializer: String? {
        get { storage.initializer }
        set { mutableStorage.initializer = newValue }
    }
    /// Whether braces follow: a type or function body, or a property's accessor or observer
    /// block (also `{ get set }` in a protocol).
    public var hasBody: Bool {
        get { storage.hasBody }
        set { mutableStorage.hasBody = newValue }
    }
    /// Indices into the file's `tokens` strictly between the braces; empty without a body.
    public var bodyTokens: Range<Int> {
        get { storage.bodyTokens }
        set { mutableStorage.bodyTokens = newValue }
    }
    /// The declarations inside a type or extension body.
    public var members: [SwiftDeclaration] {
        get { storage.members }
        set { mutableStorage.members = newValue }
    }
    /// The enclosing `#if` conditions, outermost first: `canImport(SwiftUI)` in its `#if` or
    /// `#elseif` branch; in an `#else` branch the negation of every earlier condition of the
    /// chain (`!DEBUG`, `!(os(iOS) || os(tvOS)) && !canImport(AppKit)`).
    public var conditions: [String] {
        get { storage.conditions }
        set { mutableStorage.conditions = newValue }
    }
    /// Of the introducing keyword (`struct`, `func`, `var`, `case`, …).
    public var location: SourceLocation {
        get { storage.location }
        set { mutableStorage.location = newValue }
    }
    public var nameLocation: SourceLocation {
        get { storage.nameLocation }
        set { mutableStorage.nameLocation = newValue }
    }

    public init(
        kind: Kind, name: String, attributes: [SwiftAttribute] = [], modifiers: [String] = [],
        inheritance: [String] = [], genericWhere: String? = nil, parameters: [SwiftParameter] = [],
        effects: [String] = [], returnType: String? = nil, typeAnnotation: String? = nil,
        initializer: String? = nil, hasBody: Bool = false, bodyTokens: Range<Int> = 0..<0,
        members: [SwiftDeclaration] = [], conditions: [String] = [], location: SourceLocation,
        nameLocation: SourceLocation? = nil
    ) {
        storage = Storage(
            kind: kind,
            name: name,
            attributes: attributes,
            modifiers: modifiers,
            inheritance: inheritance,
            genericWhere: genericWhere,
            parameters: parameters,
            effects: effects,
            returnType: returnType,
            typeAnnotation: typeAnnotation,
            initializer: initializer,
            hasBody: hasBody,
            bodyTokens: bodyTokens,
            members: members,
            conditions: conditions,
            location: location,
            nameLocation: nameLocation ?? location)
    }

    public static func == (left: SwiftDeclaration, right: SwiftDeclaration) -> Bool {
        if left.storage === right.storage { return true }
        return left.kind == right.kind
            && left.name == right.name
            && left.attributes == right.attributes
            && left.modifiers == right.modifiers
            && left.inheritance == right.inheritance
            && left.genericWhere == right.genericWhere
            && left.parameters == right.parameters
            && left.effects == right.effects
            && left.returnType == right.returnType
            && left.typeAnnotation == right.typeAnnotation
            && left.initializer == right.initializer
            && left.hasBody == right.hasBody
            && left.bodyTokens == right.bodyTokens
            && left.members == right.members
            && left.conditions == right.conditions
            && left.location == right.location
            && left.nameLocation == right.nameLocation
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(name)
        hasher.combine(attributes)
        hasher.combine(modifiers)
        hasher.combine(inheritance)
        hasher.combine(genericWhere)
        hasher.combine(parameters)
        hasher.combine(effects)
        hasher.combine(returnType)
        hasher.combine(typeAnnotation)
        hasher.combine(initializer)
        hasher.combine(hasBody)
        hasher.combine(bodyTokens)
        hasher.combine(members)
        hasher.combine(conditions)
        hasher.combine(location)
        hasher.combine(nameLocation)
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
