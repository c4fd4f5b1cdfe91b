import Foundation
@testable import VMGenKit

/// The key paths of the spec language, read off vmgen's spec schema (`vmgen schema spec`), whose
/// closed objects are built from the reader's own key tables (`SchemaKeyTableTests` holds them
/// together): the schema is the machine-readable list of every key a spec may have.
///
/// A path names the keys from the top of a spec, `*` standing for a name the spec chooses (a
/// property, a child, a locale, a request): `children.*.properties.*.label`. The three kinds of
/// spec have their own paths: a FOSMVVM ViewModel's without a prefix, `observable: …` for a
/// spec with `style: observable`, `requests-only: …` for a spec of requests alone. Each value of
/// a closed set is a path too, by its key alone: `action = show`, `inputType = tel`.
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

    /// Every key path the schema gives a spec; each value of a closed set; and each shape a key
    /// may take where it may take several (`form as text`, `form as mapping`, `properties.* as
    /// list`), by its key alone as a value is.
    func declared() -> Set<String> {
        var paths: Set<String> = []
        var shapes: [String: Set<String>] = [:]
        for root in Self.roots {
            declared(Self.reference(root.definition), path: root.prefix, references: [], inItems: false, into: &paths, shapes: &shapes)
        }
        for (path, kinds) in shapes where kinds.count > 1 && !path.isEmpty && !path.hasSuffix(": ") {
            for kind in kinds { paths.insert(Self.shapePath(path, kind)) }
        }
        return paths
    }

    private func declared(
        _ schema: JSONValue, path: String, references: Set<String>, inItems: Bool, into paths: inout Set<String>,
        shapes: inout [String: Set<String>]
    ) {
        guard case .object(let fields) = schema else { return }
        // What an item of a list may be is no shape of the key (`pieces: en:` is a list, never a text).
        if !inItems { shapes[path, default: []].formUnion(Self.shapes(of: fields)) }
        for (name, value) in fields {
            switch name {
            case "$ref":
                // A definition met again inside itself (`typeRef` in `typeRef`) adds no key.
                guard let definition = Self.definitionName(value), !references.contains(definition),
                    let resolved = definitions[definition]
                else { continue }
                declared(resolved, path: path, references: references.union([definition]), inItems: inItems, into: &paths, shapes: &shapes)
            case "properties":
                for (key, member) in Self.members(value) {
                    paths.insert(Self.join(path, key))
                    declared(member, path: Self.join(path, key), references: references, inItems: false, into: &paths, shapes: &shapes)
                }
            case "patternProperties":
                for (_, member) in Self.members(value) {
                    paths.insert(Self.join(path, "*"))
                    declared(member, path: Self.join(path, "*"), references: references, inItems: false, into: &paths, shapes: &shapes)
                }
            case "additionalProperties" where Self.isSchema(value):
                paths.insert(Self.join(path, "*"))
                declared(value, path: Self.join(path, "*"), references: references, inItems: false, into: &paths, shapes: &shapes)
            case "oneOf", "anyOf", "allOf":
                guard case .array(let alternatives) = value else { continue }
                for alternative in alternatives { declared(alternative, path: path, references: references, inItems: inItems, into: &paths, shapes: &shapes) }
            case "items":
                // A list's items stand where the list does: `compose: [a, b]` is `identity.compose`.
                declared(value, path: path, references: references, inItems: true, into: &paths, shapes: &shapes)
            case "enum", "const":
                // Each value of a closed set (`hosting`, `action`, `inputType`) is a path of its own.
                for value in Self.strings(value) { paths.insert(Self.valuePath(path, value)) }
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
        let (prefix, definition) = Self.root(of: root)
        var paths: Set<String> = []
        _ = transform(Self.reference(definition), node: root, path: prefix, value: { paths.insert($0) }) { path in
            paths.insert(path)
            return false
        }
        return paths
    }

    /// Which kind of spec `root` is, as the schema's `if`/`then`/`else` decides it.
    static func root(of root: YAMLNode) -> (prefix: String, definition: String) {
        if root["style"]?.scalar?.text == "observable" { return ("observable: ", "observableSpec") }
        if root["requests"] != nil, root["viewModel"] == nil { return ("requests-only: ", "requestsSpec") }
        return ("", "fosmvvmSpec")
    }

    /// Walks the spec's node beside its schema: each key of a mapping that the schema declares
    /// (by name, or as a name the spec chooses) is shown to `remove` with its path, and its value
    /// walked with the key's schema; the node comes back without the keys `remove` took. Every
    /// alternative of a `oneOf` is walked; a key only counts where an alternative declares it,
    /// so an alternative that does not fit adds nothing.
    func transform(
        _ schema: JSONValue, node: YAMLNode, path: String, value seen: (String) -> Void = { _ in }, remove: (String) -> Bool
    ) -> YAMLNode {
        guard case .object(let fields) = schema else { return node }
        let schemaField = { (name: String) in fields.first { $0.0 == name }?.1 }
        var node = node
        if let definition = schemaField("$ref").flatMap(Self.definitionName), let resolved = definitions[definition] {
            node = transform(resolved, node: node, path: path, value: seen, remove: remove)
        }
        for name in ["oneOf", "anyOf", "allOf"] {
            guard case .array(let alternatives)? = schemaField(name) else { continue }
            for alternative in alternatives { node = transform(alternative, node: node, path: path, value: seen, remove: remove) }
        }
        if let items = schemaField("items"), let sequence = node.sequence {
            node.value = .sequence(sequence.map { transform(items, node: $0, path: path, value: seen, remove: remove) })
        }
        if let scalar = node.scalar, let values = (schemaField("enum") ?? schemaField("const")).map(Self.strings), values.contains(scalar.text) {
            seen(Self.valuePath(path, scalar.text))
        }
        guard let entries = node.mapping else { return node }
        let properties = schemaField("properties").map(Self.members) ?? []
        let patterns = schemaField("patternProperties").map(Self.members) ?? []
        let additional = schemaField("additionalProperties").flatMap { Self.isSchema($0) ? $0 : nil }
        var kept: [YAMLEntry] = []
        for var entry in entries {
            let key = entry.key.text
            let values: [JSONValue]
            let keyPath: String
            if let member = properties.first(where: { $0.0 == key })?.1 {
                (values, keyPath) = ([member], Self.join(path, key))
            } else {
                let matching = patterns.filter { Self.matches(key, $0.0) }.map(\.1)
                (values, keyPath) = (matching.isEmpty ? (additional.map { [$0] } ?? []) : matching, Self.join(path, "*"))
            }
            if !values.isEmpty {
                if remove(keyPath) { continue }
                if let shape = Self.shape(of: entry.value) { seen(Self.shapePath(keyPath, shape)) }
                for value in values { entry.value = transform(value, node: entry.value, path: keyPath, value: seen, remove: remove) }
            }
            kept.append(entry)
        }
        node.value = .mapping(kept)
        return node
    }

    // MARK: - Schema pieces

    static func reference(_ definition: String) -> JSONValue {
        .object([("$ref", .string("#/$defs/" + definition))])
    }

    private static func definitionName(_ value: JSONValue) -> String? {
        guard case .string(let reference) = value, reference.hasPrefix("#/$defs/") else { return nil }
        return String(reference.dropFirst("#/$defs/".count))
    }

    /// A value of a closed set by its key alone, wherever the key stands: `action = show` for a
    /// page's request and one of a spec of requests alone, `inputType = tel` for any form's field.
    static func valuePath(_ path: String, _ value: String) -> String {
        let key = path.split(separator: ".").last.map { $0.split(separator: " ").last.map(String.init) ?? "" } ?? path
        return key + " = " + value
    }

    /// A shape by its key alone, as a value is: `properties.* as list` for a page's, a child's and a
    /// nested type's property (one reader reads them all), `keep as text` for any error display.
    /// The kind of spec stays in front: `observable: stub as list` is no property's stub.
    static func shapePath(_ path: String, _ shape: String) -> String {
        let prefix = roots.map(\.prefix).first { !$0.isEmpty && path.hasPrefix($0) } ?? ""
        let components = path.dropFirst(prefix.count).split(separator: ".").map(String.init)
        let named = components.lastIndex { $0 != "*" } ?? 0
        return prefix + components[named...].joined(separator: ".") + " as " + shape
    }

    /// The shapes a schema object admits by itself (not through `$ref` or its alternatives).
    private static func shapes(of fields: [(String, JSONValue)]) -> Set<String> {
        var shapes: Set<String> = []
        for (name, value) in fields {
            switch name {
            case "type":
                for type in strings(value) {
                    switch type {
                    case "object": shapes.insert("mapping")
                    case "array": shapes.insert("list")
                    case "string", "number", "integer", "boolean": shapes.insert("text")
                    default: continue  // null: an empty value, the same as leaving the key out
                    }
                }
            case "enum", "const", "pattern": shapes.insert("text")
            default: continue
            }
        }
        return shapes
    }

    /// A spec node's shape, as `shapes(of:)` names them; nil for an empty value.
    private static func shape(of node: YAMLNode) -> String? {
        switch node.value {
        case .mapping: "mapping"
        case .sequence: "list"
        case .scalar(let scalar): scalar.isNull ? nil : "text"
        }
    }

    private static func strings(_ value: JSONValue) -> [String] {
        if case .string(let text) = value { return [text] }
        guard case .array(let items) = value else { return [] }
        return items.compactMap { item in
            if case .string(let text) = item { return text }
            return nil
        }
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
