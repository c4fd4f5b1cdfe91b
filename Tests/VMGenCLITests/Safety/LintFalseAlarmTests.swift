import Foundation
import VMGenTestSupport
import XCTest

/// The built binary's `lint` on valid code that real projects hold raises no alarm: FOSMVVM's
/// own suppression comments, the same key in the server's and the client's translations, and
/// generic Swift the reader used to stop at. Each passes `--strict` with nothing to say.
final class LintFalseAlarmTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
    }

    override func tearDown() {
        folder = nil
    }

    private func lintStrict() throws -> ProcessRunner.Result {
        try Reliability.vmgen(["lint", "Sources", "--strict"], in: folder.path)
    }

    func testFOSMVVMsReviewSuppressionsOutsideOperationsAreNotUnused() throws {
        try folder.write("Sources/App/TitleView.swift", """
            struct TitleView: View {
                var body: some View {
                    // fosmvvm-review:disable:next no-silent-failure -- "<Missing>" is the failure handler
                    Text((try? title()) ?? "<Missing>")
                        .onAppear {
                            do { try load() } catch { // fosmvvm-review:disable:this no-silent-failure -- Error handling is TBD
                            }
                        }
                }
                func refreshed() -> some View {
                    environment(\\.refreshed, .init(
                        // fosmvvm-review:disable:begin no-silent-failure -- TODO: Add error logging
                        get: { (try? value.toJSON()) ?? "" }
                        // fosmvvm-review:disable:end no-silent-failure
                    ))
                }
            }

            """)
        let run = try lintStrict()
        XCTAssertEqual(run.status, 0, run.output)
        XCTAssertEqual(run.standardError, "vmgen: 1 Swift file checked, 0 errors, 0 warnings\n")
    }

    func testTheSameKeyForTheServerAndTheClientIsNoDuplicate() throws {
        try folder.write("Sources/App/Main.swift", "let main = 1\n")
        let yaml = "en:\n  CardViewModel:\n    title: \"Card\"\n"
        try folder.write("Sources/Resources/ViewModels/Card/CardViewModel.yml", yaml)
        try folder.write("Sources/ViewModels/Resources/Localizations/Card/CardViewModel.yml", yaml)
        let run = try lintStrict()
        XCTAssertEqual(run.status, 0, run.output)
        XCTAssertEqual(run.standardError, "vmgen: 1 Swift file checked, 0 errors, 0 warnings\n")
        // Twice in one bundle, it is.
        try folder.write("Sources/Resources/Cards.yml", yaml)
        let twice = try lintStrict()
        XCTAssertEqual(twice.status, 1, twice.output)
        XCTAssertTrue(twice.standardError.contains("warning: 'CardViewModel.title' (en) is also defined in Sources/Resources/Cards.yml:3"), twice.standardError)
    }

    func testGenericDefaultsAndAttributesAreReadWhole() throws {
        try folder.write("Sources/App/EditorView.swift", """
            struct EditorView: View {
                @State private var searchingTask = Task<Void, Never> {}
                private let subject = PassthroughSubject<String, Never>()
                @FocusState<UUID?> var isSpoilerTextFocused: UUID?
                @FocusState<EditorFocusState?>.Binding var editorFocusState: EditorFocusState?
                var body: some View { Text("A") }
            }

            struct DefaultListEntityQuery: EntityQuery {
                @IntentParameterDependency<ListsWidgetConfiguration>(
                    \\.$account
                )
                var dependency
            }

            """)
        let run = try lintStrict()
        XCTAssertEqual(run.status, 0, run.output)
        XCTAssertEqual(run.standardError, "vmgen: 1 Swift file checked, 0 errors, 0 warnings\n")
    }

    /// An app with a `ViewModel` class of its own that never imports FOSMVVM: its subclasses are
    /// no FOSMVVM ViewModels (before: DECL-01, STUB-01 and VMID-01 on each). A file that imports
    /// FOSMVVM and declares its own `ViewModel` shadows FOSMVVM's too; `FOSMVVM.ViewModel`, or
    /// `ViewModel` in a file that imports FOSMVVM and declares none, is FOSMVVM's.
    func testFOSMVVMRulesApplyOnlyWhereFOSMVVMIsInPlay() throws {
        try folder.write("Sources/App/ViewModel.swift", """
            import Combine
            import SwiftUI

            class ViewModel: ObservableObject {
                @Published var isLoading = false
            }

            """)
        try folder.write("Sources/App/FeedViewModel.swift", """
            import SwiftUI

            final class FeedViewModel: ViewModel {
                @Published var items: [String] = []
            }

            """)
        try folder.write("Sources/Mixed/Local.swift", """
            import FOSMVVM

            class ViewModel {}

            final class LocalViewModel: ViewModel {}

            """)
        XCTAssertEqual(try lintStrict().standardError, "vmgen: 3 Swift files checked, 0 errors, 0 warnings\n")
        // FOSMVVM's, by import or by name: reported as before.
        try folder.write("Sources/Mixed/Qualified.swift", "import FOSMVVM\n\nclass ViewModel {}\n\nfinal class QualifiedViewModel: FOSMVVM.ViewModel {}\n")
        try folder.write("Sources/Client/SettingsViewModel.swift", "import FOSMVVM\n\nfinal class SettingsViewModel: ViewModel {}\n")
        let run = try lintStrict()
        for expected in [
            "Sources/Client/SettingsViewModel.swift:3:13: error: SettingsViewModel has no vmId", "Sources/Client/SettingsViewModel.swift:3:32: warning: ",
            "Sources/Mixed/Qualified.swift:5:13: error: QualifiedViewModel does not conform to Stubbable",
        ] {
            XCTAssertTrue(run.standardError.contains(expected), "\(expected)\n\(run.standardError)")
        }
        XCTAssertFalse(run.standardError.contains("FeedViewModel") || run.standardError.contains("LocalViewModel"), run.standardError)
    }
}
