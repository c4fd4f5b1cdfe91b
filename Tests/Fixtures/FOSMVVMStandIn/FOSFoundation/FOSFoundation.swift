// Stand-in for FOSUtilities' FOSFoundation module — public signatures only, bodies are placeholders.
// Source of every declaration: ../shared/fosmvvm-reference.md (§ numbers below); "assumed" marks
// what the reference does not state. Type-checking only: nothing here is ever run.

import Foundation

// MARK: - Stubbable (ref §1.8: Sources/FOSFoundation/Coding/Stubbable.swift:34)

public protocol Stubbable {
    static func stub() -> Self
}

// MARK: - ModelIdType (ref §1.8: Sources/FOSFoundation/Data/ModelIdType.swift:22)

public typealias ModelIdType = UUID

// MARK: - SystemVersion (ref §1.8: Sources/FOSFoundation/Versioning/SystemVersion.swift:63)

public struct SystemVersion: Codable, Hashable, LosslessStringConvertible, Stubbable, Sendable, Comparable {
    public let major: Int
    public let minor: Int
    public let patch: Int

    /// nil ⇒ 0 (ref line 134).
    public init(major: Int? = nil, minor: Int? = nil, patch: Int? = nil) {
        self.major = major ?? 0
        self.minor = minor ?? 0
        self.patch = patch ?? 0
    }

    // LosslessStringConvertible: "M.m.p", a leading `v` accepted, exactly three fields.
    public init?(_ description: String) {
        let text = description.hasPrefix("v") ? String(description.dropFirst()) : description
        let fields = text.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
        guard fields.count == 3, let major = fields[0], let minor = fields[1], let patch = fields[2] else { return nil }
        self.init(major: major, minor: minor, patch: patch)
    }

    public var description: String { versionString }

    /// "M.m.p".
    public var versionString: String { "\(major).\(minor).\(patch)" }

    public func isCompatible(with other: SystemVersion) -> Bool { major == other.major }

    public static let vInitial = SystemVersion(major: 1, minor: 0, patch: 0)

    public static var current: SystemVersion { Storage.lock.withLock { Storage.current } }
    public static var minimumSupportedVersion: SystemVersion { Storage.lock.withLock { Storage.minimum } }

    public static func setCurrentVersion(_ version: SystemVersion) {
        Storage.lock.withLock { Storage.current = version }
    }

    public static func setMinimumSupportedVersion(_ version: SystemVersion) {
        Storage.lock.withLock { Storage.minimum = version }
    }

    /// `stub()` = `current` (ref §1.8).
    public static func stub() -> SystemVersion { current }

    public static func < (lhs: SystemVersion, rhs: SystemVersion) -> Bool {
        (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
    }

    // Codable as a single string "M.m.p" (ref §1.8).
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let version = SystemVersion(text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: text))
        }
        self = version
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(versionString)
    }

    private enum Storage {
        static let lock = NSLock()
        nonisolated(unsafe) static var current = SystemVersion.vInitial
        nonisolated(unsafe) static var minimum = SystemVersion.vInitial
    }
}

// MARK: - Optional array concatenation (ref §1.9: Sources/FOSFoundation/Collections/Array.swift:29,42)

// The spelling as operators on Array with an optional right-hand side is assumed.
public extension Array {
    static func + (lhs: [Element], rhs: [Element]?) -> [Element] {
        lhs + (rhs ?? [])
    }

    static func += (lhs: inout [Element], rhs: [Element]?) {
        lhs.append(contentsOf: rhs ?? [])
    }
}

// MARK: - JSON (FOSUtilities 0.13.3: Sources/FOSFoundation/Coding/Encodable.swift:34, Decodable.swift:25,37)

public extension Encodable {
    /// `Encodable.swift:34`: a JSON string.
    func toJSON(encoder: JSONEncoder? = nil) throws -> String {
        String(decoding: try (encoder ?? JSONEncoder()).encode(self), as: UTF8.self)
    }
}

public extension String {
    /// `Decodable.swift:25`: the value a JSON string encodes.
    func fromJSON<T: Decodable>(decoder: JSONDecoder? = nil) throws -> T {
        try (decoder ?? JSONDecoder()).decode(T.self, from: Data(utf8))
    }
}
