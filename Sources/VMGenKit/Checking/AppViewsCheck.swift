/// What `app.rootView`, `app.featureFlags` and `views.handWritten` in vmgen.yml say about the specs' ViewModels,
/// checked before anything is generated: a root view the App cannot create, or a hand-written
/// view that is no ViewModel's, would give an App (or a duplicate view) that does not compile.
public enum AppViewsCheck {
    public static func check(_ set: ViewModelSet, config: ProjectConfig) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let views = set.viewModels.map(AppContext.viewName)
        if let app = config.app, let root = app.rootView, let location = app.rootViewLocation,
            let viewModel = set.viewModels.first(where: { AppContext.viewName($0) == root }),
            AppContext.binding(of: viewModel) == nil
        {
            let bindable = set.viewModels.filter { AppContext.binding(of: $0) != nil }.map(AppContext.viewName)
            let choice = bindable.isEmpty ? "a view of your own" : "one (\(bindable.joined(separator: ", "))) or a view of your own"
            diagnostics.append(.error(
                "'\(root)' is the view of \(viewModel.typeName), \(why(viewModel)); a ViewModelView has only init(viewModel:), "
                    + "so the App binds a root page that needs no values: name \(choice)",
                at: location, code: "config"))
        }
        // With no root view named, the App binds the first page it can; with none, it would
        // name a view nobody declares.
        if let app = config.app, app.rootView == nil, !set.viewModels.contains(where: { AppContext.binding(of: $0) != nil }) {
            diagnostics.append(.error(
                "the App needs a root view, and no page in the specs can be one: a ViewModelView has only init(viewModel:), so the App "
                    + "binds a server-hosted page whose request needs no query, or a client-hosted page with no app state; add such a page, "
                    + "or name a view of your own with 'rootView'",
                at: app.location, code: "config"))
        }
        // A flag on a view the App does not register would guard nothing.
        for flag in config.app?.featureFlags ?? [] {
            for named in flag.views where !views.contains(named.name) {
                diagnostics.append(.error(
                    "'\(named.name)' under '\(flag.flag)' in 'featureFlags' is no view the App registers (the view of a ViewModel in the specs)\(Suggestion.didYouMean(named.name, in: views))",
                    at: named.location, code: "config"))
            }
        }
        for named in config.views?.handWritten ?? [] where !views.contains(named.name) {
            diagnostics.append(.error(
                "'\(named.name)' in 'handWritten' is the view of no ViewModel in the specs\(Suggestion.didYouMean(named.name, in: views))",
                at: named.location, code: "config"))
        }
        return diagnostics
    }

    private static func why(_ viewModel: ViewModelSpec) -> String {
        switch viewModel.role {
        case .child(let parent): return "a child of \(parent)ViewModel, built by its parent"
        case .component: return "a component, not requested on its own"
        case .page where viewModel.hosting == .server:
            let query = viewModel.request?.query.map(\.name).joined(separator: ", ") ?? ""
            return "a server-hosted page whose request needs a query (\(query))"
        case .page:
            return "a client-hosted page whose app state (\(viewModel.properties.map(\.name).joined(separator: ", "))) comes from the app"
        }
    }
}
