import Foundation

/// Suppression comments, in vmgen's own form and FOSMVVM's review-checklist form:
///
///     // vmgen:disable:next RULE[, RULE…] — reason      the next line
///     // vmgen:disable:this RULE — reason               this line
///     // vmgen:disable:file RULE — reason               the whole file
///     // vmgen:disable RULE — reason … // vmgen:enable RULE   a block
///     // fosmvvm-review:disable:next <check> — <reason> (and :this, disable … enable)
///
/// RULE is a rule id, name or alias, or `all`. In specs the same forms are written as `#`
/// comments. A suppression without a reason, one naming no known rule, or one that
/// suppresses nothing is itself reported.
public struct SuppressionSet: Sendable {
    public struct Suppression: Sendable, Hashable {
        public enum Scope: Sendable, Hashable { case nextLine, thisLine, file, blockStart, blockEnd }
        public var scope: Scope
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
            case .nextLine, .thisLine: byLine[suppression.lines.lowerBound, default: []].append(index)
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

    /// Suppressions with no reason, unknown rules, or nothing suppressed.
    public func problems(knownNames: Set<String>) -> [RuleFinding] {
        var findings: [RuleFinding] = []
        for (index, suppression) in suppressions.enumerated() {
            let unknown = suppression.rules.filter { $0 != "all" && !knownNames.contains($0) }
            for rule in unknown {
                let hint = Suggestion.didYouMean(rule, in: knownNames.sorted())
                findings.append(RuleFinding("the suppression names '\(rule)', which is not a vmgen rule\(hint)", at: suppression.location))
            }
            if suppression.reason == nil {
                findings.append(RuleFinding("a suppression needs a reason: write '— why' after the rule", at: suppression.location))
            } else if !used.contains(index), unknown.count < suppression.rules.count {
                findings.append(RuleFinding("this suppression of \(suppression.rules.joined(separator: ", ")) suppresses nothing; remove it", at: suppression.location))
            }
        }
        return findings
    }

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
        body = body.dropFirst(prefix.count)
        let scopes: [(String, Suppression.Scope)] = [
            ("disable:next", .nextLine), ("disable:this", .thisLine), ("disable:file", .file),
            ("disable", .blockStart), ("enable", .blockEnd),
        ]
        guard let (word, scope) = scopes.first(where: { body.hasPrefix($0.0 + " ") || body == $0.0[...] }) else { return nil }
        body = body.dropFirst(word.count)
        var rulesText = body
        var reason: String?
        for separator in ["—", " -- ", " - ", ":"] {
            if let range = body.range(of: separator) {
                rulesText = body[..<range.lowerBound]
                let text = body[range.upperBound...].trimmingWhitespace()
                reason = text.isEmpty ? nil : text
                break
            }
        }
        let rules = rulesText.split { $0 == "," || $0 == " " || $0 == "\t" }.map(String.init)
        guard !rules.isEmpty else { return nil }
        return Suppression(scope: scope, rules: rules, reason: reason, location: comment.location, lines: 0...0)
    }
}

extension Substring {
    func trimmingWhitespace() -> String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" || $0 == "\r" }.reversed())
    }
}
