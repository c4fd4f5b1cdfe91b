@testable import VMGenKit
import VMGenTestSupport
import XCTest

/// An incremental run that adds or removes a ViewModel makes the App file again from the
/// specs' summaries (`AppContext(app:summaries:config:)`): on every spec of Harbor, and on
/// Harbor without each of its specs in turn, that gives what the model gives, storages and
/// their `create:` included.
final class AppContextFromSummariesTests: XCTestCase {
    private func harbor() throws -> (config: ProjectConfig, specs: [SpecFile]) {
        let root = Repository.root + "/Examples/Harbor/"
        let config = ConfigLoader.load(SpecFile(path: "vmgen.yml", text: try String(contentsOfFile: root + "vmgen.yml", encoding: .utf8))).config
        let names = try FileManager.default.contentsOfDirectory(atPath: root + "Specs").filter { $0.hasSuffix(".yml") }.sorted()
        let specs = try names.map { SpecFile(path: "Specs/" + $0, text: try String(contentsOfFile: root + "Specs/" + $0, encoding: .utf8)) }
        return (config, specs)
    }

    private func contexts(_ specs: [SpecFile], config: ProjectConfig, file: StaticString = #filePath, line: UInt = #line) throws -> (model: AppContext, summaries: AppContext) {
        var input = Generator.Input(config: config, specs: specs, templates: TemplateLibrary.templateSet(overrides: [:]).0, existing: [:])
        input.summarizes = true
        let output = Generator.run(input)
        XCTAssertEqual(output.summaries.count, specs.count, "\(output.diagnostics)", file: file, line: line)
        let app = try XCTUnwrap(config.app)
        return (AppContext(app: app, set: output.viewModels, config: config), AppContext(app: app, summaries: output.summaries, config: config))
    }

    func testTheSummariesGiveTheModelsAppContext() throws {
        let (config, specs) = try harbor()
        let (model, summaries) = try contexts(specs, config: config)
        XCTAssertFalse(model.storages.isEmpty, "Harbor's App creates a storage")
        XCTAssertTrue(model.storages.contains { $0.create != nil })
        XCTAssertEqual(summaries.entries, model.entries)
        XCTAssertEqual(summaries.storages, model.storages)
        XCTAssertEqual(summaries.value, model.value)
    }

    func testWithoutEachSpecTheSummariesStillGiveTheModelsAppContext() throws {
        let (config, specs) = try harbor()
        var compared = 0
        for left in specs.indices {
            var fewer = specs
            fewer.remove(at: left)
            var input = Generator.Input(config: config, specs: fewer, templates: TemplateLibrary.templateSet(overrides: [:]).0, existing: [:])
            input.summarizes = true
            // Without some specs the others have errors (and no summaries): nothing to compare.
            guard !Generator.run(input).diagnostics.hasErrors else { continue }
            let (model, summaries) = try contexts(fewer, config: config)
            XCTAssertEqual(summaries.value, model.value, "without \(specs[left].path)")
            compared += 1
        }
        XCTAssertGreaterThanOrEqual(compared, specs.count / 2, "most of Harbor's specs can go alone")
    }
}
