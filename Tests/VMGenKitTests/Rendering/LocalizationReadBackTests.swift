import Foundation
import VMGenKit
import VMGenTestSupport
import XCTest

/// Every localization file of every example, read back with a YAML parser, holds exactly the
/// keys FOSMVVM derives for its ViewModel and the spec's text for each locale.
final class LocalizationReadBackTests: XCTestCase {
    func testExampleYAMLFilesHoldExactlyTheSpecsText() throws {
        for example in Repository.examples {
            let configBytes = try XCTUnwrap(FileManager.default.contents(atPath: example + "/vmgen.yml"))
            let (config, configDiagnostics) = ConfigLoader.load(SpecFile(path: "vmgen.yml", bytes: Array(configBytes)))
            XCTAssertEqual(configDiagnostics, [])
            let specFolder = example + "/" + config.specs
            let specs = try FileManager.default.contentsOfDirectory(atPath: specFolder).sorted().map { name in
                SpecFile(path: config.specs + "/" + name, bytes: Array(try XCTUnwrap(FileManager.default.contents(atPath: specFolder + "/" + name))))
            }
            let (documents, _) = Generator.parse(specs)
            let (set, diagnostics) = SpecModelBuilder.build(documents)
            XCTAssertFalse(diagnostics.hasErrors, "\(diagnostics)")
            var checked = 0
            for viewModel in set.viewModels where viewModel.hasLocalizedText {
                let path = OutputPaths(config: config).localization(viewModel)
                let bytes = try XCTUnwrap(FileManager.default.contents(atPath: example + "/" + path), "missing \(path)")
                let parsed = YAMLParser.parse(Array(bytes), file: path)
                XCTAssertEqual(parsed.diagnostics, [], path)
                XCTAssertEqual(flatten(try XCTUnwrap(parsed.root)), expected(viewModel, locales: config.locales), path)
                checked += 1
            }
            XCTAssertGreaterThan(checked, 0, "\(example) has no localization files")
        }
    }

    /// `locale.Type.key` → the value (a list value joined with " | " for comparison).
    private func flatten(_ root: YAMLNode) -> [String: String] {
        var result: [String: String] = [:]
        for locale in root.mapping ?? [] {
            for type in locale.value.mapping ?? [] {
                for entry in type.value.mapping ?? [] {
                    let key = "\(locale.key.text).\(type.key.text).\(entry.key.text)"
                    if let items = entry.value.sequence {
                        result[key] = items.map { $0.scalar?.text ?? "?" }.joined(separator: " | ")
                    } else {
                        result[key] = entry.value.scalar?.text
                    }
                }
            }
        }
        return result
    }

    private func expected(_ viewModel: ViewModelSpec, locales: [String]) -> [String: String] {
        var result: [String: String] = [:]
        for locale in locales {
            for text in viewModel.texts {
                switch text.kind {
                case .string(let values), .substitutions(let values, _):
                    result["\(locale).\(viewModel.typeName).\(text.name)"] = values[locale]
                case .compound(let pieces, let separator):
                    result["\(locale).\(viewModel.typeName).\(text.name)Pieces"] = pieces[locale]?.joined(separator: " | ")
                    if let separator { result["\(locale).\(viewModel.typeName).\(text.name)Separator"] = separator[locale] }
                }
            }
            for displayEnum in viewModel.enums {
                for enumCase in displayEnum.cases {
                    result["\(locale).\(displayEnum.name).\(enumCase.name)"] = enumCase.labels[locale]
                }
            }
            // The requests' generated ResponseErrors: under the innermost type name, `{case}Message`.
            for message in viewModel.generatedRequestErrors.flatMap(\.errors.cases) {
                if case .string(let values) = message.kind { result["\(locale).ResponseError.\(message.name)Message"] = values[locale] }
                if case .substitutions(let values, _) = message.kind { result["\(locale).ResponseError.\(message.name)Message"] = values[locale] }
            }
        }
        return result
    }
}
