/// What nothing vmgen prints may hold, checked byte for byte: characters that steer a
/// terminal or hide text, and lines a CI runner reads as a command. Written apart from
/// vmgen's own escaping so the tests do not share its mistakes.
public enum OutputSafety {
    /// Whether `scalar` may not appear raw in output: C0 controls (but line feed and tab,
    /// which are layout), DEL, C1 controls, line and paragraph separators, and format
    /// characters — bidirectional controls, zero-width spaces, the BOM, tags — except the
    /// zero-width (non-)joiner, which joins emoji and shapes scripts and steers nothing.
    public static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if scalar == "\n" || scalar == "\t" { return false }
        if value < 0x20 || (0x7F...0x9F).contains(value) { return true }
        if value < 0x80 { return false }
        if value == 0x200C || value == 0x200D { return false }
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator: return true
        default: return false
        }
    }

    /// Everything wrong with `text`, one description per problem (empty when it is safe).
    ///
    /// - A forbidden character, anywhere.
    /// - A line that starts a GitHub Actions workflow command: `::` after leading whitespace
    ///   (the runner trims it). With `annotations`, vmgen's own `::error …::` /
    ///   `::warning …::` / `::notice …::` lines are allowed — and must have `file`, `line`,
    ///   `col` and `title` properties free of `:` and `,` beyond the separators.
    /// - `##[…`, `##vso[…`, `##teamcity[…` anywhere in a line (the runner's older command
    ///   syntax, Azure Pipelines, TeamCity).
    /// Characters that culture-aware .NET comparison ignores (default-ignorable code points)
    /// are skipped when looking for those markers, as the runner would skip them.
    public static func problems(in text: String, annotations: Bool = false) -> [String] {
        var problems: [String] = []
        for scalar in text.unicodeScalars where isForbidden(scalar) {
            problems.append("raw U+\(String(scalar.value, radix: 16, uppercase: true))")
        }
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.utf8.allSatisfy({ $0 < 0x80 }) {
                // ASCII: no ignorable characters to skip, only ASCII whitespace to trim.
                if line.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix("::"), !(annotations && isAnnotation(String(line))) {
                    problems.append("line \(index + 1) starts a workflow command: \(line.debugDescription)")
                }
                if line.contains("##"), hasLogMarker(String(line)) {
                    problems.append("line \(index + 1) holds a logging-command marker: \(line.debugDescription)")
                }
                continue
            }
            let significant = String(String.UnicodeScalarView(line.unicodeScalars.filter { !$0.properties.isDefaultIgnorableCodePoint }))
            let trimmed = significant.unicodeScalars.drop { $0.properties.isWhitespace }
            if String(String.UnicodeScalarView(trimmed)).hasPrefix("::"), !(annotations && isAnnotation(String(line))) {
                problems.append("line \(index + 1) starts a workflow command: \(line.debugDescription)")
            }
            if hasLogMarker(significant) {
                problems.append("line \(index + 1) holds a logging-command marker: \(line.debugDescription)")
            }
        }
        return problems
    }

    /// `::error file=…,line=N,col=N,title=…::message` (each property optional), as vmgen
    /// writes them: properties with no raw `:` or `,`.
    /// (Byte-wise: a property may begin with a combining character.)
    public static func isAnnotation(_ line: String) -> Bool {
        let bytes = Array(line.utf8)
        for level in ["error", "warning", "notice"] {
            let start = Array("::\(level)".utf8)
            guard bytes.starts(with: start) else { continue }
            let rest = bytes[start.count...]
            guard let end = rest.indices.first(where: { rest[$0] == 0x3A && $0 + 1 < bytes.count && bytes[$0 + 1] == 0x3A }) else { return false }
            let properties = bytes[start.count..<end]
            if properties.isEmpty { return true }
            guard properties.first == 0x20 else { return false }
            return properties.dropFirst().split(separator: 0x2C).allSatisfy { property in
                let pair = property.split(separator: 0x3D, maxSplits: 1)
                return pair.count == 2 && ["file", "line", "col", "title"].contains(String(decoding: pair[0], as: UTF8.self)) && !pair[1].contains(0x3A)
            }
        }
        return false
    }

    /// `##` then ASCII letters (none, `vso`, `teamcity`, …) then `[`.
    public static func hasLogMarker(_ line: String) -> Bool {
        let scalars = Array(line.unicodeScalars)
        var index = 0
        while index + 2 < scalars.count {
            if scalars[index] == "#", scalars[index + 1] == "#" {
                var next = index + 2
                while next < scalars.count, scalars[next].isASCII, scalars[next].properties.isAlphabetic { next += 1 }
                if next < scalars.count, scalars[next] == "[" { return true }
            }
            index += 1
        }
        return false
    }
}
