import Foundation
import VMGenTestSupport
import XCTest

/// The built binary on forms that declare their fields (issue 14 §1): every mistake in
/// `form: { name:, fields: }` is an error at its spec location (with a did-you-mean where one
/// fits), exit 1 like every spec error, nothing written; a hand-written Fields file in the way is
/// never overwritten; hand-written validation in the protected region survives regeneration.
final class FormFieldsSpecTests: XCTestCase {
    private var project: TemporaryFolder!

    override func setUpWithError() throws {
        project = try TemporaryFolder()
        try project.write("vmgen.yml", "locales: [en]\n")
    }

    override func tearDown() {
        project = nil
    }

    /// A form page whose `form:` mapping is `form` (indented under `form:`).
    private func page(_ form: String, rest: String = "") -> [String: String] {
        ["Specs/VesselForm.yml": "viewModel: VesselForm\nhosting: server\nform:\n" + form + rest]
    }

    func testAMisspeltKeyOfTheFormOrOfAFieldIsAnErrorWithASuggestion() throws {
        try project.assertGenerateRefuses(page("""
              name: VesselFields
              createRequst: true
              fields:
                name: { type: String, requird: true, title: { en: "Name" } }

            """), message: """
            Specs/VesselForm.yml:5:3: error: unknown key 'createRequst' in 'form'; did you mean 'createRequest'? [spec]
              createRequst: true
              ^
            Specs/VesselForm.yml:7:27: error: unknown key 'requird' in the field 'name'; did you mean 'required'? [spec]
                name: { type: String, requird: true, title: { en: "Name" } }
                                      ^
            vmgen: 2 errors; nothing written

            """)
    }

    func testAMisspeltFieldTypeOrInputTypeIsAnErrorWithASuggestion() throws {
        try project.assertGenerateRefuses(page("""
              name: VesselFields
              fields:
                notes: { type: String, fieldType: textArae, title: { en: "Notes" } }
                email: { type: String, inputType: email, title: { en: "Email" } }

            """), message: """
            Specs/VesselForm.yml:6:39: error: 'fieldType' must be one of text, textArea, checkbox, colorPicker, select; did you mean 'textArea'? [spec]
                notes: { type: String, fieldType: textArae, title: { en: "Notes" } }
                                                  ^
            Specs/VesselForm.yml:7:39: error: 'inputType' is one of FOSMVVM's FormInputType cases; did you mean 'emailAddress'? (e.g. text, emailAddress, password, tel, url, number, date, givenName, postalCode) [spec]
                email: { type: String, inputType: email, title: { en: "Email" } }
                                                  ^
            vmgen: 2 errors; nothing written

            """)
    }

    func testAMisspeltAutofillOrAutocapitalizeIsAnErrorWithASuggestion() throws {
        try project.assertGenerateRefuses(page("""
              name: VesselFields
              fields:
                first: { type: String, autocomplete: given-name, title: { en: "First name" } }
                code: { type: String, autocapitalize: word, title: { en: "Code" } }
                agrees: { type: Bool, autocapitalize: never, title: { en: "I agree" } }

            """), message: """
            Specs/VesselForm.yml:6:42: error: 'autocomplete' is one of FOSMVVM's FormInputOption.Autocomplete cases; did you mean 'givenName'? [spec]
                first: { type: String, autocomplete: given-name, title: { en: "First name" } }
                                                     ^
            Specs/VesselForm.yml:7:43: error: 'autocapitalize' is one of FOSMVVM's FormInputOption.Autocapitalize cases; did you mean 'words'? [spec]
                code: { type: String, autocapitalize: word, title: { en: "Code" } }
                                                      ^
            Specs/VesselForm.yml:8:27: error: 'autocapitalize' belongs to a text or textArea field; a checkbox has none [spec]
                agrees: { type: Bool, autocapitalize: never, title: { en: "I agree" } }
                                      ^
            vmgen: 3 errors; nothing written

            """)
    }

    func testLimitsThatDoNotFitTheFieldAreErrors() throws {
        try project.assertGenerateRefuses(page("""
              name: VesselFields
              fields:
                size: { type: Double, length: 1...3, title: { en: "Size" } }
                count: { type: Int, range: 5...1, title: { en: "Count" } }
                name: { type: String, length: 60, title: { en: "Name" } }
                flag: { type: Bool, required: true, title: { en: "Flag" } }
                site: { type: URL, title: { en: "Site" } }

            """), message: """
            Specs/VesselForm.yml:6:27: error: 'length' limits the characters of a String field; 'size' is Double (use 'range') [spec]
                size: { type: Double, length: 1...3, title: { en: "Size" } }
                                      ^
            Specs/VesselForm.yml:7:32: error: the 'range' of an Int field is two whole numbers, lower ≤ upper, e.g. 1...120 [spec]
                count: { type: Int, range: 5...1, title: { en: "Count" } }
                                           ^
            Specs/VesselForm.yml:8:35: error: 'length' is written lower...upper, e.g. 1...60 [spec]
                name: { type: String, length: 60, title: { en: "Name" } }
                                              ^
            Specs/VesselForm.yml:9:25: error: a Bool field always has a value; 'required' is for text, numbers and dates [spec]
                flag: { type: Bool, required: true, title: { en: "Flag" } }
                                    ^
            Specs/VesselForm.yml:10:19: error: a form field is a String, Int, Double, Bool or Date (optional or not); 'site' is URL [spec]
                site: { type: URL, title: { en: "Site" } }
                              ^
            vmgen: 5 errors; nothing written

            """)
    }

    /// A declared limit needs its message; a message no limit shows is an error; a misspelt
    /// `required` is pointed at, with the suggestion.
    func testTheLimitsMessagesMustMatchTheLimits() throws {
        try project.assertGenerateRefuses(page("""
              name: VesselFields
              fields:
                name:
                  type: String
                  required: true
                  length: 1...60
                  title: { en: "Name" }
                  messages:
                    requird: { en: "Enter the name" }
                    outOfRange: { en: "1 to 60 characters" }
                note:
                  type: String?
                  title: { en: "Note" }
                  messages:
                    outOfRange: { en: "Too long" }
                size:
                  type: Int
                  range: 1...9
                  title: { en: "Size" }

            """), message: """
            Specs/VesselForm.yml:12:9: error: the field 'name' is required, so it needs the message 'required'; 'requird' is not one of its limits' messages; did you mean 'required'? [spec]
                    requird: { en: "Enter the name" }
                    ^
            Specs/VesselForm.yml:18:9: error: the message 'outOfRange' is shown when a value is outside the field's 'length' or 'range'; 'note' has neither [spec]
                    outOfRange: { en: "Too long" }
                    ^
            Specs/VesselForm.yml:19:5: error: the field 'size' has a 'range', so it needs messages: { outOfRange: { en: "…" } } [spec]
                size:
                ^
            vmgen: 3 errors; nothing written

            """)
    }

    /// Every message is a property of the one Messages struct: two that would share a name
    /// would not compile.
    func testTwoMessagesThatWouldBeOnePropertyAreAnError() throws {
        try project.assertGenerateRefuses(page("""
              name: VesselFields
              fields:
                a: { type: String, title: { en: "A" }, messages: { bRequired: { en: "x" } } }
                aB: { type: String, required: true, title: { en: "AB" }, messages: { required: { en: "y" } } }

            """), message: """
            Specs/VesselForm.yml:7:74: error: the message 'required' of 'aB' and the message 'bRequired' of 'a' would both be the property 'aBRequiredMessage'; rename one [spec]
                aB: { type: String, required: true, title: { en: "AB" }, messages: { required: { en: "y" } } }
                                                                                     ^
              note: the first is declared at Specs/VesselForm.yml:6:56
            vmgen: 1 error; nothing written

            """)
    }

    func testAFieldNeedsATitleAndIsNotAlsoAProperty() throws {
        try project.assertGenerateRefuses(page("""
              name: VesselFields
              fields:
                name: { type: String }

            """, rest: "properties:\n  name: String\n"), message: """
            Specs/VesselForm.yml:6:5: error: the field 'name' needs a 'title' per locale (its label), e.g. title: { en: "Name" } [spec]
                name: { type: String }
                ^
            Specs/VesselForm.yml:8:3: error: 'name' is a field of the form, and a form's fields are its ViewModel's properties: remove it from 'properties' [spec]
              name: String
              ^
              note: the field is declared at Specs/VesselForm.yml:6:5
            vmgen: 2 errors; nothing written

            """)
    }

    /// `form: { name: X }` without fields would silently mean the hand-written protocol; and two
    /// specs generating the same protocol would write one file twice.
    func testAFormMappingNeedsFieldsAndOneProtocolIsGeneratedOnce() throws {
        try project.assertGenerateRefuses([
            "Specs/A.yml": "viewModel: A\nhosting: client\nform: { name: VesselFields }\n",
            "Specs/B.yml": "viewModel: B\nhosting: client\nform:\n  name: BoatFields\n  fields:\n    size: { type: Int, title: { en: \"Size\" } }\n",
            "Specs/C.yml": "viewModel: C\nhosting: client\nform:\n  name: BoatFields\n  fields:\n    size: { type: Int, title: { en: \"Size\" } }\n",
        ], message: """
            Specs/A.yml:3:7: error: a 'form' mapping declares the form's 'fields'; for a hand-written protocol write form: VesselFields [spec]
            form: { name: VesselFields }
                  ^
            Specs/C.yml:4:9: error: the Fields protocol of 'C' and the Fields protocol of 'B' would both declare the type 'BoatFields'; rename one [spec]
              name: BoatFields
                    ^
              note: the Fields protocol of 'B' is declared at Specs/B.yml:4:9
            vmgen: 2 errors; nothing written

            """)
    }

    private let vesselSpec = """
        viewModel: VesselForm
        hosting: server
        form:
          name: VesselFields
          fields:
            name:
              type: String
              required: true
              title: { en: "Name", es: "Nombre" }
              messages:
                required: { en: "Enter the name", es: "Introduce el nombre" }
                taken: { en: "This name is taken", es: "Este nombre ya existe" }

        """

    /// Never lose a user's byte: a hand-written `VesselFields.swift` where vmgen would generate
    /// one stays byte for byte, and the run fails naming it.
    func testAHandWrittenFieldsFileIsNeverOverwritten() throws {
        try project.write("vmgen.yml", "locales: [en, es]\n")
        try project.write("Specs/VesselForm.yml", vesselSpec)
        let handWritten = "// My own fields.\npublic protocol VesselFields {}\n"
        try project.write("Sources/ViewModels/FieldModels/VesselFields.swift", handWritten)
        let run = try Reliability.vmgen(["generate"], in: project.path)
        XCTAssertEqual(run.status, 1, run.output)
        XCTAssertTrue(run.standardError.contains(
            "Sources/ViewModels/FieldModels/VesselFields.swift:1:1: error: Sources/ViewModels/FieldModels/VesselFields.swift exists and was not written by vmgen"),
            run.standardError)
        XCTAssertEqual(try String(contentsOfFile: project.path + "/Sources/ViewModels/FieldModels/VesselFields.swift", encoding: .utf8), handWritten)
    }

    /// A translation added by hand to the generated Messages YAML is never dropped: the file is
    /// left byte for byte and the run fails saying so (vmgen does not carry nested translations
    /// over, so it must not rewrite the file).
    func testAHandEditedFieldsYAMLIsNeverOverwritten() throws {
        try project.write("Specs/VesselForm.yml", vesselSpec.replacingOccurrences(of: ", es: \"Nombre\"", with: "")
            .replacingOccurrences(of: ", es: \"Introduce el nombre\"", with: "").replacingOccurrences(of: ", es: \"Este nombre ya existe\"", with: ""))
        XCTAssertEqual(try Reliability.vmgen(["generate"], in: project.path).status, 0)
        let path = project.path + "/Sources/Resources/ViewModels/FieldModels/VesselFieldsMessages.yml"
        let edited = try String(contentsOfFile: path, encoding: .utf8)
            .replacingOccurrences(of: "# vmgen:fingerprint", with: "fr:\n  VesselFieldsMessages:\n    name:\n      title: \"Nom\"\n# vmgen:fingerprint")
        try Data(edited.utf8).write(to: URL(fileURLWithPath: path))
        try project.write("Specs/VesselForm.yml", try String(contentsOfFile: project.path + "/Specs/VesselForm.yml", encoding: .utf8)
            .replacingOccurrences(of: "\"Name\"", with: "\"Vessel name\""))
        let run = try Reliability.vmgen(["generate"], in: project.path)
        XCTAssertEqual(run.status, 1, run.output)
        XCTAssertTrue(run.standardError.contains("[edited-localization]"), run.standardError)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), edited)
    }

    /// The protocol's `validation` region is the user's: a regeneration after a spec change
    /// rewrites the rest (and the YAML) and keeps the region's code.
    func testHandWrittenValidationSurvivesRegeneration() throws {
        try project.write("vmgen.yml", "locales: [en, es]\n")
        try project.write("Specs/VesselForm.yml", vesselSpec)
        XCTAssertEqual(try Reliability.vmgen(["generate"], in: project.path).status, 0)
        let path = project.path + "/Sources/ViewModels/FieldModels/VesselFields.swift"
        let generated = try String(contentsOfFile: path, encoding: .utf8)
        let region = "        // vmgen:begin validation\n        nil\n        // vmgen:end validation\n"
        XCTAssertTrue(generated.contains(region), generated)
        let mine = """
                    // vmgen:begin validation
                    guard name == "Titanic" else { return nil }
                    return [.init(status: .error, field: Self.nameField, message: vesselValidationMessages.nameTakenMessage)]
                    // vmgen:end validation

            """
        try Data(generated.replacingOccurrences(of: region, with: mine).utf8).write(to: URL(fileURLWithPath: path))

        try project.write("Specs/VesselForm.yml", vesselSpec.replacingOccurrences(of: "\"Name\"", with: "\"Vessel name\""))
        let run = try Reliability.vmgen(["generate"], in: project.path)
        XCTAssertEqual(run.status, 0, run.output)
        XCTAssertTrue(try String(contentsOfFile: path, encoding: .utf8).contains(mine))
        let yaml = try String(contentsOfFile: project.path + "/Sources/Resources/ViewModels/FieldModels/VesselFieldsMessages.yml", encoding: .utf8)
        XCTAssertTrue(yaml.contains("      title: \"Vessel name\"\n"), yaml)
        XCTAssertTrue(yaml.contains("        taken: \"Este nombre ya existe\"\n"), yaml)
    }
}
