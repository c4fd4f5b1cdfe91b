/// What lint says of a YAML file it read but could not parse. Such a file used to be dropped
/// without a word: its keys were neither checked nor counted, so a broken localization file
/// hid every LOC finding about it (and FOSMVVM cannot load it at run time either).
///
/// vmgen's YAML reader is a strict subset of YAML, so two cases differ:
/// - a real YAML error (a duplicate key, an unterminated quote, a bad indentation) is an error
///   at its place, code `yaml-syntax`: the file is broken for every reader;
/// - valid YAML that vmgen does not read (anchors, aliases, tags, merge keys…: its messages say
///   "not supported") is one note per file, never a finding: the file is fine, only vmgen's
///   checks of its keys are missing.
enum YAMLReadProblems {
    static let code = "yaml-syntax"

    /// The errors to report and the notes to print for `files` (those lint reports on).
    static func of(_ files: [YAMLFile]) -> (errors: [Diagnostic], notes: [Diagnostic]) {
        var errors: [Diagnostic] = []
        var notes: [Diagnostic] = []
        for file in files {
            let problems = file.diagnostics.filter { $0.severity == .error }
            guard let first = problems.first else { continue }
            if let broken = problems.first(where: { !isUnsupportedFeature($0) }) {
                errors.append(Diagnostic(
                    .error, "not valid YAML: \(broken.message); FOSMVVM cannot load this file, and vmgen checks none of its keys",
                    at: broken.location, code: code))
            } else {
                let more = problems.count - 1
                let others = more == 0 ? "" : " (and \(more) more place\(more == 1 ? "" : "s"))"
                notes.append(Diagnostic(
                    .note, "vmgen could not read this file: \(first.message)\(others); none of its keys are checked",
                    at: first.location, code: code))
            }
        }
        return (errors, notes)
    }

    /// A parser message about valid YAML outside the subset vmgen reads.
    static func isUnsupportedFeature(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.message.contains("not supported")
    }
}
