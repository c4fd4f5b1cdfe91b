import Foundation
import VMGenTestSupport
import XCTest

/// The starting code of a generated ViewModelView's body region (issue 31): it reads like
/// hand-written SwiftUI — `Text(…)`, `VStack`, `ForEach`, `SwiftUI.X` only where a type the
/// specs declare would capture the name — and a row shows what it holds instead of
/// `EmptyView()`. A region already on disk is the user's: the old qualified text stays.
final class ViewBodyTests: XCTestCase {
    private var project: TemporaryFolder!

    override func setUpWithError() throws {
        project = try TemporaryFolder()
        try project.write("vmgen.yml", """
            locales: [en]
            # In the ViewModels module, as SwiftPM resources (the stand-in type check gives it Bundle.module).
            resources:
              server: Sources/ViewModels/Resources
            app:
              name: Harbor
              path: Sources/HarborApp
              deploymentURLs:
                production: "https://api.harbor.example"
            views:
              path: Sources/HarborApp/Views

            """)
    }

    override func tearDown() {
        project = nil
    }

    /// A page listing rows whose properties are of every kind a ViewModel may hold.
    private func board(enumName: String = "Liveness") -> String {
        """
        viewModel: Board
        hosting: server
        text:
          title: { en: "Berths" }
          welcome:
            en: "Hello, %{name}"
            substitutions: { name: harbourMaster }
        properties:
          harbourMaster: String
          mode: \(enumName)
          rows: [Row]
        enums:
          \(enumName):
            free: { en: "Free" }
            taken: { en: "Taken" }
        children:
          Row:
            identity: { id: id }
            properties:
              id: ModelIdType
              name: String
              vessel: String?
              since: { type: Date, display: LocalizableDate }
              until: { type: Date?, display: LocalizableDate }
              length: { type: Double, display: LocalizableDouble }
              berths: { type: Int, display: LocalizableInt }
              note: LocalizableString
              count: Int
              isOpen: Bool
              updated: Date
              link: URL?
              tags: "[String]"
              summary: Detail
          Detail:
            identity: singleton
            properties:
              free: Int
              taken: Bool

        """
    }

    private func generate(file: StaticString = #filePath, line: UInt = #line) throws -> ProcessRunner.Result {
        let run = try Reliability.vmgen(["generate"], in: project.path)
        XCTAssertEqual(run.status, 0, run.output, file: file, line: line)
        return run
    }

    private func body(_ view: String, file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let text = try XCTUnwrap(project.read("Sources/HarborApp/Views/Board/" + view), view, file: file, line: line)
        let start = try XCTUnwrap(text.range(of: "        // vmgen:begin body\n"), text, file: file, line: line)
        let end = try XCTUnwrap(text.range(of: "        // vmgen:end body\n"), text, file: file, line: line)
        return String(text[start.upperBound..<end.lowerBound])
    }

    /// A row shows its text as Text: a String as the server sent it, a LocalizableString, a
    /// Localizable date or number (FOSMVVM formats it for the user's locale), an enum's label;
    /// an optional one unwrapped; a child ViewModel as its view. An id, a bare Int, Bool, Date
    /// or URL, and a list of plain values are left out: the view would have to format them.
    /// A property a text fills in is shown through that text. Nothing to show: EmptyView().
    func testARowShowsItsPropertiesAndThePageItsTextAndChildren() throws {
        try project.write("Specs/Board.yml", board())
        try generate()
        XCTAssertEqual(try body("RowView.swift"), """
                    VStack {
                        Text(viewModel.name)
                        if let vessel = viewModel.vessel {
                            Text(vessel)
                        }
                        Text(viewModel.since)
                        if let until = viewModel.until {
                            Text(until)
                        }
                        Text(viewModel.length)
                        Text(viewModel.berths)
                        Text(viewModel.note)
                        DetailView(viewModel: viewModel.summary)
                    }

            """)
        XCTAssertEqual(try body("BoardView.swift"), """
                    VStack {
                        Text(viewModel.title)
                        Text(viewModel.welcome)
                        Text(viewModel.modeDisplay)
                        ForEach(viewModel.rows) { child in
                            RowView(viewModel: child)
                        }
                    }

            """)
        XCTAssertEqual(try body("DetailView.swift"), "        EmptyView()\n")
    }

    /// A display enum named `ForEach` is declared in the ViewModels module, which the views
    /// import beside SwiftUI: in the region that one name is written `SwiftUI.ForEach`, so the
    /// starting code does not lean on the compiler telling the two apart by their initializers
    /// (and a type of that name in the views' own module would capture a plain `ForEach`); the
    /// rest stays plain.
    func testATypeTheSpecsDeclareNamedLikeASwiftUIViewIsQualifiedInTheRegion() throws {
        try project.write("Specs/Board.yml", board(enumName: "ForEach"))
        try generate()
        XCTAssertEqual(try body("BoardView.swift"), """
                    VStack {
                        Text(viewModel.title)
                        Text(viewModel.welcome)
                        Text(viewModel.modeDisplay)
                        SwiftUI.ForEach(viewModel.rows) { child in
                            RowView(viewModel: child)
                        }
                    }

            """)
    }

    /// The plain and the qualified bodies type-check against the SwiftUI and FOSMVVM stand-ins,
    /// with the rest of each project (the ViewModels, the App registering every view).
    func testBothBodiesTypeCheckAgainstTheStandIns() throws {
        let standIn = try StandInModules()
        for enumName in ["Liveness", "ForEach"] {
            try project.write("Specs/Board.yml", board(enumName: enumName))
            try generate()
            let problems = try StandInProject(root: project.path).typeCheck(activatingSwiftUI: true, against: standIn)
            XCTAssertEqual(problems, [], enumName)
        }
    }

    /// A region an earlier vmgen filled with `SwiftUI.`-qualified text (these are its files, as
    /// it wrote them in Examples/Harbor) is the user's code now: generate keeps each file byte
    /// for byte, reports nothing edited, and `generate --check` finds the project up to date.
    func testARegionHoldingTheOldQualifiedTextIsKeptByteForByte() throws {
        let harbor = project.path + "/Harbor"
        try FileManager.default.copyItem(atPath: Repository.root + "/Examples/Harbor", toPath: harbor)
        let old = [
            "Sources/HarborApp/Views/Dashboard/BerthRowView.swift": Self.oldBerthRowView,
            "Sources/HarborApp/Views/Dashboard/DashboardView.swift": Self.oldDashboardView,
        ]
        for (path, text) in old { try Data(text.utf8).write(to: URL(fileURLWithPath: harbor + "/" + path)) }
        let run = try Reliability.vmgen(["generate"], in: harbor)
        XCTAssertEqual(run.status, 0, run.output)
        XCTAssertFalse(run.output.contains("edited"), run.output)
        XCTAssertFalse(run.output.contains("warning"), run.output)
        for (path, text) in old {
            XCTAssertEqual(try String(contentsOfFile: harbor + "/" + path, encoding: .utf8), text, path)
        }
        let check = try Reliability.vmgen(["generate", "--check"], in: harbor)
        XCTAssertEqual(check.status, 0, check.output)
        XCTAssertTrue(check.output.contains("up to date"), check.output)
    }

    private static let oldBerthRowView = """
        // Generated by vmgen from Specs/Dashboard.yml. Edit only between vmgen:begin and vmgen:end; the rest is rewritten by `vmgen generate`.

        #if canImport(SwiftUI)
        import FOSFoundation
        import FOSMVVM
        import Foundation
        import SwiftUI
        import ViewModels

        public struct BerthRowView: ViewModelView {
            private let viewModel: BerthRowViewModel

            public init(viewModel: BerthRowViewModel) {
                self.viewModel = viewModel
            }

            public var body: some SwiftUI.View {
                content
            }

            @SwiftUI.ViewBuilder private var content: some SwiftUI.View {
                // vmgen:begin body
                SwiftUI.EmptyView()
                // vmgen:end body
            }
        }

        #Preview {
            BerthRowView.previewHost()
        }
        #endif
        // vmgen:fingerprint 2167142c9c878e64 regions 0c4c4c8e6ad065c9

        """

    private static let oldDashboardView = """
        // Generated by vmgen from Specs/Dashboard.yml. Edit only between vmgen:begin and vmgen:end; the rest is rewritten by `vmgen generate`.

        #if canImport(SwiftUI)
        import FOSFoundation
        import FOSMVVM
        import Foundation
        import SwiftUI
        import ViewModels

        public struct DashboardView: ViewModelView {
            private let viewModel: DashboardViewModel

            public init(viewModel: DashboardViewModel) {
                self.viewModel = viewModel
            }

            public var body: some SwiftUI.View {
                content
            }

            @SwiftUI.ViewBuilder private var content: some SwiftUI.View {
                // vmgen:begin body
                SwiftUI.VStack {
                    SwiftUI.Text(viewModel.pageTitle)
                    SwiftUI.Text(viewModel.welcome)
                    SwiftUI.Text(viewModel.emptyState)
                    SummaryView(viewModel: viewModel.summary)
                    SwiftUI.ForEach(viewModel.berths) { child in
                        BerthRowView(viewModel: child)
                    }
                    SwiftUI.ForEach(viewModel.endpoints) { child in
                        ServiceEndpointView(viewModel: child)
                    }
                }
                // vmgen:end body
            }
        }

        #Preview {
            DashboardView.previewHost()
        }
        #endif
        // vmgen:fingerprint cdeb2ae9e88719ef regions ba6884951d7da51b

        """
}
