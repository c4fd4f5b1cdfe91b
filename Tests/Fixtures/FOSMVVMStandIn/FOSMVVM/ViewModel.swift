// Stand-in for FOSMVVM: ViewModel protocols, identity, operations — public signatures exactly as
// ../shared/fosmvvm-reference.md states them; bodies are placeholders (type-checking only).

import FOSFoundation
import Foundation

// MARK: - ViewModel (ref §1.2: Sources/FOSMVVM/Protocols/ViewModel.swift:111-125)

public protocol ViewModel: ServerRequestBody, RetrievablePropertyNames, Identifiable, Stubbable, EncodableWithConfiguration
    where EncodingConfiguration == ViewModelConfiguration {
    var vmId: ViewModelId { get }
}

public extension ViewModel {
    var id: ViewModelId { vmId }

    func encode(to encoder: any Encoder, configuration: ViewModelConfiguration) throws {
        try encode(to: encoder)
    }
}

public struct ViewModelConfiguration: Sendable {}

// ref §1.2: RequestableViewModel.swift:34-38
public protocol RequestableViewModel: ViewModel {
    associatedtype Request: ViewModelRequest
}

// ref §1.2: LiveViewModel.swift:31
public protocol LiveViewModel: RequestableViewModel {}

// ref §1.2: ModelIdentifiedViewModel.swift:37
public protocol ModelIdentifiedViewModel: ViewModel {
    var modelIdentity: ModelIdentity { get }
}

// MARK: - RetrievablePropertyNames (ref §1.2: RetrievablePropertyNames.swift:25-27)

public protocol RetrievablePropertyNames: Codable, Sendable {
    func propertyNames() -> [LocalizableId: String]
}

// ref §1.2: Sources/FOSMVVM/Localization/Localizable.swift:19
public typealias LocalizableId = String

// MARK: - ViewModelId (ref §1.3: Sources/FOSMVVM/Protocols/ViewModelId.swift:67-143)

public struct ViewModelId: Codable, Hashable, Sendable {
    public struct Freshness: Comparable, Sendable {
        let date: Date

        public static func < (lhs: Freshness, rhs: Freshness) -> Bool { lhs.date < rhs.date }
    }

    let id: String
    let isRandom: Bool
    public let freshness: Freshness

    /// `nil` ⇒ random (line 80); `.init()` / `ViewModelId()` resolve here.
    public init(id: String? = nil) {
        self.id = id ?? UUID().uuidString
        self.isRandom = id == nil
        self.freshness = Freshness(date: Date())
    }

    /// Stringified (line 86).
    public init(id: Int) {
        self.init(id: String(id))
    }

    /// `uuidString` (line 90).
    public init(id: UUID) {
        self.init(id: id.uuidString)
    }

    /// The singleton form `.init(type: Self.self)` (line 94).
    public init(type: (some ViewModel).Type) {
        self.init(id: String(reflecting: type))
    }

    /// Missing id ⇒ random; missing `fsh` ⇒ now (line 100).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let id = try container.decodeIfPresent(String.self, forKey: .id)
        self.id = id ?? UUID().uuidString
        self.isRandom = id == nil
        self.freshness = Freshness(date: try container.decodeIfPresent(Date.self, forKey: .fsh) ?? Date())
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        if !isRandom { try container.encode(id, forKey: .id) }
        try container.encode(freshness.date, forKey: .fsh)
    }

    // `==`/`hash` use only the id (lines 121-130).
    public static func == (lhs: ViewModelId, rhs: ViewModelId) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }

    private enum CodingKeys: String, CodingKey {
        case id
        case fsh
    }
}

// MARK: - ModelIdentity (ref §1.3: Sources/FOSMVVM/Protocols/ModelIdentity.swift:86)

/// Opaque: no public initializer, no `stub()`; only `viewModelId` is readable, and only a `Model`
/// mints one (ModelIdentity.swift:38-49, the init is internal). (A struct is assumed.)
public struct ModelIdentity: Hashable, Codable, Sendable {
    let namespace: String
    let id: ModelIdType

    init(namespace: ModelNamespace, id: ModelIdType) {
        self.namespace = namespace.rawValue
        self.id = id
    }

    public var viewModelId: ViewModelId {
        .init(id: "\(namespace)|\(id.uuidString)")
    }
}

/// `Sources/FOSMVVM/Protocols/ModelNamespace.swift:36-47`: made only from a type.
public struct ModelNamespace: Hashable, Sendable {
    private let value: String
    var rawValue: String { value }

    public init(for type: Any.Type) {
        self.value = String(reflecting: type)
    }
}

/// `Sources/FOSMVVM/Protocols/Model.swift:26-39`.
public protocol Model: Codable, Hashable {
    static var modelIdentityNamespace: ModelNamespace { get }
    var id: ModelIdType? { get }
    func requireId() throws -> ModelIdType
}

/// `Sources/FOSMVVM/Protocols/Model.swift:41-78`: the defaults, and the only way to a `ModelIdentity`.
public extension Model {
    func hash(into hasher: inout Hasher) { hasher.combine(id ?? .init()) }
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
    static var modelIdentityNamespace: ModelNamespace { .init(for: Self.self) }

    var modelIdentity: ModelIdentity {
        get throws { try .init(namespace: Self.modelIdentityNamespace, id: requireId()) }
    }

    func requireId() throws -> ModelIdType {
        guard let id else { throw ModelError.missingId(modelType: String(describing: Self.self)) }
        return id
    }
}

/// `Sources/FOSMVVM/Protocols/Model.swift:81-90`.
public enum ModelError: Error {
    case missingId(modelType: String)
}

// MARK: - ViewModelOperations (ref §1.6: Sources/FOSMVVM/Protocols/ViewModelOperations.swift:97)

public protocol ViewModelOperations: Sendable, Codable {}
