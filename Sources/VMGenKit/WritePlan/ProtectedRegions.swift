/// User-owned regions inside generated files: everything between `// vmgen:begin NAME` and
/// `// vmgen:end NAME` is kept byte for byte when the file is regenerated.
public enum ProtectedRegions {
    public static let beginPrefix = "// vmgen:begin "
    public static let endPrefix = "// vmgen:end "

    /// A region's name and the exact text between its marker lines (including line breaks).
    public struct Region: Sendable, Hashable {
        public var name: String
        public var content: Substring
        /// 1-based line of the begin marker.
        public var line: Int
    }

    public enum Failure: Error, Sendable, Hashable {
        case missingEnd(name: String, line: Int)
        case unexpectedEnd(name: String, line: Int)
        case duplicate(name: String, line: Int)

        public var message: String {
            switch self {
            case .missingEnd(let name, let line):
                "the protected region '\(name)' opened on line \(line) has no '// vmgen:end \(name)' line"
            case .unexpectedEnd(let name, _):
                "'// vmgen:end \(name)' has no matching '// vmgen:begin \(name)' before it"
            case .duplicate(let name, _):
                "the protected region '\(name)' appears twice"
            }
        }

        public var line: Int {
            switch self {
            case .missingEnd(_, let line), .unexpectedEnd(_, let line), .duplicate(_, let line): line
            }
        }
    }

    /// The regions of `text`, in order.
    ///
    /// Runs over the UTF-8 bytes (it runs on every generated file at every `generate`): lines
    /// split at line feeds, and only a marker line holding non-ASCII bytes is decoded.
    public static func parse(_ text: String) -> Result<[Region], Failure> {
        var text = text
        let found = text.withUTF8 { regionOffsets(in: $0) }
        let utf8 = text.utf8
        func index(_ offset: Int) -> String.Index { utf8.index(utf8.startIndex, offsetBy: offset) }
        return found.map { regions in
            regions.map { Region(name: $0.name, content: text[index($0.content.lowerBound)..<index($0.content.upperBound)], line: $0.line) }
        }
    }

    /// `parse` on bytes: each region's name, begin-marker line and content as byte offsets.
    static func regionOffsets(in bytes: UnsafeBufferPointer<UInt8>) -> Result<[(name: String, line: Int, content: Range<Int>)], Failure> {
        var regions: [(name: String, line: Int, content: Range<Int>)] = []
        var names: Set<String> = []  // not `regions.contains`: a file of many regions was quadratic
        var open: (name: String, line: Int, contentStart: Int)?
        for found in markerLines(in: bytes) {
            switch found.marker {
            case .begin(let name):
                if let open { return .failure(.missingEnd(name: open.name, line: open.line)) }
                if !names.insert(name).inserted { return .failure(.duplicate(name: name, line: found.line)) }
                open = (name, found.line, found.end)
            case .end(let name):
                guard let current = open, current.name == name else {
                    if let current = open { return .failure(.missingEnd(name: current.name, line: current.line)) }
                    return .failure(.unexpectedEnd(name: name, line: found.line))
                }
                regions.append((name, current.line, current.contentStart..<found.start))
                open = nil
            }
        }
        if let open { return .failure(.missingEnd(name: open.name, line: open.line)) }
        return .success(regions)
    }

    private enum Marker {
        case begin(String)
        case end(String)
    }

    private static let beginBytes = Array(beginPrefix.utf8)
    private static let endBytes = Array(endPrefix.utf8)

    /// The marker lines of `bytes`: each with its 1-based line number, the offset of its first
    /// byte and the offset just past its line feed.
    private static func markerLines(in bytes: UnsafeBufferPointer<UInt8>) -> [(marker: Marker, line: Int, start: Int, end: Int)] {
        var found: [(marker: Marker, line: Int, start: Int, end: Int)] = []
        let count = bytes.count
        var lineNumber = 0
        var lineStart = 0
        while lineStart < count {
            lineNumber += 1
            var lineEnd = lineStart
            while lineEnd < count, bytes[lineEnd] != 0x0A { lineEnd += 1 }
            let nextLine = lineEnd < count ? lineEnd + 1 : count
            var first = lineStart
            while first < lineEnd, bytes[first] == 0x20 || bytes[first] == 0x09 { first += 1 }
            if first < lineEnd, bytes[first] == 0x2F, let marker = marker(in: UnsafeBufferPointer(rebasing: bytes[first..<lineEnd])) {
                found.append((marker, lineNumber, lineStart, nextLine))
            }
            lineStart = nextLine
        }
        return found
    }

    /// The marker on one line (leading blanks removed), if it is one.
    private static func marker(in line: UnsafeBufferPointer<UInt8>) -> Marker? {
        let isBegin = line.starts(with: beginBytes)
        guard isBegin || line.starts(with: endBytes) else { return nil }
        // A non-ASCII byte may join a blank to the next character (a combining mark), so
        // such a line is read character by character, as Swift's String sees it.
        if line.contains(where: { $0 >= 0x80 }) { return characterwiseMarker(String(decoding: line, as: UTF8.self)[...]) }
        let rest = line[(isBegin ? beginBytes.count : endBytes.count)...]
        let name = String(decoding: rest.prefix { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D }, as: UTF8.self)
        return isBegin ? .begin(name) : .end(name)
    }

    private static func characterwiseMarker(_ line: Substring) -> Marker? {
        if line.hasPrefix(beginPrefix) { return .begin(markerName(line.dropFirst(beginPrefix.count))) }
        if line.hasPrefix(endPrefix) { return .end(markerName(line.dropFirst(endPrefix.count))) }
        return nil
    }

    private static func markerName(_ rest: Substring) -> String {
        String(rest.prefix { $0 != " " && $0 != "\t" && $0 != "\r" })
    }

    /// `rendered` with each region's content replaced by the same region's content in `existing`.
    /// Regions of `existing` that `rendered` no longer has are returned as `orphans`.
    public static func merge(rendered: String, existing: [Region]) -> (text: String, orphans: [Region])? {
        guard case .success(let fresh) = parse(rendered) else { return nil }
        var result = ""
        result.reserveCapacity(rendered.utf8.count)
        var cursor = rendered.startIndex
        let byName = Dictionary(existing.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for region in fresh {
            result += rendered[cursor..<region.content.startIndex]
            if let old = byName[region.name] {
                result += old.content
            } else {
                result += region.content
            }
            cursor = region.content.endIndex
        }
        result += rendered[cursor...]
        let names = Set(fresh.map(\.name))
        return (result, existing.filter { !names.contains($0.name) })
    }

    /// Whether dropping a region loses nothing a person wrote: it holds only blank lines and
    /// the starting code vmgen's templates put there (a factory's
    /// `throw Abort(.notImplemented, …"is not written yet")`, a client operation's
    /// `storage.x = y` writes) — lines vmgen would write again from the spec. A comment is a
    /// person's text (no template puts one in a region): a note, or code commented out for
    /// later, is kept like code.
    public static func isTrivial(_ region: Region) -> Bool {
        isTrivial(content: region.content)
    }

    static func isTrivial(content: Substring) -> Bool {
        content.split(separator: "\n").allSatisfy { line in
            let trimmed = line.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" || $0 == "\r" }.reversed()
            let text = String(trimmed)
            return text.isEmpty || isStartingCode(text)
        }
    }

    static func isStartingCode(_ line: String) -> Bool {
        if line.hasPrefix("throw Abort(.notImplemented, reason: \""), line.hasSuffix("is not written yet\")") { return true }
        // storage.<identifier> = <identifier>
        let parts = line.split(separator: " ")
        guard parts.count == 3, parts[1] == "=", parts[0].hasPrefix("storage.") else { return false }
        return SwiftNames.isIdentifier(String(parts[0].dropFirst("storage.".count))) && SwiftNames.isIdentifier(String(parts[2]))
    }
}
