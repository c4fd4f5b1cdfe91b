import VMGenKit
import XCTest

/// OBS-07's advice fits what the code does: "make it private(set)" where only the class sets a
/// property, and "have it call a method first" where code outside sets or binds it, since a
/// private(set) alone would not compile there (and `--fix` leaves those).
final class PrivateSetStateMessageTests: XCTestCase {
    func testAPropertyAViewBindsIsToldToGoThroughAMethod() {
        let diagnostics = RuleRunner.diagnostics([
            (.swift, "Sources/App/ComposerViewModel.swift", "@MainActor @Observable\nfinal class ComposerViewModel {\n    var text = \"\"\n    var sent = 0\n}\n"),
            (.swift, "Sources/App/ComposerView.swift", "struct ComposerView: View {\n    @State private var model = ComposerViewModel()\n    var body: some View { TextField(\"Message\", text: $model.text) }\n}\n"),
        ]).filter { $0.code == "OBS-07" }
        let byProperty = Dictionary(uniqueKeysWithValues: diagnostics.map { ($0.location?.line ?? 0, $0.message) })
        XCTAssertEqual(byProperty.count, 2, "\(diagnostics)")
        XCTAssertEqual(
            byProperty[3],
            "'text' can be set from outside ComposerViewModel, and code outside it sets a property of that name (an assignment or a binding): if that is this one, have it call a method of ComposerViewModel instead (for a control, a Binding(get:set:) whose setter calls one); then make it private(set)")
        XCTAssertEqual(byProperty[4], "'sent' can be set from outside ComposerViewModel; make it private(set) so only its methods change state")
    }
}
