#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// What the linter keeps of one Swift file once it has been read and checked: its findings,
/// the comments suppressions need, and the small facts the project index and project rules
/// need. The tokens and declarations are dropped, so a lint run holds one file's syntax per
/// core, not the whole corpus's. A class: the linter visits every file several times, and a
/// visit of a struct this size was a retain of each of its fields.
final class LintedFile: Sendable {
    let path: String
    let contentHash: ContentHash
    let isGenerated: Bool
    /// This file's part of the project index.
    let index: ProjectIndex
    let bindings: [LocalizationBinding]
    /// Nil for a file that informs the index and project rules but is not linted itself.
    let checked: Checked?

    struct Checked: Sendable {
        /// Each enabled source rule's result, in rule order.
        var results: [RuleResult]
        var comments: [SuppressionSet.Comment]
        var diagnostics: [Diagnostic]
    }

    enum RuleResult: Sendable {
        // The rule by reference: a copy of its description per rule and file was a retain of
        // each of its fields, and every file's pending results were held to the end.
        case found(PreparedRule, [RuleFinding])
        /// An `IndexedSourceRule`'s findings, decided once the whole index is known.
        case pending(PreparedRule, PendingFindings)
    }

    /// Reads `bytes` and, unless the file is generated and `includeGenerated` is off, runs
    /// `rules` on it. `context` carries the configuration and an empty index.
    init(path: String, bytes: [UInt8], contentHash: ContentHash? = nil, rules: [PreparedRule], context: LintContext, includeGenerated: Bool) {
        let file = SwiftSourceFile.parse(bytes, path: path)
        self.path = path
        self.contentHash = contentHash ?? ContentHash(bytes)
        isGenerated = Self.mentionsMarker(bytes) && GeneratedHeader.isGenerated(bytes)
        index = ProjectIndex(file)
        bindings = LocalizationKeys.bindings(in: file)
        guard includeGenerated || !isGenerated else {
            checked = nil
            return
        }
        let results = rules.compactMap { prepared -> RuleResult? in
            if let prepare = prepared.prepare {
                let pending = prepare(file, context)
                return pending.isNone ? nil : .pending(prepared, pending)
            }
            let findings = prepared.check(file, context)
            return findings.isEmpty ? nil : .found(prepared, findings)
        }
        checked = Checked(results: results, comments: Self.suppressionComments(file), diagnostics: file.diagnostics)
    }

    /// The comments that could be suppressions: `SuppressionSet` ignores a comment unless it
    /// starts (after its opener) with one of these, so a comment without their bytes is not kept.
    static func suppressionComments(_ file: SwiftSourceFile) -> [SuppressionSet.Comment] {
        guard SuppressionSet.prefixes.contains(where: file.mentions) else { return [] }
        return file.tokens.compactMap { token in
            guard token.kind.isComment, SuppressionSet.prefixes.contains(where: token.text.contains(literal:)) else { return nil }
            return SuppressionSet.Comment(text: token.text, location: token.location)
        }
    }

    private static let marker = Array(GeneratedHeader.marker.utf8)

    /// Whether the marker's bytes are in the part of the file `GeneratedHeader` reads: it never
    /// finds the (ASCII) marker without them, and memchr for its first byte rules out most
    /// files at memory speed.
    static func mentionsMarker(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            marker.withUnsafeBufferPointer { needle in
                guard let base = buffer.baseAddress, let first = needle.first else { return false }
                let end = min(buffer.count, 8192)
                var start = 0
                while end - start >= needle.count,
                    let found = memchr(base + start, Int32(first), end - start - needle.count + 1)
                {
                    let at = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                    if memcmp(base + at, needle.baseAddress!, needle.count) == 0 { return true }
                    start = at + 1
                }
                return false
            }
        }
    }

    /// A source rule with what the linter asks of it for every file worked out once. A class:
    /// handing one to each file's run is one retain, not a copy of its description's fields.
    final class PreparedRule: Sendable {
        let description: RuleDescription
        /// The rule's `check`, and an `IndexedSourceRule`'s `prepare` (nil for another rule),
        /// each with the rule opened once, here. Called through the rule as an optional
        /// existential, every file's call copied that optional (a generic copy and destroy for
        /// each rule and file: 0.8% of a first lint's instructions).
        let check: @Sendable (SwiftSourceFile, LintContext) -> [RuleFinding]
        let prepare: (@Sendable (SwiftSourceFile, LintContext) -> PendingFindings)?
        /// Its place among the enabled rules: how the lint cache names it.
        let position: Int

        init(_ rule: any SourceRule, position: Int) {
            description = type(of: rule).description
            check = { file, context in rule.check(file, context: context) }
            if let indexed = rule.asIndexed {
                prepare = { file, context in indexed.prepare(file, context: context) }
            } else {
                prepare = nil
            }
            self.position = position
        }

        /// The enabled source rules of `settings`, in catalogue order.
        static func enabled(_ settings: RuleSettings) -> [PreparedRule] {
            SourceRules.all.filter { settings.isEnabled(type(of: $0).description) }.enumerated().map { PreparedRule($1, position: $0) }
        }
    }

    /// Each rule's findings, given the finished index, in rule order; a rule that found
    /// nothing is left out.
    func results(resolvedWith index: ProjectIndex) -> [(rule: Int, findings: [RuleFinding])] {
        guard let checked else { return [] }
        return checked.results.compactMap { result in
            switch result {
            case .found(let rule, let findings): (rule.position, findings)
            case .pending(let rule, let pending): pending.resolve(index).nilIfEmpty.map { (rule.position, $0) }
            }
        }
    }
}

private extension Array {
    var nilIfEmpty: Self? { isEmpty ? nil : self }
}
