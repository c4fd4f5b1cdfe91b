/// `vmgen generate --adopt`: vmgen takes back a generated file it cannot prove it wrote — one
/// edited outside its protected regions, or a localization file of an earlier vmgen (or
/// changed by hand) whose regeneration would replace some text — once the user has seen the
/// difference and named the file (or asked for every such file). Nothing else is adopted:
///
/// - only a file the planner kept as edited by hand (`WritePlanner.handEditCodes`), whose
///   skip holds what vmgen would write; so never a file without vmgen's header, nor another
///   project's file, nor one vmgen cannot read;
/// - only when what vmgen would write keeps every protected region's text byte for byte (the
///   user's code there is never part of what is adopted);
/// - a file named that is none of these refuses the whole run, which then writes nothing.
///
/// Pure: the command line names the files and prints the differences; links and paths that
/// are no outputs are its to refuse before it gets here.
public enum Adoption {
    public enum Request: Sendable, Hashable {
        /// Every file kept as edited by hand.
        case every
        /// These files (project-relative output paths), and no other.
        case files([String])
    }

    public struct Outcome: Sendable {
        /// The plan with each adopted file's skip turned into an update.
        public var plan: WritePlan
        /// The run's diagnostics without the hand-edit errors of the adopted files.
        public var diagnostics: [Diagnostic]
        /// The adopted files, sorted.
        public var adopted: [String] = []
        /// Why a named file cannot be adopted, one message each: the run must write nothing.
        public var refusals: [String] = []
        /// Why a file kept as edited by hand was not adopted with `every` (it stays reported).
        public var notAdopted: [String] = []
        /// Named files that vmgen already proves its own: nothing to adopt.
        public var alreadyOwn: [String] = []
    }

    public static func apply(_ request: Request, plan: WritePlan, diagnostics: [Diagnostic], owner: String? = nil) -> Outcome {
        var outcome = Outcome(plan: plan, diagnostics: diagnostics)
        let handEdited = Set(diagnostics.compactMap { diagnostic in
            diagnostic.code.map(WritePlanner.handEditCodes.contains) == true ? diagnostic.location?.file : nil
        })
        let actions = Dictionary(plan.actions.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let named: [String]
        switch request {
        case .every: named = handEdited.sorted()
        case .files(let paths): named = Array(Set(paths)).sorted()
        }
        var adopted: [String: FileAction] = [:]
        for path in named {
            guard let action = actions[path] else {
                outcome.refusals.append("\(path) is not a file the specs generate, so there is nothing for vmgen to adopt")
                continue
            }
            guard action.kind == .skip else {
                outcome.alreadyOwn.append(path)
                continue
            }
            guard handEdited.contains(path) else {
                // Not vmgen's (no header, another project's), unreadable, or no longer
                // generated: its finding says why.
                let findings = diagnostics.filter { $0.location?.file == path }.sorted { $0.severity > $1.severity }
                let why = findings.first?.message ?? "\(path) is left alone"
                outcome.refusals.append("vmgen adopts only a file its specs generate, that it wrote and can read: \(why)")
                continue
            }
            switch adoption(of: action, owner: owner) {
            case .success(let update):
                adopted[path] = update
            case .failure(let reason):
                let message = "vmgen cannot adopt \(path): \(reason.message)"
                if case .every = request { outcome.notAdopted.append(message) } else { outcome.refusals.append(message) }
            }
        }
        guard outcome.refusals.isEmpty else { return outcome }
        outcome.plan = WritePlan(actions: plan.actions.map { adopted[$0.path] ?? $0 })
        outcome.diagnostics = diagnostics.filter { diagnostic in
            guard let file = diagnostic.location?.file, adopted[file] != nil, let code = diagnostic.code else { return true }
            return !WritePlanner.handEditCodes.contains(code)
        }
        outcome.adopted = adopted.keys.sorted()
        return outcome
    }

    struct Reason: Error {
        var message: String
    }

    /// The update that adopts the file `skip` keeps, checked again here: vmgen's header, no
    /// other project's, and every protected region of the file on disk in the new text as it is.
    static func adoption(of skip: FileAction, owner: String?) -> Result<FileAction, Reason> {
        // A CRLF checkout's (`LineEndings`) header and region markers read as an LF file's.
        guard let old = skip.previous, let new = skip.contents else {
            return .failure(Reason(message: "the run holds no new text for it"))
        }
        guard GeneratedFileProof.verdict(path: skip.path, bytes: old) != .notGenerated else {
            return .failure(Reason(message: "it does not start with vmgen's header"))
        }
        if let other = GeneratedFileProof.otherProject(old, owner: owner) {
            return .failure(Reason(message: "it was generated for the project \(other)"))
        }
        if GeneratedHeader.Comment(path: skip.path) == .swift {
            guard case .success(let oldRegions) = ProtectedRegions.parse(String(decoding: old, as: UTF8.self)),
                case .success(let newRegions) = ProtectedRegions.parse(String(decoding: new, as: UTF8.self))
            else { return .failure(Reason(message: "its protected regions are malformed; fix the vmgen:begin/end markers first")) }
            let kept = Dictionary(newRegions.map { ($0.name, $0.content) }, uniquingKeysWith: { first, _ in first })
            if let lost = oldRegions.first(where: { !ProtectedRegions.isTrivial($0) && kept[$0.name] != $0.content }) {
                return .failure(Reason(message: "the protected region '\(lost.name)' (line \(lost.line)) holds code the new file would not keep; move it, then adopt"))
            }
        }
        return .success(FileAction(path: skip.path, kind: .update, contents: new, previous: old))
    }
}
