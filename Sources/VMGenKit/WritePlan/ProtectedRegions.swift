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
    public static func parse(_ text: String) -> Result<[Region], Failure> {
        var regions: [Region] = []
        var open: (name: String, line: Int, contentStart: String.Index)?
        var lineNumber = 0
        var lineStart = text.startIndex
        while lineStart < text.endIndex {
            lineNumber += 1
            let lineEnd = text[lineStart...].firstIndex(of: "\n") ?? text.endIndex
            let nextLine = lineEnd < text.endIndex ? text.index(after: lineEnd) : text.endIndex
            let trimmed = text[lineStart..<lineEnd].drop { $0 == " " || $0 == "\t" }
            if trimmed.hasPrefix(beginPrefix) {
                let name = markerName(trimmed.dropFirst(beginPrefix.count))
                if let open { return .failure(.missingEnd(name: open.name, line: open.line)) }
                if regions.contains(where: { $0.name == name }) { return .failure(.duplicate(name: name, line: lineNumber)) }
                open = (name, lineNumber, nextLine)
            } else if trimmed.hasPrefix(endPrefix) {
                let name = markerName(trimmed.dropFirst(endPrefix.count))
                guard let current = open, current.name == name else {
                    if let current = open { return .failure(.missingEnd(name: current.name, line: current.line)) }
                    return .failure(.unexpectedEnd(name: name, line: lineNumber))
                }
                regions.append(Region(name: name, content: text[current.contentStart..<lineStart], line: current.line))
                open = nil
            }
            lineStart = nextLine
        }
        if let open { return .failure(.missingEnd(name: open.name, line: open.line)) }
        return .success(regions)
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
        for region in fresh {
            result += rendered[cursor..<region.content.startIndex]
            if let old = existing.first(where: { $0.name == region.name }) {
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

    /// Whether dropping a region loses nothing a person wrote: it holds only blank lines,
    /// comments, and the starting code vmgen's templates put there (a factory's
    /// `throw Abort(.notImplemented, …"is not written yet")`, a client operation's
    /// `storage.x = y` writes) — lines vmgen would write again from the spec.
    public static func isTrivial(_ region: Region) -> Bool {
        region.content.split(separator: "\n").allSatisfy { line in
            let trimmed = line.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" || $0 == "\r" }.reversed()
            let text = String(trimmed)
            return text.isEmpty || text.hasPrefix("//") || isStartingCode(text)
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
