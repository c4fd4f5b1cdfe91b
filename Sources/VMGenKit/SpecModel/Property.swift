/// A stored property of a ViewModel that its init takes (data, children, enums).
public struct Property: Sendable, Hashable {
    public var name: String
    public var type: TypeRef
    /// A `Localizable*` projection: the init takes the plain value and stores the wrapper.
    public var display: DisplayProjection?
    /// For an enum-typed property: the name of the stored `LocalizableString` label, if any.
    public var enumLabel: String?
    /// The stub value written in the spec, if any (otherwise the reserved fake vocabulary).
    public var stub: StubValue?
    public var location: SourceLocation
}

/// A type a ViewModel property or operation parameter may have.
public indirect enum TypeRef: Sendable, Hashable {
    case plain(PlainType)
    case optional(TypeRef)
    case array(TypeRef)
    /// Another ViewModel of the project, by spec name (`Card` → `CardViewModel`).
    case viewModel(String)
    /// A display enum declared in a spec, by type name.
    case enumeration(String)
    /// A `nested: true` child, by name: a plain struct declared inside its parent ViewModel.
    case nested(String)
    /// A type the spec names but vmgen does not define (operation output storage, custom
    /// parameter types); written as is.
    case external(String)

    /// The Swift spelling of the type.
    public var swift: String {
        switch self {
        case .plain(let plain): plain.rawValue
        case .optional(let wrapped): wrapped.swift + "?"
        case .array(let element): "[" + element.swift + "]"
        case .viewModel(let name): name + "ViewModel"
        case .enumeration(let name), .external(let name), .nested(let name): name
        }
    }

    /// The type with optionals and arrays removed.
    public var base: TypeRef {
        switch self {
        case .optional(let wrapped), .array(let wrapped): wrapped.base
        default: self
        }
    }

    public var isOptional: Bool {
        if case .optional = self { return true }
        return false
    }

    /// The ViewModel this type refers to, through optionals and arrays.
    public var referencedViewModel: String? {
        if case .viewModel(let name) = base { return name }
        return nil
    }

    /// The nested type (`nested: true` child) this type refers to, through optionals and arrays.
    public var referencedNestedType: String? {
        if case .nested(let name) = base { return name }
        return nil
    }
}

/// The plain types the seed allows in a domain-free ViewModel.
public enum PlainType: String, Sendable, Hashable, CaseIterable {
    case string = "String"
    case int = "Int"
    case double = "Double"
    case bool = "Bool"
    case date = "Date"
    case url = "URL"
    case uuid = "UUID"
    case modelIdType = "ModelIdType"
    case systemVersion = "SystemVersion"
    case modelIdentity = "ModelIdentity"
    /// Text that is already localized (a caught error's message, FOSMVVM's error display):
    /// stored and passed through unchanged; `.constant(…)` in a stub.
    case localizableString = "LocalizableString"
}

/// `Localizable*` wrappers FOSMVVM formats per locale; the init takes the plain value.
public enum DisplayProjection: String, Sendable, Hashable, CaseIterable {
    case localizableDate = "LocalizableDate"
    case localizableInt = "LocalizableInt"
    case localizableDouble = "LocalizableDouble"

    /// The plain type the init parameter must have.
    public var plainType: PlainType {
        switch self {
        case .localizableDate: .date
        case .localizableInt: .int
        case .localizableDouble: .double
        }
    }
}

/// A literal stub value from the spec.
public enum StubValue: Sendable, Hashable {
    case string(String)
    case int(Int)
    case double(String)
    case bool(Bool)
    case null
    case list([StubValue])
}
