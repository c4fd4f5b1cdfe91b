import Foundation
@testable import VMGenCLI
import VMGenKit
import VMGenTestSupport
import XCTest

/// Round trip of `vmgen import` over every example: import the generated ViewModels and
/// localization YAML into a fresh spec folder, generate again, and compare each ViewModel
/// file with the original. A file the import has no note for must come back byte for byte;
/// a file that differs must be named by the import's notes, so nothing changes in silence.
final class ImportRoundTripTests: XCTestCase {
    func testEveryExampleRoundTripsOrNamesWhatItDidNotCarry() throws {
        XCTAssertFalse(Repository.examples.isEmpty)
        for example in Repository.examples {
            let name = (example as NSString).lastPathComponent
            let copy = try TemporaryFolder(copyOf: example)
            try copy.remove("Specs")

            let imported = vmgen("import", in: copy.path)
            XCTAssertEqual(imported.code, .success, "\(name): \(imported.err)")
            let noted = Set(imported.err.split(separator: "\n").filter { $0.contains(": note: ") }.map { String($0.prefix { $0 != ":" }) })
            XCTAssertFalse(noted.isEmpty, "\(name): the examples use features this slice does not carry")
            let generated = vmgen("generate", in: copy.path)
            XCTAssertEqual(generated.code, .success, "\(name): \(generated.err)")

            var identical: [String] = []
            for file in try viewModelFiles(in: example) {
                let original = try String(contentsOfFile: example + "/" + file, encoding: .utf8)
                let again = copy.read(file)
                if again == original {
                    identical.append(file)
                } else {
                    XCTAssertTrue(noted.contains(file), "\(name): \(file) changed, yet the import listed nothing it did not carry from it")
                }
            }
            // Fully supported ViewModels exist in each example, or the comparison proved nothing.
            XCTAssertFalse(identical.isEmpty, "\(name): no ViewModel came back identical")
            for file in Self.identicalByNow[name] ?? [] {
                XCTAssertTrue(identical.contains(file), "\(name): \(file) no longer comes back identical")
            }
            let unnoted = try viewModelFiles(in: example).filter { !noted.contains($0) }
            XCTAssertEqual(Set(unnoted).subtracting(identical), [], "\(name): files without notes must come back identical")
        }
    }

    /// The whole round trip: with its specs deleted and imported back, each example's
    /// `generate` writes nothing and deletes nothing, and every file of the example (sources,
    /// localization, tests, views, the App) is byte for byte what it was. A construct the import
    /// stops carrying shows here as a written or deleted file.
    func testEveryExampleComesBackWholeAndGenerateChangesNothing() throws {
        for example in Repository.examples {
            let name = (example as NSString).lastPathComponent
            let copy = try TemporaryFolder(copyOf: example)
            try copy.remove("Specs")
            let imported = vmgen("import", in: copy.path)
            XCTAssertEqual(imported.code, .success, "\(name): \(imported.err)")
            XCTAssertNil(copy.read(".vmgen/hand-off.yml"), "\(name): vmgen's own files carry their regions in place")
            // Nothing is left to do by hand: vmgen's own files and what stays as it is (an
            // extension, a domain type) are no "hand-written part".
            XCTAssertFalse(imported.err.contains("still need a hand-written part"), "\(name): \(imported.err)")
            let generated = vmgen("generate", in: copy.path)
            XCTAssertEqual(generated.code, .success, "\(name): \(generated.err)")
            XCTAssertTrue(generated.err.contains("vmgen: 0 written, 0 deleted, "), "\(name): \(generated.err)")
            let files = FileSystem.files(under: example).filter { !$0.hasPrefix("Specs/") && !$0.hasPrefix(".vmgen/") }
            XCTAssertGreaterThan(files.count, 30, name)
            for file in files {
                XCTAssertEqual(FileSystem.read(copy.path + "/" + file), FileSystem.read(example + "/" + file), "\(name): \(file) did not come back byte for byte")
            }
        }
    }

    /// Files the carried constructs bring back byte for byte (more with each import slice):
    /// an interactive ViewModel with its operations, the operations files (whose live bodies
    /// generate keeps in their protected regions), substitution texts, compound strings,
    /// page requests with their query and errors, an error display, ModelIdentity identities,
    /// nested child types, list and Date stubs, forms (the Fields protocol, its Messages and their
    /// YAML, the form ViewModel and its create request with its errors), @Observable screens with
    /// their views and tests.
    private static let identicalByNow: [String: [String]] = [
        "Harbor": [
            "Sources/HarborApp/Screens/ArrivalsBoard/ArrivalsBoardView.swift",
            "Sources/HarborApp/Screens/ArrivalsBoard/ArrivalsBoardViewModel.swift",
            "Sources/HarborApp/Screens/TideTable/TideTableView.swift",
            "Sources/HarborApp/Screens/TideTable/TideTableViewModel.swift",
            "Tests/HarborAppTests/ArrivalsBoardViewModelTests.swift",
            "Tests/HarborAppTests/TideTableViewModelTests.swift",
            "Sources/ViewModels/BerthDetail/BerthDetailRequest.swift",
            "Sources/ViewModels/BerthDetail/BerthDetailViewModel.swift",
            "Sources/ViewModels/BerthDetail/BerthDetailViewModelOperations.swift",
            "Sources/ViewModels/BerthDetailError/BerthDetailErrorViewModel.swift",
            "Sources/ViewModels/Dashboard/DashboardRequest.swift",
            "Sources/ViewModels/Dashboard/DashboardViewModel.swift",
            "Sources/ViewModels/Dashboard/SummaryViewModel.swift",
            "Sources/ViewModels/FieldModels/VesselFields.swift",
            "Sources/ViewModels/FieldModels/VesselFieldsMessages.swift",
            "Sources/Resources/ViewModels/FieldModels/VesselFieldsMessages.yml",
            "Sources/ViewModels/Preferences/PreferencesViewModel.swift",
            "Sources/ViewModels/Preferences/PreferencesViewModelOperations.swift",
            "Sources/ViewModels/VesselCreateError/VesselCreateErrorViewModel.swift",
            "Sources/ViewModels/VesselForm/VesselCreateRequest.swift",
            "Sources/Resources/ViewModels/BerthDetail/BerthDetailViewModel.yml",
            "Sources/Resources/ViewModels/VesselForm/VesselFormViewModel.yml",
            "Sources/ViewModels/VesselForm/VesselFormRequest.swift",
            "Sources/ViewModels/VesselForm/VesselFormViewModel.swift",
            "Sources/ViewModels/VesselForm/VesselFormViewModelOperations.swift",
        ],
        "Showcase": [
            "Sources/NewsViewModels/About/AboutViewModel.swift",
            "Sources/NewsViewModels/AnnouncementDetail/AnnouncementDetailRequest.swift",
            "Sources/NewsViewModels/AnnouncementDetail/AnnouncementDetailViewModel.swift",
            "Sources/NewsViewModels/AnnouncementDetail/AnnouncementDetailViewModelOperations.swift",
            "Sources/NewsViewModels/Announcements/AnnouncementViewModel.swift",
            "Sources/NewsViewModels/Announcements/AnnouncementsRequest.swift",
            "Sources/NewsViewModels/Announcements/AnnouncementsViewModel.swift",
            "Sources/NewsViewModels/FieldModels/SubscriptionFields.swift",
            "Sources/NewsViewModels/FieldModels/SubscriptionFieldsMessages.swift",
            "Sources/NewsViewModels/Resources/Localizations/FieldModels/SubscriptionFieldsMessages.yml",
            "Sources/NewsViewModels/Resources/Localizations/Subscribe/SubscribeViewModel.yml",
            "Sources/NewsViewModels/Subscribe/SubscribeViewModel.swift",
            "Sources/NewsViewModels/Subscribe/SubscriptionCreateRequest.swift",
        ],
    ]

    /// The examples' generated ViewModel, display enum, operations, page request, form (Fields,
    /// FieldsMessages, create request) and localization YAML files, relative.
    private func viewModelFiles(in example: String) throws -> [String] {
        return FileSystem.files(under: example).filter { file in
            guard let text = try? String(contentsOfFile: example + "/" + file, encoding: .utf8) else { return false }
            if file.hasSuffix(".yml") { return !file.hasPrefix("Specs/") && text.contains("# vmgen:fingerprint ") }
            guard file.hasSuffix(".swift") else { return false }
            return text.contains("\n@ViewModel\n") || text.contains("\n@ViewModel(") || text.contains(": CaseIterable, Codable, Hashable, Sendable {")
                || text.contains("ViewModelOperations: ViewModelOperations {")
                || text.contains("Request: ViewModelRequest, @unchecked Sendable {")
                || text.contains(": ValidatableModel, Codable, Sendable {") || text.contains("\n@FieldValidationModel\n")
                || text.contains(": CreateRequest, @unchecked Sendable {")
                // An @Observable screen, its view and its tests (the only @MainActor tests).
                || file.contains("/Screens/") || file.hasPrefix("Tests/") && text.contains("\n@MainActor\nstruct ")
        }
    }

    /// An enum property's label as the spec gave it comes back: none (`label: false`, so no
    /// `…Display` property appears and the payload stays the same) and a name of its own
    /// (`label: statusLabel`, with the texts that use it); generating from the imported specs
    /// writes nothing.
    func testEnumLabelsComeBackAsTheSpecGaveThem() throws {
        let project = try TemporaryFolder()
        try project.write("vmgen.yml", "locales: [en]\n")
        try project.write("Specs/Berth.yml", """
            viewModel: Berth
            hosting: server
            text:
              summary: { en: "%{status} since noon", substitutions: { status: status } }
            properties:
              status: { type: Liveness, label: statusLabel }
              previous: { type: Liveness, label: false }
              current: Liveness
            enums:
              Liveness:
                free: { en: "Free" }
                occupied: { en: "Occupied" }

            """)
        let first = vmgen("generate", in: project.path)
        XCTAssertEqual(first.code, .success, first.err)
        let model = try XCTUnwrap(project.read("Sources/ViewModels/Berth/BerthViewModel.swift"))
        XCTAssertTrue(model.contains("statusLabel: LocalizableString") && !model.contains("previousDisplay") && model.contains("currentDisplay"), model)
        try project.remove("Specs")
        let imported = vmgen("import", in: project.path)
        XCTAssertEqual(imported.code, .success, imported.err)
        let spec = try XCTUnwrap(project.read("Specs/Berth.yml"))
        XCTAssertTrue(spec.contains("status: { type: Liveness, label: statusLabel }"), spec)
        XCTAssertTrue(spec.contains("previous: { type: Liveness, label: false }"), spec)
        XCTAssertTrue(spec.contains("current: Liveness\n"), spec)
        let again = vmgen("generate", in: project.path)
        XCTAssertEqual(again.code, .success, again.err)
        XCTAssertTrue(again.err.contains("vmgen: 0 written, 0 deleted, "), again.err + "\n" + spec)
    }

    /// A display enum held only by a type nested in a ViewModel comes back under that
    /// ViewModel's `enums:` (it used to be dropped: "no imported ViewModel holds it").
    func testAnEnumHeldOnlyByANestedTypeComesBack() throws {
        let project = try TemporaryFolder()
        try project.write("vmgen.yml", "locales: [en]\n")
        try project.write("Specs/Dashboard.yml", """
            viewModel: Dashboard
            hosting: server
            properties:
              rows: [RowSummary]
            children:
              RowSummary:
                nested: true
                properties:
                  id: ModelIdType
                  status: Liveness
            enums:
              Liveness:
                free: { en: "Free" }
                occupied: { en: "Occupied" }

            """)
        XCTAssertEqual(vmgen("generate", in: project.path).code, .success)
        try project.remove("Specs")
        let imported = vmgen("import", in: project.path)
        XCTAssertEqual(imported.code, .success, imported.err)
        XCTAssertFalse(imported.err.contains("no imported ViewModel holds it"), imported.err)
        let spec = try XCTUnwrap(project.read("Specs/Dashboard.yml"))
        XCTAssertTrue(spec.contains("enums:\n  Liveness:\n    free: { en: \"Free\" }\n    occupied: { en: \"Occupied\" }\n"), spec)
        let again = vmgen("generate", in: project.path)
        XCTAssertEqual(again.code, .success, again.err)
        XCTAssertTrue(again.err.contains("vmgen: 0 written, 0 deleted, "), again.err + "\n" + spec)
    }
}
