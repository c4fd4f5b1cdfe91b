/// A baseline of known findings, so a team can adopt the linter on an existing codebase and
/// fail only on new ones. Findings match by file, rule and message — not line, so unrelated
/// edits that move code do not resurrect them — and each baseline entry absorbs one finding.
public struct Baseline: Sendable, Hashable {
    public struct Entry: Sendable, Hashable, Comparable {
        public var file: String
        public var rule: String
        public var message: String

        public static func < (lhs: Entry, rhs: Entry) -> Bool {
            (lhs.file, lhs.rule, lhs.message) < (rhs.file, rhs.rule, rhs.message)
        }
    }

    public var entries: [Entry]

    public init(_ diagnostics: [Diagnostic]) {
        entries = diagnostics.map {
            Entry(file: $0.location?.file ?? "", rule: $0.code ?? "", message: $0.message)
        }.sorted()
    }

    /// The baseline file: stable, sorted JSON that vmgen's YAML reader also reads.
    public var rendered: String {
        JSONValue.object([
            ("version", .int(1)),
            ("findings", .array(entries.map { .object([("file", .string($0.file)), ("rule", .string($0.rule)), ("message", .string($0.message))]) })),
        ]).rendered(yamlReadable: true)
    }

    /// Reads a baseline file written by `rendered` (it is also valid YAML, so vmgen's own
    /// parser reads it); problems come back as diagnostics.
    public static func parse(_ bytes: [UInt8], path: String) -> (baseline: Baseline?, diagnostics: [Diagnostic]) {
        let parsed = YAMLParser.parse(bytes, file: path)
        guard !parsed.diagnostics.hasErrors, let findings = parsed.root?["findings"]?.sequence else {
            let problem = Diagnostic.error("\(path) is not a vmgen baseline (write one with --write-baseline)", at: SourceLocation(file: path, line: 1, column: 1), code: "baseline")
            return (nil, parsed.diagnostics + [problem])
        }
        var baseline = Baseline([])
        for item in findings {
            guard let file = item["file"]?.scalar?.text, let rule = item["rule"]?.scalar?.text, let message = item["message"]?.scalar?.text else { continue }
            baseline.entries.append(Entry(file: file, rule: rule, message: message))
        }
        return (baseline, [])
    }

    /// `diagnostics` without those the baseline already knows.
    public func filter(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var remaining: [Entry: Int] = [:]
        for entry in entries { remaining[entry, default: 0] += 1 }
        return diagnostics.filter { diagnostic in
            let entry = Entry(file: diagnostic.location?.file ?? "", rule: diagnostic.code ?? "", message: diagnostic.message)
            if let count = remaining[entry], count > 0 {
                remaining[entry] = count - 1
                return false
            }
            return true
        }
    }
}
