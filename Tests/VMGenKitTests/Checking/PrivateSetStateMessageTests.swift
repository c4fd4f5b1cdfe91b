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

    /// `$0.name` in a closure reads the closure's argument: no binding, so no write from
    /// outside (as an app that sorts values by `$0.estimatedFileSize` elsewhere has it). A write
    /// through `$0` is one, and so may be `$0.name` handed to a call.
    func testAClosuresAnonymousArgumentIsNoBinding() {
        let diagnostics = RuleRunner.diagnostics([
            (.swift, "Sources/App/EstimateModel.swift", "@MainActor @Observable\nfinal class EstimateModel {\n    var estimatedFileSize: String?\n    var isStale = false\n    var isPinned = false\n}\n"),
            (.swift, "Sources/App/EstimateView.swift", "struct EstimateView: View {\n    @State private var model = EstimateModel()\n    var body: some View { Text(model.estimatedFileSize ?? \"\") }\n}\n"),
            (.swift, "Sources/App/Files.swift", "func sizes(_ files: [File]) async throws -> [Int] {\n    files.forEach { $0.isStale = true }\n    return try await files.asyncMap { try await $0.estimatedFileSize }\n}\n"),
            // `$0` is a Binding here: handed to a call, `$0.isPinned` may be a binding.
            (.swift, "Sources/App/PinsView.swift", "struct PinsView: View {\n    @Binding var models: [EstimateModel]\n    var body: some View { ForEach($models) { Toggle(\"Pinned\", isOn: $0.isPinned) } }\n}\n"),
        ]).filter { $0.code == "OBS-07" }
        let byProperty = Dictionary(uniqueKeysWithValues: diagnostics.map { ($0.location?.line ?? 0, $0.message) })
        XCTAssertEqual(byProperty.count, 3, "\(diagnostics)")
        XCTAssertEqual(byProperty[3], "'estimatedFileSize' can be set from outside EstimateModel; make it private(set) so only its methods change state")
        XCTAssertEqual(
            byProperty[4],
            "'isStale' can be set from outside EstimateModel, and code outside it sets a property of that name (an assignment or a binding): if that is this one, have it call a method of EstimateModel instead (for a control, a Binding(get:set:) whose setter calls one); then make it private(set)")
        XCTAssertEqual(byProperty[5], byProperty[4]?.replacingOccurrences(of: "'isStale'", with: "'isPinned'"))
    }
}
