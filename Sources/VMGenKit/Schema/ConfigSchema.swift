/// The JSON Schema of `vmgen.yml` (`vmgen schema config`), from `ConfigLoader`'s key tables,
/// the rule catalogue and the settings' enums; descriptions from `docs/spec.md`.
enum ConfigSchema {
    static func build() -> (schema: JSONValue, keyTables: [SchemaBuilder.KeyTable]) {
        var builder = SchemaBuilder()
        let members: [(String, JSONValue)] = [
            ("specs", SchemaBuilder.ref("path", description: "folder of spec files (*.yml, recursively)")),
            ("locales", SchemaBuilder.listOrOne(SchemaBuilder.ref("locale"), description: "every text needs each of these")),
            ("fallbackLocale", SchemaBuilder.ref("locale", description: "optional: a text missing in a locale is written with this locale's text (else LOC-01 is an error)")),
            ("viewModels", target(&builder, "'viewModels'", imports: true, description: "imports: modules it may import (DOM-01)")),
            ("server", target(&builder, "'server'", imports: false, description: "factories in `{server.path}/ViewModelFactories/{Page}/`")),
            ("resources", builder.object(
                "'resources'", readerKeys: ConfigLoader.resourceKeys, nullable: true,
                description: "YAML of server-hosted ViewModels in `{resources.server}/{Page}/`, of client-hosted ones in `{resources.client}/{Page}/`",
                [
                    ("server", SchemaBuilder.ref("path", description: "YAML of server-hosted ViewModels in `{resources.server}/{Page}/`")),
                    ("client", SchemaBuilder.ref("path", description: "of client-hosted ones in `{resources.client}/{Page}/`")),
                ])),
            ("domainModules", SchemaBuilder.listOrOne(SchemaBuilder.ref("identifier"), description: "the ViewModels module must never import these")),
            ("templates", SchemaBuilder.ref("path", description: "optional: files here override built-in templates by name")),
            ("header", SchemaBuilder.ref("scalarText", description: "optional: lines put above vmgen's header (e.g. a license)")),
            ("vmgen_version", SchemaBuilder.ref("scalarText", description: "optional: the vmgen this project needs (0.1, 0.1.0, >= 0.1.0)")),
            ("rules", rules),
            ("lint", lint(&builder)),
            ("app", app(&builder)),
            ("views", builder.object(
                "'views'", readerKeys: ConfigLoader.viewKeys, nullable: true,
                description: "opt-in: one FOSMVVM ViewModelView per ViewModel, `{views.path}/{Page}/{Name}View.swift`",
                [
                    ("path", SchemaBuilder.ref("path", description: "default {app.path}/Views in the App's module, else Sources/{module}")),
                    ("module", SchemaBuilder.ref("identifier", description: "the views' module (default: the App's); the App imports another one")),
                    ("handWritten", SchemaBuilder.listOrOne(
                        SchemaBuilder.ref("identifier"), description: "views the project writes itself (DashboardView): vmgen generates none of these")),
                ])),
            ("tests", builder.object(
                "'tests'", readerKeys: AppSettingsLoader.testKeys, nullable: true,
                description: "a `LocalizableTestCase` (FOSTesting) that loads the localization store and runs `expectFullViewModelTests`",
                [
                    ("path", SchemaBuilder.ref("path", description: "default Tests/{ViewModels module}Tests")),
                    ("module", SchemaBuilder.ref("identifier", description: "@testable import")),
                    ("resourceDirectoryName", SchemaBuilder.ref("path", description: "where the test bundle's YAML is (a relative folder)")),
                    ("serverPath", SchemaBuilder.ref("path", description: "the server's test target: each request's controller gets a test there")),
                ])),
            ("uiTests", builder.object(
                "'uiTests'", readerKeys: ConfigLoader.uiTestKeys, description: "opt-in, with `app:` and `views:`: FOSTestingUI tests of every view the App registers for testing",
                required: ["bundleIdentifier"],
                [
                    ("path", SchemaBuilder.ref("path", description: "default Tests/{app.name}UITests")),
                    ("module", SchemaBuilder.ref("identifier", description: "the UI-test target (default: the folder's name)")),
                    ("bundleIdentifier", .object([
                        ("description", .string("the App's bundle identifier, which FOSTestingUI launches")),
                        ("type", .string("string")),
                        ("pattern", .string("^[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)*$")),
                    ])),
                ])),
            ("observable", builder.object(
                "'observable'", readerKeys: ConfigLoader.observableKeys, nullable: true,
                description: "Where they go, and the one point @Observable guides disagree on, are project settings",
                [
                    ("path", SchemaBuilder.ref("path", description: "{path}/{Name}/{Name}ViewModel.swift (default: app.path/Screens)")),
                    ("testsPath", SchemaBuilder.ref("path", description: "default Tests/{module}Tests")),
                    ("module", SchemaBuilder.ref("identifier", description: "@testable import in the tests (default: {app.name}App)")),
                    ("stateAccess", SchemaBuilder.enumeration(
                        ObservableSettings.StateAccess.allCases.map(\.rawValue),
                        description: "vmgen defaults to `private(set)`: only the ViewModel's own methods move the state machine")),
                ])),
        ]
        // An empty vmgen.yml (or one of comments only) is all defaults.
        let root = builder.object("vmgen.yml", readerKeys: ConfigLoader.keys, nullable: true, SpecSchema.ordered(members, as: ConfigLoader.keys))
        guard case .object(let fields) = root else { return (root, builder.keyTables) }
        let definitions: [(String, JSONValue)] = [
            ("path", path),
            ("scalarText", SpecSchema.scalarText),
        ] + SchemaBuilder.nameDefinitions()
        let schema = JSONValue.object([
            ("$schema", .string("https://json-schema.org/draft/2020-12/schema")),
            ("title", .string("vmgen.yml")),
            ("description", .string("All keys are optional")),
        ] + fields + [("$defs", .object(definitions))])
        return (schema, builder.keyTables)
    }

    /// `ConfigLoader.path`: relative to the folder of vmgen.yml, never leaving it, not empty.
    static let path = SchemaBuilder.pattern(
        "^(?![/~])(?!(.*/)?\\.\\.(/|$))(?=.*[^ ])",
        description: "Paths are relative to the folder of `vmgen.yml` and may not leave it.")

    static func target(_ builder: inout SchemaBuilder, _ what: String, imports: Bool, description: String) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("module", SchemaBuilder.ref(
                "identifier", description: imports ? nil : "the server module is another module than the ViewModels module")),
            ("path", SchemaBuilder.ref("path", description: imports ? "Swift in `{viewModels.path}/{Page}/`" : "factories in `{server.path}/ViewModelFactories/{Page}/`")),
        ]
        if imports {
            members.append(("imports", SchemaBuilder.listOrOne(
                SchemaBuilder.ref("identifier"),
                description: "lists module names: what a file of the ViewModels module may import besides FOSMVVM, FOSFoundation, Foundation, Observation")))
        }
        return builder.object(
            what, readerKeys: ConfigLoader.targetKeys + (imports ? ["imports"] : []), nullable: true, description: description, members)
    }

    /// A rule's id (in any case, as `RuleCatalogue.rule(named:)` reads it), name or alias.
    static var rules: JSONValue {
        let names = RuleCatalogue.all.flatMap(\.allNames).filter { name in !RuleCatalogue.all.contains { $0.id == name } }
        let ids = RuleCatalogue.all.map { rule in
            rule.id.map { character -> String in
                character.isLetter ? "[\(character.uppercased())\(character.lowercased())]" : String(character)
            }.joined()
        }
        let ruleName = JSONValue.object([("anyOf", .array([
            .object([("enum", .array(names.map(JSONValue.string)))]),
            .object([("pattern", .string("^(" + ids.joined(separator: "|") + ")$"))]),
        ]))])
        let setting = JSONValue.object([("enum", .array(ProjectConfig.RuleSetting.allCases.map { .string($0.rawValue) } + [.bool(false)]))])
        return SchemaBuilder.map(keys: ruleName, nullable: true, values: setting, description: "optional: a rule's id, name or alias → off | warning | error")
    }

    static func lint(_ builder: inout SchemaBuilder) -> JSONValue {
        builder.object(
            "'lint'", readerKeys: ConfigLoader.lintKeys, nullable: true, description: "what `vmgen lint` reads without paths, and what it skips",
            [
                ("include", SchemaBuilder.listOrOne(SchemaBuilder.ref("path"), description: "what `vmgen lint` reads without paths")),
                ("exclude", SchemaBuilder.listOrOne(SchemaBuilder.ref("path"), description: "what it skips")),
                ("defaultIsolation", SchemaBuilder.enumeration(
                    DefaultIsolation.allCases.map(\.rawValue),
                    description: "optional: MainActor | nonisolated (else read from the build, see below)")),
            ])
    }

    /// A deployment's URL, as `AppSettingsLoader.isServerURL` takes it.
    static let serverURL = SchemaBuilder.pattern("^[Hh][Tt][Tt][Pp][Ss]?://[^/?#\\s]+[^?#\\s]*$")

    /// One line of Swift (`OperationBuilder.createProblem`).
    static let swiftExpression = SchemaBuilder.pattern("^[^\\n\\r;]+$")

    static func app(_ builder: inout SchemaBuilder) -> JSONValue {
        builder.object(
            "'app'", readerKeys: AppSettingsLoader.appKeys, description: "generates FOSMVVM's `@main` App", required: ["name", "deploymentURLs"],
            [
                ("name", SchemaBuilder.ref("identifier", description: "→ HarborApp.swift, struct HarborApp: App")),
                ("path", SchemaBuilder.ref("path")),
                ("rootView", SchemaBuilder.ref("identifier", description: "default: the first page the App can bind")),
                ("resourceBundles", .object([
                    ("description", .string("modules whose bundles the App loads (default: [ViewModels]), plus the one holding resources.client")),
                    ("anyOf", .array([
                        SchemaBuilder.ref("identifier"),
                        .object([("type", .string("array")), ("minItems", .int(1)), ("items", SchemaBuilder.ref("identifier"))]),
                    ])),
                ])),
                ("version", builder.object(
                    "'version'", readerKeys: AppSettingsLoader.versionKeys,
                    description: "optional: currentVersion: .currentApplicationVersion, from that module", required: ["module"],
                    [
                        ("module", SchemaBuilder.ref("identifier", description: "the module declaring it (the one both import, often the ViewModels module)")),
                        ("name", SchemaBuilder.ref("identifier", description: "the static `SystemVersion` property (default `currentApplicationVersion`)")),
                    ])),
                ("environment", .object([
                    ("description", .string("optional: environment values the App sets, each in a protected region")),
                    ("type", .string("object")),
                    ("additionalProperties", .object([("anyOf", .array([
                        Self.swiftExpression,
                        builder.object(
                            "an environment key", readerKeys: AppSettingsLoader.environmentKeys,
                            description: "a key of the app's own", required: ["type", "default"],
                            [
                                ("type", .object([("type", .string("string")), ("description", .string("a key of the app's own"))])),
                                ("default", Self.swiftExpression),
                                ("value", Self.swiftExpression),
                            ]),
                    ]))])),
                ])),
                ("testConfigurations", SchemaBuilder.listOrOne(
                    SchemaBuilder.ref("identifier"), uniqueItems: true, description: "optional: HarborTestConfiguration, switched on in the test host")),
                ("featureFlags", .object([
                    ("description", .string("optional: views registered for testing only under #if FLAG")),
                    ("type", .string("object")),
                    ("propertyNames", .object([("pattern", .string("^[A-Za-z_][A-Za-z0-9_]*$")), ("not", .object([("const", .string("DEBUG"))]))])),
                    ("additionalProperties", SchemaBuilder.listOrOne(SchemaBuilder.ref("identifier"), uniqueItems: true)),
                ])),
                ("deploymentURLs", .object([
                    ("description", .string("Each deployment is one of FOSMVVM's `Deployment` cases; `custom` lists deployments of your own (`Deployment.custom(name:)`)")),
                    ("type", .string("object")), ("minProperties", .int(1)),
                    ("propertyNames", .object([("enum", .array((AppSettingsLoader.deployments + ["custom"]).map(JSONValue.string)))])),
                    ("properties", .object([
                        ("custom", .object([
                            ("description", .string("name → URL; a name is lowercase letters, digits, '-' and '_', selected with FOS-DEPLOYMENT=name")),
                            ("type", .string("object")), ("minProperties", .int(1)),
                            ("propertyNames", .object([
                                ("pattern", .string(CustomDeploymentName.pattern)),
                                ("not", .object([("enum", .array(AppSettingsLoader.deployments.map(JSONValue.string)))])),
                            ])),
                            ("additionalProperties", Self.serverURL),
                        ])),
                    ])),
                    ("additionalProperties", Self.serverURL),
                ])),
            ])
    }
}
