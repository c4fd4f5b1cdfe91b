/// `ProjectIndex` in the lint cache — each file's part, the merged index of a run of files
/// (`IndexRuns`) and the whole merged index — as one interned blob (`CacheWriter.interned`)
/// with a piece per field, so the fields of a large index are read on all cores.
///
/// To add a field to the index (or to `TypeFacts`, `ExtensionWitnesses`, `ViewCallFacts` or
/// `ViewFacts`, whose fields are
/// listed here one by one): add a line to `fields`. `ProjectIndexCodingTests` fails until every
/// stored property has one, and a round trip of every example's and fixture's index holds
/// each line to its field.
extension ProjectIndex: CacheCodable {
    /// Every field, in the order written.
    static let fields: [IndexField] = [
        .dictionary("viewModels", \.viewModels),
        .strings("listElements", \.listElements),
        .strings("extensionWitnesses.vmId", \.extensionWitnesses.vmId),
        .strings("extensionWitnesses.stub", \.extensionWitnesses.stub),
        .strings("types.observableClasses", \.types.observableClasses),
        .strings("types.ungatedObservableClasses", \.types.ungatedObservableClasses),
        .stringSets("types.conformances", \.types.conformances),
        .strings("types.extensionRequests", \.types.extensionRequests),
        .stringSets("types.modules", \.types.modules),
        .stringSets("types.settableRequirements", \.types.settableRequirements),
        .strings("types.declared", \.types.declared),
        .strings("types.mainActorTypes", \.types.mainActorTypes),
        .stringSets("types.extensionWrites", \.types.extensionWrites),
        .strings("types.outsideWrites", \.types.outsideWrites),
        .stringSets("viewCalls.calls", \.viewCalls.calls),
        .strings("viewCalls.lifecycleWrappers", \.viewCalls.lifecycleWrappers),
        .strings("viewCalls.lifecycleOnlyClosures", \.viewCalls.lifecycleOnlyClosures),
        .strings("stubbedByExtension", \.stubbedByExtension),
        .strings("viewStateTypes", \.viewStateTypes),
        .strings("stateObjectTypes", \.stateObjectTypes),
        .stringMap("viewFacts.inputs", \.viewFacts.inputs),
        .stringMaps("viewFacts.properties", \.viewFacts.properties),
        .coded("requestRoundTrips", \.requestRoundTrips),
    ]

    static var codedFields: [String] { fields.map(\.name) }

    func encode(to writer: inout CacheWriter) {
        let path = writer.contextPath
        // Each field is read through its key path from one copy held `inout`: a key path
        // applied to a value copies the whole index first, once per field of every file.
        var root = self
        writer.raw(CacheWriter.interned(contextPath: path) { writer in
            for field in Self.fields {
                field.encode(&root, &writer)
                writer.mark()
            }
        })
    }

    init(from reader: inout CacheReader) throws(CacheReader.Malformed) {
        try self.init(from: &reader, cores: 1)
    }

    /// Reads the index, its fields on up to `cores` cores.
    init(from reader: inout CacheReader, cores: Int) throws(CacheReader.Malformed) {
        let pieces = try reader.interned()
        guard pieces.count == Self.fields.count else { throw CacheReader.Malformed() }
        let setters = Parallel.map(count: pieces.count, cores: cores) { position -> IndexField.Setter? in
            var piece = pieces[position]
            guard let setter = try? Self.fields[position].decode(&piece), piece.isAtEnd else { return nil }
            return setter
        }
        self.init()
        for setter in setters {
            guard let setter else { throw CacheReader.Malformed() }
            setter(&self)
        }
    }

    /// Whether the index holds nothing: merging it changes no index, so it is left out of
    /// the digest of a merged index (`IndexRuns`).
    var isEmpty: Bool { self == ProjectIndex() }
}

/// One field of `ProjectIndex`: how it is written, and read back as a setter of the field (so
/// the fields of one index can be read apart and put together after); and its keys (a set's
/// members, a dictionary's keys), which `IndexRuns.replacement` works on one by one: the merge
/// of every field is key by key, so a key no file in a replacement touches keeps its value.
struct IndexField: Sendable {
    typealias Setter = @Sendable (inout ProjectIndex) -> Void

    let name: String
    let encode: @Sendable (inout ProjectIndex, inout CacheWriter) -> Void
    let decode: @Sendable (inout CacheReader) throws(CacheReader.Malformed) -> Setter
    /// The field's keys in an index.
    let keys: @Sendable (ProjectIndex) -> [String]
    /// Takes these keys out of the field, each on its own (the index may be large).
    let remove: @Sendable (inout ProjectIndex, Set<String>) -> Void
    /// Leaves only these keys in the field.
    let keep: @Sendable (inout ProjectIndex, Set<String>) -> Void
    /// The keys whose value in the field differs between two indexes (a member of a set in
    /// one only; a key of a map in one only, or with two values).
    let changedKeys: @Sendable (ProjectIndex, ProjectIndex) -> [String]

    private init<Value: IndexKeyed & Equatable & Sendable>(
        _ name: String, _ path: WritableKeyPath<ProjectIndex, Value> & Sendable,
        encode: @escaping @Sendable (Value, inout CacheWriter) -> Void,
        decode: @escaping @Sendable (inout CacheReader) throws(CacheReader.Malformed) -> Value
    ) {
        self.name = name
        let read = Self.reading(path)
        self.encode = { index, writer in encode(read(&index), &writer) }
        self.decode = { reader throws(CacheReader.Malformed) in
            let value = try decode(&reader)
            return { $0[keyPath: path] = value }
        }
        keys = { $0[keyPath: path].indexKeys }
        remove = { index, keys in index[keyPath: path].removeIndexKeys(keys) }
        keep = { index, keys in index[keyPath: path].keepIndexKeys(keys) }
        changedKeys = { old, new in
            let (old, new) = (old[keyPath: path], new[keyPath: path])
            guard old != new else { return [] }
            return Set(old.indexKeys).union(new.indexKeys).filter { key in
                var (oldValue, newValue) = (old, new)
                oldValue.keepIndexKeys([key])
                newValue.keepIndexKeys([key])
                return oldValue != newValue
            }
        }
    }

    /// A read of the field at `path`: a load at its place in the index when the path is
    /// stored properties only (`MemoryLayout.offset(of:)`), else the key path. Applying a key
    /// path at run time looks up generic metadata each time, and every file's part reads each
    /// field once: about 1% of a first lint.
    private static func reading<Value>(_ path: WritableKeyPath<ProjectIndex, Value> & Sendable) -> @Sendable (inout ProjectIndex) -> Value {
        guard let offset = MemoryLayout<ProjectIndex>.offset(of: path) else { return { $0[keyPath: path] } }
        return { root in
            withUnsafeMutableBytes(of: &root) { bytes in bytes.baseAddress!.advanced(by: offset).assumingMemoryBound(to: Value.self).pointee }
        }
    }

    static func strings(_ name: String, _ path: WritableKeyPath<ProjectIndex, IndexNames> & Sendable) -> IndexField {
        IndexField(name, path, encode: { $1.strings($0) }) { reader throws(CacheReader.Malformed) in try reader.indexNames() }
    }

    static func stringSets(_ name: String, _ path: WritableKeyPath<ProjectIndex, IndexMap<Set<String>>> & Sendable) -> IndexField {
        IndexField(name, path, encode: { $1.stringSets($0.entries) }) { reader throws(CacheReader.Malformed) in try reader.indexMap() }
    }

    static func stringMap(_ name: String, _ path: WritableKeyPath<ProjectIndex, [String: String]> & Sendable) -> IndexField {
        IndexField(name, path, encode: { $1.stringMap($0) }) { reader throws(CacheReader.Malformed) in try reader.stringMap() }
    }

    static func stringMaps(_ name: String, _ path: WritableKeyPath<ProjectIndex, IndexMap<[String: String]>> & Sendable) -> IndexField {
        IndexField(name, path, encode: { $1.stringMaps($0.entries) }) { reader throws(CacheReader.Malformed) in try reader.indexMap() }
    }

    static func dictionary<Value: CacheCodable & Equatable & Sendable>(_ name: String, _ path: WritableKeyPath<ProjectIndex, [String: Value]> & Sendable) -> IndexField {
        IndexField(name, path, encode: { $1.dictionary($0) }) { reader throws(CacheReader.Malformed) in try reader.dictionary(Value.self) }
    }

    static func coded<Value: CacheCodable & IndexKeyed & Equatable & Sendable>(_ name: String, _ path: WritableKeyPath<ProjectIndex, Value> & Sendable) -> IndexField {
        IndexField(name, path, encode: { $0.encode(to: &$1) }) { reader throws(CacheReader.Malformed) in try Value(from: &reader) }
    }
}

extension ProjectIndex.ViewModelFacts: CacheCodable {
    static let codedFields = ["isClientHosted", "usesMacro"]

    func encode(to writer: inout CacheWriter) {
        writer.bool(isClientHosted)
        writer.bool(usesMacro)
    }

    init(from reader: inout CacheReader) throws(CacheReader.Malformed) {
        let isClientHosted = try reader.bool()
        self.init(isClientHosted: isClientHosted, usesMacro: try reader.bool())
    }
}

extension RequestRoundTripRule.ProjectFacts: CacheCodable {
    static let codedFields = ["viewModelRequests", "requestResponseBodies", "ambiguous"]

    func encode(to writer: inout CacheWriter) {
        writer.stringMap(viewModelRequests)
        writer.stringMap(requestResponseBodies)
        writer.strings(ambiguous)
    }

    init(from reader: inout CacheReader) throws(CacheReader.Malformed) {
        self.init()
        viewModelRequests = try reader.stringMap()
        requestResponseBodies = try reader.stringMap()
        ambiguous = try reader.strings()
    }
}
