extension Generator {
    /// Whether the next full run over the same inputs, once `output.plan` is written over
    /// `input.existing`, finds every written file unchanged and reports exactly
    /// `output.diagnostics` — what the record of a run that wrote claims (`RunRecord`).
    ///
    /// The next run renders every Swift file as this one did (they depend on the inputs
    /// only), but not every localization file: it reads its translations back from the file
    /// this run wrote, and a template whose output reads back differently (text written for a
    /// missing translation becomes a translation) renders another file. So each written
    /// localization file is read back and rendered again as the next run would, then every
    /// written file is planned against the bytes written, as the next run plans it.
    ///
    /// The diagnostics stay the same when that finds nothing: the planner reports only the
    /// files it skips, never one it writes or finds unchanged; a localization file this run
    /// wrote was read without a problem (one vmgen cannot read, or without its header, is
    /// never written); and the spec findings come from the inputs alone.
    public static func writtenFilesSettle(_ output: Output, input: Input) -> Bool {
        var written: [String: [UInt8]] = [:]
        for action in output.plan.actions where action.kind == .create || action.kind == .update {
            guard let contents = action.contents else { return false }
            written[action.path] = contents
        }
        var next: [RenderedFile] = []
        for file in output.rendered where written[file.path] != nil && file.kind != .localization {
            next.append(file)
        }
        let paths = OutputPaths(config: input.config)
        let readBack = output.viewModels.viewModels.filter { $0.hasLocalizedText && written[paths.localization($0)] != nil }
        if !readBack.isEmpty {
            var after = input
            after.existing = written
            let (translations, unreadable, problems) = readTranslations(ViewModelSet(viewModels: readBack), input: after)
            guard unreadable.isEmpty, problems.isEmpty else { return false }
            let renderer = FileRenderer(config: input.config, templates: input.templates)
            for result in Parallel.map(readBack, { renderer.localizationJob(for: $0, translations: translations).map(renderer.render) }) {
                guard case .success(let file)? = result else { return false }
                next.append(file)
            }
        }
        // Every written file once, each with what the next run renders for it.
        guard next.count == written.count, Set(next.map(\.path)).count == written.count else { return false }
        let (plan, diagnostics) = self.plan(rendered: next, existing: written)
        return diagnostics.isEmpty && plan.actions.allSatisfy { $0.kind == .unchanged }
    }
}
