/// Turns rendered files into a write plan against what is on disk:
/// - only files whose bytes change are rewritten;
/// - user code in protected regions is carried over;
/// - a file without vmgen's header is never overwritten or deleted;
/// - generated files no longer produced (their spec was deleted or renamed) are deleted,
///   unless they hold user code.
public enum WritePlanner {
    /// `existing` holds every file currently in the output folders, by project-relative path.
    public static func plan(rendered: [RenderedFile], existing: [String: [UInt8]]) -> (plan: WritePlan, diagnostics: [Diagnostic]) {
        var actions: [FileAction] = []
        var diagnostics: [Diagnostic] = []
        let renderedPaths = Set(rendered.map(\.path))

        for file in rendered {
            guard let old = existing[file.path] else {
                actions.append(FileAction(path: file.path, kind: .create, text: file.contents))
                continue
            }
            let oldText = String(decoding: old, as: UTF8.self)
            guard GeneratedHeader.isGenerated(oldText) else {
                diagnostics.append(.error(
                    "\(file.path) exists and was not written by vmgen (it has no '\(GeneratedHeader.marker)' header), so vmgen leaves it alone; move or delete it to generate this file",
                    at: location(file.path), code: "write-conflict"))
                actions.append(FileAction(path: file.path, kind: .skip))
                continue
            }
            let verdict = file.isSwift ? Fingerprint.verify(oldText) : .intact
            if verdict == .edited {
                diagnostics.append(.error(
                    "\(file.path) was edited outside its protected regions, so vmgen left it untouched; move the edit into a vmgen:begin/end region or into the spec, or delete the file to regenerate it",
                    at: location(file.path), code: "edited-outside-regions"))
                actions.append(FileAction(path: file.path, kind: .skip))
                continue
            }
            if verdict == .unreadable, case .success = ProtectedRegions.parse(oldText) {
                // The regions close only after the fingerprint line (an end marker moved below
                // it): the fingerprint cannot be checked, so an edit outside them cannot be ruled out.
                diagnostics.append(.error(
                    "\(file.path) has a protected region that ends after its '\(Fingerprint.prefix.dropLast())' line, so vmgen cannot tell whether it was edited and left it untouched; move the vmgen:end marker back above that line and run again",
                    at: location(file.path), code: "protected-region"))
                actions.append(FileAction(path: file.path, kind: .skip))
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
            let text = String(decoding: old, as: UTF8.self)
            guard GeneratedHeader.isGenerated(text) else { continue }
            let regions = ProtectedRegions.parse(text)
            if path.hasSuffix(".swift"), Fingerprint.verify(text) != .intact, case .success = regions {
                diagnostics.append(.warning(
                    "\(path) is no longer generated but was edited by hand, so vmgen keeps it; delete it yourself if the edit is not needed",
                    at: location(path), code: "stale-file"))
                actions.append(FileAction(path: path, kind: .skip))
            } else if case .success(let found) = regions, found.contains(where: { !ProtectedRegions.isTrivial($0) }) {
                diagnostics.append(.warning(
                    "\(path) is no longer generated (its spec or ViewModel is gone) but holds hand-written code in protected regions, so vmgen keeps it; move the code and delete the file",
                    at: location(path), code: "stale-file"))
                actions.append(FileAction(path: path, kind: .skip))
            } else if case .failure = regions {
                diagnostics.append(.warning("\(path) is no longer generated but its protected regions are malformed, so vmgen keeps it", at: location(path), code: "stale-file"))
                actions.append(FileAction(path: path, kind: .skip))
            } else {
                actions.append(FileAction(path: path, kind: .delete, previous: old))
            }
        }
        return (WritePlan(actions: actions), diagnostics)
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
        if let orphan = result.orphans.first(where: { !ProtectedRegions.isTrivial($0) }) {
            return .failure(.error(
                "the protected region '\(orphan.name)' holds hand-written code, but the spec no longer has it; vmgen left the file untouched — move the code, delete the region, and run again",
                at: location(file.path, line: orphan.line), code: "protected-region"))
        }
        return .success(result.text)
    }
}
