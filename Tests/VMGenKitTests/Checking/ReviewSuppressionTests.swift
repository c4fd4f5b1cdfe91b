import VMGenKit
import XCTest

/// FOSMVVM's own `// fosmvvm-review:…` comments, in every form its review skill defines and its
/// code uses, are honoured: they silence vmgen's matching rule, need a reason as the skill
/// requires, and are never told to go away as unused — the review checks more than vmgen does
/// (its no-silent-failure covers every `try?`; vmgen's OPS-08 only operations files). A
/// `vmgen:` suppression of a rule turned off in vmgen.yml is not judged either.
final class ReviewSuppressionTests: XCTestCase {
    private let operations = "Sources/ViewModels/Info/InfoViewModelOperations.swift"
    private let view = "Sources/App/InfoView.swift"

    private func lint(_ text: String, path: String, config: ProjectConfig = ProjectConfig()) -> [String] {
        Linter.lint(swift: [(path: path, bytes: Array(text.utf8))], yaml: [], config: config)
            .diagnostics.map { "\($0.location?.line ?? 0) \($0.code ?? "") \($0.message)" }
    }

    /// An operations file with a `try?` on line 3 (after a one-line comment on line 2) and
    /// another on line 6.
    private func operationsFile(_ comment: String) -> String {
        """
        public struct InfoOps: InfoViewModelOperations {
            \(comment)
            func a() async { _ = try? await send() }

            func b() async {
                _ = try? await send()
            }
        }

        """
    }

    func testAReviewSuppressionOutsideOperationsIsNotUnused() {
        let text = """
            struct InfoView: View {
                var body: some View {
                    // fosmvvm-review:disable:next no-silent-failure -- Error handling is TBD
                    Text((try? model.title()) ?? "")
                    Button("Go") {
                        do { try go() } catch { // fosmvvm-review:disable:this no-silent-failure -- Error handling is TBD
                        }
                    }
                }
            }

            """
        XCTAssertEqual(lint(text, path: view), [])
    }

    func testEveryReasonFormTheReviewUsesIsAReason() {
        for comment in [
            "// fosmvvm-review:disable:next no-silent-failure — preview-only fallback",
            "// fosmvvm-review:disable:next no-silent-failure -- This behavior is intentional",
            "// fosmvvm-review:disable:next no-silent-failure - intentional",
            "// fosmvvm-review:disable:next no-silent-failure: intentional",
            "// fosmvvm-review:disable:next no-silent-failure \"<Missing>\" is the failure handler",
        ] {
            XCTAssertEqual(lint(operationsFile(comment), path: operations), ["6 OPS-08 'try?' discards the error; handle it (surface it to the ViewModel or log it) or let it throw"], comment)
        }
        XCTAssertEqual(lint(operationsFile("// fosmvvm-review:disable:next no-silent-failure"), path: operations), [
            "2 SUP-01 a suppression needs a reason: write '— why' after the rule",
            "6 OPS-08 'try?' discards the error; handle it (surface it to the ViewModel or log it) or let it throw",
        ])
    }

    func testBeginAndEndBlocksAsFOSMVVMWritesThem() {
        let text = """
            public struct InfoOps: InfoViewModelOperations {
                func a() async {
                    // fosmvvm-review:disable:begin no-silent-failure -- TODO: Add error logging
                    _ = try? await send()
                    _ = try? await send()
                    // fosmvvm-review:disable:end no-silent-failure
                    _ = try? await send()
                }
            }

            """
        XCTAssertEqual(lint(text, path: operations), ["7 OPS-08 'try?' discards the error; handle it (surface it to the ViewModel or log it) or let it throw"])
        let vmgenForm = text.replacingOccurrences(of: "fosmvvm-review:disable:begin", with: "vmgen:disable")
            .replacingOccurrences(of: "fosmvvm-review:disable:end", with: "vmgen:enable")
        XCTAssertEqual(lint(vmgenForm, path: operations), ["7 OPS-08 'try?' discards the error; handle it (surface it to the ViewModel or log it) or let it throw"])
    }

    func testThePreviousLineForm() {
        let text = operationsFile("").replacingOccurrences(
            of: "_ = try? await send()\n    }", with: "_ = try? await send()\n        // vmgen:disable:previous OPS-08 — fire and forget\n    }")
        XCTAssertEqual(lint(text, path: operations), ["3 OPS-08 'try?' discards the error; handle it (surface it to the ViewModel or log it) or let it throw"])
    }

    func testReviewChecksVmgenDoesNotRunAreLeftToTheReviewButAMisspellingIsNot() {
        let text = """
            struct Token {
                // fosmvvm-review:disable:next stringly-typed-identity — the wire format
                let raw: String
                // fosmvvm-review:disable:next some-newer-check — the review knows it
                let other: String
                // fosmvvm-review:disable:next no-silent-failur — typo
                let third: String
            }

            """
        XCTAssertEqual(lint(text, path: view), [
            "6 SUP-02 the suppression names 'no-silent-failur', which is neither a vmgen rule nor a FOSMVVM review check; did you mean 'no-silent-failure'?",
        ])
    }

    func testASuppressionOfARuleTurnedOffIsNotJudged() {
        var config = ProjectConfig()
        config.ruleSettings = ["OPS-08": .off]
        let text = operationsFile("// vmgen:disable:next OPS-08 — fire and forget")
        XCTAssertEqual(lint(text, path: operations, config: config), [])
        // On, a stale one is still reported.
        let stale = "public struct InfoOps: InfoViewModelOperations {\n    // vmgen:disable:next OPS-08 — fire and forget\n    func a() {}\n}\n"
        XCTAssertEqual(lint(stale, path: operations), ["2 SUP-02 this suppression of OPS-08 suppresses nothing; remove it"])
    }

    func testTheEarliestSeparatorEndsTheRules() {
        let text = operationsFile("// vmgen:disable:next OPS-08: fire and forget — see the log")
        XCTAssertEqual(lint(text, path: operations), ["6 OPS-08 'try?' discards the error; handle it (surface it to the ViewModel or log it) or let it throw"])
    }
}
