/// A spec removed since the recorded run, done alone (`Generator.runIncremental`): its files
/// are planned as a full run plans any file no spec renders any more — deleted when vmgen can
/// prove it wrote it and it is unchanged, kept with a warning otherwise — and nothing else
/// changes. That holds when nothing the other specs, their files or the App read came from it:
///
/// - it is a leaf both ways in the record: no other spec mentions a name it declares or writes
///   to, and it mentions no name of another spec (so no other spec's model, list rows, nested
///   types or cycles involved it);
/// - it writes no storage (`StorageCreation.all`: the App and the other specs' tests);
/// - it declares no ViewModel whose view `views.handWritten` names (that list must name a
///   ViewModel's view: the full run reports the name);
/// - no request of it is served (a server-hosted page's factory, a controller): the routes
///   file registers every one.
///
/// The App file, which registers every ViewModel's view, is made again from the other specs'
/// summaries (`SpecSummary.app`) when it declared a ViewModel.
///
/// Whatever else it could reach in another spec is an error in the recorded run (a name
/// clashing ignoring case, an error case two requests share), and a run with errors is never
/// the start of an incremental one.
enum RemovedSpec {
    static func isNeutral(_ summary: SpecSummary, in summaries: [SpecSummary], config: ProjectConfig) -> Bool {
        guard summary.storages.isEmpty else { return false }
        // The routes file registers a page's request and each controller: made again in full.
        let paths = OutputPaths(config: config)
        guard !summary.outputs.contains(where: paths.isRouted) else { return false }
        let views = Set(summary.viewModels.map(AppContext.viewName(of:)))
        guard !(config.views?.handWritten ?? []).contains(where: { views.contains($0.name) }) else { return false }
        let own = Set(summary.names)
        guard summary.mentions.allSatisfy(own.contains) else { return false }
        return Generator.isLeaf([summary.path], in: summaries)
    }
}
