import Foundation
@testable import VMGenKit
import XCTest

/// The localization keys of a generated Fields trio are the keys FOSMVVM derives (reference part
/// 2 §1.2): the YAML vmgen writes holds exactly the keys its generated Swift reads, in every
/// configured locale.
final class FieldsKeyDerivationTests: XCTestCase {
    /// The names and keys of reference part 2 §1.4's verified IdeaFields trio.
    func testTheNamesAndKeysAreThoseOfTheVerifiedTrio() {
        XCTAssertEqual(FieldNames.titleKey(messages: "IdeaFieldsMessages", field: "content", key: "title"), "IdeaFieldsMessages.content.title")
        XCTAssertEqual(FieldNames.titleKey(messages: "IdeaFieldsMessages", field: "content", key: "placeholder"), "IdeaFieldsMessages.content.placeholder")
        XCTAssertEqual(
            FieldNames.messageKey(messages: "IdeaFieldsMessages", field: "content", key: "required"),
            "IdeaFieldsMessages.content.validationMessages.required")
        XCTAssertEqual(FieldNames.message("content", key: "required"), "contentRequiredMessage")
        XCTAssertEqual(FieldNames.message("content", key: "outOfRange"), "contentOutOfRangeMessage")
        XCTAssertEqual(FieldNames.field("content"), "contentField")
        XCTAssertEqual(FieldNames.range("content"), "contentRange")
        XCTAssertEqual(FieldNames.validate("content"), "validateContent")
    }

    /// The lint's key reader knows `.localized(for: T.self, propertyName:, [messageGroup:,]
    /// messageKey:)` as FOSMVVM does (`LocalizableString.swift:63-73`), and ignores what it
    /// cannot know: `Self.self` (the adopter) and a key that is not a literal.
    func testTheLintReadsTheKeysOfLocalizedForLookups() {
        let source = """
            public extension IdeaFields {
                static var contentField: FormField<String> { .init(
                    fieldId: .init(id: "content"),
                    title: .localized(for: IdeaFieldsMessages.self, propertyName: "content", messageKey: "title"),
                    placeholder: .localized(for: IdeaFieldsMessages.self, propertyName: "content", messageGroup: "hints", messageKey: "placeholder"),
                    type: .textArea(inputType: .text)
                ) }
                static var other: LocalizableString { .localized(for: Self.self, propertyName: "content", messageKey: "title") }
                static var computed: LocalizableString { .localized(for: IdeaFieldsMessages.self, propertyName: key, messageKey: "title") }
            }
            """
        let keys = LocalizationKeys.bindings(in: SwiftSourceFile.parse(source, path: "IdeaFields.swift")).map(\.key)
        XCTAssertEqual(keys, ["IdeaFieldsMessages.content.title", "IdeaFieldsMessages.content.hints.placeholder"])
    }

    /// Every kind of field, rendered: the YAML's keys in each locale are exactly the keys the
    /// generated protocol and Messages read, and each value is the spec's text.
    func testTheGeneratedYAMLHoldsExactlyTheKeysTheGeneratedSwiftReads() throws {
        let spec = """
            viewModel: Signup
            hosting: server
            form:
              name: SignupFields
              createRequest: true
              fields:
                email:
                  type: String
                  inputType: emailAddress
                  required: true
                  length: 3...254
                  title: { en: "Email", es: "Correo" }
                  placeholder: { en: "name@example.org", es: "nombre@example.org" }
                  messages:
                    required: { en: "Enter it", es: "Escríbelo" }
                    outOfRange: { en: "3 to 254", es: "3 a 254" }
                    notAnAddress: { en: "Not an address", es: "No es una dirección" }
                nickname: { type: String?, title: { en: "Nickname" } }
                age:
                  type: Int?
                  required: true
                  range: 13...120
                  title: { en: "Age", es: "Edad" }
                  messages:
                    required: { en: "Enter your age", es: "Tu edad" }
                    outOfRange: { en: "13 or older", es: "13 o más" }
                agrees: { type: Bool, title: { en: "I agree", es: "Acepto" } }

            """
        let (set, diagnostics) = SpecHarness.build(["Specs/Signup.yml": spec], locales: ["en", "es"])
        // The nickname's missing 'es' title is LOC-01, an error unless set to a warning.
        XCTAssertEqual(diagnostics.filter { $0.severity == .error }.map(\.code), ["LOC-01"], DiagnosticRenderer().render(diagnostics))
        var config = SpecHarness.config(locales: ["en", "es"])
        config.viewModels.path = "Sources/ViewModels"
        let rendered = FileRenderer(config: config, templates: TemplateLibrary.templateSet().templates).render(set, translations: [:])
        XCTAssertEqual(rendered.diagnostics, [])
        let files = Dictionary(uniqueKeysWithValues: rendered.files.map { ($0.path, $0.contents) })

        let swift = ["Sources/ViewModels/FieldModels/SignupFields.swift", "Sources/ViewModels/FieldModels/SignupFieldsMessages.swift"]
        var read: Set<String> = []
        for path in swift {
            let text = try XCTUnwrap(files[path], "\(path) was not generated; got \(files.keys.sorted())")
            read.formUnion(LocalizationKeys.bindings(in: SwiftSourceFile.parse(text, path: path)).map(\.key))
        }
        XCTAssertNotNil(files["Sources/ViewModels/Signup/SignupCreateRequest.swift"])

        let yamlPath = config.resources.server + "/FieldModels/SignupFieldsMessages.yml"
        let yaml = try XCTUnwrap(files[yamlPath], "no \(yamlPath)")
        let parsed = YAMLParser.parse(Array(yaml.utf8), file: yamlPath)
        XCTAssertEqual(parsed.diagnostics, [])
        var leaves: [String: String] = [:]
        flatten(try XCTUnwrap(parsed.root), prefix: [], into: &leaves)
        for locale in ["en", "es"] {
            let keys = Set(leaves.keys.filter { $0.hasPrefix(locale + ".") }.map { String($0.dropFirst(locale.count + 1)) })
            XCTAssertEqual(keys, read, locale)
        }
        XCTAssertEqual(leaves["en.SignupFieldsMessages.email.validationMessages.notAnAddress"], "Not an address")
        XCTAssertEqual(leaves["es.SignupFieldsMessages.age.validationMessages.outOfRange"], "13 o más")
        XCTAssertEqual(leaves["es.SignupFieldsMessages.email.placeholder"], "nombre@example.org")
        // A locale the spec gives no text for is written empty and marked (LOC-01 as a warning).
        XCTAssertEqual(leaves["es.SignupFieldsMessages.nickname.title"], "")
        XCTAssertTrue(yaml.contains("  nickname:\n      title: \"\"  # UNRATIFIED: no text for this locale yet\n"), yaml)
    }

    private func flatten(_ node: YAMLNode, prefix: [String], into result: inout [String: String]) {
        if let entries = node.mapping {
            for entry in entries { flatten(entry.value, prefix: prefix + [entry.key.text], into: &result) }
        } else {
            result[prefix.joined(separator: ".")] = node.scalar?.text
        }
    }
}
