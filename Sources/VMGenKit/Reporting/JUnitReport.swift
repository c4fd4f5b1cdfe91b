/// The `--format junit` report: JUnit XML, the test report Jenkins (the JUnit plugin), GitLab
/// (`artifacts:reports:junit`), Azure Pipelines, CircleCI and Buildkite show beside a build.
/// Each finding is one failed test case:
///
///     <?xml version="1.0" encoding="utf-8"?>
///     <testsuites name="vmgen lint" tests="1" failures="1" errors="0">
///       <testsuite name="vmgen lint" tests="1" failures="1" errors="0">
///         <testcase classname="Sources/RowViewModel.swift" name="VMID-03" file="Sources/RowViewModel.swift">
///           <failure message="…" type="error">Sources/RowViewModel.swift:8:36: error: … [VMID-03]</failure>
///         </testcase>
///       </testsuite>
///     </testsuites>
///
/// - `classname` is the file (so readers group a file's findings), `name` the rule id (the
///   check's code, or `vmgen`); `file` is the attribute GitLab shows as the test's file. A
///   finding with no place has `classname=""` and no `file`, as the json report's `"file": null`
///   and the checkstyle report's `<file name="">`.
/// - Every finding is a `<failure>`, whatever its severity, which `type` gives (`error`,
///   `warning`, `note`): in JUnit a failure is a check that ran and found a problem, an
///   `<error>` a test that could not run (an exception), and a finding is the former. So
///   `errors` is always 0, and `failures` counts the findings.
/// - The body is the finding as the text report's first line prints it (`file:line:col:
///   severity: message [RULE]`), then its notes, one per line.
/// - Test cases come in the order given (the caller's `sortedForOutput`), so the same findings
///   give the same bytes. Every piece of user text passes through `XMLText`.
///
/// With no findings the suite holds one passing test case, `no findings`, not zero: Jenkins'
/// `junit` step fails a build whose reports hold no test at all ("None of the test reports
/// contained any result", unless `allowEmptyResults`), and GitLab shows an empty report as
/// 0 tests; one passing test reads as what it is — a clean run — in both. Its name does not
/// change from run to run, so test history stays one line.
public enum JUnitReport {
    /// `command` is the vmgen command that found the findings (`lint`, `check`, `generate
    /// --check`); the suite is named after it, e.g. `vmgen lint`.
    public static func render(_ diagnostics: [Diagnostic], command: String) -> String {
        let suite = XMLText.escaped("vmgen " + command)
        let cases: String
        if diagnostics.isEmpty {
            cases = "    <testcase classname=\"\(suite)\" name=\"\(passingTestName)\"/>\n"
        } else {
            cases = diagnostics.map(testCase).joined()
        }
        let counts = "tests=\"\(max(diagnostics.count, 1))\" failures=\"\(diagnostics.count)\" errors=\"0\""
        return XMLText.declaration
            + "<testsuites name=\"\(suite)\" \(counts)>\n"
            + "  <testsuite name=\"\(suite)\" \(counts)>\n"
            + cases
            + "  </testsuite>\n"
            + "</testsuites>\n"
    }

    /// The one test case of a run without findings.
    static let passingTestName = "no findings"

    private static func testCase(_ diagnostic: Diagnostic) -> String {
        var attributes = [
            "classname=\"\(XMLText.escaped(diagnostic.location?.file ?? ""))\"",
            "name=\"\(XMLText.escaped(diagnostic.code ?? "vmgen"))\"",
        ]
        if let file = diagnostic.location?.file {
            attributes.append("file=\"\(XMLText.escaped(file))\"")
        }
        let failure = "message=\"\(XMLText.escaped(diagnostic.message))\" type=\"\(diagnostic.severity.rawValue)\""
        return "    <testcase \(attributes.joined(separator: " "))>\n"
            + "      <failure \(failure)>\(body(diagnostic))</failure>\n"
            + "    </testcase>\n"
    }

    /// The text report's lines for the finding, without a quoted source line: they are already
    /// shown through `VisibleText` (its line breaks are layout), so only XML's escaping is added.
    private static func body(_ diagnostic: Diagnostic) -> String {
        var lines = DiagnosticRenderer().render(diagnostic)
        if lines.hasSuffix("\n") { lines.removeLast() }
        return XMLText.markupEscaped(lines)
    }
}
