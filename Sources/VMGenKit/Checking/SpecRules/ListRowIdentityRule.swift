/// VMID-03 / VMID-04: a ViewModel used as a list row must carry its row's stable data identity.
///
/// Seed: "Instance — many per screen, ESPECIALLY List/ForEach rows. The vmId MUST carry the
/// row's stable data identity". A singleton id makes every row collide; a random one tears the
/// row down on every refresh, taking selection, scroll position and focus with it.
struct ListRowIdentityRule: SpecRule {
    let id = "VMID-03"
    let defaultSeverity = Severity.error
    let summary = "a list-row ViewModel has a stable data identity, never singleton or random"

    func check(_ context: SpecRuleContext) -> [SpecFinding] {
        let rows = context.listElements
        return context.set.viewModels.compactMap { viewModel in
            guard let useLocation = rows[viewModel.name] else { return nil }
            let use = useLocation.file == viewModel.location.file ? "line \(useLocation.line)" : "\(useLocation)"
            switch viewModel.identity {
            case .singleton:
                return SpecFinding(
                    "\(viewModel.typeName) is a list row (used at \(use)) but its identity is singleton: every row would share one vmId; use identity: { id: … } or { compose: [ … ] }",
                    at: viewModel.location)
            case .random:
                return SpecFinding(
                    "\(viewModel.typeName) is a list row (used at \(use)) with a random identity: every refresh rebuilds each row; use identity: { id: … } or { compose: [ … ] }",
                    at: viewModel.location)
            default:
                return nil
            }
        }
    }
}
