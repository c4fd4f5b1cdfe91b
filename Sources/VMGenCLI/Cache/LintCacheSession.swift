import Foundation
import VMGenKit

/// One lint's use of the lint cache: the record it starts from, the listing and the isolation
/// lookups that reuse it, and what it writes back — nothing when every file and folder was
/// taken from the record as it was (a repeat lint of an unchanged project writes nothing), nor
/// when only a few files were read anew (`filesPerRewrite`), nor after a lint of named files
/// (its facts are a part of the project's: it reads the cache but keeps it for a whole lint).
/// Folders named inside the project (`vmgen lint .`) are a whole lint, its scope recorded
/// under their names. After `--stdin` the buffer's facts are not kept — the file on disk keeps
/// its own — and only other files and folders read anew are a reason to write.
final class LintCacheSession {
    let cache: LintCache?
    let record: LintCacheRecord?
    let listing: CachedListing
    let isolation: CachedIsolation
    private(set) var scopeKey: ContentHash
    private let project: Project
    /// The folders named on the command line, when the lint is of those (nil: `lint.include`).
    private(set) var namedFolders: [String]?

    init(project: Project, namedFolders: [String]?) {
        self.project = project
        self.namedFolders = namedFolders
        cache = LintCache.forProject(project)
        record = cache?.load()
        listing = CachedListing(record: record, root: project.root)
        isolation = CachedIsolation(record: record, listing: listing)
        scopeKey = LintCache.scopeKey(project: project, namedFolders: namedFolders)
    }

    /// `--stdin` of a file outside the default `lint.include` in a repository without
    /// vmgen.yml (linted as `vmgen lint .`): the folder — the project's, or one the file is
    /// in — whose whole lint left the record, which this lint then is, so that the buffer is
    /// linted with that lint's files as an editor's user expects. Nil when the record is of
    /// another scope; a lint of several named folders is not found.
    func adoptRecordedFolder(around path: String) -> String? {
        guard let record, namedFolders == nil else { return nil }
        var candidates = [""]
        for name in path.split(separator: "/").dropLast() {
            candidates.append(candidates.count == 1 ? String(name) : candidates.last! + "/" + name)
        }
        guard let folder = candidates.first(where: { LintCache.scopeKey(project: project, namedFolders: [$0]) == record.scopeKey }) else { return nil }
        namedFolders = [folder]
        scopeKey = record.scopeKey
        return folder
    }

    /// The files the recorded scope chose, if a walk would choose the same.
    func recordedScope() -> (LintScope.Targets, yaml: [String])? {
        CachedScope.targets(record, scopeKey: scopeKey, listing: listing, project: project, namedFolders: namedFolders)
    }

    func save(
        _ outcome: LintRunner.Outcome, runner: LintRunner, scope: RecordedScope, scopeReused: Bool, mainActorFolders: [String]?, factsKey: ContentHash,
        started: FileTime,
        namedPaths: Bool, buffer: String?, console: Console
    ) {
        let output = outcome.output
        // The files besides the buffer.
        let others = output.swift.count - (buffer == nil ? 0 : 1)
        if record != nil {
            let rules = output.ranProjectRules ? ", the checks across files run again" : ""
            console.detail(
                "vmgen: \(ProgressLine.grouped(outcome.trustedSwift)) of \(ProgressLine.grouped(others)) Swift files unchanged since the last lint, "
                    + "\(ProgressLine.grouped(output.read)) read, \(ProgressLine.grouped(output.reread)) read again for the index\(rules) (--no-cache reads every file)")
        }
        guard let cache, mayWrite(namedPaths: namedPaths) else { return }
        switch writing(outcome, others: others, scopeReused: scopeReused, buffer: buffer) {
        case .needless:
            return
        case .deferred(let files, let folders):
            let newer = [(files, "file"), (folders, "folder")].filter { $0.0 > 0 }.map { "\(ProgressLine.grouped($0.0)) \($0.1)\($0.0 == 1 ? "" : "s")" }
            console.detail(
                "vmgen: the lint cache is kept as it was: \(newer.joined(separator: " and ")) newer than it \(files + folders == 1 ? "is" : "are") read again next time "
                    + "(it is written again once 1 in \(Self.filesPerRewrite) is newer)")
            return
        case .needed:
            break
        }
        var next = LintCacheRecord(base: cache.base, scopeKey: scopeKey, factsKey: factsKey, trustedBefore: started.minus(seconds: RunRecord.clockSlack))
        if scopeReused, let record {
            next.keepFolders(of: record, restamping: listing.visited)
        } else {
            next.setFolders(listing.visited, missing: listing.missing)
        }
        next.isolation = isolation.visited
        // With a buffer that is no file of the scope, the folders were another set's.
        next.mainActorFolders = runner.swiftPaths.count == scope.swiftPaths.count ? mainActorFolders : nil
        var kept: [String: LintCacheRecord.Stamped<FileLintFacts>] = [:]
        if let buffer, let earlier = runner.earlier?.swiftFacts(for: [buffer]).first ?? nil { kept[buffer] = earlier }
        next.take(
            output, swiftPaths: runner.swiftPaths, swiftStamps: outcome.swiftStamps, yamlPaths: runner.yamlPaths, yamlStamps: outcome.yamlStamps,
            scope: scope, kept: kept)
        cache.save(next)
    }

    /// Whether the lint may leave a record: not without a cache folder, nor for files named
    /// on the command line (a part of the project).
    func mayWrite(namedPaths: Bool) -> Bool {
        cache != nil && !namedPaths
    }

    /// A lint that read only a few files anew keeps the record it started from instead of
    /// writing it again, until this many times their number (with the folders listed again to
    /// find them holding what they did) reaches the Swift and YAML files'. A record only spares
    /// work: one that is out of date for a file has that file read again, and the findings are
    /// the same either way; writing it costs more (docs/performance.md, "A lint after a save
    /// keeps the cache as it was"). Work every lint after would do again is always kept: the
    /// checks across files, files read again for the index, the index merged again, a walk of
    /// the folders.
    static let filesPerRewrite = 256

    enum Writing {
        /// The record would be the one the lint started from.
        case needless
        /// The record would differ only by these few files and folders (`filesPerRewrite`).
        case deferred(files: Int, folders: Int)
        case needed
    }

    /// Whether the record would differ from the one the lint started from, and by how much.
    private func writing(_ outcome: LintRunner.Outcome, others: Int, scopeReused: Bool, buffer: String?) -> Writing {
        guard let record else { return .needed }
        // Folders listed anew in a walk (a file added, removed or renamed; more folders changed
        // than are listed again to compare): after `--stdin` (an editor's, on every save) they
        // are walked again next time instead of writing, unless files are new too.
        if buffer == nil, !scopeReused, listing.listed > 0 || listing.visited.count != record.folders.count { return .needed }
        if buffer == nil, isolation.changed > 0 { return .needed }
        let output = outcome.output
        // After `--stdin` the stored findings and runs are the earlier ones (a buffer's part of
        // the index is never recorded); otherwise new findings of a run that read nothing anew
        // come from facts resolved again, and an index merged again is merged by every lint
        // after until it is recorded.
        if buffer == nil, output.reread > 0 || output.ranProjectRules || output.indexMerged { return .needed }
        let files = (others - outcome.trustedSwift) + (output.yaml.count - outcome.trustedYAML)
        // Folders listed again that hold what the record says (`CachedListing.recordHolds`).
        let folders = scopeReused ? listing.listed : 0
        guard files + folders > 0 else { return .needless }
        // After a walk, a new file kept out of the record would have every lint walk again.
        if !scopeReused { return .needed }
        return (files + folders) * Self.filesPerRewrite < others + output.yaml.count ? .deferred(files: files, folders: folders) : .needed
    }
}
