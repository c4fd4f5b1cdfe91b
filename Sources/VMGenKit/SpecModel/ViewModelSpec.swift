/// The typed model of one ViewModel, built from a spec document. Every decision the seed asks
/// for is a field here; templates read it through `Rendering`, never the raw document.
public struct ViewModelSpec: Sendable, Hashable {
    /// The spec name without the `ViewModel` suffix, e.g. `Dashboard`.
    public var name: String
    /// The top-level ViewModel whose folder this one lives in (its own name for a top-level one).
    public var feature: String
    public var role: Role
    public var hosting: Hosting
    /// `.live` option: the server keeps the page current. Server-hosted pages only.
    public var isLive: Bool
    public var form: FormAdoption?
    public var identity: Identity
    /// Where `identity:` is written (nil when the spec leaves it to the default).
    public var identityLocation: SourceLocation? = nil
    public var texts: [LocalizedText]
    public var properties: [Property]
    public var enums: [DisplayEnum]
    public var operations: [Operation]
    public var request: RequestSpec?
    /// A `///` summary for the type, from the spec's `doc:` key.
    public var doc: String?
    /// The spec file this ViewModel was declared in, and where.
    public var location: SourceLocation
    /// The `nested: true` children this ViewModel alone holds, declared inside its type.
    public var nestedTypes: [NestedTypeSpec] = []
    /// `displaysError:`: a client-hosted page showing a request's generated ResponseError.
    public var errorDisplay: ErrorDisplay? = nil
    /// `conforms:`: protocols the ViewModel adopts beside what FOSMVVM gives it (`Hashable`).
    public var conformances: [Conformance] = []
    /// `versions:`: the app versions at which a server page's shape changed, oldest first; its
    /// factory gets a `@VersionedFactory` method per version. Empty: one shape, no versions.
    public var versions: [FactoryVersion] = []

    /// One protocol of `conforms:`, where it is written.
    public struct Conformance: Sendable, Hashable {
        public var name: String
        public var location: SourceLocation
    }

    public enum Role: Sendable, Hashable {
        /// A top-level screen: `RequestableViewModel` with a Request (server) or the
        /// `.clientHostedFactory` macro option (client).
        case page
        /// A top-level ViewModel that is not requested on its own (a shared component).
        case component
        /// Declared under `children:` of a top-level spec; built by its parent's factory.
        case child(parent: String)
    }

    public var typeName: String { name + "ViewModel" }
    public var isTopLevel: Bool {
        if case .child = role { return false }
        return true
    }
    public var isPage: Bool { role == .page }
    public var isInteractive: Bool { !operations.isEmpty }
    /// Localized text the YAML file carries: the ViewModel's own text and its enums' labels.
    /// Its request's generated ResponseError messages go in the same file (server resources).
    public var hasLocalizedText: Bool { !texts.isEmpty || !enums.isEmpty || !generatedRequestErrors.isEmpty }

    /// The requests of this spec whose ResponseError vmgen generates, by request type name: the
    /// page's `{Name}Request` and the form's create request.
    public var generatedRequestErrors: [(request: String, errors: ResponseErrorSpec)] {
        var result: [(request: String, errors: ResponseErrorSpec)] = []
        if let errors = request?.errors { result.append((name + "Request", errors)) }
        if let form, let errors = form.createRequestErrors { result.append((form.createRequestType, errors)) }
        return result
    }
}

public enum Hosting: String, Sendable, Hashable, CaseIterable {
    /// Built by a hand-written factory on the server, localized there.
    case server
    /// Built on the device by the macro-generated factory (`.clientHostedFactory`).
    case client
}

/// A form ViewModel adopts a `…Fields` protocol and carries its validation messages.
public struct FormAdoption: Sendable, Hashable {
    /// e.g. `UserFields`.
    public var fieldsProtocol: String
    /// e.g. `UserFieldsMessages`.
    public var messagesType: String
    /// e.g. `userValidationMessages`.
    public var messagesProperty: String
    public var location: SourceLocation
    /// The fields the spec declares (`form: { name:, fields: }`): vmgen generates the protocol,
    /// its Messages and their YAML. `nil`: the protocol is hand-written (`form: UserFields`).
    public var fields: [FormFieldSpec]?
    /// `createRequest: true`: vmgen also writes `{Stem}CreateRequest`, whose body adopts the protocol.
    public var createRequest = false
    /// `createRequest: { errors: … }`: the create request's generated ResponseError.
    public var createRequestErrors: ResponseErrorSpec? = nil

    public init(fieldsProtocol: String, messagesType: String, messagesProperty: String, location: SourceLocation) {
        self.fieldsProtocol = fieldsProtocol
        self.messagesType = messagesType
        self.messagesProperty = messagesProperty
        self.location = location
    }

    /// `Vessel` for `VesselFields`.
    public var stem: String { String(fieldsProtocol.dropLast(6)) }
    public var createRequestType: String { stem + "CreateRequest" }
    /// The server's `ServerRequestController` of the create request.
    public var createControllerType: String { stem + "CreateController" }
}

/// How `vmId` is derived. The seed's rule: it must identify the ViewModel from the values it
/// was projected from; random only with a written reason.
public enum Identity: Sendable, Hashable {
    /// `.init(type: Self.self)`: one instance per screen.
    case singleton
    /// `.init(id: <property>)` from a data id (String, Int, UUID / ModelIdType).
    case id(property: String)
    /// `.init(id: "\(a)-\(b)")` from properties that together distinguish the projection.
    case composed(properties: [String])
    /// `<property>.viewModelId`, from a `ModelIdentity`.
    case modelIdentity(property: String)
    /// `.init()`: a fresh random id each time. Needs a reason.
    case random(reason: String)
}

/// A `@LocalizedString`, `@LocalizedSubs` or `@LocalizedCompoundString` property with its
/// text per locale.
public struct LocalizedText: Sendable, Hashable {
    public var name: String
    public var kind: Kind
    public var location: SourceLocation

    public enum Kind: Sendable, Hashable {
        /// `@LocalizedString`: one string per locale.
        case string(LocalizedValues)
        /// `@LocalizedSubs`: a string per locale with `%{key}` points filled from properties.
        case substitutions(LocalizedValues, bindings: [SubstitutionBinding])
        /// `@LocalizedCompoundString`: localized pieces joined by a localized separator.
        case compound(pieces: [String: [String]], separator: LocalizedValues?)
    }
}

extension LocalizedText.Kind {
    /// The text by locale of a scalar text (plain or with substitutions); nil for a compound,
    /// whose pieces and separator are YAML lists.
    public var scalarValues: LocalizedValues? {
        switch self {
        case .string(let values), .substitutions(let values, _): values
        case .compound: nil
        }
    }
}

/// Text by locale identifier, in the order the spec wrote the locales.
public struct LocalizedValues: Sendable, Hashable {
    public var entries: [Entry]

    public struct Entry: Sendable, Hashable {
        public var locale: String
        public var text: String
        public var location: SourceLocation
    }

    public init(entries: [Entry] = []) {
        self.entries = entries
    }

    public subscript(locale: String) -> String? {
        entries.first { $0.locale == locale }?.text
    }

    public var locales: [String] { entries.map(\.locale) }
}

/// `%{key}` in the text is filled from the ViewModel property `property`.
public struct SubstitutionBinding: Sendable, Hashable {
    public var key: String
    public var property: String
    public var location: SourceLocation
}
