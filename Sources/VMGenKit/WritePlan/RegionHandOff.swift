/// Hand-written bodies waiting for the generated files that will hold them: the one-time
/// hand-off from `vmgen import` to `vmgen generate`, kept in `.vmgen/hand-off.yml`.
///
/// `generate` never overwrites a file it did not write, so an imported body cannot go into its
/// region while the hand-written file is in place. Import records each body instead (the
/// generated file, the region, the exact text and where it came from); when `generate` creates
/// that file, it fills the region from the record (`seeded`), and an entry is dropped only once
/// the file on disk holds it (`settled`). An existing file is never seeded: its regions are the
/// user's.
public struct RegionHandOff: Sendable, Hashable {
    public static let projectPath = ".vmgen/hand-off.yml"

    public struct Entry: Sendable, Hashable, Error {
        /// The generated file, relative to the project.
        public var path: String
        public var region: String
        /// The region's exact text: whole lines, each ending in a line break.
        public var text: String
        /// Where the body was written by hand (`file:line:col`), for messages.
        public var source: String

        public init(path: String, region: String, text: String, source: String) {
            self.path = path
            self.region = region
            self.text = text
            self.source = source
        }

        var key: String { path + "\u{0}" + region }
    }

    public var entries: [Entry]

    public init(entries: [Entry] = []) {
        self.entries = entries.sorted { ($0.path, $0.region) < ($1.path, $1.region) }
    }

    public var isEmpty: Bool { entries.isEmpty }

    /// Whether `text` can be a region's content as it is: whole lines, and no line that vmgen
    /// reads as a region marker or a fingerprint (it would end the region early).
    public static func isRegionText(_ text: String) -> Bool {
        // By bytes: as Characters, "\r\n" is one and a split at "\n" would miss it.
        let bytes = Array(text.utf8)
        guard bytes.isEmpty || bytes.last == 0x0A else { return false }
        return !bytes.split(separator: 0x0A, omittingEmptySubsequences: false).contains { line in
            let trimmed = line.drop { $0 == 0x20 || $0 == 0x09 }
            return ["// vmgen:begin", "// vmgen:end", "// vmgen:fingerprint"].contains { trimmed.starts(with: Array($0.utf8)) }
        }
    }

    /// The record with `added`; an entry already recorded with the same text is kept once. A
    /// different text for a region already recorded is refused (returned): the earlier body
    /// was not carried yet, and replacing it would lose it.
    public func adding(_ added: [Entry]) -> Result<RegionHandOff, Entry> {
        var byKey = Dictionary(entries.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        for entry in added {
            if let known = byKey[entry.key] {
                guard known.text == entry.text else { return .failure(known) }
                continue
            }
            byKey[entry.key] = entry
        }
        return .success(RegionHandOff(entries: Array(byKey.values)))
    }

    /// `file`'s text with its regions filled from the record, and the entries used. Called only
    /// for a file that does not exist yet. A region the file lacks is left to the report
    /// (`pendingReason`); the result is checked to hold each body exactly in its region, or
    /// the file is left as rendered.
    public func seeded(_ file: RenderedFile) -> (text: String, used: [Entry]) {
        let wanted = entries.filter { $0.path == file.path && Self.isRegionText($0.text) }
        guard !wanted.isEmpty, case .success(let fresh) = ProtectedRegions.parse(file.contents) else { return (file.contents, []) }
        let names = Set(fresh.map(\.name))
        let used = wanted.filter { names.contains($0.region) }
        guard !used.isEmpty else { return (file.contents, []) }
        let regions = used.map { ProtectedRegions.Region(name: $0.region, content: $0.text[...], line: 0) }
        guard let merged = ProtectedRegions.merge(rendered: file.contents, existing: regions),
            case .success(let result) = ProtectedRegions.parse(merged.text),
            result.map(\.name) == fresh.map(\.name),
            used.allSatisfy({ entry in result.contains { $0.name == entry.region && $0.content.utf8.elementsEqual(entry.text.utf8) } })
        else { return (file.contents, []) }
        return (merged.text, used)
    }

    /// The record without the entries the files on disk now hold: a generated file (vmgen's
    /// header) whose region holds the entry's text exactly. `onDisk`: the entries' files that
    /// exist, by path.
    public func settled(onDisk: [String: [UInt8]]) -> (remaining: RegionHandOff, carried: [Entry]) {
        var remaining: [Entry] = []
        var carried: [Entry] = []
        for entry in entries {
            if case .carried = state(of: entry, onDisk: onDisk[entry.path]) {
                carried.append(entry)
            } else {
                remaining.append(entry)
            }
        }
        return (RegionHandOff(entries: remaining), carried)
    }

    public enum State: Equatable, Sendable {
        case carried
        /// No file at the entry's path yet.
        case waiting
        /// The file there is not vmgen's: the hand-written one, still in place.
        case inTheWay
        /// A generated file without the region (the spec changed since the import).
        case noRegion
        /// A generated file whose region holds other text: it existed before, and vmgen fills
        /// a region only when it creates the file.
        case otherText
    }

    public func state(of entry: Entry, onDisk bytes: [UInt8]?) -> State {
        guard let bytes else { return .waiting }
        let read = LineEndings.asRead(bytes)
        guard GeneratedHeader.isGenerated(read, path: entry.path) else { return .inTheWay }
        guard case .success(let regions) = ProtectedRegions.parse(String(decoding: read, as: UTF8.self)),
            let region = regions.first(where: { $0.name == entry.region }) else { return .noRegion }
        // Bytes, not Characters: a body in another Unicode normalization is another body.
        return region.content.utf8.elementsEqual(entry.text.utf8) ? .carried : .otherText
    }

    /// Why an entry is still waiting, and what to do; nil when there is nothing to do yet.
    public func pendingReason(_ entry: Entry, onDisk bytes: [UInt8]?) -> String? {
        let what = "the hand-written body from \(entry.source) for region '\(entry.region)' of \(entry.path)"
        switch state(of: entry, onDisk: bytes) {
        case .carried, .waiting:
            return nil
        case .inTheWay:
            return "\(what) waits in \(Self.projectPath): \(entry.path) is still a file vmgen did not write; move it aside and run 'vmgen generate' again"
        case .noRegion:
            return "\(what) waits in \(Self.projectPath): the generated file has no such region (did the spec change?); copy the body where it belongs, then delete its entry"
        case .otherText:
            return "\(what) waits in \(Self.projectPath): the generated file already existed, with other code in that region, and vmgen fills a region only when it creates the file; copy the body by hand, then delete its entry"
        }
    }
}
