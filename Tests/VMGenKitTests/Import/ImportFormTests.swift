import VMGenKit
import XCTest

/// Forms: a `{X}Fields` protocol with its extension, `{X}FieldsMessages` and their YAML, the
/// form ViewModel adopting the protocol and `{Stem}CreateRequest` become the spec's `form:`.
/// What vmgen would write otherwise from the fields read is a note at its place.
final class ImportFormTests: XCTestCase {
    private let fields = IdeaFormFixture.fields
    private let messages = IdeaFormFixture.messages
    private let viewModel = IdeaFormFixture.viewModel
    private let request = IdeaFormFixture.request
    private let yaml = IdeaFormFixture.yaml

    func testAHandWrittenFormInFOSMVVMsShapeIsCarried() throws {
        let result = SpecImporter.run(swift: [fields, messages, viewModel, request], yaml: [yaml])
        XCTAssertEqual(result.notes.map(\.rendered), [])
        XCTAssertEqual(try XCTUnwrap(result.specs.first).text, """
            # Imported by `vmgen import` from V/IdeaForm/IdeaFormViewModel.swift.
            viewModel: IdeaForm
            hosting: server
            page: false
            identity: singleton

            form:
              name: IdeaFields
              createRequest: true
              fields:
                content:
                  type: String
                  fieldType: textArea
                  autocapitalize: sentences
                  required: true
                  length: 1...280
                  title: { en: "Idea" }
                  placeholder: { en: "Describe your idea" }
                  messages:
                    required: { en: "Content is required" }
                    outOfRange: { en: "Content must be 1 to 280 characters" }
                  stub: "A bridge"
                rating:
                  type: Double?
                  range: 1.0...5.0
                  title: { en: "Rating" }
                  messages:
                    outOfRange: { en: "From 1 to 5" }

            text:
              pageTitle: { en: "Ideas" }

            properties:
              author: String

            """)
    }

    func testWhatTheSpecCannotHoldIsListedAtItsPlace() {
        let fields = ImportSource(path: "N/NoteFields.swift", text: """
            /// What a note holds.
            public protocol NoteFields: ValidatableModel, Codable, Sendable {
                var title: String { get set }
                var tags: [String] { get set }
                var noteValidationMessages: NoteFieldsMessages { get }
            }

            public extension NoteFields {
                static var titleField: FormField<String> { .init(
                    fieldId: .init(id: "title"),
                    title: .localized(for: NoteFieldsMessages.self, propertyName: "title", messageKey: "title"),
                    type: .text(inputType: .text)
                ) }

                static var maxTags: Int { 5 }

                #if DEBUG
                static var debugTitle: String { "debug" }
                #endif

                internal func validateBeyondLimits(_ fields: [any FormFieldBase]?) -> [ValidationResult]? {
                    title.count > 3 ? nil : [.init(status: .error, field: Self.titleField, message: noteValidationMessages.titleTooShortMessage)]
                }

                func validate(fields: [any FormFieldBase]?, validations: Validations) -> ValidationResult.Status? {
                    var result = [ValidationResult]()
                    // Only the hand-written checks.
                    result += validateBeyondLimits(fields)
                    if !result.isEmpty { validations.validations = result }
                    return .init(for: result)
                }
            }
            """)
        let messages = ImportSource(path: "N/NoteFieldsMessages.swift", text: """
            @FieldValidationModel
            public struct NoteFieldsMessages {
                @LocalizedString("title", messageGroup: "validationMessages", messageKey: "tooShort")
                public var titleTooShortMessage
                @LocalizedString public var footer

                public init() {}
            }
            """)
        let viewModel = ImportSource(path: "N/NoteFormViewModel.swift", text: """
            @ViewModel
            public struct NoteFormViewModel: NoteFields {
                public var title: String
                public var noteValidationMessages: NoteFieldsMessages
                public var vmId: ViewModelId = .init(type: Self.self)

                public init(title: String) {
                    self.title = title
                    self.noteValidationMessages = .init()
                }

                public static func stub(title: String = Date().description) -> Self {
                    .init(title: title)
                }
            }
            """)
        let request = ImportSource(path: "N/NoteCreateRequest.swift", text: """
            public final class NoteCreateRequest: CreateRequest, @unchecked Sendable {
                public typealias Query = EmptyQuery
                public struct ResponseError: ServerRequestError {
                    public let reason: String
                }
                public var retries: Int { 3 }
            }
            """)
        let yaml = ImportSource(path: "R/NoteFieldsMessages.yml", text: """
            en:
              NoteFieldsMessages:
                title:
                  title: "Title"
                  validationMessages:
                    tooShort: "Too short"
                  hint: "Keep it short"
            """)
        let result = SpecImporter.run(swift: [fields, messages, viewModel, request], yaml: [yaml])
        XCTAssertEqual(result.notes.map(\.rendered), [
            "N/NoteCreateRequest.swift:3:12: note: 'NoteCreateRequest.ResponseError' is not carried: 'errors:' reads '@LocalizableError public struct ResponseError: ServerRequestError'",
            "N/NoteCreateRequest.swift:6:12: note: var 'retries' of 'NoteCreateRequest' is not carried: vmgen does not write it in a create request",
            "N/NoteFields.swift:2:8: note: the doc comment of protocol 'NoteFields' is not carried: the spec writes none for a form's files",
            "N/NoteFields.swift:4:5: note: requirement 'tags' of 'NoteFields' is not carried: a field is 'var name: T { get set }' of String, Int, Double, Bool or Date (optional or not), and the only other requirement is 'var noteValidationMessages: NoteFieldsMessages { get }'",
            "N/NoteFields.swift:15:12: note: var 'maxTags' of the extension of 'NoteFields' is not carried: vmgen does not write it from the form's fields (validation of your own goes in validateBeyondLimits' region, with its message under the field's 'messages:')",
            "N/NoteFields.swift:18:12: note: var 'debugTitle' of the extension of 'NoteFields' is not carried: it is declared under #if DEBUG",
            "N/NoteFields.swift:21:14: note: the body of 'validateBeyondLimits' is not carried: the spec generates it with the protected region 'validation'; move this body between its vmgen:begin and vmgen:end lines in the generated NoteFields.swift",
            "N/NoteFields.swift:25:5: note: the comments inside func 'validate' of the extension of 'NoteFields' are not carried: the spec regenerates its body",
            "N/NoteFieldsMessages.swift:5:29: note: var 'footer' of 'NoteFieldsMessages' is not carried: vmgen writes only a @LocalizedString(\"field\", messageGroup: \"validationMessages\", messageKey: \"key\") public var fieldKeyMessage for each message of a field, and init()",
            "N/NoteFormViewModel.swift:4:12: note: property 'noteValidationMessages' is not carried as written: the spec generates 'public let noteValidationMessages: NoteFieldsMessages', set to .init() in the init",
            "N/NoteFormViewModel.swift:12:29: note: the stub value 'Date().description' of 'title' is not carried: the import reads the literals vmgen writes (text, numbers, true/false, nil, URL, UUID, Date(timeIntervalSince1970:), enum cases and lists of these)",
            "R/NoteFieldsMessages.yml:7:7: note: translation 'NoteFieldsMessages.title.hint' is not carried: no imported text uses it",
        ])
        // The message for hand-written validation is carried with the field.
        XCTAssertEqual(result.specs.first?.text, """
            # Imported by `vmgen import` from N/NoteFormViewModel.swift.
            viewModel: NoteForm
            hosting: server
            page: false
            identity: singleton

            form:
              name: NoteFields
              createRequest: true
              fields:
                title:
                  type: String
                  title: { en: "Title" }
                  messages:
                    tooShort: { en: "Too short" }

            """)
    }

    /// A check beyond the declared limits inside `validateContent` would be lost on
    /// regenerating: it is listed where it is.
    func testAFieldValidatorThatDoesMoreIsListed() {
        let changed = ImportSource(path: fields.path, text: fields.text.replacingOccurrences(
            of: "if content.isEmpty {", with: "if content.isEmpty || content == \"TODO\" {"))
        let result = SpecImporter.run(swift: [changed, messages, viewModel, request], yaml: [yaml])
        XCTAssertEqual(result.notes.map(\.rendered), [
            "V/FieldModels/IdeaFields.swift:37:14: note: func 'validateContent' of the extension of 'IdeaFields' is not carried: it differs from what vmgen writes from the fields read (their types, limits, options and messages); the spec regenerates it",
        ])
    }

    /// A Fields file vmgen wrote is written again at the same path, so `generate` keeps its
    /// `validation` region: the body is not listed. Without the header, it is.
    func testTheValidationRegionOfAGeneratedFieldsFileIsKeptByGenerate() {
        let body = "nil\n    }\n\n    func validate("
        let handWritten = "content.count > 3 ? nil : []\n    }\n\n    func validate("
        let written = fields.text.replacingOccurrences(of: body, with: handWritten)
        XCTAssertNotEqual(written, fields.text)
        let header = "// Generated by vmgen from Specs/IdeaForm.yml. Edit only between vmgen:begin and vmgen:end; the rest is rewritten by `vmgen generate`.\n"
        let generated = ImportSource(path: fields.path, text: header + written.replacingOccurrences(
            of: "        content.count > 3 ? nil : []", with: "        // vmgen:begin validation\n        content.count > 3 ? nil : []\n        // vmgen:end validation"))
        XCTAssertEqual(SpecImporter.run(swift: [generated, messages, viewModel, request], yaml: [yaml]).notes.map(\.rendered), [])
        let hand = SpecImporter.run(swift: [ImportSource(path: fields.path, text: written), messages, viewModel, request], yaml: [yaml])
        XCTAssertEqual(hand.notes.map(\.rendered), [
            "V/FieldModels/IdeaFields.swift:50:14: note: the body of 'validateBeyondLimits' is not carried: the spec generates it with the protected region 'validation'; move this body between its vmgen:begin and vmgen:end lines in the generated IdeaFields.swift",
        ])
    }

    /// A ViewModel whose fields are not its first properties, in the protocol's order, is
    /// regenerated with them first: that is listed at the ViewModel.
    func testFieldsOutOfOrderInTheViewModelAreListed() {
        let reordered = ImportSource(path: viewModel.path, text: viewModel.text.replacingOccurrences(
            of: "    public var content: String\n    public var rating: Double?\n", with: "    public var rating: Double?\n    public var content: String\n"))
        XCTAssertNotEqual(reordered.text, viewModel.text)
        let notes = SpecImporter.run(swift: [fields, messages, reordered, request], yaml: [yaml]).notes.map(\.rendered)
        XCTAssertTrue(notes.contains(
            "V/IdeaForm/IdeaFormViewModel.swift:2:15: note: the properties of 'IdeaFormViewModel' are not carried as written: the spec makes each field of 'IdeaFields' a property of the same type, first and in the protocol's order (content: String, rating: Double?)"),
            notes.joined(separator: "\n"))
    }

    func testAFormNoViewModelAdoptsIsListed() {
        let result = SpecImporter.run(swift: [fields, messages], yaml: [yaml])
        XCTAssertEqual(result.specs, [])
        XCTAssertEqual(result.notes.map(\.rendered), [
            "R/IdeaFieldsMessages.yml:4:7: note: translation 'IdeaFieldsMessages.content.title' is not carried: no imported text uses it",
            "R/IdeaFieldsMessages.yml:5:7: note: translation 'IdeaFieldsMessages.content.placeholder' is not carried: no imported text uses it",
            "R/IdeaFieldsMessages.yml:7:9: note: translation 'IdeaFieldsMessages.content.validationMessages.required' is not carried: no imported text uses it",
            "R/IdeaFieldsMessages.yml:8:9: note: translation 'IdeaFieldsMessages.content.validationMessages.outOfRange' is not carried: no imported text uses it",
            "R/IdeaFieldsMessages.yml:10:7: note: translation 'IdeaFieldsMessages.rating.title' is not carried: no imported text uses it",
            "R/IdeaFieldsMessages.yml:12:9: note: translation 'IdeaFieldsMessages.rating.validationMessages.outOfRange' is not carried: no imported text uses it",
            "R/IdeaFieldsMessages.yml:14:5: note: translation 'IdeaFormViewModel.pageTitle' is not carried: no imported text uses it",
            "V/FieldModels/IdeaFields.swift:3:8: note: protocol 'IdeaFields' is not carried: no imported ViewModel adopts 'IdeaFields', and the spec declares a form in the ViewModel that adopts it",
            "V/FieldModels/IdeaFields.swift:9:8: note: extension 'IdeaFields' is not carried: no imported ViewModel adopts 'IdeaFields', and the spec declares a form in the ViewModel that adopts it",
            "V/FieldModels/IdeaFieldsMessages.swift:3:30: note: struct 'IdeaFieldsMessages' is not carried: no imported ViewModel adopts 'IdeaFields', and the spec declares a form in the ViewModel that adopts it",
        ])
    }

    /// The spec needs a message for each declared limit and refuses one without its limit:
    /// a missing one is added (its text from the YAML), a stray one left out, each listed.
    func testLimitMessagesFollowTheLimitsRead() throws {
        // `rating` loses its range (so its 'outOfRange' message has no limit); `content`
        // loses its 'required' message (its limit stays).
        let fields = ImportSource(path: self.fields.path, text: self.fields.text.replacingOccurrences(
            of: "static var ratingRange: ClosedRange<Double> { 1.0...5.0 }", with: ""))
        let messages = ImportSource(path: self.messages.path, text: self.messages.text.replacingOccurrences(
            of: "    @LocalizedString(\"content\", messageGroup: \"validationMessages\", messageKey: \"required\")\n    public var contentRequiredMessage\n", with: ""))
        let result = SpecImporter.run(swift: [fields, messages, viewModel, request], yaml: [yaml])
        let notes = result.notes.map(\.rendered)
        XCTAssertTrue(notes.contains("V/FieldModels/IdeaFields.swift:4:5: note: field 'content' has a limit without the message 'required' in IdeaFieldsMessages; the spec needs one, so it declares it (with the YAML's text, if any)"), notes.joined(separator: "\n"))
        XCTAssertTrue(notes.contains("V/FieldModels/IdeaFieldsMessages.swift:7:12: note: message 'outOfRange' of 'rating' is not carried: it is shown only for a field with that limit ('required: true' for 'required', 'length' or 'range' for 'outOfRange'), which the extension does not declare"), notes.joined(separator: "\n"))
        XCTAssertTrue(notes.contains("R/IdeaFieldsMessages.yml:12:9: note: translation 'IdeaFieldsMessages.rating.validationMessages.outOfRange' is not carried: no imported text uses it"), notes.joined(separator: "\n"))
        let spec = try XCTUnwrap(result.specs.first).text
        XCTAssertTrue(spec.contains("""
                  messages:
                    required: { en: "Content is required" }
                    outOfRange: { en: "Content must be 1 to 280 characters" }
            """), spec)
        XCTAssertFalse(spec.contains("From 1 to 5"), spec)
    }
}
