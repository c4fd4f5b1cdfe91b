import Foundation
import VMGenKit
import VMGenTestSupport
import XCTest

/// The templates compiled into the binary are exactly the files in `Templates/`.
/// After editing a template: `VMGEN_RECORD=1 swift test --filter BuiltinTemplatesTests`.
final class BuiltinTemplatesTests: XCTestCase {
    private let generatedFile = Repository.root + "/Sources/VMGenKit/Rendering/BuiltinTemplates.swift"

    private func templateFiles() throws -> [String: String] {
        let folder = Repository.root + "/Templates"
        var files: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) where !name.hasPrefix(".") {
            files[name] = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
        }
        return files
    }

    func testBuiltInTemplatesAreTheFilesInTemplatesFolder() throws {
        let files = try templateFiles()
        let expected = BuiltinTemplatesSource.render(files)
        if Repository.isRecording {
            try Data(expected.utf8).write(to: URL(fileURLWithPath: generatedFile))
            XCTFail("Re-recorded BuiltinTemplates.swift (VMGEN_RECORD=1); rebuild and run the tests again without it.")
            return
        }
        let onDisk = try String(contentsOfFile: generatedFile, encoding: .utf8)
        XCTAssertEqual(onDisk, expected, """
            BuiltinTemplates.swift is out of date with Templates/. Re-record with:
              VMGEN_RECORD=1 swift test --filter BuiltinTemplatesTests
            \(LineDiff.unified(old: onDisk, new: expected, oldName: "BuiltinTemplates.swift", newName: "from Templates/"))
            """)
        // The compiled-in copy, not just the source file, must match byte for byte.
        let compiled = TemplateLibrary.builtInSources.mapValues(\.text)
        XCTAssertEqual(compiled.keys.sorted(), files.keys.sorted())
        for (name, text) in files {
            XCTAssertEqual(compiled[name], text, "the built-in \(name) differs from Templates/\(name); rebuild after re-recording")
        }
    }

    func testEveryTemplateRendererNeedsIsBuiltIn() {
        XCTAssertEqual(TemplateLibrary.builtInSources.keys.sorted(), FileRenderer.TemplateName.all.sorted())
        XCTAssertEqual(TemplateLibrary.templateSet().diagnostics, [])
    }

    func testAnOverrideReplacesABuiltInAndAMistypedOneIsAnError() {
        let overrides = [
            FileRenderer.TemplateName.displayEnum: TemplateSource(text: "enum {{ name }} {}\n", displayPath: "Tpl/DisplayEnum.swift.template"),
            "DisplayEnums.swift.template": TemplateSource(text: "x", displayPath: "Tpl/DisplayEnums.swift.template"),
            "README.md": TemplateSource(text: "x", displayPath: "Tpl/README.md"),
        ]
        let (set, diagnostics) = TemplateLibrary.templateSet(overrides: overrides)
        XCTAssertEqual(try set.render(FileRenderer.TemplateName.displayEnum, context: .object(["name": .string("E")])).get(), "enum E {}\n")
        XCTAssertEqual(DiagnosticRenderer().render(diagnostics), """
            Tpl/DisplayEnums.swift.template:1:1: error: 'DisplayEnums.swift.template' overrides no vmgen template; did you mean 'DisplayEnum.swift.template'? (templates: ViewModel.swift.template, Operations.swift.template, Request.swift.template, Factory.swift.template, DisplayEnum.swift.template, Localization.yml.template, App.swift.template, ResourceAccess.swift.template, ViewModelTests.swift.template, ObservableViewModel.swift.template, ObservableView.swift.template, ObservableViewModelTests.swift.template, View.swift.template, Fields.swift.template, FieldsMessages.swift.template, FieldsMessages.yml.template, CreateRequest.swift.template, ServerRequest.swift.template, Controller.swift.template, Routes.swift.template, RequestTests.swift.template, ControllerTests.swift.template, UITestCase.swift.template, ViewUITests.swift.template) [template]
            Tpl/README.md:1:1: warning: 'README.md' is not a vmgen template and is ignored (templates: ViewModel.swift.template, Operations.swift.template, Request.swift.template, Factory.swift.template, DisplayEnum.swift.template, Localization.yml.template, App.swift.template, ResourceAccess.swift.template, ViewModelTests.swift.template, ObservableViewModel.swift.template, ObservableView.swift.template, ObservableViewModelTests.swift.template, View.swift.template, Fields.swift.template, FieldsMessages.swift.template, FieldsMessages.yml.template, CreateRequest.swift.template, ServerRequest.swift.template, Controller.swift.template, Routes.swift.template, RequestTests.swift.template, ControllerTests.swift.template, UITestCase.swift.template, ViewUITests.swift.template) [template]

            """)
    }
}
