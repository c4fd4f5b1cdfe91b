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
        let written = output.plan.actions.filter { $0.kind == .create || $0.kind == .update }
        let writtenPaths = Set(written.map(\.path))
        guard writtenPaths.count == written.count else { return false }
        var next: [String: RenderedFile] = [:]
        for file in output.rendered where writtenPaths.contains(file.path) && file.kind != .localization {
            next[file.path] = file
        }
        let paths = OutputPaths(config: input.config)
        let readBack = output.viewModels.viewModels.filter { $0.hasLocalizedText && writtenPaths.contains(paths.localization($0)) }
        if !readBack.isEmpty {
            let readPaths = Set(readBack.map(paths.localization))
            var after = input
            after.existing = [:]
            for action in written where readPaths.contains(action.path) {
                after.existing[action.path] = action.contents
            }
            let (translations, unreadable, problems) = readTranslations(ViewModelSet(viewModels: readBack), input: after)
            guard unreadable.isEmpty, problems.isEmpty else { return false }
            let renderer = FileRenderer(config: input.config, templates: input.templates)
            for result in Parallel.map(readBack, { renderer.localizationJob(for: $0, translations: translations).map(renderer.render) }) {
                guard case .success(let file)? = result, next[file.path] == nil else { return false }
                next[file.path] = file
            }
        }
        guard next.count == written.count else { return false }
        // Planned a slice at a time: a new file's bytes are made from its text when asked for
        // (`FileAction.contents`), and a cold run must not hold a second copy of every file.
        let slice = 4096
        for start in stride(from: 0, to: written.count, by: slice) {
            var rendered: [RenderedFile] = []
            var existing: [String: [UInt8]] = [:]
            for action in written[start..<min(start + slice, written.count)] {
                guard let file = next[action.path], let bytes = action.contents else { return false }
                rendered.append(file)
                existing[action.path] = bytes
            }
            let (plan, diagnostics) = self.plan(rendered: rendered, existing: existing)
            guard diagnostics.isEmpty, plan.actions.allSatisfy({ $0.kind == .unchanged }) else { return false }
        }
        return true
    }
}
