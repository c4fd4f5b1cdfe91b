/// What the App file (`AppContext`) reads of one ViewModel: its name (its view is
/// `<name>View`), its feature (the group it is registered in) and how the App binds its view
/// as the root (`AppContext.binding`; nil when it cannot). A spec's summary keeps these, so
/// that an incremental run can make the App file again without every spec's model.
public struct AppEntry: Sendable, Equatable {
    public var name: String
    public var feature: String
    public var binding: String?

    public init(name: String, feature: String, binding: String?) {
        self.name = name
        self.feature = feature
        self.binding = binding
    }

    init(_ viewModel: ViewModelSpec) {
        self.init(name: viewModel.name, feature: viewModel.feature, binding: AppContext.binding(of: viewModel))
    }

    var viewName: String { AppContext.viewName(of: name) }
}
