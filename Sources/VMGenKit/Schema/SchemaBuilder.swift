/// Building blocks of vmgen's JSON Schemas (draft 2020-12), for editors that complete and check
/// specs and `vmgen.yml` as they are typed.
///
/// Every object with a closed set of keys is built by `object(_:readerKeys:…)` from the key
/// table the reader itself checks keys against (`SpecKeys`, `ConfigLoader.keys`, …), and the
/// builder records each such table with the keys the schema gave it, so a test can fail when
/// the reader accepts a key the schema lacks, or the other way round.
struct SchemaBuilder {
    /// One closed-key object of the schema and the reader's key table it stands for.
    struct KeyTable: Equatable {
        /// Where in the document, for messages: `spec › properties › {name}`.
        var what: String
        var readerKeys: [String]
        var schemaKeys: [String]
    }

    private(set) var keyTables: [KeyTable] = []

    /// `{ "type": "object", "properties": …, "additionalProperties": false }`: the members
    /// are given in the reader's order, each with its schema.
    /// `nullable`: the reader takes an empty value (`key:` with nothing) as an empty mapping.
    mutating func object(
        _ what: String, readerKeys: [String], nullable: Bool = false, description: String? = nil, required: [String] = [],
        _ members: [(String, JSONValue)], extra: [(String, JSONValue)] = []
    ) -> JSONValue {
        keyTables.append(KeyTable(what: what, readerKeys: readerKeys, schemaKeys: members.map(\.0)))
        var fields: [(String, JSONValue)] = []
        if let description { fields.append(("description", .string(description))) }
        fields.append(("type", Self.objectType(nullable: nullable)))
        fields.append(("properties", .object(members)))
        if !required.isEmpty { fields.append(("required", .array(required.map(JSONValue.string)))) }
        fields += extra
        fields.append(("additionalProperties", .bool(false)))
        return .object(fields)
    }

    // MARK: - Small schemas

    static func ref(_ name: String, description: String? = nil) -> JSONValue {
        described(.object([("$ref", .string("#/$defs/" + name))]), description)
    }

    static func described(_ schema: JSONValue, _ description: String?) -> JSONValue {
        guard let description, case .object(let fields) = schema else { return schema }
        // The description first, so a reader of the schema sees what a key means before its shape.
        return .object([("description", .string(description))] + fields)
    }

    static func boolean(_ description: String? = nil) -> JSONValue {
        described(.object([("type", .string("boolean"))]), description)
    }

    static func enumeration(_ values: [String], description: String? = nil) -> JSONValue {
        described(.object([("type", .string("string")), ("enum", .array(values.map(JSONValue.string)))]), description)
    }

    static func pattern(_ regex: String, description: String? = nil) -> JSONValue {
        described(.object([("type", .string("string")), ("pattern", .string(regex))]), description)
    }

    /// A mapping whose keys follow `keys` and whose values are each `values`; `nullable` as
    /// for `object`.
    static func map(keys: JSONValue, nullable: Bool = false, values: JSONValue, description: String? = nil) -> JSONValue {
        described(.object([("type", objectType(nullable: nullable)), ("propertyNames", keys), ("additionalProperties", values)]), description)
    }

    /// `NodeReader.mapping` reads a null value as an empty mapping.
    static func objectType(nullable: Bool) -> JSONValue {
        nullable ? .array([.string("object"), .string("null")]) : .string("object")
    }

    /// A list of `item`, or one `item` alone: the reader takes `x` as `[x]` (`NodeReader.stringList`).
    /// `uniqueItems`: the reader refuses an item listed twice.
    static func listOrOne(_ item: JSONValue, uniqueItems: Bool = false, description: String? = nil) -> JSONValue {
        let list: JSONValue = .object([("type", .string("array"))] + (uniqueItems ? [("uniqueItems", .bool(true))] : []) + [("items", item)])
        return described(.object([("anyOf", .array([item, list]))]), description)
    }

    static func oneOf(_ schemas: [JSONValue], description: String? = nil) -> JSONValue {
        described(.object([("oneOf", .array(schemas))]), description)
    }

    // MARK: - Names

    /// An ASCII identifier, as `SwiftNames.isIdentifier` reads one.
    static let identifierPattern = "^[A-Za-z_][A-Za-z0-9_]*$"

    /// A locale identifier, as `LocaleIdentifier.isValid` reads one.
    static let localePattern = "^[A-Za-z]{2,3}([-_][A-Za-z0-9]{1,8})*$"

    /// `{ "not": { "enum": [...] } }` for the names a kind of name may not be.
    static func excluding(_ names: Set<String>) -> (String, JSONValue) {
        ("not", .object([("enum", .array(names.sorted().map(JSONValue.string)))]))
    }

    /// The names every spec name avoids (`SwiftNames.problem(with:)`), a member name
    /// (`SwiftNames.memberProblem`), a type name (`SwiftNames.typeNameProblem`) and a
    /// ViewModel's name (`SwiftNames.viewModelNameProblem`): the `$defs` shared by both schemas.
    static func nameDefinitions() -> [(String, JSONValue)] {
        let identifier: (String, JSONValue) = ("pattern", .string(identifierPattern))
        let string: (String, JSONValue) = ("type", .string("string"))
        return [
            ("identifier", .object([string, identifier, excluding(SwiftNames.keywords)])),
            ("memberName", .object([
                string, identifier,
                excluding(SwiftNames.keywords.union(SwiftNames.metatypeMembers).union(["hashValue"]).union(GeneratedNames.all)),
            ])),
            ("typeName", .object([string, identifier, excluding(SwiftNames.keywords.union(SwiftNames.typePositionKeywords))])),
            ("viewModelName", .object([
                string, ("pattern", .string("^[A-Z][A-Za-z0-9_]*$")),
                ("not", .object([("anyOf", .array([
                    .object([("enum", .array(SwiftNames.keywords.sorted().map(JSONValue.string)))]),
                    // vmgen appends the suffix itself.
                    .object([("pattern", .string(".ViewModel$"))]),
                ]))])),
            ])),
            ("locale", .object([string, ("pattern", .string(localePattern))])),
        ]
    }
}
