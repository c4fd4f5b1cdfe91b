import Foundation

/// Suppression comments, in vmgen's own form and FOSMVVM's review-checklist form:
///
///     // vmgen:disable:next RULE[, RULE…] — reason      the next line
///     // vmgen:disable:this RULE — reason               this line
///     // vmgen:disable:previous RULE — reason           the line before (as SwiftLint)
///     // vmgen:disable:file RULE — reason               the whole file
///     // vmgen:disable RULE — reason … // vmgen:enable RULE   a block (to the end without enable)
///     // fosmvvm-review:disable:next <check> — <reason> (and every form above, and
///        disable:begin … disable:end, which FOSMVVM's own code uses for a block)
///
/// RULE is a rule id, name or alias, or `all`. The reason follows `—`, `–`, ` -- `, ` - ` or
/// `:`; in FOSMVVM's form, whose check is one word, any text after it is the reason, as the
/// review skill reads it. In specs the same forms are written as `#` comments.
///
/// A suppression without a reason is reported (SUP-01), and so is one naming no rule (in
/// FOSMVVM's form only a likely misspelling: the review has checks vmgen does not run). One
/// that suppresses nothing is reported (SUP-02) only when vmgen can tell: a `vmgen:` comment
/// whose rules are all on. A rule turned off in vmgen.yml may be turned back on, and a
/// `fosmvvm-review:` comment serves the review skill, whose checks reach further than vmgen's
/// rules (its no-silent-failure covers every `try?`, vmgen's OPS-08 only operations).
public struct SuppressionSet: Sendable {
    public struct Suppression: Sendable, Hashable {
        public enum Scope: Sendable, Hashable { case nextLine, thisLine, previousLine, file, blockStart, blockEnd }
        public enum Form: Sendable, Hashable {
            /// `vmgen:…`, addressed to vmgen alone.
            case vmgen
            /// `fosmvvm-review:…`, addressed to FOSMVVM's review skill; vmgen honours it.
            case review
        }
        public var scope: Scope
        public var form: Form = .vmgen
        public var rules: [String]
        public var reason: String?
        public var location: SourceLocation
        /// The lines it covers (for block starts, up to the matching end).
        var lines: ClosedRange<Int>
    }

    public private(set) var suppressions: [Suppression] = []
    private var used: Set<Int> = []
    /// The positions of the one-line suppressions (`next`, `this`), by the line they cover.
    private var byLine: [Int: [Int]] = [:]
    /// The positions of the others (a whole file, a block), and the lines they cover.
    private var spanning: [Int] = []
    private var spans = CoveringSpans([])

    /// A comment as found in the file: its text (with its `//`, `/*` or `#`) and where.
    public struct Comment: Sendable {
        public var text: String
        public var location: SourceLocation
        public init(text: String, location: SourceLocation) {
            self.text = text
            self.location = location
        }
    }

    static let prefixes = ["vmgen:", "fosmvvm-review:"]

    public init(comments: [Comment]) {
        var open: [String: Int] = [:]  // rule → index of its block start
        for comment in comments {
            guard var suppression = Self.parse(comment) else { continue }
            let line = comment.location.line
            switch suppression.scope {
            case .nextLine: suppression.lines = (line + 1)...(line + 1)
            case .thisLine: suppression.lines = line...line
            case .previousLine: suppression.lines = max(1, line - 1)...max(1, line - 1)
            case .file: suppression.lines = 1...Int.max
            case .blockStart:
                suppression.lines = line...Int.max
                for rule in suppression.rules { open[rule] = suppressions.count }
            case .blockEnd:
                for rule in suppression.rules {
                    if let start = open.removeValue(forKey: rule) {
                        let begin = suppressions[start].lines.lowerBound
                        suppressions[start].lines = begin...max(begin, line)
                    }
                }
                continue  // an end marker suppresses nothing itself
            }
            suppressions.append(suppression)
        }
        for (index, suppression) in suppressions.enumerated() {
            switch suppression.scope {
            case .nextLine, .thisLine, .previousLine: byLine[suppression.lines.lowerBound, default: []].append(index)
            default: spanning.append(index)
            }
        }
        spans = CoveringSpans(spanning.map { suppressions[$0].lines })
    }

    /// Whether a finding of `rule` on `line` is suppressed; records the suppression as used
    /// (the first in the file that covers the line and names the rule).
    public mutating func suppresses(_ rule: RuleDescription, line: Int) -> Bool {
        let names = Set(rule.allNames)
        let matches = { [suppressions] (index: Int) in
            suppressions[index].rules.contains("all") || suppressions[index].rules.contains(where: names.contains)
        }
        let onTheLine = byLine[line]?.first(where: matches)
        let inASpan = spans.first(covering: line) { matches(spanning[$0]) }.map { spanning[$0] }
        guard let index = [onTheLine, inASpan].compactMap({ $0 }).min() else { return false }
        used.insert(index)
        return true
    }

    /// Suppressions with no reason, unknown rules, or nothing suppressed. `isOff` tells a
    /// rule turned off in vmgen.yml (by any of its names): a suppression of one is not judged.
    public func problems(knownNames: Set<String>, isOff: (String) -> Bool = { _ in false }) -> [RuleFinding] {
        var findings: [RuleFinding] = []
        for (index, suppression) in suppressions.enumerated() {
            let unknown = suppression.rules.filter { $0 != "all" && !knownNames.contains($0) }
            for rule in unknown {
                guard suppression.form == .review else {
                    let hint = Suggestion.didYouMean(rule, in: knownNames.sorted())
                    findings.append(RuleFinding("the suppression names '\(rule)', which is not a vmgen rule\(hint)", at: suppression.location))
                    continue
                }
                // One of the review's own checks, or a newer one, is the skill's business:
                // only a likely misspelling is reported.
                guard !FOSMVVMReview.checks.contains(rule) else { continue }
                let hint = Suggestion.didYouMean(rule, in: knownNames.union(FOSMVVMReview.checks).sorted())
                guard !hint.isEmpty else { continue }
                findings.append(RuleFinding(
                    "the suppression names '\(rule)', which is neither a vmgen rule nor a FOSMVVM review check\(hint)", at: suppression.location))
            }
            let known = suppression.rules.filter { $0 == "all" || knownNames.contains($0) }
            if suppression.reason == nil {
                findings.append(RuleFinding("a suppression needs a reason: write '— why' after the rule", at: suppression.location))
            } else if !used.contains(index), suppression.form == .vmgen, !known.isEmpty, !known.contains(where: isOff) {
                findings.append(RuleFinding("this suppression of \(suppression.rules.joined(separator: ", ")) suppresses nothing; remove it", at: suppression.location))
            }
        }
        return findings
    }

    /// The words after the prefix, each with the scope it sets, in the order they are tried.
    private static let scopeWords: [(String, Suppression.Scope)] = [
        ("disable:next", .nextLine), ("disable:this", .thisLine), ("disable:previous", .previousLine),
        ("disable:file", .file), ("disable:begin", .blockStart), ("disable:end", .blockEnd),
        ("disable", .blockStart), ("enable", .blockEnd),
    ]

    /// Reads one comment; nil when it is not a suppression.
    static func parse(_ comment: Comment) -> Suppression? {
        var body = Substring(comment.text)
        for opener in ["///", "//", "/*", "#"] where body.hasPrefix(opener) {
            body = body.dropFirst(opener.count)
            break
        }
        if body.hasSuffix("*/") { body = body.dropLast(2) }
        body = body.drop { $0 == " " || $0 == "\t" }
        guard let prefix = prefixes.first(where: { body.hasPrefix($0) }) else { return nil }
        let form: Suppression.Form = prefix == "vmgen:" ? .vmgen : .review
        body = body.dropFirst(prefix.count)
        guard let (word, scope) = scopeWords.first(where: { body.hasPrefix($0.0 + " ") || body.hasPrefix($0.0 + "\t") || body == $0.0[...] }) else {
            return nil
        }
        body = body.dropFirst(word.count)
        var rulesText = body
        var reason: String?
        // The earliest separator: a reason may itself hold a `:` or a ` - `.
        let separators = ["—", "–", " -- ", " - ", ":"].compactMap { body.range(of: $0) }
        if let range = separators.min(by: { $0.lowerBound < $1.lowerBound }) {
            rulesText = body[..<range.lowerBound]
            reason = body[range.upperBound...].trimmingWhitespace()
        } else if form == .review {
            // The review's checks are single words: what follows the first is the reason.
            let words = body.drop { $0 == " " || $0 == "\t" }
            if let end = words.firstIndex(where: { $0 == " " || $0 == "\t" }) {
                rulesText = words[..<end]
                reason = words[end...].trimmingWhitespace()
            }
        }
        if reason?.isEmpty == true { reason = nil }
        let rules = rulesText.split { $0 == "," || $0 == " " || $0 == "\t" }.map(String.init)
        guard !rules.isEmpty else { return nil }
        return Suppression(scope: scope, form: form, rules: rules, reason: reason, location: comment.location, lines: 0...0)
    }
}

/// FOSMVVM's review skill (`.claude/skills/fosmvvm-review`, FOSMVVM 0.13): its checks, which
/// its suppression comments name. vmgen runs some of them under its own ids (their names are
/// aliases of vmgen rules); the others are the skill's alone.
enum FOSMVVMReview {
    static let checks: Set<String> = [
        "appstate-no-observable-args", "no-silent-failure", "ops-no-output-reads", "ops-not-async-unless-needed",
        "ops-output-param-last", "published-representation", "representation-test", "responseerror-models-the-throw",
        "status-interpreted-as-result", "stringly-typed-identity", "stub-leakage", "stub-vocabulary",
        "suppression-without-justification", "testhost-mirrors-vm-settings", "view-no-env-mutation",
        "view-no-read-through-vm-ref", "view-reads-vm-only",
    ]
}

extension Substring {
    /// Without leading spaces and tabs and trailing spaces, tabs and carriage returns. The end is
    /// found by stepping back over characters (building the text from a reversed view, as this
    /// once did, cost a third of a lint run of many suppressions).
    func trimmingWhitespace() -> String {
        let text = drop { $0 == " " || $0 == "\t" }
        var end = text.endIndex
        while end > text.startIndex {
            let before = text.index(before: end)
            guard text[before] == " " || text[before] == "\t" || text[before] == "\r" else { break }
            end = before
        }
        return String(text[..<end])
    }
}
