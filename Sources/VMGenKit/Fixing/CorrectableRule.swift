/// A source rule that can fix its findings (SwiftLint's `CorrectableRule`): from the same
/// tokens it reads to find them, it offers the edits that remove each one — only where the
/// fix has one right answer. `vmgen lint --fix` applies them (`LintFixer`).
///
/// A fix lives next to its rule, in `<Rule>+Fix.swift`, so checking and fixing can be read
/// side by side while the check itself stays as fast as it was.
public protocol CorrectableSourceRule: SourceRule {
    /// What the fix rewrites and its examples, for `docs/rules.md` and the tests.
    static var fix: RuleFix { get }
    /// The corrections of this rule's findings in `file`, each at its finding's location.
    /// The linter decides which findings are reported; only those are fixed.
    func corrections(_ file: SwiftSourceFile, context: FixContext) -> [RuleCorrection]
}

/// What a fix may know beyond its file: the configuration, and facts from every linted Swift
/// file that decide whether a rewrite is safe (gathered only when a fix needs them).
public struct FixContext: Sendable {
    public var config: ProjectConfig
    public var facts: FixFacts

    public init(config: ProjectConfig, facts: FixFacts = FixFacts()) {
        self.config = config
        self.facts = facts
    }
}

/// A rule's fix, as documented: what it rewrites, what it leaves, and examples.
public struct RuleFix: Sendable, Hashable {
    /// One line: what `--fix` rewrites.
    public var summary: String
    /// When the finding is left for a person instead (no single right answer, or the rewrite
    /// could break other code).
    public var leaves: String
    /// Each a file with `↓` at the findings, and the file after `--fix`.
    public var examples: [FixExample]

    public init(summary: String, leaves: String = "", examples: [FixExample]) {
        self.summary = summary
        self.leaves = leaves
        self.examples = examples
    }
}

/// A fix example: `before` (a rule example, `↓` at each finding) becomes `after`, at
/// `afterPath` when the fix renames the file.
public struct FixExample: Sendable, Hashable {
    public var before: RuleExample
    public var after: String
    public var afterPath: String?

    public init(_ before: RuleExample, _ after: String, renamedTo afterPath: String? = nil) {
        self.before = before
        self.after = after
        self.afterPath = afterPath
    }
}
