import Foundation
import VMGenKit

/// Where `vmgen lint` keeps what it learnt of each file (`LintCacheRecord`, in the library),
/// and reading and writing it. Beside `generate`'s run records, in the user's cache folder
/// (`RunCache.folder`: `$VMGEN_CACHE_DIR`, else `$XDG_CACHE_HOME/vmgen`, else
/// `~/.cache/vmgen`), one file per project — never in the project. Losing it costs one full
/// lint, so every failure here is silent: a cache that cannot be read is a lint without one,
/// one that cannot be written is left as it was.
struct LintCache {
    let file: String
    /// What the record's `base` key must be: this format and this vmgen.
    let base: ContentHash

    /// The cache of the project whose configuration is at `configPath` (the folder linted
    /// without a vmgen.yml); nil when there is no cache folder to use.
    static func forProject(_ project: Project, environment: [String: String] = ProcessInfo.processInfo.environment) -> LintCache? {
        guard let folder = RunCache.folder(environment) else { return nil }
        var builder = ContentHash.Builder()
        builder.add("lint")
        builder.add(FileSystem.realPath(project.configPath))
        builder.add(FileSystem.realPath(project.root))
        return LintCache(file: folder + "/" + builder.finish().description + fileSuffix, base: baseKey)
    }

    static let fileSuffix = ".lint"

    /// The format and vmgen's identity (its version and the stamp of its executable: a rebuilt
    /// vmgen may have other rules under the same version number).
    static let baseKey: ContentHash = {
        var builder = ContentHash.Builder()
        builder.add(LintCacheRecord.formatLine)
        builder.add(RunCache.toolIdentity)
        return builder.finish()
    }()

    /// The key of a lint's facts: its base, and everything a rule's finding may depend on
    /// besides the file itself and the index — vmgen.yml's bytes (every rule setting, locale
    /// and folder), what the build says about default isolation, `--include-generated` — and
    /// the project's folder (paths are relative to it).
    static func factsKey(project: Project, includeGenerated: Bool) -> ContentHash {
        var builder = ContentHash.Builder()
        builder.add(baseKey)
        builder.add(project.root)
        builder.add(FileSystem.exists(project.configPath) ? 1 : 0)
        builder.add(project.configBytes)
        builder.add(project.config.lint.mainActorFolders.count)
        for folder in project.config.lint.mainActorFolders { builder.add(folder) }
        builder.add(project.config.lint.defaultIsolation.map { "\($0)" } ?? "")
        builder.add(includeGenerated ? 1 : 0)
        return builder.finish()
    }

    /// The key of the recorded scope (the files `lint.include` chose, or those of the folders
    /// named on the command line): vmgen.yml's bytes, the project's folder, and the names.
    static func scopeKey(project: Project, namedFolders: [String]? = nil) -> ContentHash {
        var builder = ContentHash.Builder()
        builder.add(baseKey)
        builder.add(project.root)
        builder.add(FileSystem.exists(project.configPath) ? 1 : 0)
        builder.add(project.configBytes)
        if let namedFolders {
            builder.add(namedFolders.count)
            for name in namedFolders { builder.add(name) }
        }
        return builder.finish()
    }

    /// The record, if there is one this vmgen wrote in this format (its facts are for the
    /// configuration it was written under: `LintCacheRecord.keepingFacts(for:)`). Its header
    /// is read now, each section when the lint first needs it (`CacheFile`).
    func load() -> LintCacheRecord? {
        guard let opened = CacheFile(file), let header = opened.read(offset: 0, length: LintCacheRecord.headerReadLength, upTo: true) else { return nil }
        return LintCacheRecord.decode(header: header, base: base) { offset, length in opened.read(offset: offset, length: length) }
    }

    /// Replaces the record (a temporary file created exclusively — a link planted under its
    /// name is removed, never written through — then renamed over the record, so a reader
    /// never sees half of one; not flushed: a record lost in a crash costs one full lint).
    /// Does nothing it cannot do.
    func save(_ record: LintCacheRecord) {
        guard let pieces = record.encodedPieces() else { return }
        let folder = FileSystem.parentFolder(of: file)
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        guard let (temporary, descriptor) = FileSystem.createTemporary(nextTo: file) else { return }
        let written = pieces.allSatisfy { FileSystem.writeAll($0, to: descriptor) == nil }
        close(descriptor)
        let isFirst = !FileSystem.exists(file)
        if !written || rename(temporary, file) != 0 { unlink(temporary) }
        if isFirst { Deletion.oldRunRecords(in: folder, before: Int(Date().timeIntervalSince1970) - 30 * 24 * 3600) }
    }

    /// `<32 hex digits>.lint`: the name of every lint cache (`forProject`).
    static func isCacheName(_ name: String) -> Bool {
        let utf8 = Array(name.utf8)
        return utf8.count == 32 + fileSuffix.utf8.count && name.hasSuffix(fileSuffix) && utf8.prefix(32).allSatisfy(RunCache.isLowercaseHexDigit)
    }

    /// `.<cache name>.vmgen-<pid>.tmp`: a lint cache being written (`save`).
    static func isCacheTemporaryName(_ name: String) -> Bool {
        guard FileSystem.temporaryOwner(name) != nil, let marker = name.range(of: ".vmgen-", options: .backwards) else { return false }
        return isCacheName(String(name[name.index(after: name.startIndex)..<marker.lowerBound]))
    }
}
