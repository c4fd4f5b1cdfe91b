/// The lint cache's file: a header — the format line, the three keys, and where each section
/// is with the hash of its bytes, then the hash of the header itself — and the sections
/// (`Section`). A reader reads the header, then each section a run needs, when it needs it,
/// and takes only bytes that hash to what the header says: a file truncated, edited or
/// written by another vmgen is not used (the lint does the work), and nothing it holds can
/// make a finding.
extension LintCacheRecord {
    /// The file's bytes; nil when a part kept from the record the lint started from cannot be
    /// read back (then nothing is written).
    public func encoded() -> [UInt8]? {
        guard let pieces = encodedPieces() else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(pieces.reduce(0) { $0 + $1.count })
        for piece in pieces { bytes += piece }
        return bytes
    }

    /// The file's bytes as the header, then each section: written one after another, they
    /// are `encoded()`, without a copy of the whole record (20 MB on the bench's
    /// 1,000,000-line corpus) made only to be written.
    public func encodedPieces() -> [[UInt8]]? {
        guard let sections = encodedSections() else { return nil }
        var header = CacheWriter()
        header.raw(Array(Self.formatLine.utf8))
        header.hash(base)
        header.hash(scopeKey)
        header.hash(factsKey)
        header.int(trustedBefore.seconds)
        header.int(trustedBefore.nanoseconds)
        header.count(sections.count)
        for section in sections {
            header.count(section.count)
            header.hash(CacheChecksum.of(section))
        }
        header.hash(CacheChecksum.of(header.bytes))
        return [header.bytes] + sections
    }

    /// How many bytes of the file's start certainly hold its header.
    public static let headerReadLength = 4_096

    /// Reads a record from the start of its file (`headerReadLength` bytes, or the whole file
    /// if shorter); `load(offset, length)` reads a section's bytes when a run asks for them.
    /// Nil for anything but a record of this format whose `base` is `base`.
    public static func decode(header bytes: [UInt8], base: ContentHash, load: @escaping @Sendable (Int, Int) -> [UInt8]?) -> LintCacheRecord? {
        guard let (record, places) = readHeader(bytes), record.base == base else { return nil }
        return try? record.readEagerSections(CacheSections(places: places, load: load))
    }

    /// A whole record file as any vmgen wrote it (its own `base`, from its header): for tests
    /// that look at what a built binary recorded.
    static func decode(file bytes: [UInt8]) -> LintCacheRecord? {
        guard let (record, _) = readHeader(bytes) else { return nil }
        return decode(header: bytes, base: record.base) { offset, length in
            offset >= 0 && length >= 0 && offset + length <= bytes.count ? Array(bytes[offset..<(offset + length)]) : nil
        }
    }

    /// Where each section is in a record's file, from its header (nil: not a record's header).
    static func places(header bytes: [UInt8]) -> [CacheSections.Place]? {
        readHeader(bytes)?.1
    }

    /// The record's keys and where each section is, from the start of its file; nil when the
    /// bytes are not a header of this format.
    private static func readHeader(_ bytes: [UInt8]) -> (LintCacheRecord, [CacheSections.Place])? {
        let format = Array(formatLine.utf8)
        guard bytes.starts(with: format) else { return nil }
        return bytes.withUnsafeBufferPointer { buffer in
            var reader = CacheReader(buffer, range: format.count..<buffer.count)
            return try? readHeader(&reader, buffer: buffer)
        }
    }

    private static func readHeader(_ reader: inout CacheReader, buffer: UnsafeBufferPointer<UInt8>) throws(CacheReader.Malformed) -> (LintCacheRecord, [CacheSections.Place]) {
        let base = try reader.hash()
        let scopeKey = try reader.hash()
        let factsKey = try reader.hash()
        let seconds = try reader.int()
        let record = LintCacheRecord(base: base, scopeKey: scopeKey, factsKey: factsKey, trustedBefore: FileTime(seconds: seconds, nanoseconds: try reader.int()))
        guard try reader.count() == Section.allCases.count else { throw CacheReader.Malformed() }
        var lengths: [(Int, ContentHash)] = []
        for _ in Section.allCases { lengths.append((try reader.length(), try reader.hash())) }
        let headerEnd = reader.position
        guard try reader.hash() == CacheChecksum.of(UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: buffer[0..<headerEnd]))) else { throw CacheReader.Malformed() }
        var offset = reader.position
        let places = lengths.map { length, hash in
            defer { offset += length }
            return CacheSections.Place(offset: offset, length: length, hash: hash)
        }
        return (record, places)
    }

    /// The sections every lint reads: folders, isolation and scope now, the file tables on a
    /// thread of their own (`Tables`); the others stay in `sections` until asked for.
    private func readEagerSections(_ sections: CacheSections) throws(CacheReader.Malformed) -> LintCacheRecord {
        var record = self
        record.sections = sections
        record.folders = try Self.decodeSection(sections, .folders) { reader throws(CacheReader.Malformed) in try reader.values(FolderRecord.self) }
        record.folderEntries = .section(sections, .folderEntries) { bytes in
            bytes.read(0..<bytes.bytes.count) { reader throws(CacheReader.Malformed) in try reader.values(FolderEntries.self) }
        }
        (record.isolation, record.mainActorFolders) = try Self.decodeSection(sections, .isolation) { reader throws(CacheReader.Malformed) in
            let folders = try reader.values(IsolationFolder.self)
            return (folders, try reader.bool() ? try reader.stringArray() : nil)
        }
        record.scope = try Self.decodeSection(sections, .scope) { reader throws(CacheReader.Malformed) in try RecordedScope(from: &reader) }
        let (swiftPaths, yamlPaths) = (record.scope.swiftPaths, record.scope.yamlPaths)
        // A table that does not decode is no rows: its files are read, as without a record.
        record.tables = .decoding(
            BackgroundValue {
                FileTables(
                    swift: (try? Self.decodeSwiftTable(sections, paths: swiftPaths)) ?? swiftPaths.map { _ in nil },
                    yaml: (try? Self.decodeYAMLTable(sections, paths: yamlPaths)) ?? yamlPaths.map { _ in nil })
            })
        record.runs = .section(sections, .runs) { bytes in
            bytes.read(0..<bytes.bytes.count) { reader throws(CacheReader.Malformed) in
                var runs: [IndexRuns.Stored] = []
                for _ in 0..<(try reader.count()) {
                    let digest = try reader.hash()
                    runs.append(IndexRuns.Stored(digest: digest, bytes: bytes, range: try reader.skip(try reader.count())))
                }
                return runs
            }
        }
        record.fullIndex = .section(sections, .fullIndex) { bytes in
            bytes.read(0..<bytes.bytes.count) { reader throws(CacheReader.Malformed) -> IndexRuns.Stored? in
                guard try reader.bool() else { return nil }
                let digest = try reader.hash()
                return IndexRuns.Stored(digest: digest, bytes: bytes, range: try reader.skip(try reader.count()))
            }
        }
        record.projectFindings = .section(sections, .projectFindings) { bytes in
            bytes.read(0..<bytes.bytes.count) { reader throws(CacheReader.Malformed) -> LintRun.ProjectFindings? in
                guard try reader.bool() else { return nil }
                let digest = try reader.hash()
                var findings: [[RuleFinding]] = []
                for _ in 0..<(try reader.count()) { findings.append(try reader.values()) }
                return LintRun.ProjectFindings(digest: digest, findings: findings)
            }
        }
        return record
    }

    /// The Swift file table, one row per path of the scope.
    private static func decodeSwiftTable(_ sections: CacheSections, paths: [String]) throws(CacheReader.Malformed) -> [Stamped<FileLintFacts>?] {
        try decodeTable(sections, .swiftTable, paths: paths, offsets: (index: 0, bindings: 0, checked: 0)) { reader, path, offsets throws(CacheReader.Malformed) in
            try FileLintFacts.decodeRow(&reader, path: path, sections: sections, offsets: &offsets)
        }
    }

    /// The YAML file table, one row per path of the scope.
    private static func decodeYAMLTable(_ sections: CacheSections, paths: [String]) throws(CacheReader.Malformed) -> [Stamped<YAMLLintFacts>?] {
        try decodeTable(sections, .yamlTable, paths: paths, offsets: (details: 0, entries: 0)) { reader, path, offsets throws(CacheReader.Malformed) in
            try YAMLLintFacts.decodeRow(&reader, path: path, sections: sections, offsets: &offsets)
        }
    }

    /// A file table: for each path, whether it has a row, then the file's stamp and `row`
    /// (whose `offsets` are where its parts start in the sections after, moved past them).
    private static func decodeTable<Facts, Offsets>(
        _ sections: CacheSections, _ section: Section, paths: [String], offsets: Offsets,
        row: (inout CacheReader, String, inout Offsets) throws(CacheReader.Malformed) -> Facts
    ) throws(CacheReader.Malformed) -> [Stamped<Facts>?] {
        try decodeSection(sections, section) { reader throws(CacheReader.Malformed) in
            var offsets = offsets
            var rows: [Stamped<Facts>?] = []
            rows.reserveCapacity(paths.count)
            for path in paths {
                guard try reader.bool() else { rows.append(nil); continue }
                let stamp = try FileStamp(from: &reader)
                rows.append(Stamped(stamp: stamp, facts: try row(&reader, path, &offsets)))
            }
            return rows
        }
    }

    private static func decodeSection<Value>(
        _ sections: CacheSections, _ section: Section, _ body: (inout CacheReader) throws(CacheReader.Malformed) -> Value
    ) throws(CacheReader.Malformed) -> Value {
        guard let bytes = sections.bytes(section), let value = bytes.read(0..<bytes.bytes.count, body) else { throw CacheReader.Malformed() }
        return value
    }

    /// Every section's bytes, in `Section` order. Each section is written on its own, on all
    /// cores: the sections that copy every file's blobs and rows are most of a large record,
    /// and written one after another they were the main thread's last work, alone.
    private func encodedSections() -> [[UInt8]]? {
        guard let entries = folderEntries.value, let runs = runs.value, let fullIndex = fullIndex.value, let projectFindings = projectFindings.value
        else { return nil }
        let sections = Parallel.map(Section.allCases) { section -> [UInt8]? in
            var out = CacheWriter()
            switch section {
            case .folders: out.values(folders)
            case .folderEntries: out.values(entries)
            case .isolation:
                out.values(isolation)
                out.bool(mainActorFolders != nil)
                if let mainActorFolders { out.stringArray(mainActorFolders) }
            case .scope: scope.encode(to: &out)
            case .swiftTable: Self.encodeTable(swift, to: &out) { $0.encodeRow(to: &$1) }
            case .indexParts: guard Self.copyBlobs(swift.map { $0?.facts.indexBlob }, to: &out) else { return nil }
            case .bindings: guard Self.copyBlobs(swift.map { $0?.facts.bindingsBlob }, to: &out) else { return nil }
            case .checked: guard Self.copyBlobs(swift.map { $0?.facts.checkedBlob }, to: &out) else { return nil }
            case .yamlTable: Self.encodeTable(yaml, to: &out) { $0.encodeRow(to: &$1) }
            case .yamlDetails: guard Self.copyBlobs(yaml.map { $0?.facts.detailsBlob }, to: &out) else { return nil }
            case .yamlEntries: guard Self.copyBlobs(yaml.map { $0?.facts.entriesBlob }, to: &out) else { return nil }
            case .runs:
                out.count(runs.count)
                for run in runs {
                    guard Self.writeStored(run, to: &out) else { return nil }
                }
            case .fullIndex:
                out.bool(fullIndex != nil)
                if let fullIndex {
                    guard Self.writeStored(fullIndex, to: &out) else { return nil }
                }
            case .projectFindings:
                out.bool(projectFindings != nil)
                if let projectFindings {
                    out.hash(projectFindings.digest)
                    out.count(projectFindings.findings.count)
                    for findings in projectFindings.findings { out.values(findings) }
                }
            }
            return out.bytes
        }
        let written = sections.compactMap { $0 }
        return written.count == sections.count ? written : nil
    }

    /// A merged index as stored: its digest, then its bytes with their count. False when its
    /// range is not in its bytes.
    private static func writeStored(_ stored: IndexRuns.Stored, to out: inout CacheWriter) -> Bool {
        guard let bytes = stored.bytes.slice(stored.range) else { return false }
        out.hash(stored.digest)
        out.count(bytes.count)
        bytes.withUnsafeBufferPointer { out.raw($0) }
        return true
    }

    /// A file table, as `decodeTable` reads it: for each path, whether it has a row, then the
    /// file's stamp and `row`.
    private static func encodeTable<Facts>(_ rows: [Stamped<Facts>?], to out: inout CacheWriter, row: (Facts, inout CacheWriter) -> Void) {
        for entry in rows {
            out.bool(entry != nil)
            guard let entry else { continue }
            entry.stamp.encode(to: &out)
            row(entry.facts, &out)
        }
    }

    /// The bytes of each file's blob (nil: no row), one after another, in a section made its
    /// whole size at once (grown by doubling, the largest were copied over and over). False
    /// when a row's blob has no bytes.
    private static func copyBlobs(_ blobs: [Blob?], to out: inout CacheWriter) -> Bool {
        out.reserve(blobs.reduce(0) { $0 + ($1?.range.count ?? 0) })
        for case let blob? in blobs {
            guard let bytes = blob.bytes else { return false }
            bytes.withUnsafeBufferPointer { out.raw($0) }
        }
        return true
    }
}
