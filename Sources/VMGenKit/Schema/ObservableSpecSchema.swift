/// A spec with `style: observable`, from `ObservableScreenBuilder`'s key tables.
enum ObservableSpecSchema {
    static func spec(_ builder: inout SchemaBuilder) -> JSONValue {
        let members: [(String, JSONValue)] = [
            ("viewModel", SchemaBuilder.ref("viewModelName", description: "the type is `{name}ViewModel`; its files go in folder `{name}/`")),
            ("style", .object([
                ("description", .string("`observable` makes a screen-owned `@Observable` class instead of a FOSMVVM ViewModel")),
                ("const", .string("observable")),
            ])),
            ("doc", SchemaBuilder.ref("scalarText", description: "the `///` summary of the type")),
            ("state", SchemaBuilder.ref("swiftType", description: "what loaded(_) carries")),
            ("states", SchemaBuilder.map(
                keys: SchemaBuilder.ref("memberName"), values: state(&builder),
                description: "the screen's own state machine: one case of `{name}State` per state, the first the one it starts in")),
            ("transitions", SchemaBuilder.map(
                keys: SchemaBuilder.ref("memberName"), values: transition(&builder),
                description: "each a method that moves the state, only from the states it names")),
            ("value", SchemaBuilder.ref("memberName", description: "the computed accessor for it (default: value)")),
            ("stub", SchemaBuilder.oneOf(
                [
                    .object([("type", .array([.string("string"), .string("number"), .string("boolean")]))]),
                    .object([("type", .string("array")), ("maxItems", .int(0))]),
                ],
                description: "for a non-list state: ArrivalsBoard.sample in the tests")),
            ("services", SchemaBuilder.map(
                keys: SchemaBuilder.ref("memberName"), values: service(&builder),
                description: "injected: init(schedule: … = ArrivalsService.live)")),
            ("features", SchemaBuilder.map(
                keys: SchemaBuilder.ref("memberName"), values: feature(&builder),
                description: "existing features the screen connects to, each with its production default")),
            ("exposes", SchemaBuilder.map(
                keys: SchemaBuilder.ref("memberName"), values: exposed(&builder),
                description: "the values the screen shows, read through its features")),
            ("load", builder.object(
                "'load'", readerKeys: ObservableScreenBuilder.loadKeys, nullable: true, description: "default: the first method",
                [("service", SchemaBuilder.ref("memberName")), ("method", SchemaBuilder.ref("memberName"))])),
            ("actions", SchemaBuilder.map(
                keys: SchemaBuilder.ref("memberName"), nullable: true, values: action(&builder),
                description: "Actions must be `on`-prefixed (rule OBS-08).")),
            ("view", SchemaBuilder.boolean("also ArrivalsBoardView.swift")),
            ("tests", SchemaBuilder.boolean("also ArrivalsBoardViewModelTests.swift")),
            ("rowId", SchemaBuilder.pattern(
                "^[A-Za-z_][A-Za-z0-9_]*(\\.[A-Za-z_][A-Za-z0-9_]*)*$",
                description: "what identifies a row of the view's List")),
        ]
        return builder.object(
            "an observable spec", readerKeys: ObservableScreenBuilder.keys,
            description: "a screen that coordinates the app's own services is a `@MainActor @Observable final class`",
            required: ["viewModel", "style"],
            SpecSchema.ordered(members, as: ObservableScreenBuilder.keys),
            // A screen that loads has a state and services; a screen over features has features.
            extra: [("anyOf", .array([
                .object([("required", .array([.string("state"), .string("services")]))]),
                .object([("required", .array([.string("features")]))]),
                .object([("required", .array([.string("states"), .string("transitions")]))]),
            ]))])
    }

    static func definitions(_ builder: inout SchemaBuilder) -> [(String, JSONValue)] {
        [
            // `ObservableScreenBuilder.typeText`: a type spelling, never code.
            ("swiftType", SchemaBuilder.oneOf([
                SchemaBuilder.pattern("^[A-Za-z_\\[][A-Za-z0-9_.\\[\\]<>?,: ]*$"),
                .object([
                    ("type", .string("array")), ("minItems", .int(1)), ("maxItems", .int(1)),
                    ("items", SchemaBuilder.ref("swiftType")),
                ]),
            ])),
            ("typedNames", SchemaBuilder.map(keys: SchemaBuilder.ref("memberName"), nullable: true, values: SchemaBuilder.ref("swiftType"))),
        ]
    }

    static func service(_ builder: inout SchemaBuilder) -> JSONValue {
        let method = builder.object(
            "a method", readerKeys: ObservableScreenBuilder.methodKeys,
            [("parameters", SchemaBuilder.ref("typedNames")), ("returns", SchemaBuilder.ref("swiftType"))])
        return builder.object(
            "a service", readerKeys: ObservableScreenBuilder.serviceKeys, required: ["type", "methods"],
            [
                ("type", SchemaBuilder.ref("swiftType")),
                ("default", SchemaBuilder.pattern(
                    "^[A-Za-z_][A-Za-z0-9_]*(\\.[A-Za-z_][A-Za-z0-9_]*)*$",
                    description: "the static member giving the production instance")),
                ("dependency", .object([
                    ("description", .string("a struct of closures instead of a protocol")),
                    ("enum", .array(ObservableScreenSpec.Dependency.allCases.map { .string($0.rawValue) })),
                ])),
                ("methods", .object([
                    ("description", .string("what the ViewModel calls (all async throws)")),
                    ("type", .string("object")), ("minProperties", .int(1)),
                    ("propertyNames", SchemaBuilder.ref("memberName")),
                    ("additionalProperties", SchemaBuilder.oneOf([.object([("type", .string("null"))]), method])),
                ])),
            ])
    }

    static func feature(_ builder: inout SchemaBuilder) -> JSONValue {
        let path = SchemaBuilder.pattern("^[A-Za-z_][A-Za-z0-9_]*(\\.[A-Za-z_][A-Za-z0-9_]*)*$")
        return builder.object(
            "a feature", readerKeys: ObservableScreenBuilder.featureKeys, required: ["type", "default"],
            [
                ("type", SchemaBuilder.ref("swiftType")),
                ("default", SchemaBuilder.described(path, "the production instance, made once by the app model")),
                ("test", SchemaBuilder.described(path, "an isolated one for the tests")),
            ])
    }

    static func exposed(_ builder: inout SchemaBuilder) -> JSONValue {
        let path = SchemaBuilder.pattern("^[A-Za-z_][A-Za-z0-9_]*(\\.[A-Za-z_][A-Za-z0-9_]*)+$")
        return builder.object(
            "a shown value", readerKeys: ObservableScreenBuilder.exposedKeys, required: ["type", "from"],
            [
                ("type", SchemaBuilder.ref("swiftType")),
                ("from", SchemaBuilder.described(path, "the feature's member it reads")),
                ("set", SchemaBuilder.oneOf(
                    [.object([("type", .string("boolean"))]), path],
                    description: "makes the value settable")),
            ])
    }

    static func state(_ builder: inout SchemaBuilder) -> JSONValue {
        builder.object(
            "a state", readerKeys: ObservableScreenBuilder.stateKeys, nullable: true,
            [("associated", SchemaBuilder.ref("swiftType", description: "the type of the value the state carries"))])
    }

    static func transition(_ builder: inout SchemaBuilder) -> JSONValue {
        builder.object(
            "a transition", readerKeys: ObservableScreenBuilder.transitionKeys, required: ["from", "to"],
            [
                ("from", SchemaBuilder.listOrOne(SchemaBuilder.ref("memberName"), description: "the states it moves from")),
                ("to", SchemaBuilder.ref("memberName", description: "the state it moves to")),
            ])
    }

    static func action(_ builder: inout SchemaBuilder) -> JSONValue {
        let details = builder.object(
            "an action", readerKeys: ObservableScreenBuilder.actionKeys,
            [
                ("parameters", SchemaBuilder.ref("typedNames")),
                ("reloads", SchemaBuilder.boolean("cancels the running load and loads again")),
                // 1ms to 60000ms (the reader says so for a larger number).
                ("debounce", SchemaBuilder.pattern(
                    "^[1-9][0-9]{0,4}ms$",
                    description: "makes an action wait for its input to pause")),
            ])
        return SchemaBuilder.oneOf([.object([("type", .string("null"))]), details])
    }
}
