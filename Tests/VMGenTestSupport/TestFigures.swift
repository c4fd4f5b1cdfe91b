import Foundation

/// Figures a test measures on the way (fuzz tables, speeds, how many kills hit a write): kept
/// out of `swift test`'s log, which a reader should not have to skip, unless the test that
/// measured them failed — then they explain the failure — or `VMGEN_TEST_FIGURES=1` asks for
/// them. A test hands them over in a teardown block, when it knows whether it failed (not
/// `hasSucceeded`: on Linux that is false until the run has stopped, after the teardown):
///
///     addTeardownBlock { [self] in TestFigures.show(table, testFailed: (testRun?.totalFailureCount ?? 0) > 0) }
public enum TestFigures {
    /// Whether figures are shown: always when the test failed, else only when asked for.
    public static func shouldShow(testFailed: Bool, environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        testFailed || environment["VMGEN_TEST_FIGURES"] == "1"
    }

    public static func show(_ text: String, testFailed: Bool) {
        guard shouldShow(testFailed: testFailed) else { return }
        print(text.hasSuffix("\n") ? String(text.dropLast()) : text)
    }
}
