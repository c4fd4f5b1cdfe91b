/// What a lint leaves for the next lint of the same project (`vmgen lint`'s cache, written by
/// the command line in the user's cache folder): the folders it listed with their stamps and
/// entries, what the build files above the linted files said, the files the lint scope chose,
/// every Swift and YAML file's facts with the stamp the file had when it was read, the merged
/// index of runs of files, and the project rules' findings.
///
/// Three keys guard it. `base` (the format and vmgen itself) guards everything; `scopeKey`
/// (vmgen.yml's bytes) guards the recorded scope; `factsKey` (with what the build says about
/// default isolation and `--include-generated`) guards the facts, which a rule setting
/// changes. A file's facts are used only for a file with the same path and bytes (its stamp
/// unchanged, or its content hash the same), so no other change can make them wrong.
public struct LintCacheRecord: Sendable {
    /// How the file starts, whatever its format version: what proves a file in the cache
    /// folder is a lint cache when old ones are pruned.
    public static let signature = "vmgen-lint-cache "
    public static let formatLine = signature + "4\n"

    public var base: ContentHash
    public var scopeKey: ContentHash
    public var factsKey: ContentHash
    /// A file or folder touched at or after this may have changed without changing its stamp:
    /// its content is compared too.
    public var trustedBefore: FileTime
    /// Every folder the lint listed (and every folder it was to list and found missing).
    public var folders: [FolderRecord] = []
    /// Their entries, in the same order (read only when a folder changed).
    var folderEntries = Lazy<[FolderEntries]>.value([])
    public var isolation: [IsolationFolder] = []
    /// The folders the build makes MainActor by default (`ProjectConfig.Lint.mainActorFolders`)
    /// as the lint worked them out for the files of `scope`: while those files and every
    /// folder in `isolation` are as they were, the same.
    public var mainActorFolders: [String]?
    public var scope = RecordedScope()
    /// Each file of `scope.swiftPaths`: its stamp and facts, when recorded (set through `take`).
    public var swift: [Stamped<FileLintFacts>?] { tables.value.swift }
    /// Each file of `scope.yamlPaths`.
    public var yaml: [Stamped<YAMLLintFacts>?] { tables.value.yaml }
    var tables = Tables.value(FileTables(swift: [], yaml: []))
    var runs = Lazy<[IndexRuns.Stored]>.value([])
    /// The merged index of every file (`lint --stdin` of a buffer whose part of the index is
    /// the file's on disk reads it instead of merging runs).
    var fullIndex = Lazy<IndexRuns.Stored?>.value(nil)
    var projectFindings = Lazy<LintRun.ProjectFindings?>.value(nil)
    /// The file's sections, for a record read from one.
    var sections: CacheSections?

    public struct Stamped<Facts: Sendable>: Sendable {
        public var stamp: FileStamp
        public var facts: Facts

        public init(stamp: FileStamp, facts: Facts) {
            self.stamp = stamp
            self.facts = facts
        }
    }

    struct FileTables: Sendable {
        var swift: [Stamped<FileLintFacts>?]
        var yaml: [Stamped<YAMLLintFacts>?]
    }

    /// The file tables: decoded, or being decoded on a thread of their own since the record
    /// was read. A lint stats every file and folder before it needs them, and decoding tens of
    /// thousands of rows took a quarter of a `--stdin`'s time with the other core idle.
    enum Tables: Sendable {
        case value(FileTables)
        case decoding(BackgroundValue<FileTables>)

        var value: FileTables {
            switch self {
            case .value(let tables): tables
            case .decoding(let background): background.value
            }
        }
    }

    /// A part decoded when first asked for: a run that does not need it does not read it.
    enum Lazy<Value: Sendable>: Sendable {
        case value(Value)
        case section(CacheSections, Section, @Sendable (CacheBytes) -> Value?)
        /// Worked out when a record is written (the whole merged index, encoded).
        case computed(@Sendable () -> Value?)

        /// Nil when its section cannot be read back.
        var value: Value? {
            switch self {
            case .value(let value): value
            case .section(let sections, let section, let decode): sections.bytes(section).flatMap(decode)
            case .computed(let compute): compute()
            }
        }
    }

    public init(base: ContentHash, scopeKey: ContentHash, factsKey: ContentHash, trustedBefore: FileTime) {
        self.base = base
        self.scopeKey = scopeKey
        self.factsKey = factsKey
        self.trustedBefore = trustedBefore
    }

    /// The folders with their entries; nil if the entries cannot be read back.
    public func listedFolders() -> [ListedFolder]? {
        guard let entries = folderEntries.value, entries.count == folders.count else { return nil }
        return zip(folders, entries).compactMap { folder, entries in
            folder.stamp.map { ListedFolder(path: folder.path, stamp: $0, files: entries.files, folders: entries.folders, links: entries.links) }
        }
    }

    /// Keeps `earlier`'s folders and their entries as they are (every one found holding what
    /// it did), with the stamps `relisted` have now (listed again, their entries the recorded
    /// ones).
    public mutating func keepFolders(of earlier: LintCacheRecord, restamping relisted: [ListedFolder] = []) {
        folders = earlier.folders
        folderEntries = earlier.folderEntries
        guard !relisted.isEmpty else { return }
        let stamps = Dictionary(relisted.map { ($0.path, $0.stamp) }) { first, _ in first }
        for index in folders.indices {
            if let stamp = stamps[folders[index].path] { folders[index].stamp = stamp }
        }
    }

    /// Records `listed` (folders listed or found current) and `missing` (folders to list that
    /// were not there).
    public mutating func setFolders(_ listed: [ListedFolder], missing: [String]) {
        var records = listed.map { FolderRecord(path: $0.path, stamp: $0.stamp, holdsBuildFiles: $0.holdsBuildFiles) }
        var entries = listed.map { FolderEntries(files: $0.files, folders: $0.folders, links: $0.links) }
        for path in missing {
            records.append(FolderRecord(path: path, stamp: nil, holdsBuildFiles: false))
            entries.append(FolderEntries())
        }
        folders = records
        folderEntries = .value(entries)
    }
}

/// A folder a lint listed: its stamp (its times change when an entry is added, removed or
/// renamed), nil for one that was not there; and whether it holds a build file
/// (`Package.swift`, an Xcode project), which default isolation reads.
public struct FolderRecord: Sendable, Equatable {
    /// Absolute.
    public var path: String
    public var stamp: FileStamp?
    public var holdsBuildFiles: Bool
}

struct FolderEntries: Sendable, Equatable {
    var files: [String] = []
    var folders: [String] = []
    var links: [String] = []
}

/// A folder as listed: its stamp, taken before its entries were read, and its entries.
public struct ListedFolder: Sendable, Equatable {
    /// Absolute.
    public var path: String
    public var stamp: FileStamp
    public var files: [String]
    public var folders: [String]
    public var links: [String]

    public init(path: String, stamp: FileStamp, files: [String], folders: [String], links: [String]) {
        self.path = path
        self.stamp = stamp
        self.files = files
        self.folders = folders
        self.links = links
    }

    /// Whether an entry is one `BuildIsolationFiles` reads: a `Package.swift`, or an
    /// `.xcodeproj`.
    public var holdsBuildFiles: Bool {
        (files + folders + links).contains { $0 == "Package.swift" || $0.hasSuffix(".xcodeproj") }
    }
}

/// The files a lint scope chose (`vmgen.yml`'s `lint.include`), and those it skipped with why
/// (in the command line's words), so an unchanged project needs no walk of its folders.
public struct RecordedScope: Sendable, Equatable {
    public var swiftPaths: [String] = []
    public var yamlPaths: [String] = []
    /// Swift files found, before any was skipped.
    public var found = 0
    public var skipped: [SkippedFile] = []
    /// Whether the walk met a symbolic link to a file: where it leads is not in any folder's
    /// stamp, so such a scope is chosen again each time.
    public var hasLinks = false

    public init(swiftPaths: [String] = [], yamlPaths: [String] = [], found: Int = 0, skipped: [SkippedFile] = [], hasLinks: Bool = false) {
        self.swiftPaths = swiftPaths
        self.yamlPaths = yamlPaths
        self.found = found
        self.skipped = skipped
        self.hasLinks = hasLinks
    }

    public struct SkippedFile: Sendable, Equatable {
        public var path: String
        /// The reason, as words the command line reads back.
        public var reason: [String]

        public init(path: String, reason: [String]) {
            self.path = path
            self.reason = reason
        }
    }
}

/// A folder looked at for the build's default isolation (one outside the folders listed, or
/// one holding a build file): its stamp, the stamps of the build files looked at (nil for one
/// that was not there), and the MainActor folders they gave.
public struct IsolationFolder: Sendable, Equatable {
    /// Absolute.
    public var path: String
    public var stamp: FileStamp
    public var buildFiles: [BuildFile]
    /// Absolute.
    public var mainActorFolders: [String]

    public struct BuildFile: Sendable, Equatable {
        /// Absolute.
        public var path: String
        public var stamp: FileStamp?

        public init(path: String, stamp: FileStamp?) {
            self.path = path
            self.stamp = stamp
        }
    }

    public init(path: String, stamp: FileStamp, buildFiles: [BuildFile], mainActorFolders: [String]) {
        self.path = path
        self.stamp = stamp
        self.buildFiles = buildFiles
        self.mainActorFolders = mainActorFolders
    }
}
