import VMGenKit
import XCTest

/// A spec name is refused only for a type vmgen really declares or names for that spec: the
/// guidance's own `Progress` screen is fine without a view (nothing declares `ProgressView`),
/// and refused with one; a FOSMVVM ViewModel's `{Name}View` counts only when the project names
/// its views (an App that registers them, or `views:`).
final class TypeNameClashTests: XCTestCase {
    /// The guidance's screen over an existing feature, named `name`.
    private func screen(_ name: String, view: Bool) -> String {
        """
        viewModel: \(name)
        style: observable
        features:
          progress: { type: ProgressManager, default: AppModel.shared.progressFeature, test: sample }
        exposes:
          range: { type: ProgressRange, from: progress.selectedProgressRange, set: progress.selectProgressRange }
        view: \(view)

        """
    }

    private func page(_ name: String, page: Bool = true) -> String {
        "viewModel: \(name)\nhosting: server\npage: \(page)\nproperties:\n  title: String\n"
    }

    private func enumSpec(_ name: String) -> String {
        "viewModel: Board\nhosting: server\nproperties:\n  status: \(name)\nenums:\n  \(name):\n    open: { en: Open }\n"
    }

    func testOnlyNamesThatReallyClashAreRefused() {
        // (spec, whether the project names its ViewModels' views, the type refused or nil)
        let table: [(spec: String, views: Bool, refused: String?, line: UInt)] = [
            (screen("Progress", view: false), true, nil, #line),
            (screen("Progress", view: true), true, "ProgressView", #line),
            (screen("Progress", view: true), false, "ProgressView", #line),
            (screen("Empty", view: false), true, nil, #line),
            (screen("Empty", view: true), false, "EmptyView", #line),
            (screen("Live", view: false), true, "LiveViewModel", #line),
            (page("Progress"), false, nil, #line),
            (page("Progress"), true, "ProgressView", #line),
            (page("Empty", page: false), false, nil, #line),
            (page("Empty", page: false), true, "EmptyView", #line),
            (page("Server"), false, "ServerRequest", #line),
            (page("Server", page: false), false, nil, #line),
            (page("Live"), false, "LiveViewModel", #line),
            (page("Harbor"), true, nil, #line),
            (enumSpec("String"), false, "String", #line),
            (enumSpec("Progress"), true, nil, #line),
        ]
        for row in table {
            let (documents, syntax) = Generator.parse([SpecFile(path: "Specs/A.yml", text: row.spec)])
            XCTAssertEqual(syntax, [], line: row.line)
            let diagnostics = SpecModelBuilder.build(documents, viewModelViews: row.views).diagnostics
            if let refused = row.refused {
                XCTAssertEqual(diagnostics.count, 1, "\(diagnostics)", line: row.line)
                XCTAssertTrue(diagnostics.first?.message.contains("'\(refused)'") == true, "\(diagnostics)", line: row.line)
                XCTAssertEqual(diagnostics.first?.location?.line, 1 + (row.spec.hasPrefix("viewModel: Board") ? 5 : 0), line: row.line)
            } else {
                XCTAssertEqual(diagnostics, [], line: row.line)
            }
        }
    }

    /// The run decides from vmgen.yml: no App and no `views:`, a FOSMVVM page `Progress`
    /// generates; with `views:` it would declare `ProgressView` and is refused.
    func testTheRunNamesViewsOnlyWhenTheProjectHasThem() {
        let spec = [SpecFile(path: "Specs/Progress.yml", text: page("Progress"))]
        let templates = TemplateLibrary.templateSet().templates
        let plain = Generator.run(.init(config: ProjectConfig(), specs: spec, templates: templates, existing: [:]))
        XCTAssertEqual(plain.diagnostics, [])
        let (config, configErrors) = ConfigLoader.load(SpecFile(path: "vmgen.yml", text: "views:\n"))
        XCTAssertEqual(configErrors, [])
        XCTAssertNotNil(config.views)
        let withViews = Generator.run(.init(config: config, specs: spec, templates: templates, existing: [:]))
        XCTAssertEqual(withViews.diagnostics.map(\.message).filter { $0.contains("'ProgressView'") }.count, 1, "\(withViews.diagnostics)")
    }
}
