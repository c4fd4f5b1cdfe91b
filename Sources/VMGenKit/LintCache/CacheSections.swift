import Foundation

/// The parts of the lint cache's file, each read (through the caller's `load`: the library does
/// no I/O) and checked against its hash only when a run first needs it. `lint --stdin` needs
/// the index and the bindings of every file but no file's findings; a repeat lint the findings
/// but not the index — so neither reads the whole file, and a part that does not read back
/// exactly fails only the run that needs it (which then lints without the cache).
public final class CacheSections: @unchecked Sendable {
    /// Where a section is in the file, and the hash of its bytes.
    public struct Place: Sendable, Equatable {
        public var offset: Int
        public var length: Int
        public var hash: ContentHash
    }

    let places: [Place]
    private let load: @Sendable (_ offset: Int, _ length: Int) -> [UInt8]?
    /// One per section, each with a lock of its own: a section being read on one thread (the
    /// index parts `IndexPrefetch` reads ahead) does not hold up a run that asks for another.
    private let slots: [Slot] = Section.allCases.map { _ in Slot() }

    private final class Slot: @unchecked Sendable {
        let lock = NSLock()
        /// Nil until read; then the bytes, or nil inside when they could not be read.
        var bytes: CacheBytes??
    }

    init(places: [Place], load: @escaping @Sendable (_ offset: Int, _ length: Int) -> [UInt8]?) {
        self.places = places
        self.load = load
    }

    /// A section's bytes; nil when they cannot be read or are not what was written.
    func bytes(_ section: Section) -> CacheBytes? {
        let slot = slots[section.rawValue]
        return slot.lock.withLock {
            if let known = slot.bytes { return known }
            let place = places[section.rawValue]
            var bytes = load(place.offset, place.length)
            if let read = bytes, read.count != place.length || CacheChecksum.of(read) != place.hash { bytes = nil }
            let result = bytes.map(CacheBytes.init)
            slot.bytes = .some(result)
            return result
        }
    }

    /// The bytes at `range` of a section not read yet, read alone and taken only if `check`
    /// accepts them (the digest the file's row holds of them); nil when the section has been
    /// read (its bytes serve), or they cannot be read or are not what was written.
    func lone(_ section: Section, _ range: Range<Int>, check: ([UInt8]) -> Bool) -> [UInt8]? {
        let slot = slots[section.rawValue]
        guard slot.lock.withLock({ slot.bytes == nil }) else { return nil }
        let place = places[section.rawValue]
        guard range.lowerBound >= 0, range.upperBound <= place.length, let bytes = load(place.offset + range.lowerBound, range.count),
            bytes.count == range.count, check(bytes)
        else { return nil }
        return bytes
    }
}

/// The lint cache's sections, in file order.
enum Section: Int, CaseIterable, Sendable {
    /// Every folder listed: its path, stamp, and whether it holds a build file.
    case folders
    /// The entries of each folder (read only when a folder changed).
    case folderEntries
    case isolation
    /// The Swift and YAML files the lint scope chose, and those it skipped.
    case scope
    /// Per Swift file of the scope: its stamp, hash, flags and digests, and the length of each
    /// of its parts in the three sections after.
    case swiftTable
    case indexParts
    case bindings
    case checked
    case yamlTable
    case yamlDetails
    case yamlEntries
    case runs
    case fullIndex
    case projectFindings
}

/// Bytes of one part of a cached file's facts: in a section of the cache, or of their own (a
/// file just read).
struct Blob: Sendable {
    enum Source: Sendable {
        case bytes(CacheBytes)
        case section(CacheSections, Section)
    }

    var source: Source
    var range: Range<Int>

    static let empty = Blob(source: .bytes(CacheBytes([])), range: 0..<0)

    var storage: CacheBytes? {
        switch source {
        case .bytes(let bytes): bytes
        case .section(let sections, let section): sections.bytes(section)
        }
    }

    /// Decodes the blob; nil when its section cannot be read or it does not decode.
    func read<Value>(contextPath: String?, _ body: (inout CacheReader) throws(CacheReader.Malformed) -> Value) -> Value? {
        storage?.read(range, contextPath: contextPath, body)
    }

    /// The blob with bytes of its own, read alone, when its section has not been read: a
    /// `lint --stdin` that needs a few files' bindings reads those, not the megabytes of
    /// every file's. `check` holds the bytes to the digest the file's row has of them; the
    /// blob as it is when the section has been read, or the bytes are not taken.
    func alone(check: ([UInt8]) -> Bool) -> Blob {
        guard case .section(let sections, let section) = source, let bytes = sections.lone(section, range, check: check) else { return self }
        return Blob(source: .bytes(CacheBytes(bytes)), range: 0..<bytes.count)
    }

    /// Its bytes, for the next record.
    var bytes: ArraySlice<UInt8>? { storage?.slice(range) }

    /// `body` with a reader over the blob that may stop anywhere (a look at what the blob
    /// holds, not a decoding of it); nil when its section cannot be read.
    func peek<Value>(contextPath: String?, _ body: (inout CacheReader) -> Value) -> Value? {
        guard let storage, range.lowerBound >= 0, range.upperBound <= storage.bytes.count else { return nil }
        return storage.bytes.withUnsafeBufferPointer { buffer in
            var reader = CacheReader(buffer, range: range, contextPath: contextPath)
            return body(&reader)
        }
    }
}
