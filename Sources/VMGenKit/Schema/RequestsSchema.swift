/// `requests:` of a spec, and a spec of requests alone (`requests:` without `viewModel:`), from
/// `SpecKeys.requestDeclaration`, `.bodyField` and `.requestsOnly`. Descriptions are passages of
/// docs/spec.md's "Requests".
enum RequestsSchema {
    static func definitions(_ builder: inout SchemaBuilder) -> [(String, JSONValue)] {
        [
            ("requests", requests),
            ("request", request(&builder)),
            ("requestName", requestName),
            ("requestsSpec", requestsSpec(&builder)),
        ]
    }

    /// The `requests:` member of a spec, as the page spec and a spec of requests alone both have it.
    static let member = SchemaBuilder.ref(
        "requests",
        description: "the requests this spec declares besides its page's own — writes, actions, reads of data — each with its server controller")

    /// A spec with `requests:` and no `viewModel:` (`SpecModelBuilder`): it takes only these keys.
    static func requestsSpec(_ builder: inout SchemaBuilder) -> JSONValue {
        builder.object(
            "a spec of requests alone", readerKeys: SpecKeys.requestsOnly,
            description: "a spec of requests alone (a spec with `requests:` and no `viewModel:`)",
            required: ["requests"],
            [
                ("requests", member),
                ("doc", SchemaBuilder.ref("scalarText")),
            ])
    }

    /// The names that end in an action imply it (`RequestAction.implied(by:)`: the name's last
    /// word, after at least one other); any other name needs `action:`. Both patterns of a name
    /// apply, and `additionalProperties` only to a name that matches neither.
    static var requests: JSONValue {
        let verbs = RequestAction.allCases.map { $0.rawValue.capitalized }
        let implied = "^.+(" + verbs.joined(separator: "|") + ")$"
        return SchemaBuilder.described(
            .object([
                // Not nullable: the reader refuses `requests:` with no request in it.
                ("type", .string("object")),
                ("minProperties", .int(1)),
                ("propertyNames", SchemaBuilder.ref("requestName")),
                ("patternProperties", .object([
                    (implied, SchemaBuilder.ref("request")),
                    // A ShowRequest by its name: FOSMVVM fixes its body to EmptyBody.
                    ("^.+Show$", .object([
                        ("if", .object([("type", .string("object")), ("not", required(["action"]))])),
                        ("then", .object([("not", required(["body"]))])),
                    ])),
                ])),
                ("additionalProperties", .object([("allOf", .array([
                    SchemaBuilder.ref("request"),
                    .object([("type", .string("object")), ("required", .array([.string("action")]))]),
                ]))])),
            ]),
            "A name that ends in one of FOSMVVM's actions implies it; any other needs `action:`.")
    }

    /// An upper-camel type name without `Request` (vmgen adds it), whose request and controller
    /// names are none the generated code uses (`TypeNameValidator`: `Server` → `ServerRequest`).
    static var requestName: JSONValue {
        let shadowing = GeneratedNames.all.flatMap { name in
            ["Request", "Controller"].compactMap { suffix in
                name.hasSuffix(suffix) && name.count > suffix.count ? String(name.dropLast(suffix.count)) : nil
            }
        }
        return .object([
            ("description", .string("written without `Request`, which vmgen adds")),
            ("allOf", .array([
                SchemaBuilder.ref("typeName"),
                // Upper camel case, as the reader requires (a request is a type, noun first).
                .object([("pattern", .string("^[A-Z]"))]),
                .object([("not", .object([("anyOf", .array([
                    .object([("pattern", .string(".Request$"))]),
                    .object([("enum", .array(Set(shadowing).sorted().map(JSONValue.string)))]),
                ]))]))]),
            ])),
        ])
    }

    static func request(_ builder: inout SchemaBuilder) -> JSONValue {
        builder.object(
            "a request", readerKeys: SpecKeys.requestDeclaration, nullable: true,
            [
                ("action", SchemaBuilder.enumeration(
                    RequestAction.allCases.map(\.rawValue),
                    description: "FOSMVVM's `ServerRequestAction`, which picks the protocol and the HTTP method")),
                ("doc", SchemaBuilder.ref("scalarText", description: "the `///` summary of the request class")),
                ("query", SchemaBuilder.map(
                    keys: SchemaBuilder.ref("memberName"), nullable: true, values: SchemaBuilder.ref("typeRef"),
                    description: "fields of a nested `Query: ServerRequestQuery`, sent in the URL (else `EmptyQuery`)")),
                ("body", body(&builder)),
                ("response", SchemaBuilder.map(
                    keys: SchemaBuilder.ref("memberName"), nullable: true, values: SchemaBuilder.ref("typeRef"),
                    description: "fields of a nested `ResponseBody` conforming to the action's response protocol (`CreateResponseBody`, …; else `EmptyBody`)")),
                ("errors", SpecSchema.responseErrors(&builder)),
                ("responseError", SchemaBuilder.ref(
                    "typeName", description: "names a hand-written `ServerRequestError` instead; default `EmptyError`")),
            ],
            extra: [
                // `type: object` in each: a request written with nothing (`BerthDelete:`) is valid.
                ("if", .object([
                    ("type", .string("object")),
                    ("properties", .object([("action", .object([("const", .string("show"))]))])),
                    ("required", .array([.string("action")])),
                ])),
                ("then", .object([("not", required(["body"]))])),
                // `errors` generates the ResponseError, `responseError` names a hand-written one.
                ("not", .object([("type", .string("object")), ("required", .array([.string("errors"), .string("responseError")]))])),
            ])
    }

    /// The body's fields, or the Fields protocol of a form it adopts (`RequestBodyForms`).
    static func body(_ builder: inout SchemaBuilder) -> JSONValue {
        let field = builder.object(
            "a body field", readerKeys: SpecKeys.bodyField, required: ["type"],
            [
                ("type", SchemaBuilder.ref("typeRef")),
                ("required", SchemaBuilder.boolean("`true`: an empty String, or a nil optional, fails")),
                ("length", SchemaBuilder.described(FormSchema.limitRange, "`lower...upper` characters of a String")),
                ("range", SchemaBuilder.described(FormSchema.limitRange, "`lower...upper` values of an Int or Double")),
                ("stub", .object([("description", .string("the value `stub()` uses."))])),
            ])
        let fields = SchemaBuilder.map(
            keys: SchemaBuilder.ref("memberName"), nullable: true, values: SchemaBuilder.oneOf([SchemaBuilder.ref("typeRef"), field]))
        return SchemaBuilder.oneOf(
            [fields, FormSchema.fieldsProtocol],
            description: "fields of a nested `RequestBody: ServerRequestBody, ValidatableModel` (else `EmptyBody`), each a type or `{ type, required, length, range, stub }` with the limits of a form's field; or the name of a form's Fields protocol whose fields a spec declares (`body: VesselFields`)")
    }

    /// `{ "required": [keys] }`, which holds for anything but an object without them.
    private static func required(_ keys: [String]) -> JSONValue {
        .object([("required", .array(keys.map(JSONValue.string)))])
    }
}
