import Foundation

/// The template context of `App.swift.template` and `ResourceAccess.swift.template`.
struct AppContext {
    let app: AppSettings
    /// Every ViewModel of the project, in the model's order.
    let entries: [AppEntry]
    /// `StorageCreation.all` of the project.
    let storages: [StorageCreation]
    let config: ProjectConfig

    init(app: AppSettings, set: ViewModelSet, config: ProjectConfig) {
        self.init(app: app, entries: set.viewModels.map(AppEntry.init), storages: StorageCreation.all(in: set.viewModels), config: config)
    }

    /// From the specs' summaries (`SpecSummary.app`, `storageCreates`), in path order: what
    /// the full run's model gives.
    init(app: AppSettings, summaries: [SpecSummary], config: ProjectConfig) {
        let writes = summaries.flatMap { summary in zip(summary.storages, summary.storageCreates).map { StorageCreation(type: $0, create: $1) } }
        self.init(app: app, entries: summaries.flatMap(\.app), storages: StorageCreation.merged(writes), config: config)
    }

    init(app: AppSettings, entries: [AppEntry], storages: [StorageCreation], config: ProjectConfig) {
        self.app = app
        self.entries = entries
        self.storages = storages
        self.config = config
    }

    /// FOSMVVM's ViewModelView for a ViewModel is named after it: `DashboardViewModel` → `DashboardView`.
    static func viewName(_ viewModel: ViewModelSpec) -> String { viewName(of: viewModel.name) }

    /// The view of the ViewModel named `name` (`ViewModelSpec.name`, without `ViewModel`).
    static func viewName(of name: String) -> String { name + "View" }

    var value: TemplateValue {
        let features = Dictionary(grouping: entries, by: \.feature).sorted { $0.key < $1.key }
        // `AppViewsCheck` refuses a project with neither (the App would name a view nobody declares).
        let root = app.rootView ?? entries.first { $0.binding != nil }?.viewName ?? "ContentView"
        let bundles = BundleAccessors.loaded(config)
        var imports = Set(bundles + ["FOSFoundation", "FOSMVVM", "Foundation", "SwiftUI"])
        if let views = Self.viewsModuleToImport(app: app, views: config.views) { imports.insert(views) }
        if let version = app.version, version.module != ViewSettings.appModule(app) { imports.insert(version.module) }
        return .object([
            "typeName": .string(app.name + "App"),
            "rootView": .string(Self.rootExpression(root, in: entries) ?? root + "()"),
            "environmentValues": .list(app.environment.map {
                .object(["name": .string($0.name), "value": .string($0.value)])
            }),
            "environmentKeys": .list(app.environment.compactMap { value in
                value.type.map { type in
                    .object([
                        "name": .string(value.name), "type": .string(type), "default": .string(value.defaultValue ?? ""),
                        "keyType": .string(Self.environmentKeyName(value.name)),
                    ])
                }
            }),
            "testConfigurationType": .string(app.name + "TestConfiguration"),
            "testConfigurations": .list(app.testConfigurations.map(TemplateValue.string)),
            "version": app.version.map { .object(["module": .string($0.module), "name": .string($0.name)]) } ?? .null,
            "imports": .list(imports.sorted().map(TemplateValue.string)),
            "resourceBundles": .list(bundles.map { .string(Self.accessorName(module: $0)) }),
            "deployments": .list(app.deploymentURLs.map {
                .object(["name": .string($0.name), "expression": .string($0.swiftExpression), "url": .string(SwiftLiteral.string($0.url))])
            }),
            "storages": .list(storages.map { storage in
                .object([
                    "name": .string(storage.propertyName),
                    "type": .string(storage.type),
                    "expression": .string(storage.expression),
                    "known": .bool(storage.create != nil),
                    "unknownComment": .string(storage.unknownComment),
                ])
            }),
            "groups": .list(features.map { feature, viewModels in
                .object([
                    "feature": .string(SwiftLiteral.commentText(feature)),
                    "views": .list(viewModels.map(\.viewName).filter { app.featureFlag(of: $0) == nil }.sorted().map(TemplateValue.string)),
                    // Under each flag in vmgen.yml's order, the group's views it guards, sorted.
                    "flagged": .list(app.featureFlags.compactMap { flag in
                        let guarded = viewModels.map(\.viewName).filter { app.featureFlag(of: $0) == flag.flag }.sorted()
                        return guarded.isEmpty ? nil : .object(["flag": .string(flag.flag), "views": .list(guarded.map(TemplateValue.string))])
                    }),
                ])
            }),
        ])
    }

    /// The views' module, when the App must import it: another module than the App's, in a
    /// folder outside the App's.
    static func viewsModuleToImport(app: AppSettings, views: ViewSettings?) -> String? {
        guard let views, views.module != ViewSettings.appModule(app), !(views.path + "/").hasPrefix(app.path + "/") else { return nil }
        return views.module
    }

    /// How the App creates a ViewModel's view with no values of its own, or nil when it cannot.
    /// A ViewModelView has only `init(viewModel:)`, so the view is bound with FOSMVVM's `bind`,
    /// which builds the ViewModel: a server-hosted page without a query with `bind()`
    /// (`ViewModelView.swift:320`); a client-hosted page whose init takes nothing (its macro-made
    /// `AppState` is empty) with `bind(appState: .init())` (:382). A page needing a query or app
    /// state, a component and a child need values only the app has.
    static func binding(of viewModel: ViewModelSpec) -> String? {
        guard viewModel.isPage else { return nil }
        switch viewModel.hosting {
        case .server:
            guard let request = viewModel.request, request.query.isEmpty else { return nil }
            return ".bind()"
        case .client:
            return viewModel.properties.isEmpty ? ".bind(appState: .init())" : nil
        }
    }

    /// The root view inside the WindowGroup: a ViewModel's view bound as `binding(of:)` says; the
    /// app's own view created with `()`; nil for a ViewModel's view the App cannot create.
    static func rootExpression(_ root: String, in entries: [AppEntry]) -> String? {
        guard let entry = entries.first(where: { $0.viewName == root }) else { return root + "()" }
        return entry.binding.map { root + $0 }
    }

    static func accessorName(module: String) -> String { module + "ResourceAccess" }

    /// The `EnvironmentKey` vmgen declares for an environment value of the app's own.
    static func environmentKeyName(_ name: String) -> String { SwiftNames.upperFirst(name) + "EnvironmentKey" }

    static func resourceAccess(module: String) -> TemplateValue {
        .object(["module": .string(module), "typeName": .string(accessorName(module: module))])
    }
}

/// The template context of `ViewModelTests.swift.template`.
struct ViewModelTestsContext {
    let viewModel: ViewModelSpec
    let settings: TestSettings
    let locales: [String]
    let enums: [String: DisplayEnum]
    /// Every storage type of the project and how it is created (`create:` may be in another spec).
    let storages: [StorageCreation]

    /// FOSTesting's named locales; any other is built from its identifier.
    static func localeExpression(_ identifier: String) -> String {
        switch identifier.replacingOccurrences(of: "_", with: "-").lowercased() {
        case "en": "Self.en"
        case "en-us": "Self.enUS"
        case "en-gb": "Self.enGB"
        case "es": "Self.es"
        default: "Locale(identifier: \(SwiftLiteral.string(identifier)))"
        }
    }

    var value: TemplateValue {
        let testable = viewModel.operations.filter { operation in
            !operation.parameters.contains { $0.type == .external(OperationBuilder.environmentType) }
        }
        // One variable per storage type the operations write: `storage` when there is one.
        var types: [String] = []
        for type in testable.compactMap(\.output?.type) where !types.contains(type) { types.append(type) }
        let single = types.count == 1
        let storageValues = types.map { type -> TemplateValue in
            let storage = storages.first { $0.type == type } ?? StorageCreation(type: type, create: nil)
            return .object([
                "name": .string(Self.storageVariable(type, single: single)),
                "region": .string(single ? "storage" : "storage-" + type),
                "expression": .string(storage.expression),
                "known": .bool(storage.create != nil),
                "unknownComment": .string(storage.unknownComment),
            ])
        }
        return .object([
            "typeName": .string(viewModel.typeName),
            "module": .string(settings.module),
            "resourceDirectoryName": .string(SwiftLiteral.string(settings.resourceDirectoryName)),
            "locales": .list(locales.map { .string(Self.localeExpression($0)) }),
            "stubOps": .string(viewModel.name + "StubOps"),
            "storages": .list(storageValues),
            "operations": .list(testable.map { operation($0, single: single) }),
            // A form whose fields vmgen generates: its Messages and each FormField's texts.
            "fieldsMessages": viewModel.form?.fields == nil ? .null : .string(viewModel.form?.messagesType ?? ""),
            "formFields": .list((viewModel.form?.fields ?? []).map { .string(viewModel.typeName + "." + FieldNames.field($0.name)) }),
        ])
    }

    /// `storage`, or `storageUserSettings` when the operations write several storage types.
    static func storageVariable(_ type: String, single: Bool) -> String { single ? "storage" : "storage" + type }

    /// The lines that call one stub operation and check what it recorded: with what it was
    /// called (`…CalledWith`) and, client-hosted, what the storage holds after it. Each value is
    /// a local first (an id's `.init()` is new each time), in a `do` block of its own.
    private func operation(_ operation: Operation, single: Bool) -> TemplateValue {
        let taken = storageVariables(single: single).union(["operations"])
        let locals = Dictionary(uniqueKeysWithValues: operation.parameters.map { ($0.name, taken.contains($0.name) ? $0.name + "Value" : $0.name) })
        var arguments = operation.parameters.map { parameter -> String in
            let value = locals[parameter.name] ?? parameter.name
            switch parameter.label {
            case "_"?: return value
            case let label?: return "\(label): \(value)"
            case nil: return "\(parameter.name): \(value)"
            }
        }
        if let output = operation.output { arguments.append("output: " + Self.storageVariable(output.type, single: single)) }
        var call = "operations.\(operation.name)(\(arguments.joined(separator: ", ")))"
        if operation.isAsync { call = "await " + call }
        if operation.isThrowing { call = "try " + call }
        guard !operation.parameters.isEmpty else {
            return .object(["lines": .list([.string(call), .string("#expect(operations.\(operation.name)Called)")])])
        }
        var body = operation.parameters.map { parameter in
            "let \(locals[parameter.name] ?? parameter.name): \(parameter.type.swift) = \(testValue(parameter))"
        }
        body.append(call)
        // The same shape `OperationsContext.recording` gives `…CalledWith`.
        let recorded: String
        if operation.parameters.count == 1, let only = operation.parameters.first, !only.type.isOptional {
            recorded = locals[only.name] ?? only.name
        } else {
            let fields = operation.parameters.map { "\($0.name): \(locals[$0.name] ?? $0.name)" }.joined(separator: ", ")
            recorded = viewModel.name + "StubOps." + SwiftNames.upperFirst(operation.name) + "Call(\(fields))"
        }
        body.append("#expect(operations.\(operation.name)CalledWith == \(recorded))")
        if let output = operation.output {
            let storage = Self.storageVariable(output.type, single: single)
            for assignment in output.assignments {
                body.append("#expect(\(storage).\(assignment.property) == \(locals[assignment.parameter] ?? assignment.parameter))")
            }
        }
        return .object(["lines": .list([.string("do {")] + body.map { .string("    " + $0) } + [.string("}")])])
    }

    private func storageVariables(single: Bool) -> Set<String> {
        Set(viewModel.operations.compactMap(\.output?.type).map { Self.storageVariable($0, single: single) })
    }

    /// The fake vocabulary's value, but an enum's last case: a storage usually starts at the
    /// first, and a write of the value it already holds would prove nothing.
    private func testValue(_ parameter: Operation.Parameter) -> String {
        if case .enumeration(let name) = parameter.type, let last = enums[name]?.cases.last {
            return "." + last.name
        }
        return FakeVocabulary.value(for: parameter.type, name: parameter.name, enums: enums)
    }
}
