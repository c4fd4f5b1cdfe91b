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
        var written: [String: FileAction] = [:]
        for action in output.plan.actions where action.kind == .create || action.kind == .update {
            guard written.updateValue(action, forKey: action.path) == nil else { return false }
        }
        var planned = Set<String>()
        // A slice at a time: a new file's bytes are made from its text when asked for
        // (`FileAction.contents`), and read-back translations are trees; a cold run must hold
        // neither for every file at once.
        func settles(_ rendered: [RenderedFile]) -> Bool {
            var existing: [String: [UInt8]] = [:]
            for file in rendered {
                guard let bytes = written[file.path]?.contents, planned.insert(file.path).inserted else { return false }
                existing[file.path] = bytes
            }
            let (plan, diagnostics) = self.plan(rendered: rendered, existing: existing, owner: input.config.owner)
            return diagnostics.isEmpty && plan.actions.allSatisfy { $0.kind == .unchanged }
        }
        let slice = 4096
        let swift = output.rendered.filter { written[$0.path] != nil && $0.kind != .localization }
        for start in stride(from: 0, to: swift.count, by: slice) {
            guard settles(Array(swift[start..<min(start + slice, swift.count)])) else { return false }
        }
        let paths = OutputPaths(config: input.config)
        let readBack = output.viewModels.viewModels.filter { $0.hasLocalizedText && written[paths.localization($0)] != nil }
        let renderer = FileRenderer(config: input.config, templates: input.templates)
        for start in stride(from: 0, to: readBack.count, by: slice) {
            let viewModels = Array(readBack[start..<min(start + slice, readBack.count)])
            let (translations, unreadable, problems) = readTranslations(ViewModelSet(viewModels: viewModels), config: input.config) { written[$0]?.contents }
            guard unreadable.isEmpty, problems.isEmpty else { return false }
            var rendered: [RenderedFile] = []
            for result in Parallel.map(viewModels, { renderer.localizationJob(for: $0, translations: translations).map(renderer.render) }) {
                guard case .success(let file)? = result else { return false }
                rendered.append(file)
            }
            guard settles(rendered) else { return false }
        }
        // Every written file planned, each once (`settles` refuses a path twice).
        return planned.count == written.count
    }
}
