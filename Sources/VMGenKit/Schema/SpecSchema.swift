/// The JSON Schema of a spec file (`vmgen schema spec`). Key tables come from the spec reader
/// (`SpecKeys`, `ObservableScreenBuilder`), closed value sets from the model's enums, and every
/// description from `docs/spec.md` (a test holds each to a passage of it).
///
/// The schema describes the shape an editor can check while a spec is typed; what needs the
/// whole project (does a type name a ViewModel of another spec, is every locale given) is
/// vmgen's to judge, so a spec the schema accepts may still have findings — never the reverse.
enum SpecSchema {
    static func build() -> (schema: JSONValue, keyTables: [SchemaBuilder.KeyTable]) {
        var builder = SchemaBuilder()
        let fosmvvm = fosmvvmSpec(&builder)
        let child = childSpec(&builder)
        let observable = ObservableSpecSchema.spec(&builder)
        let definitions: [(String, JSONValue)] = [
            ("fosmvvmSpec", fosmvvm),
            ("observableSpec", observable),
            ("child", child),
            ("identity", identity(&builder)),
            ("text", SchemaBuilder.map(keys: SchemaBuilder.ref("propertyName"), nullable: true, values: textEntry(&builder))),
            ("localized", localized),
            ("properties", SchemaBuilder.map(keys: SchemaBuilder.ref("propertyName"), nullable: true, values: property(&builder))),
            // A property or text may not take a member vmgen or the @ViewModel macro generates.
            ("propertyName", .object([("allOf", .array([
                SchemaBuilder.ref("memberName"), .object([SchemaBuilder.excluding(SwiftNames.reservedMembers)]),
            ]))])),
            ("form", FormSchema.form(&builder)),
            ("enums", enums),
            ("typeRef", typeRef),
            ("scalarText", scalarText),
        ] + SchemaBuilder.nameDefinitions() + ObservableSpecSchema.definitions(&builder) + OperationsSchema.definitions(&builder)
            + RequestsSchema.definitions(&builder)
        let schema = JSONValue.object([
            ("$schema", .string("https://json-schema.org/draft/2020-12/schema")),
            ("title", .string("vmgen spec")),
            ("description", .string("One spec file describes one top-level ViewModel and its children.")),
            // `style: observable` selects the other key set; without it, a FOSMVVM ViewModel, or
            // with `requests:` and no `viewModel:` a spec of requests alone.
            ("if", .object([
                ("type", .string("object")),
                ("properties", .object([("style", .object([("const", .string("observable"))]))])),
                ("required", .array([.string("style")])),
            ])),
            ("then", SchemaBuilder.ref("observableSpec")),
            ("else", .object([
                ("if", .object([
                    ("type", .string("object")),
                    ("required", .array([.string("requests")])),
                    ("not", .object([("required", .array([.string("viewModel")]))])),
                ])),
                ("then", SchemaBuilder.ref("requestsSpec")),
                ("else", SchemaBuilder.ref("fosmvvmSpec")),
            ])),
            ("$defs", .object(definitions)),
        ])
        return (schema, builder.keyTables)
    }

    /// The members a page and a child share (`SpecKeys.shared`).
    static func sharedMembers() -> [(String, JSONValue)] {
        [
            ("doc", SchemaBuilder.ref("scalarText", description: "the `///` summary of the type")),
            ("identity", SchemaBuilder.ref("identity", description: "how `vmId` is derived")),
            ("conforms", SchemaBuilder.listOrOne(
                SchemaBuilder.ref("typeName"),
                description: "protocols the ViewModel adopts beside what FOSMVVM gives it: `Equatable`, `Hashable` or a protocol of the project's own")),
            ("form", SchemaBuilder.ref(
                "form",
                description: "makes a form ViewModel: adopts the protocol, `var` properties, a `{name}ValidationMessages: {Name}FieldsMessages` property")),
            ("text", SchemaBuilder.ref("text", description: "localized UI text")),
            ("properties", SchemaBuilder.ref("properties", description: "data, children and enums the init takes")),
            ("enums", SchemaBuilder.ref("enums", description: "display enums this ViewModel owns")),
        ]
    }

    static func fosmvvmSpec(_ builder: inout SchemaBuilder) -> JSONValue {
        let topOnly: [(String, JSONValue)] = [
            ("viewModel", SchemaBuilder.ref("viewModelName", description: "the type is `{name}ViewModel`; its files go in folder `{name}/`")),
            ("style", SchemaBuilder.enumeration(
                SpecKeys.styles,
                description: "`observable` makes a screen-owned `@Observable` class instead of a FOSMVVM ViewModel")),
            ("hosting", SchemaBuilder.enumeration(
                Hosting.allCases.map(\.rawValue),
                description: "server: built by a hand-written factory on the server, localized there. client: built on the device by the `@ViewModel(options: [.clientHostedFactory])` macro")),
            ("page", SchemaBuilder.boolean(
                "a page is a top-level `RequestableViewModel` (server: with a `{Name}Request` and a factory). `false` makes a plain shared ViewModel in its own folder")),
            ("live", SchemaBuilder.boolean("adds the `.live` macro option (server-hosted pages only)")),
            ("request", request(&builder)),
            ("requests", RequestsSchema.member),
            ("displaysError", errorDisplay(&builder)),
            ("children", SchemaBuilder.map(
                keys: SchemaBuilder.ref("viewModelName"), nullable: true, values: SchemaBuilder.ref("child"),
                description: "child ViewModels built by this page's factory; a child takes `doc`, `identity`, `conforms`, `form`, `text`, `properties`, `enums`, `nested`")),
            ("operations", SchemaBuilder.ref("operations", description: "user actions; makes the ViewModel interactive")),
            ("versions", SchemaBuilder.listOrOne(
                SchemaBuilder.pattern("^(0|[1-9][0-9]{0,8})\\.(0|[1-9][0-9]{0,8})\\.(0|[1-9][0-9]{0,8})$"),
                description: "the app versions (major.minor.patch, oldest first) at which a server-hosted page's shape changed: its factory gets FOSMVVM's `@VersionedFactory` with a `@Version` method per version, each body your code")),
        ]
        return builder.object(
            "a spec", readerKeys: SpecKeys.topLevel, required: ["viewModel", "hosting"],
            ordered(topOnly + sharedMembers(), as: SpecKeys.topLevel))
    }

    static func childSpec(_ builder: inout SchemaBuilder) -> JSONValue {
        builder.object(
            "a child", readerKeys: SpecKeys.child, nullable: true,
            description: "Children are declared once, at the top level of their page's spec",
            sharedMembers() + [
                ("nested", SchemaBuilder.boolean(
                    "declares the child inside its parent's type as a plain `Codable, Sendable, Identifiable, Stubbable` struct, not a ViewModel: no file, vmId, localization, view or test of its own")),
            ])
    }

    /// The members in the order of the reader's table, then any it does not list (which the
    /// key-table test reports).
    static func ordered(_ members: [(String, JSONValue)], as keys: [String]) -> [(String, JSONValue)] {
        let known = keys.compactMap { key in members.first { $0.0 == key } }
        return known + members.filter { !keys.contains($0.0) }
    }

    static func identity(_ builder: inout SchemaBuilder) -> JSONValue {
        let forms: [(String, JSONValue)] = [
            ("id", SchemaBuilder.ref("memberName", description: "list rows and anything with a data id (`String`, `Int`, `UUID`, `ModelIdType`)")),
            // Two or more, as the reader requires: one property is `{ id: name }`.
            ("compose", SchemaBuilder.described(
                .object([("type", .string("array")), ("minItems", .int(2)), ("items", SchemaBuilder.ref("memberName"))]),
                "no single id, but several values that together identify it")),
            ("modelIdentity", SchemaBuilder.ref("memberName", description: "a model's sealed `ModelIdentity` (vmgen never builds the string itself)")),
            ("random", SchemaBuilder.ref("scalarText", description: "almost never; the reason is required and written next to it")),
        ]
        let mapping = builder.object(
            "'identity'", readerKeys: SpecKeys.identityForms, forms,
            extra: [("minProperties", .int(1)), ("maxProperties", .int(1))])
        return SchemaBuilder.oneOf([
            .object([("const", .string("singleton")), ("description", .string("one per screen: pages, a once-only header"))]),
            mapping,
        ])
    }

    /// A text entry: text per locale (with `substitutions:`), or `pieces:` and `separator:`.
    static func textEntry(_ builder: inout SchemaBuilder) -> JSONValue {
        let compound = builder.object(
            "a compound text", readerKeys: [SpecKeys.pieces, SpecKeys.separator], required: [SpecKeys.pieces],
            [
                (SpecKeys.pieces, SchemaBuilder.map(
                    keys: SchemaBuilder.ref("locale"), nullable: true,
                    values: .object([("type", .string("array")), ("items", SchemaBuilder.ref("scalarText"))]),
                    description: "With `pieces:` it is `@LocalizedCompoundString`")),
                (SpecKeys.separator, SchemaBuilder.ref("localized", description: "optional")),
            ])
        let plain = plainText(&builder, "a text", substitutions: "each `%{key}` → the property that fills it")
        return SchemaBuilder.oneOf([plain, compound])
    }

    /// locale → text, with optional `substitutions` (a text, an error message). Locale keys are
    /// patterns, so this one is closed with `patternProperties` beside the table.
    static func plainText(_ builder: inout SchemaBuilder, _ what: String, substitutions: String) -> JSONValue {
        builder.object(
            what, readerKeys: [SpecKeys.substitutions], nullable: true,
            [
                (SpecKeys.substitutions, SchemaBuilder.map(
                    keys: .object([("type", .string("string"))]), values: SchemaBuilder.ref("memberName"), description: substitutions)),
            ],
            extra: [("patternProperties", .object([(SchemaBuilder.localePattern, SchemaBuilder.ref("scalarText"))]))])
    }

    /// locale → text: a plain text entry, an enum case's label, a separator.
    static let localized = SchemaBuilder.map(keys: SchemaBuilder.ref("locale"), nullable: true, values: SchemaBuilder.ref("scalarText"))

    /// Any scalar the reader takes as text (`NodeReader.string`): YAML reads `42` and `true`
    /// as a number and a Boolean, and vmgen as the text of them.
    static let scalarText = JSONValue.object([("type", .array([.string("string"), .string("number"), .string("boolean")]))])

    /// A type as the spec writes it (`TypeParser`): `String`, `Int?`, `[Card]` (a YAML flow
    /// list of one, unquoted), `"[String]?"`. Which names exist is the project's to say.
    static let typeRef = SchemaBuilder.oneOf([
        SchemaBuilder.pattern("^ *(\\[ *)*[A-Za-z_][A-Za-z0-9_]*( *\\?)?( *\\]( *\\?)?)* *$"),
        .object([
            ("type", .string("array")), ("minItems", .int(1)), ("maxItems", .int(1)),
            ("items", SchemaBuilder.ref("typeRef")),
        ]),
    ], description: "a ViewModel or display enum of the project (by spec name: `Card`, not `CardViewModel`), and optionals (`T?`) and lists (`[T]`) of those")

    static func property(_ builder: inout SchemaBuilder) -> JSONValue {
        let details = builder.object(
            "a property", readerKeys: SpecKeys.property, required: ["type"],
            [
                ("type", SchemaBuilder.ref("typeRef", description: "the type, as above")),
                ("display", SchemaBuilder.enumeration(
                    DisplayProjection.allCases.map(\.rawValue),
                    description: "the init takes the plain value and stores the FOSMVVM wrapper, which is formatted per locale")),
                ("stub", .object([("description", .string("the value `stub()` uses."))])),
                ("label", SchemaBuilder.oneOf(
                    [SchemaBuilder.ref("memberName"), .object([("const", .bool(false))])],
                    description: "enum properties only: the name of the stored `LocalizableString` label (default `{name}Display`), or `false` for none")),
                ("doc", SchemaBuilder.ref("scalarText")),
            ])
        return SchemaBuilder.oneOf([SchemaBuilder.ref("typeRef"), details])
    }

    /// Enum name → case → label per locale.
    static let enums = SchemaBuilder.map(
        keys: SchemaBuilder.ref("typeName"), nullable: true,
        values: .object([
            ("type", .string("object")), ("minProperties", .int(1)),
            // `allOf`, not a sibling of `$ref`: draft-07 validators (editors' YAML language
            // server among them) ignore what stands beside a `$ref`.
            ("propertyNames", .object([("allOf", .array([
                SchemaBuilder.ref("memberName"),
                .object([SchemaBuilder.excluding(Set(TextBuilder.reservedCases.keys))]),
            ]))])),
            ("additionalProperties", SchemaBuilder.ref("localized")),
        ]))

    static func request(_ builder: inout SchemaBuilder) -> JSONValue {
        builder.object(
            "'request'", readerKeys: SpecKeys.request, nullable: true,
            description: "the query of a server-hosted page's request",
            [
                ("query", SchemaBuilder.map(
                    keys: SchemaBuilder.ref("memberName"), nullable: true, values: SchemaBuilder.ref("typeRef"),
                    description: "a nested `Query: ServerRequestQuery` when there are query fields (else `EmptyQuery`)")),
                ("responseError", SchemaBuilder.ref("typeName", description: "default EmptyError")),
                ("errors", responseErrors(&builder)),
            ])
    }

    /// `request: errors:` (`ViewModelBuilder.responseErrors`).
    static func responseErrors(_ builder: inout SchemaBuilder) -> JSONValue {
        let message = plainText(&builder, "an error message", substitutions: "each `%{key}` → the field that fills it")
        return builder.object(
            "'errors'", readerKeys: SpecKeys.responseErrors, description: "the error cases of the request: vmgen generates its nested `ResponseError`",
            required: ["cases"],
            [
                // A plain value or an optional of one, never a list: the reader refuses lists.
                ("fields", SchemaBuilder.map(
                    keys: SchemaBuilder.ref("memberName"), nullable: true,
                    values: SchemaBuilder.pattern("^ *[A-Za-z_][A-Za-z0-9_]*( *\\?)? *$"),
                    description: "the values the server fills in, in init order")),
                ("cases", SchemaBuilder.map(
                    keys: SchemaBuilder.ref("memberName"), values: message,
                    description: "error case → its message per locale")),
            ])
    }

    /// `displaysError:` (`ViewModelBuilder.errorDisplay`): a request's name, or a mapping.
    static func errorDisplay(_ builder: inout SchemaBuilder) -> JSONValue {
        let mapping = builder.object(
            "'displaysError'", readerKeys: SpecKeys.errorDisplay, required: ["request"],
            [
                ("request", SchemaBuilder.ref(
                    "typeName", description: "the request whose generated ResponseError this ViewModel shows")),
                ("keep", SchemaBuilder.listOrOne(
                    SchemaBuilder.ref("memberName"), description: "fields of that ResponseError the ViewModel stores too")),
            ])
        return SchemaBuilder.oneOf(
            [SchemaBuilder.ref("typeName"), mapping],
            description: "makes a client-hosted page the display of one request's errors")
    }
}
