/// Turns rendered files into a write plan against what is on disk:
/// - only files whose bytes change are rewritten;
/// - user code in protected regions, and translations added by hand, are carried over;
/// - a file that does not start with vmgen's header is never overwritten or deleted;
/// - a file whose fingerprint fails (edited, or copied from elsewhere) is rewritten only when
///   it is a localization file whose every translation and comment the new file keeps;
/// - generated files no longer produced (their spec was deleted or renamed) are deleted only
///   when `GeneratedFileProof` proves them vmgen's, untouched and free of anything a person
///   wrote; the rest are kept and reported.
public enum WritePlanner {
    /// The codes of the findings that keep a generated file because it was edited by hand
    /// (its fingerprint fails): the file is skipped, and its skip action holds what vmgen
    /// would write (`contents`) beside what is on disk (`previous`).
    public static let handEditCodes: Set<String> = ["edited-outside-regions", "edited-localization"]

    /// `existing` holds every file currently in the output folders, by project-relative path.
    /// `owner`: the project's mark when it writes outside its folder (`ProjectConfig.owner`).
    /// `recorded`: what the project's run record proves vmgen wrote (`RecordedOutputs`).
    public static func plan(
        rendered: [RenderedFile], existing: [String: [UInt8]], owner: String? = nil, recorded: RecordedOutputs.Source? = nil
    ) -> (plan: WritePlan, diagnostics: [Diagnostic]) {
        var actions: [FileAction] = []
        var diagnostics: [Diagnostic] = []
        let renderedPaths = Set(rendered.map(\.path))

        for file in rendered {
            guard let old = existing[file.path] else {
                actions.append(FileAction(path: file.path, kind: .create, text: file.contents))
                continue
            }
            let oldText = String(decoding: old, as: UTF8.self)
            if let other = GeneratedFileProof.otherProject(old, owner: owner) {
                // Two projects writing one output root: neither replaces the other's files.
                diagnostics.append(.error(
                    "\(file.path) was generated for the project \(other), not this one\(owner.map { " (\($0))" } ?? ""), so vmgen leaves it alone; two projects write the same file: give them different output roots or output folders",
                    at: location(file.path), code: "write-conflict"))
                actions.append(FileAction(path: file.path, kind: .skip))
                continue
            }
            if var problem = problem(file, old: old, recorded: recorded) {
                guard let code = problem.code, handEditCodes.contains(code) else {
                    diagnostics.append(problem)
                    actions.append(FileAction(path: file.path, kind: .skip))
                    continue
                }
                // Kept, but what vmgen would write goes along, so `--check --diff` can show the edit.
                let wouldWrite = (try? merged(file, oldText: oldText).get()) ?? file.contents
                // Pointed at the first line that is not what vmgen would write: the edit, when
                // the spec is as it was (else possibly what the spec changed above it).
                if code == "edited-outside-regions", let first = FirstDifference.of(oldText, wouldWrite) {
                    problem.location = SourceLocation(file: file.path, line: first.line, column: first.column)
                    problem.message = problem.message.replacingOccurrences(
                        of: "was edited outside its protected regions,", with: "was edited outside its protected regions (line \(first.line) is the first that differs from what vmgen would write now),")
                }
                diagnostics.append(problem)
                actions.append(FileAction(path: file.path, kind: .skip, text: wouldWrite, previous: old))
                continue
            }
            switch merged(file, oldText: oldText) {
            case .success(let text):
                let bytes = Array(text.utf8)
                actions.append(bytes == old
                    ? FileAction(path: file.path, kind: .unchanged)
                    : FileAction(path: file.path, kind: .update, contents: bytes, previous: old))
            case .failure(let diagnostic):
                diagnostics.append(diagnostic)
                actions.append(FileAction(path: file.path, kind: .skip))
            }
        }

        for (path, old) in existing where !renderedPaths.contains(path) && isGeneratedKind(path) {
            switch GeneratedFileProof.deletion(path: path, bytes: old, owner: owner) {
            case .notGenerated:
                continue
            case .allowed:
                actions.append(FileAction(path: path, kind: .delete, previous: old))
            case .refused(let message):
                diagnostics.append(.warning(message, at: location(path), code: "stale-file"))
                actions.append(FileAction(path: path, kind: .skip))
            }
        }
        return (WritePlan(actions: actions), diagnostics)
    }

    /// Why the file on disk at `file.path`, holding `old`, must not be replaced by `file`; nil
    /// when it may be (its protected regions are then merged in). `recorded`: what the run
    /// record says vmgen left at each path, asked only for a file nothing else proves.
    private static func problem(_ file: RenderedFile, old: [UInt8], recorded: RecordedOutputs.Source?) -> Diagnostic? {
        let verdict = GeneratedFileProof.verdict(path: file.path, bytes: old)
        switch verdict {
        case .notGenerated:
            return .error(
                "\(file.path) exists and was not written by vmgen (it does not start with vmgen's '\(GeneratedHeader.marker)' header), so vmgen leaves it alone; move or delete it to generate this file",
                at: location(file.path), code: "write-conflict")
        case .intact:
            return nil
        case .intactWithKeptTranslations, .unproven, .edited, .unreadable:
            break
        }
        // The run record proves what no fingerprint does (an earlier vmgen's file): these very
        // bytes are what vmgen left at this path. Protected regions are still merged.
        let asRecorded = verdict != .unreadable && recorded?.hash(of: file.path).map { $0 == ContentHash(old) } == true
        if !file.isSwift {
            // Translations added by hand are carried over (`ExistingTranslations`): a changed
            // localization file is rewritten when that loses nothing. In a file as vmgen wrote
            // it, only a translation of a key the spec no longer derives counts (it may be one
            // vmgen kept from a person).
            let scope: TranslationLosses.Scope = verdict == .intactWithKeptTranslations || asRecorded ? .droppedTranslations : .everything
            let losses = TranslationLosses.find(old: old, rendered: file.contents, path: file.path, scope: scope)
            guard let first = losses.first else { return nil }
            let more = losses.count > 1 ? " (and \(losses.count - 1) more)" : ""
            let why: String
            switch verdict {
            case _ where asRecorded: why = "is as vmgen last wrote it (its run record says so), but holds a translation vmgen may have kept from a person"
            case .intactWithKeptTranslations: why = "holds translations that are not in the spec"
            // Most often a file of an earlier vmgen: the user cannot tell, so it says so.
            case .unproven: why = "has vmgen's header but no fingerprint (an earlier vmgen wrote it so, or the line was removed), so vmgen cannot prove the text in it is its own"
            default: why = "was changed since vmgen wrote it (or was copied from another file)"
            }
            return .error(
                "\(file.path) \(why), and regenerating it would lose \(first.description)\(more); vmgen left it untouched — put what is needed in the spec, delete the rest from the file, and run again; or, if vmgen's version is right, see the difference and take it with 'vmgen generate --adopt \(file.path)'",
                at: first.location, code: "edited-localization")
        }
        switch verdict {
        case .edited where asRecorded:
            return nil
        case .edited where Fingerprint.verify(old, path: file.path, comment: .swift) == .missing:
            // A file of vmgen before fingerprints (or whose line was removed): whether it was
            // edited cannot be told, and the user cannot tell either, so it says so.
            return .error(
                "\(file.path) has vmgen's header but no fingerprint (a vmgen before fingerprints wrote it so, or the line was removed), so vmgen cannot tell an edit outside its protected regions from its own text and left it untouched; if vmgen's version is right, see the difference and take it (code in the regions is kept) with 'vmgen generate --adopt \(file.path)'",
                at: location(file.path), code: "edited-outside-regions")
        case .edited:
            return .error(
                "\(file.path) was edited outside its protected regions, so vmgen left it untouched; move the edit into a vmgen:begin/end region or into the spec, or see the difference and take vmgen's version (code in the regions is kept) with 'vmgen generate --adopt \(file.path)'",
                at: location(file.path), code: "edited-outside-regions")
        case .unreadable:
            guard case .success = ProtectedRegions.parse(String(decoding: old, as: UTF8.self)) else {
                return nil  // `merged` reports the malformed region where it is
            }
            // The regions close only after the fingerprint line (an end marker moved below
            // it): the fingerprint cannot be checked, so an edit outside them cannot be ruled out.
            return .error(
                "\(file.path) has a protected region that ends after its '\(Fingerprint.prefix.dropLast())' line, so vmgen cannot tell whether it was edited and left it untouched; move the vmgen:end marker back above that line and run again",
                at: location(file.path), code: "protected-region")
        default:
            // `unproven`: the fingerprint of an earlier vmgen, without the path, matches: the
            // text is vmgen's, and the regions are merged as usual.
            return nil
        }
    }

    private static func isGeneratedKind(_ path: String) -> Bool {
        path.hasSuffix(".swift") || path.hasSuffix(".yml")
    }

    private static func location(_ path: String, line: Int = 1) -> SourceLocation {
        SourceLocation(file: path, line: line, column: 1)
    }

    /// The rendered text with the existing file's protected regions carried over.
    private static func merged(_ file: RenderedFile, oldText: String) -> Result<String, Diagnostic> {
        let oldRegions: [ProtectedRegions.Region]
        switch ProtectedRegions.parse(oldText) {
        case .success(let regions):
            oldRegions = regions
        case .failure(let failure):
            return .failure(.error("\(failure.message); vmgen left the file untouched so no code is lost — fix the markers and run again",
                at: location(file.path, line: failure.line), code: "protected-region"))
        }
        guard !oldRegions.isEmpty else { return .success(file.contents) }
        guard let result = ProtectedRegions.merge(rendered: file.contents, existing: oldRegions) else {
            return .failure(.error("the template produced malformed protected regions", at: location(file.path), code: "protected-region"))
        }
        // A region the template no longer has goes when it holds nothing a person wrote: no
        // code, or exactly what vmgen put there (`Fingerprint.regionsAsWritten`).
        if let orphan = result.orphans.first(where: { !ProtectedRegions.isTrivial($0) }), !Fingerprint.regionsAsWritten(Array(oldText.utf8)) {
            return .failure(.error(
                "the protected region '\(orphan.name)' holds hand-written code, but the spec no longer has it; vmgen left the file untouched — move the code, delete the region, and run again",
                at: location(file.path, line: orphan.line), code: "protected-region"))
        }
        // What vmgen first put in the regions stays noted, whatever they hold now.
        return .success(Fingerprint.carryingRegionsNote(result.text, from: Array(oldText.utf8), path: file.path))
    }
}
