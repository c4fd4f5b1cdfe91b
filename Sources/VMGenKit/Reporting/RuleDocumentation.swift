import Foundation

/// The catalogue as text: `vmgen rules`, `vmgen explain RULE`, and `docs/rules.md` (generated
/// from the catalogue and checked by a test, so the documentation cannot drift).
public enum RuleDocumentation {
    /// One line per rule: id, severity, scope, name, summary.
    public static func list() -> String {
        let rules = RuleCatalogue.all
        let idWidth = rules.map(\.id.count).max() ?? 0
        let nameWidth = rules.map(\.name.count).max() ?? 0
        return rules.map { rule in
            let scope = rule.scopes.joined(separator: "+")
            return pad(rule.id, idWidth) + "  " + pad(rule.severity.rawValue, 7) + "  " + pad(scope, 10) + "  " + pad(rule.name, nameWidth) + "  " + rule.summary
        }.joined(separator: "\n") + "\n"
    }

    /// A rule's rationale and examples, for the terminal.
    public static func explain(_ rule: RuleDescription) -> String {
        var out = "\(rule.id) \(rule.name) (\(rule.severity.rawValue); checks \(rule.scopes.joined(separator: " and ")))\n"
        if !rule.aliases.isEmpty { out += "Also known as: \(rule.aliases.joined(separator: ", "))\n" }
        out += "\n\(rule.summary)\n\n\(rule.rationale)\n"
        out += "\nTriggers (↓ marks where it is reported):\n"
        for example in rule.triggering { out += exampleText(example) }
        out += "\nDoes not trigger:\n"
        for example in rule.nonTriggering { out += exampleText(example) }
        if let fix = RuleFixes.fix(of: rule) {
            out += "\nFixed by 'vmgen lint --fix': \(fix.summary)."
            out += fix.leaves.isEmpty ? "\n" : "\nLeft as it is: \(fix.leaves).\n"
        }
        if StructuralRules.all.contains(rule) {
            out += "\nThe spec model enforces it: a spec that breaks it cannot be generated, so it is neither suppressed nor set in vmgen.yml.\n"
            return out
        }
        out += "\nSuppress one finding with '// vmgen:disable:next \(rule.id) — reason' (in specs: '# vmgen:disable:next \(rule.id) — reason'),\n"
        out += "or set it in vmgen.yml: 'rules: { \(rule.id): off | warning | error }'.\n"
        return out
    }

    private static func exampleText(_ example: RuleExample) -> String {
        var out = "\n  \(example.language.rawValue) — \(example.path)\n"
        out += example.text.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
        if !out.hasSuffix("\n") { out += "\n" }
        for companion in example.companions {
            out += "  with \(companion.language.rawValue) — \(companion.path)\n"
            out += companion.text.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
            if !out.hasSuffix("\n") { out += "\n" }
        }
        return out
    }

    /// An undecided rule's reason, for the terminal.
    public static func explain(_ rule: UndecidedRule) -> String {
        "\(rule.id) \(rule.name) (not checked)\n\n\(rule.summary)\n\n\(rule.reason)\n"
    }

    /// `docs/rules.md`.
    public static func markdown() -> String {
        var out = """
            # vmgen rules

            <!-- Generated from the rule catalogue by `VMGEN_RECORD=1 swift test --filter RuleDocumentationTests`. -->

            `vmgen check` runs the spec rules on every spec (and `vmgen generate` runs them first,
            refusing to write on an error); `vmgen lint` runs the Swift rules on source files.
            `vmgen rules` lists them and `vmgen explain RULE` prints one with its examples. Each rule
            can be set in `vmgen.yml` (`rules: { ID: off | warning | error }`, by id, name or alias; a
            key that names no rule is an error) and suppressed in place
            with `// vmgen:disable:next ID — reason` (`:this` for the same line, `:previous` for the
            line before, `:file` for the whole file, or a `vmgen:disable ID` … `vmgen:enable ID`
            block; in specs write `#` comments; the reason follows `—`, `--`, `-` or `:`).
            FOSMVVM's review-checklist names are accepted as aliases, and its
            `// fosmvvm-review:disable:next <check> — <reason>` comments are honoured in every form
            (also `disable:begin` … `disable:end`, and a reason after a space): they need a reason
            (SUP-01) but are never reported as unused (SUP-02), since the review checks more than
            vmgen does. DOM-02 and OPS-10 are enforced by the spec model itself: they are always
            errors.

            `vmgen lint` takes a type for a FOSMVVM ViewModel only where FOSMVVM is in play: in a
            file that imports FOSMVVM (or FOSMVVMVapor, FOSTesting, FOSTestingVapor), or a snippet
            with no imports at all. A `ViewModel` the file declares itself shadows FOSMVVM's (write
            `FOSMVVM.ViewModel` to mean FOSMVVM's there), so an app with a `ViewModel` class of its
            own gets no FOSMVVM finding on its subclasses. A ViewModel is known by what it is,
            not by its name: a struct under the macro in any spelling (`@FOSMVVM.ViewModel`, which
            DECL-02 reports, included), a type conforming to a ViewModel protocol, and for the
            OBS rules an `@Observable` class named `…ViewModel` or created by a SwiftUI view as
            its own `@State` in any file (`@State private var model = CartScreenModel()`; a store
            the view is handed, or passes on with `.environment(_:)`, is the app's, not the screen's).

            Some of FOSMVVM's checks cannot be decided from source; the last section, "Checks
            vmgen does not decide", lists each with why (`vmgen explain NAME` shows one).

            `vmgen lint --fix` rewrites the findings of the rules marked **fix** where the
            rewrite has one right answer (each rule below says what it rewrites and what it
            leaves), then reports what remains; `--fix --dry-run` prints the diff instead and
            exits 1 exactly when `--fix` would change something. A finding that is suppressed,
            turned off or in the baseline is not fixed, and files vmgen generated are never
            rewritten (fix their spec). A fix never leaves the next lint something new: when a
            rewrite would add a finding of another rule to its file, the file keeps its text and
            its other fixes are applied one rule at a time; the one that adds the finding is left
            for a person, and `--fix` says so.

            | id | name | severity | checks | fix | summary |
            | --- | --- | --- | --- | --- | --- |

            """
        for rule in RuleCatalogue.all {
            let fix = RuleFixes.fix(of: rule) == nil ? "" : "fix"
            out += "| [\(rule.id)](#\(rule.id.lowercased())) | `\(rule.name)` | \(rule.severity.rawValue) | \(rule.scopes.joined(separator: ", ")) | \(fix) | \(rule.summary.replacingOccurrences(of: "|", with: "\\|")) |\n"
        }
        for rule in RuleCatalogue.all {
            out += "\n## \(rule.id)\n\n**\(rule.name)** — \(rule.summary). Default: \(rule.severity.rawValue)."
            if !rule.aliases.isEmpty { out += " Aliases: \(rule.aliases.map { "`\($0)`" }.joined(separator: ", "))." }
            out += "\n\n\(rule.rationale)\n\nTriggers (↓ marks the reported position):\n"
            for example in rule.triggering { out += fenced(example) }
            out += "\nDoes not trigger:\n"
            for example in rule.nonTriggering { out += fenced(example) }
            if let fix = RuleFixes.fix(of: rule) { out += fixSection(fix) }
        }
        out += undecidedSection()
        return out
    }

    /// What `--fix` does for a rule, and its examples as diffs (those it rewrites).
    private static func fixSection(_ fix: RuleFix) -> String {
        var out = "\n**Fix** (`vmgen lint --fix`): \(fix.summary)."
        if !fix.leaves.isEmpty { out += " Left as it is: \(fix.leaves)." }
        out += "\n"
        for example in fix.examples {
            let before = example.before.unmarked.text
            let after = RuleExample.swift(example.after).unmarked.text
            let path = example.before.path
            if before == after, example.afterPath == nil { continue }
            let diff = before == after
                ? "rename \(path) → \(example.afterPath ?? path)\n"
                : LineDiff.unified(old: before, new: after, oldName: "a/" + path, newName: "b/" + (example.afterPath ?? path))
            out += "\n```diff\n\(diff)```\n"
        }
        return out
    }

    /// The catalogue's checks vmgen does not decide, and why.
    private static func undecidedSection() -> String {
        var out = """

            ## Checks vmgen does not decide

            FOSMVVM's catalogue has checks that need knowledge no source file holds (who owns a \
            value, what a design said, whether a branch is business behaviour). Each is listed here \
            with why, and with the rule that decides the part that can be decided.

            | check | name | what FOSMVVM asks | why vmgen does not decide it |
            | --- | --- | --- | --- |

            """
        for rule in UndecidedRules.all {
            let cells = [rule.id, rule.name, rule.summary, rule.reason].map { $0.replacingOccurrences(of: "|", with: "\\|") }
            out += "| " + cells.joined(separator: " | ") + " |\n"
        }
        return out
    }

    private static func fenced(_ example: RuleExample) -> String {
        var out = ""
        for part in [example] + example.companions {
            let language = part.language == .spec || part.language == .yaml ? "yaml" : "swift"
            var text = part.text
            if !text.hasSuffix("\n") { text += "\n" }
            out += "\n`\(part.path)`\n```\(language)\n\(text)```\n"
        }
        return out
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }
}
