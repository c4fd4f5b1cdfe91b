/// How `LintFixer` keeps a fix from leaving the next lint something new to report.
///
/// After a pass, a file where a rule that was not fixed there has more findings than before
/// the pass is put back; its fixes are then tried again one rule at a time (in rule order), so
/// the fix that adds the finding is found and held back while the others still apply. A fix
/// that removes a ViewModel's last `Codable` may make another rule see it; that is a finding
/// the code had, and rules see a ViewModel by what it is in any spelling, so it is there
/// before the fix too — an added finding means the rewrite itself made new work.
struct FixTrials: Sendable {
    /// By file, the rules whose fixes are still to be tried alone, in order.
    private var pending: [String: [String]] = [:]
    /// By file, rule → the rules its fix added findings of.
    private(set) var heldBack: [String: [String: Set<String>]] = [:]

    /// Whether `rule`'s findings in `path` are fixed in this pass: not held back, and while the
    /// file's fixes are tried one at a time, only the first of those still to try.
    func allows(_ rule: String, in path: String) -> Bool {
        if heldBack[path]?[rule] != nil { return false }
        guard let queue = pending[path], !queue.isEmpty else { return true }
        // A rule not among those being tried (fixed without trouble before) may run too.
        return queue.first == rule || !queue.contains(rule)
    }

    /// Records that the fixes of `rules` in `path`, applied together, added findings of
    /// `added`: several are tried again alone; one alone is held back.
    mutating func failed(_ rules: Set<String>, adding added: Set<String>, in path: String) {
        if rules.count == 1, let rule = rules.first {
            heldBack[path, default: [:]][rule] = added
            pending[path]?.removeAll { $0 == rule }
        } else {
            pending[path] = rules.sorted()
        }
    }

    /// Records a pass in which `path` applied `rules` and added nothing: those tried alone are done.
    mutating func passed(_ rules: Set<String>, in path: String) {
        pending[path]?.removeAll { rules.contains($0) }
        if pending[path]?.isEmpty == true { pending[path] = nil }
    }

    /// The files (by index) whose findings of a rule they did not fix grew between `before` and
    /// `after`, with those rules. `applied` is what each changed file fixed in the pass.
    static func addedFindings(
        before: [Diagnostic], after: [Diagnostic], applied: [Int: [String: Int]], paths: (Int) -> String
    ) -> [Int: Set<String>] {
        guard !applied.isEmpty else { return [:] }
        let indexByPath = Dictionary(applied.keys.map { (paths($0), $0) }, uniquingKeysWith: { first, _ in first })
        func counts(_ diagnostics: [Diagnostic]) -> [Int: [String: Int]] {
            var counts: [Int: [String: Int]] = [:]
            for diagnostic in diagnostics {
                guard let code = diagnostic.code, let file = diagnostic.location?.file, let index = indexByPath[file] else { continue }
                counts[index, default: [:]][code, default: 0] += 1
            }
            return counts
        }
        let old = counts(before)
        var added: [Int: Set<String>] = [:]
        for (index, rules) in counts(after) {
            for (rule, count) in rules where applied[index]?[rule] == nil && count > old[index]?[rule] ?? 0 {
                added[index, default: []].insert(rule)
            }
        }
        return added
    }
}
