/// The template contexts of the FOSTestingUI tests (`uiTests:`), shaped as FOSMVVM's ui-tests
/// generator shapes them: the project's pair of base classes, and one test class per view the
/// App registers for testing (every ViewModel's `{Name}View`, hand-written ones too).
///
/// FOSTestingUI's `ViewModelViewTestCase<VM, VMO>` decodes `VMO` from what the view's test data
/// transporter shows: the operations of the ViewModel the test sent, a stub's being the stub
/// operations. So an interactive view's test names `{Name}StubOps`, never the live operations;
/// a display-only view's test uses `ViewModelDisplayTestCase<VM>`, with no operations at all.
struct UITestCaseContext {
    let app: AppSettings
    let settings: UITestSettings
    let interactive: Bool
    /// The modules whose bundles the App loads (`BundleAccessors.loaded`): the module holding
    /// `resources.client` among them, which `app.resourceBundles` may not name.
    let bundleModules: [String]

    /// `HarborViewModelDisplayTestCase` or `HarborViewModelViewTestCase`.
    static func typeName(app: AppSettings, interactive: Bool) -> String {
        app.name + (interactive ? "ViewModelViewTestCase" : "ViewModelDisplayTestCase")
    }

    /// The modules the UI tests import: FOSTestingUI's own, XCTest, and the ViewModels module.
    static func imports(_ modules: [String]) -> TemplateValue {
        .list(Set(["FOSFoundation", "FOSMVVM", "FOSTestingUI", "Foundation", "XCTest"] + modules).sorted().map(TemplateValue.string))
    }

    var value: TemplateValue {
        // The test bundle's own YAML, and each bundle the App's MVVMEnvironment loads.
        let bundles = ["Bundle(for: type(of: self))"] + bundleModules.map { AppContext.accessorName(module: $0) + ".localizationBundle" }
        return .object([
            "appName": .string(app.name),
            "typeName": .string(Self.typeName(app: app, interactive: interactive)),
            "interactive": .bool(interactive),
            "baseName": .string(interactive ? "ViewModelViewTestCase" : "ViewModelDisplayTestCase"),
            "genericParameters": .string(interactive ? "VM: ViewModel, VMO: ViewModelOperations" : "VM: ViewModel"),
            "genericArguments": .string(interactive ? "VM, VMO" : "VM"),
            "imports": Self.imports(bundleModules),
            "bundles": .list(bundles.map(TemplateValue.string)),
            "bundleIdentifier": .string(SwiftLiteral.string(settings.bundleIdentifier)),
        ])
    }
}

/// The template context of `ViewUITests.swift.template`: the UI test of one ViewModel's view.
struct ViewUITestsContext {
    let viewModel: ViewModelSpec
    let app: AppSettings
    let config: ProjectConfig

    /// `DashboardViewUITests`: the view's name and `UITests`, as the ui-tests generator names it.
    static func className(_ viewModel: ViewModelSpec) -> String { AppContext.viewName(viewModel) + "UITests" }

    var value: TemplateValue {
        let interactive = viewModel.isInteractive
        return .object([
            "imports": UITestCaseContext.imports([config.viewModels.module]),
            "className": .string(Self.className(viewModel)),
            "viewName": .string(AppContext.viewName(viewModel)),
            "typeName": .string(viewModel.typeName),
            "interactive": .bool(interactive),
            "baseName": .string(UITestCaseContext.typeName(app: app, interactive: interactive)),
            "stubOps": .string(viewModel.name + "StubOps"),
            "operations": .list(viewModel.operations.map { .string($0.name) }),
            // The example assertion of the `presents` region: the ViewModel's first text.
            "text": viewModel.texts.first.map { .string($0.name) } ?? .null,
            // The compilation condition the App registers the view under, if any.
            "featureFlag": app.featureFlag(of: AppContext.viewName(viewModel)).map(TemplateValue.string) ?? .null,
        ])
    }
}
