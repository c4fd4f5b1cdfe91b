import Foundation
@testable import VMGenKit

/// The key paths of the spec language, read off vmgen's spec schema (`vmgen schema spec`), whose
/// closed objects are built from the reader's own key tables (`SchemaKeyTableTests` holds them
/// together): the schema is the machine-readable list of every key a spec may have.
///
/// A path names the keys from the top of a spec, `*` standing for a name the spec chooses (a
/// property, a child, a locale, a request): `children.*.properties.*.label`. The three kinds of
/// spec have their own paths: a FOSMVVM ViewModel's without a prefix, `observable: …` for a
/// spec with `style: observable`, `requests-only: …` for a spec of requests alone.
struct SpecKeyPaths {
    static let roots: [(prefix: String, definition: String)] = [
        ("", "fosmvvmSpec"), ("observable: ", "observableSpec"), ("requests-only: ", "requestsSpec"),
    ]

    private let definitions: [String: JSONValue]

    init() {
        guard case .object(let fields) = SpecSchema.build().schema,
            case .object(let definitions)? = fields.first(where: { $0.0 == "$defs" })?.1
        else { preconditionFailure("the spec schema has no $defs") }
        self.definitions = Dictionary(definitions, uniquingKeysWith: { first, _ in first })
    }

    // MARK: - What the schema declares

    /// Every key path the schema gives a spec.
    func declared() -> Set<String> {
        var paths: Set<String> = []
        for root in Self.roots {
            declared(Self.ref(root.definition), path: root.prefix, references: [], into: &paths)
        }
        return paths
    }

    private func declared(_ schema: JSONValue, path: String, references: Set<String>, into paths: inout Set<String>) {
        guard case .object(let fields) = schema else { return }
        for (name, value) in fields {
            switch name {
            case "$ref":
                // A definition met again inside itself (`typeRef` in `typeRef`) adds no key.
                guard let definition = Self.definitionName(value), !references.contains(definition),
                    let resolved = definitions[definition]
                else { continue }
                declared(resolved, path: path, references: references.union([definition]), into: &paths)
            case "properties":
                for (key, member) in Self.members(value) {
                    paths.insert(Self.join(path, key))
                    declared(member, path: Self.join(path, key), references: references, into: &paths)
                }
            case "patternProperties":
                for (_, member) in Self.members(value) {
                    paths.insert(Self.join(path, "*"))
                    declared(member, path: Self.join(path, "*"), references: references, into: &paths)
                }
            case "additionalProperties" where Self.isSchema(value):
                paths.insert(Self.join(path, "*"))
                declared(value, path: Self.join(path, "*"), references: references, into: &paths)
            case "oneOf", "anyOf", "allOf":
                guard case .array(let alternatives) = value else { continue }
                for alternative in alternatives { declared(alternative, path: path, references: references, into: &paths) }
            case "items":
                // A list's items stand where the list does: `compose: [a, b]` is `identity.compose`.
                declared(value, path: path, references: references, into: &paths)
            default:
                // `if`/`then`/`not`/`propertyNames` constrain keys the members above declare.
                continue
            }
        }
    }

    // MARK: - What a spec uses

    /// The key paths `text` uses, each as the schema names it (a key the schema does not know
    /// adds nothing: such a spec does not generate).
    func used(in text: String, file: String) -> Set<String> {
        guard let root = YAMLParser.parse(text, file: file).root else { return [] }
        let prefix: String
        let definition: String
        if root["style"]?.scalar?.text == "observable" {
            (prefix, definition) = ("observable: ", "observableSpec")
        } else if root["requests"] != nil, root["viewModel"] == nil {
            (prefix, definition) = ("requests-only: ", "requestsSpec")
        } else {
            (prefix, definition) = ("", "fosmvvmSpec")
        }
        var paths: Set<String> = []
        used(Self.ref(definition), node: root, path: prefix, into: &paths)
        return paths
    }

    /// Walks the spec's node beside its schema: each key of a mapping that the schema declares
    /// (by name, or as a name the spec chooses) is used, and its value walked with the key's
    /// schema. Every alternative of a `oneOf` is walked; a key only counts where an alternative
    /// declares it, so an alternative that does not fit adds nothing.
    private func used(_ schema: JSONValue, node: YAMLNode, path: String, into paths: inout Set<String>) {
        guard case .object(let fields) = schema else { return }
        let schemaField = { (name: String) in fields.first { $0.0 == name }?.1 }
        if let definition = schemaField("$ref").flatMap(Self.definitionName), let resolved = definitions[definition] {
            used(resolved, node: node, path: path, into: &paths)
        }
        for name in ["oneOf", "anyOf", "allOf"] {
            guard case .array(let alternatives)? = schemaField(name) else { continue }
            for alternative in alternatives { used(alternative, node: node, path: path, into: &paths) }
        }
        if let items = schemaField("items"), let sequence = node.sequence {
            for item in sequence { used(items, node: item, path: path, into: &paths) }
        }
        guard let entries = node.mapping else { return }
        let properties = schemaField("properties").map(Self.members) ?? []
        let patterns = schemaField("patternProperties").map(Self.members) ?? []
        let additional = schemaField("additionalProperties").flatMap { Self.isSchema($0) ? $0 : nil }
        for entry in entries {
            let key = entry.key.text
            if let member = properties.first(where: { $0.0 == key })?.1 {
                paths.insert(Self.join(path, key))
                used(member, node: entry.value, path: Self.join(path, key), into: &paths)
                continue
            }
            let matching = patterns.filter { Self.matches(key, $0.0) }.map(\.1)
            let values = matching.isEmpty ? (additional.map { [$0] } ?? []) : matching
            guard !values.isEmpty else { continue }
            paths.insert(Self.join(path, "*"))
            for value in values { used(value, node: entry.value, path: Self.join(path, "*"), into: &paths) }
        }
    }

    // MARK: - Schema pieces

    private static func ref(_ definition: String) -> JSONValue {
        .object([("$ref", .string("#/$defs/" + definition))])
    }

    private static func definitionName(_ value: JSONValue) -> String? {
        guard case .string(let reference) = value, reference.hasPrefix("#/$defs/") else { return nil }
        return String(reference.dropFirst("#/$defs/".count))
    }

    private static func members(_ value: JSONValue) -> [(String, JSONValue)] {
        guard case .object(let members) = value else { return [] }
        return members
    }

    /// `additionalProperties: false` closes an object; a schema there is the value of any key.
    private static func isSchema(_ value: JSONValue) -> Bool {
        if case .object = value { return true }
        return false
    }

    private static func matches(_ key: String, _ pattern: String) -> Bool {
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return false }
        return expression.firstMatch(in: key, range: NSRange(key.startIndex..., in: key)) != nil
    }

    private static func join(_ path: String, _ key: String) -> String {
        path.isEmpty || path.hasSuffix(": ") ? path + key : path + "." + key
    }
}
