import Foundation

/// Reads `identity:` — the seed's vmId rules as spec syntax:
/// `singleton`, `{ id: prop }`, `{ compose: [a, b] }`, `{ modelIdentity: prop }`,
/// `{ random: "why identity cannot matter here" }`.
extension ViewModelBuilder {
    /// Types `.init(id:)` accepts directly.
    static let idTypes: Set<TypeRef> = [.plain(.string), .plain(.int), .plain(.uuid), .plain(.modelIdType)]
    /// Types that interpolate to a stable string in a composed id.
    static let composableTypes: Set<TypeRef> = idTypes.union([.plain(.systemVersion), .plain(.bool), .plain(.url)])

    mutating func identity(_ entry: YAMLEntry?, properties: [Property], at location: SourceLocation) -> Identity {
        guard let entry else {
            // No identity written: the data's own `id` if it has one, otherwise one per screen.
            if let id = properties.first(where: { $0.name == "id" }), Self.idTypes.contains(id.type) {
                return .id(property: "id")
            }
            return .singleton
        }
        let node = entry.value
        if let scalar = node.scalar, !scalar.isNull {
            if scalar.text == "singleton" { return .singleton }
            reader.error("'identity' must be 'singleton' or one of { id: … }, { compose: [ … ] }, { modelIdentity: … }, { random: \"reason\" }\(Suggestion.didYouMean(scalar.text, in: ["singleton"]))", at: node.location)
            return .singleton
        }
        guard let entries = reader.mapping(node, what: "'identity'") else { return .singleton }
        reader.checkKeys(entries, allowed: SpecKeys.identityForms, in: "'identity'")
        let forms = entries.filter { SpecKeys.identityForms.contains($0.key.text) }
        guard forms.count == 1, let form = forms.first else {
            reader.error("'identity' takes exactly one of: id, compose, modelIdentity, random", at: node.location)
            return .singleton
        }
        switch form.key.text {
        case "id":
            guard let property = referencedProperty(form.value, in: properties, what: "'id'") else { return .singleton }
            guard Self.idTypes.contains(property.type) else {
                reader.error("an id identity needs a String, Int, UUID or ModelIdType property; '\(property.name)' is \(property.type.swift)", at: form.value.location)
                return .singleton
            }
            return .id(property: property.name)
        case "compose":
            guard let names = reader.stringList(form.value, what: "'compose'") else { return .singleton }
            var composed: [String] = []
            for (name, nameLocation) in names {
                guard let property = referencedProperty(name, at: nameLocation, in: properties, what: "'compose'") else { continue }
                guard Self.composableTypes.contains(property.type) || isEnum(property.type) else {
                    reader.error("'\(property.name)' (\(property.type.swift)) has no stable text form for a composed id; compose String, Int, UUID, ModelIdType, SystemVersion, Bool, URL or enum properties", at: nameLocation)
                    continue
                }
                composed.append(property.name)
            }
            if composed.count < 2, names.count == composed.count {
                reader.error("'compose' lists the two or more properties that together identify the ViewModel; for one, write { id: \(composed.first ?? "name") }", at: form.value.location)
            }
            return composed.isEmpty ? .singleton : .composed(properties: composed)
        case "modelIdentity":
            guard let property = referencedProperty(form.value, in: properties, what: "'modelIdentity'") else { return .singleton }
            guard property.type == .plain(.modelIdentity) else {
                reader.error("'modelIdentity' names a property of type ModelIdentity; '\(property.name)' is \(property.type.swift)", at: form.value.location)
                return .singleton
            }
            return .modelIdentity(property: property.name)
        default:
            guard let reason = reader.string(form.value, what: "'random'") else { return .singleton }
            if reason.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                reader.error("a random identity needs a written reason: why identity cannot matter for this ViewModel", at: form.value.location)
            }
            return .random(reason: reason)
        }
    }

    private func isEnum(_ type: TypeRef) -> Bool {
        if case .enumeration = type { return true }
        return false
    }

    private mutating func referencedProperty(_ node: YAMLNode, in properties: [Property], what: String) -> Property? {
        guard let name = reader.string(node, what: what) else { return nil }
        return referencedProperty(name, at: node.location, in: properties, what: what)
    }

    private mutating func referencedProperty(
        _ name: String, at location: SourceLocation, in properties: [Property], what: String
    ) -> Property? {
        if let property = properties.first(where: { $0.name == name }) { return property }
        reader.error("\(what) refers to '\(name)', which is not a property of this ViewModel\(Suggestion.didYouMean(name, in: properties.map(\.name)))", at: location)
        return nil
    }
}
