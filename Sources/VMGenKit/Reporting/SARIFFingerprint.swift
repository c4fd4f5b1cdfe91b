/// A finding's identity across commits, for SARIF's `partialFingerprints`: GitHub code
/// scanning matches a result to an earlier alert by it, so a dismissed alert stays dismissed
/// and a pull request that inserts lines above a finding does not show it as new.
///
/// The value is a hash of the rule id, the file's path and the finding's line with its
/// leading and trailing white space trimmed, then `:` and the occurrence (1, 2, …) among the
/// findings with the same three in output order — the shape of GitHub's own
/// `primaryLocationLineHash` (`hash:occurrence`). No line or column number goes in, so lines
/// added or removed elsewhere, or a re-indent, keep it; editing the line itself, moving the
/// finding to another file, or renaming the file makes a new one, as it should.
///
/// The key is vmgen's own, versioned as SARIF recommends, and not `primaryLocationLineHash`:
/// GitHub computes that key itself when uploading and warns when a tool's value differs from
/// its own. When the line cannot be read (no location, file not given) the message stands
/// in for it.
public enum SARIFFingerprint {
    public static let key = "vmgenFindingHash/v1"

    /// One fingerprint per diagnostic, in order. `sources` holds file text by the path the
    /// diagnostics show.
    public static func fingerprints(_ diagnostics: [Diagnostic], sources: [String: String]) -> [String] {
        var lines: [String: [Substring]] = [:]
        var seen: [ContentHash: Int] = [:]
        return diagnostics.map { diagnostic in
            var builder = ContentHash.Builder()
            builder.add(diagnostic.code ?? "vmgen")
            var text: Substring?
            if let location = diagnostic.location {
                builder.add(location.file)
                if lines[location.file] == nil, let source = sources[location.file] {
                    // By `\n` bytes, as vmgen counts lines (a `Character` split would keep `\r\n` whole).
                    lines[location.file] = source.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { Substring($0) }
                }
                if let fileLines = lines[location.file], location.line >= 1, location.line <= fileLines.count {
                    text = trimmed(fileLines[location.line - 1])
                }
            } else {
                builder.add("")
            }
            if let text {
                builder.add("line")
                builder.add(String(text))
            } else {
                builder.add("message")
                builder.add(diagnostic.message)
            }
            let hash = builder.finish()
            let occurrence = (seen[hash] ?? 0) + 1
            seen[hash] = occurrence
            return "\(hash):\(occurrence)"
        }
    }

    private static func trimmed(_ line: Substring) -> Substring {
        let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
        var line = line
        while let first = line.first, blank(first) { line = line.dropFirst() }
        while let last = line.last, blank(last) { line = line.dropLast() }
        return line
    }
}
