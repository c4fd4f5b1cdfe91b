/// `operations:` of a spec, from `SpecKeys.operation`, `.parameter` and `.output`.
enum OperationsSchema {
    static func definitions(_ builder: inout SchemaBuilder) -> [(String, JSONValue)] {
        [("operations", SchemaBuilder.map(keys: SchemaBuilder.ref("memberName"), nullable: true, values: operation(&builder)))]
    }

    static func operation(_ builder: inout SchemaBuilder) -> JSONValue {
        builder.object(
            "an operation", readerKeys: SpecKeys.operation, nullable: true,
            [
                ("parameters", SchemaBuilder.map(
                    keys: SchemaBuilder.ref("memberName"), nullable: true, values: parameter(&builder),
                    description: "name → type (or `{ type, label }`), in order")),
                ("output", output(&builder)),
                ("async", SchemaBuilder.boolean("override the effects")),
                ("throws", SchemaBuilder.boolean("override the effects")),
                ("doc", SchemaBuilder.ref("scalarText")),
                // Every request vmgen generates is named `…Request`: a page's, a form's create
                // request, one under `requests:` (`OperationRequests`).
                ("sends", .object([
                    ("description", .string("the request a server-backed operation sends (any request vmgen generates: a page's `{Name}Request`, a form's create request, one under `requests:`)")),
                    ("allOf", .array([SchemaBuilder.ref("typeName"), SchemaBuilder.pattern(".Request$")])),
                ])),
            ])
    }

    static func parameter(_ builder: inout SchemaBuilder) -> JSONValue {
        let details = builder.object(
            "a parameter", readerKeys: SpecKeys.parameter, required: ["type"],
            [
                ("type", SchemaBuilder.ref("typeRef")),
                // `_` is an identifier too: no label.
                ("label", SchemaBuilder.described(
                    .object([
                        ("type", .string("string")), ("pattern", .string(SchemaBuilder.identifierPattern)),
                        SchemaBuilder.excluding(SwiftNames.labelKeywords),
                    ]),
                    "`label: _` drops the label; a label equal to the name is the same as none.")),
            ])
        return SchemaBuilder.oneOf([SchemaBuilder.ref("typeRef"), details])
    }

    static func output(_ builder: inout SchemaBuilder) -> JSONValue {
        let details = builder.object(
            "'output'", readerKeys: SpecKeys.output, required: ["type"],
            [
                ("type", SchemaBuilder.ref("typeName", description: "the `@Observable` storage type (client-hosted)")),
                ("assigns", SchemaBuilder.map(
                    keys: SchemaBuilder.ref("memberName"), nullable: true, values: SchemaBuilder.ref("memberName"),
                    description: "`assigns` maps storage properties to parameters")),
                // One line without `;`: vmgen checks the rest (balanced brackets, closed strings).
                ("create", SchemaBuilder.pattern(
                    "^[^\\n\\r;]+$", description: "`create` is the Swift expression (one line) that creates the storage")),
            ])
        return SchemaBuilder.oneOf(
            [SchemaBuilder.ref("typeName"), details],
            description: "the `@Observable` storage type (client-hosted); becomes the last parameter `output storage: T`.")
    }
}
