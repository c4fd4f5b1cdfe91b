import Foundation

/// The Swift spellings of model decisions: stored types, init assignments, identity and stub
/// values. Kept here, in typed code, so templates only lay out lines.
enum SwiftCode {
    /// The type a property is stored as (`LocalizableDate` for a projected `Date`).
    static func storedType(_ property: Property) -> String {
        guard let display = property.display else { return property.type.swift }
        return property.type.isOptional ? display.rawValue + "?" : display.rawValue
    }

    /// `self.x = …` lines for a property, from the init parameter of the same name.
    static func assignments(_ property: Property) -> [String] {
        var lines: [String] = []
        if let display = property.display {
            let wrap = wrapper(display)
            lines.append(property.type.isOptional
                ? "self.\(property.name) = \(property.name).map { \(wrap)(value: $0) }"
                : "self.\(property.name) = .init(value: \(property.name))")
        } else {
            lines.append("self.\(property.name) = \(property.name)")
        }
        if let label = property.enumLabel {
            lines.append(property.type.isOptional
                ? "self.\(label) = \(property.name)?.localizableString ?? .empty"
                : "self.\(label) = \(property.name).localizableString")
        }
        return lines
    }

    private static func wrapper(_ display: DisplayProjection) -> String { display.rawValue }

    // MARK: - Identity

    /// The `vmId` declaration and, when assigned in init, the assignment.
    static func identity(_ identity: Identity, properties: [Property]) -> (declaration: String, assignment: String?, comment: String?) {
        switch identity {
        case .singleton:
            return ("public var vmId: ViewModelId = .init(type: Self.self)", nil, "One per screen: the type is the identity.")
        case .id(let property):
            return ("public let vmId: ViewModelId", "self.vmId = .init(id: \(property))", "Stable across re-fetches: the data's own id.")
        case .composed(let names):
            let parts = names.map { name -> String in
                let type = properties.first { $0.name == name }?.type
                return "\\(" + interpolated(name, type: type) + ")"
            }
            return ("public let vmId: ViewModelId", "self.vmId = .init(id: \"\(parts.joined(separator: "-"))\")",
                "Composed from the values that together identify this projection.")
        case .modelIdentity(let property):
            return ("public let vmId: ViewModelId", "self.vmId = \(property).viewModelId", "Vended by the model's own identity: \(property).viewModelId.")
        case .random(let reason):
            return ("public var vmId: ViewModelId = .init()", nil, "Random identity: " + SwiftLiteral.commentText(reason))
        }
    }

    private static func interpolated(_ name: String, type: TypeRef?) -> String {
        switch type {
        case .plain(.uuid), .plain(.modelIdType): "\(name).uuidString"
        case .plain(.systemVersion): "\(name).versionString"
        case .plain(.url): "\(name).absoluteString"
        default: name
        }
    }

    // MARK: - Stub values

    /// The stub expression for a property: the spec's value, or the reserved fake vocabulary.
    static func stub(_ property: Property, enums: [String: DisplayEnum]) -> String {
        if let value = property.stub {
            return literal(value, type: property.type, enums: enums)
        }
        return FakeVocabulary.value(for: property.type, name: property.name, enums: enums)
    }

    static func literal(_ value: StubValue, type: TypeRef, enums: [String: DisplayEnum]) -> String {
        switch (value, type) {
        case (.null, _):
            return "nil"
        case (_, .optional(let wrapped)):
            return literal(value, type: wrapped, enums: enums)
        case (.list(let items), .array(let element)):
            return "[" + items.map { literal($0, type: element, enums: enums) }.joined(separator: ", ") + "]"
        case (.string(let text), .plain(let plain)):
            return plainLiteral(text, plain)
        case (.string(let text), .enumeration), (.string(let text), .external):
            return "." + text
        case (.int(let number), _):
            return String(number)
        case (.double(let text), _):
            return text.contains(".") || text.contains("e") || text.contains("E") ? text : text + ".0"
        case (.bool(let flag), _):
            return flag ? "true" : "false"
        default:
            return FakeVocabulary.value(for: type, name: "", enums: enums)
        }
    }

    private static func plainLiteral(_ text: String, _ plain: PlainType) -> String {
        switch plain {
        case .url:
            return "URL(string: \(SwiftLiteral.string(text)))!"
        case .date:
            return StubDate.swiftLiteral(text)
        case .uuid, .modelIdType:
            return "UUID(uuidString: \(SwiftLiteral.string(text)))!"
        case .systemVersion:
            let (major, minor, patch) = StubVersion.parts(text) ?? (1, 0, 0)
            return "SystemVersion(major: \(major), minor: \(minor), patch: \(patch))"
        case .localizableString:
            return ".constant(" + SwiftLiteral.string(text) + ")"
        default:
            return SwiftLiteral.string(text)
        }
    }
}
