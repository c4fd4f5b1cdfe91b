import VMGenKit
import XCTest

/// A page request's nested `ResponseError` becomes `request: errors:`, and a client-hosted
/// ViewModel showing it becomes `displaysError:`. What does not match vmgen's meaning is listed
/// at its place.
final class ImportErrorTests: XCTestCase {
    private let page = ImportSource(path: "B/BerthViewModel.swift", text: """
        @ViewModel
        public struct BerthViewModel: RequestableViewModel {
            public typealias Request = BerthRequest
            public let name: String
            public var vmId: ViewModelId = .init(type: Self.self)
            public init(name: String) {
                self.name = name
            }
        }
        """)

    private let yaml = ImportSource(path: "B/Berth.yml", text: """
        en:
          ResponseError:
            closedMessage: "Berth %{berth} is closed"
            goneMessage: "This berth is gone"
        es:
          ResponseError:
            closedMessage: "El amarre %{berth} está cerrado"
            goneMessage: "Este amarre ya no existe"
        """)

    /// The request with `error` as its nested ResponseError (vmgen's shape by default).
    private func request(_ error: String = generatedError) -> ImportSource {
        ImportSource(path: "B/BerthRequest.swift", text: """
            public final class BerthRequest: ViewModelRequest, @unchecked Sendable {
                public typealias Query = EmptyQuery
            \(error)
                public var responseBody: BerthViewModel?

                public init(
                    query: EmptyQuery? = nil,
                    sort: EmptySort? = nil,
                    fragment: EmptyFragment? = nil,
                    requestBody: EmptyBody? = nil,
                    responseBody: BerthViewModel? = nil
                ) {
                    self.responseBody = responseBody
                }
            }
            """)
    }

    private static let generatedError = """
            @LocalizableError
            public struct ResponseError: ServerRequestError {
                public enum Code: CaseIterable, Codable, Hashable, Sendable {
                    case closed
                    case gone
                }

                public let code: Code
                public let berthName: String

                @LocalizedSubs(substitutions: \\.closedMessageSubstitutions) public var closedMessage
                @LocalizedString public var goneMessage

                public var localizedMessage: any Localizable {
                    switch code {
                    case .closed: return closedMessage
                    case .gone: return goneMessage
                    }
                }

                private var closedMessageSubstitutions: [String: any Localizable] {
                    ["berth": LocalizableString.constant(berthName)]
                }

                public init(code: Code, berthName: String) {
                    self.code = code
                    self.berthName = berthName
                }
            }
        """

    private static let errorsYAML = """
        request:
          errors:
            fields:
              berthName: String
            cases:
              closed:
                en: "Berth %{berth} is closed"
                es: "El amarre %{berth} está cerrado"
                substitutions: { berth: berthName }
              gone: { en: "This berth is gone", es: "Este amarre ya no existe" }

        """

    private func line(of marker: String, in source: ImportSource) -> Int {
        let lines = source.text.components(separatedBy: "\n")
        return (lines.firstIndex { $0.contains(marker) } ?? -1) + 1
    }

    func testVmgensResponseErrorBecomesErrorsWithItsMessages() {
        let result = SpecImporter.run(swift: [page, request()], yaml: [yaml])
        XCTAssertEqual(result.notes.map(\.rendered), [])
        XCTAssertTrue(result.specs[0].text.contains("\n" + Self.errorsYAML), result.specs[0].text)
    }

    func testAHandWrittenVariantKeepsItsMeaningAndListsTheRest() {
        // Other order and spacing, no comment, the init's order for the fields, and two extra members.
        let source = request("""
                @LocalizableError public struct ResponseError: ServerRequestError {
                    /// The berth's name, as the harbor master wrote it.
                    public let berthName: String
                    @LocalizedString public var goneMessage
                    public init(code: Code, berthName: String) { self.code = code; self.berthName = berthName }
                    public var localizedMessage: any Localizable { switch code { case .closed: return closedMessage
                        case .gone: return goneMessage } }
                    public let code: Code
                    private var closedMessageSubstitutions: [String: any Localizable] { ["berth": LocalizableString.constant(berthName)] }
                    public var helpURL: URL? { nil }
                    @LocalizedSubs(substitutions: \\.closedMessageSubstitutions) public var closedMessage
                    public enum Code: CaseIterable, Codable, Hashable, Sendable { case closed, gone
                        var isPermanent: Bool { self == .gone }
                    }
                }
            """)
        let result = SpecImporter.run(swift: [page, source], yaml: [yaml])
        XCTAssertTrue(result.specs[0].text.contains("\n" + Self.errorsYAML), result.specs[0].text)
        XCTAssertEqual(result.notes.map(\.location.line), [line(of: "public let berthName", in: source), line(of: "helpURL", in: source), line(of: "isPermanent", in: source)],
            result.notes.map(\.rendered).joined(separator: "\n"))
        XCTAssertTrue(result.notes.allSatisfy { $0.message.contains("of the ResponseError") }, result.notes.map(\.message).joined(separator: "\n"))
    }

    func testAResponseErrorItCannotCarryIsListedAndLeavesErrorsOut() {
        // A raw-valued code with a case that has no message: the cases cannot be carried.
        let source = request("""
                @LocalizableError
                public struct ResponseError: ServerRequestError {
                    public enum Code: String, CaseIterable, Codable, Hashable, Sendable {
                        case closed
                        case gone
                    }
                    public let code: Code
                    @LocalizedString public var closedMessage
                    public var localizedMessage: any Localizable { closedMessage }
                    public init(code: Code) {
                        self.code = code
                    }
                }
            """)
        let result = SpecImporter.run(swift: [page, source], yaml: [yaml])
        XCTAssertFalse(result.specs[0].text.contains("errors:"), result.specs[0].text)
        let rendered = result.notes.map(\.rendered)
        XCTAssertTrue(rendered.contains { $0.hasPrefix("B/BerthRequest.swift:\(line(of: "enum Code", in: source)):") && $0.contains("'Code' are not carried") }, rendered.joined(separator: "\n"))
        XCTAssertTrue(rendered.contains { $0.hasPrefix("B/BerthRequest.swift:\(line(of: "public struct ResponseError", in: source)):") && $0.contains("case 'gone' has no") }, rendered.joined(separator: "\n"))
        // Its translations are then nobody's: listed too.
        XCTAssertTrue(rendered.contains { $0.hasPrefix("B/Berth.yml:") && $0.contains("ResponseError.goneMessage") }, rendered.joined(separator: "\n"))
    }

    func testASubstitutionThatIsNoFieldIsListed() {
        let source = request(Self.generatedError.replacingOccurrences(of: "LocalizableString.constant(berthName)", with: "LocalizableString.constant(berthName.uppercased())"))
        let result = SpecImporter.run(swift: [page, source], yaml: [yaml])
        XCTAssertFalse(result.specs[0].text.contains("errors:"), result.specs[0].text)
        XCTAssertTrue(result.notes.contains { $0.location.line == line(of: "private var closedMessageSubstitutions", in: source) && $0.message.contains("closedMessageSubstitutions") },
            result.notes.map(\.rendered).joined(separator: "\n"))
    }

    // MARK: - Error display

    private func display(extra: String = "", stubCode: String = ".closed", argument: String = "code: responseError.code,") -> ImportSource {
        ImportSource(path: "E/BerthErrorViewModel.swift", text: """
            @ViewModel(options: [.clientHostedFactory])
            public struct BerthErrorViewModel {
                public let message: LocalizableString
                public let code: BerthRequest.ResponseError.Code
                public let berthName: String
                public let retries: Int
                public var vmId: ViewModelId = .init(type: Self.self)

                public init(message: LocalizableString, code: BerthRequest.ResponseError.Code, berthName: String, retries: Int) {
                    self.message = message
                    self.code = code
                    self.berthName = berthName
                    self.retries = retries
                }

                public static func stub(
                    message: LocalizableString = .constant("Yabba dabba doo"),
                    code: BerthRequest.ResponseError.Code = \(stubCode),
                    berthName: String = "Fred Flintstone",
                    retries: Int = 42
                ) -> Self {
                    .init(message: message, code: code, berthName: berthName, retries: retries)
                }
            }

            extension BerthErrorViewModel {
                public init(responseError: BerthRequest.ResponseError, retries: Int) throws {
                    try self.init(
                        message: .constant(responseError.localizedMessage.localizedString),
                        \(argument)
                        berthName: responseError.berthName,
                        retries: retries
                    )
                }
            \(extra)
            }
            """)
    }

    func testAnErrorDisplayBecomesDisplaysErrorWithItsKeptFields() {
        let result = SpecImporter.run(swift: [page, request(), display()], yaml: [yaml])
        XCTAssertEqual(result.notes.map(\.rendered), [])
        let spec = result.specs.first { $0.fileName == "BerthError.yml" }?.text ?? ""
        XCTAssertTrue(spec.contains("hosting: client\ndisplaysError: { request: BerthRequest, keep: [code, berthName] }\n"), spec)
        XCTAssertTrue(spec.contains("properties:\n  retries: Int\n"), spec)
        XCTAssertFalse(spec.contains("message:"), spec)
    }

    func testAnErrorDisplayInAnotherShapeIsListed() {
        // A stub code other than the first case, which `displaysError:` cannot say.
        let stub = display(stubCode: ".gone")
        let stubbed = SpecImporter.run(swift: [page, request(), stub], yaml: [yaml])
        XCTAssertEqual(stubbed.notes.map(\.location.line), [line(of: "code: BerthRequest.ResponseError.Code = .gone", in: stub)], stubbed.notes.map(\.rendered).joined(separator: "\n"))

        // An extension with more in it, or a kept field passed otherwise, is not vmgen's: listed.
        // A doc comment of its own on init(responseError:) would be lost: the same.
        let documented = ImportSource(path: "E/BerthErrorViewModel.swift", text: display().text.replacingOccurrences(
            of: "    public init(responseError:", with: "    /// Use it in the catch.\n    public init(responseError:"))
        for source in [display(extra: "    public var isSerious: Bool { true }"), display(argument: "code: .closed,"), documented] {
            let result = SpecImporter.run(swift: [page, request(), source], yaml: [yaml])
            let spec = result.specs.first { $0.fileName == "BerthError.yml" }?.text ?? ""
            XCTAssertFalse(spec.contains("displaysError"), spec)
            XCTAssertTrue(result.notes.contains { $0.location.line == line(of: "extension BerthErrorViewModel", in: source) && $0.message.contains("extension") },
                result.notes.map(\.rendered).joined(separator: "\n"))
            XCTAssertTrue(result.notes.contains { $0.location.line == line(of: "public let code:", in: source) }, result.notes.map(\.rendered).joined(separator: "\n"))
        }
    }
    // MARK: - A form's create request

    func testAFormsCreateRequestErrorsBecomeCreateRequestErrorsAndCanBeDisplayed() {
        let error = """
                @LocalizableError
                public struct ResponseError: ServerRequestError {
                    public let content: String

                    @LocalizedSubs(substitutions: \\.duplicateMessageSubstitutions) public var duplicateMessage

                    // Already localized when the client decodes it: the server's localizing encoder resolved it.
                    public var localizedMessage: any Localizable { duplicateMessage }

                    private var duplicateMessageSubstitutions: [String: any Localizable] {
                        ["content": LocalizableString.constant(content)]
                    }

                    public init(content: String) {
                        self.content = content
                    }
                }
            """
        let request = ImportSource(path: IdeaFormFixture.request.path, text: IdeaFormFixture.request.text
            .replacingOccurrences(of: "    public typealias ResponseError = EmptyError\n", with: error + "\n"))
        let messages = ImportSource(path: "R/Errors.yml", text: "en:\n  ResponseError:\n    duplicateMessage: \"%{content} exists\"\n")
        let shown = ImportSource(path: "V/IdeaError/IdeaErrorViewModel.swift", text: """
            @ViewModel(options: [.clientHostedFactory])
            public struct IdeaErrorViewModel {
                public let message: LocalizableString
                public var vmId: ViewModelId = .init(type: Self.self)
                public init(message: LocalizableString) {
                    self.message = message
                }
                public static func stub(message: LocalizableString = .constant("Yabba dabba doo")) -> Self {
                    .init(message: message)
                }
            }

            extension IdeaErrorViewModel {
                public init(responseError: IdeaCreateRequest.ResponseError) throws {
                    try self.init(message: .constant(responseError.localizedMessage.localizedString))
                }
            }
            """)
        let sources = [IdeaFormFixture.fields, IdeaFormFixture.messages, IdeaFormFixture.viewModel, request, shown]
        let result = SpecImporter.run(swift: sources, yaml: [IdeaFormFixture.yaml, messages])
        XCTAssertEqual(result.notes.map(\.rendered), [])
        let form = result.specs.first { $0.fileName == "IdeaForm.yml" }?.text ?? ""
        XCTAssertTrue(form.contains("""
              createRequest:
                errors:
                  fields:
                    content: String
                  cases:
                    duplicate:
                      en: "%{content} exists"
                      substitutions: { content: content }

            """), form)
        let display = result.specs.first { $0.fileName == "IdeaError.yml" }?.text ?? ""
        XCTAssertTrue(display.contains("\ndisplaysError: IdeaCreateRequest\n"), display)

        // A client-hosted form: the server could not localize its messages, so the error is listed.
        let client = ImportSource(path: IdeaFormFixture.viewModel.path, text: IdeaFormFixture.viewModel.text
            .replacingOccurrences(of: "@ViewModel\n", with: "@ViewModel(options: [.clientHostedFactory])\n"))
        let listed = SpecImporter.run(swift: [IdeaFormFixture.fields, IdeaFormFixture.messages, client, request, shown], yaml: [IdeaFormFixture.yaml, messages])
        XCTAssertTrue(listed.notes.contains { $0.location.file == request.path && $0.location.line == line(of: "public struct ResponseError", in: request) },
            listed.notes.map(\.rendered).joined(separator: "\n"))
        XCTAssertFalse(listed.specs.map(\.text).joined().contains("displaysError"), listed.specs.map(\.text).joined())
    }

    /// The create request's errors follow the ViewModel the import reads: a client-hosted
    /// variant under `#if` (not imported) does not make them client-side.
    func testACreateRequestsErrorsFollowTheImportedAdopterNotOneUnderIf() {
        let error = """
                @LocalizableError
                public struct ResponseError: ServerRequestError {
                    @LocalizedString public var duplicateMessage
                    public var localizedMessage: any Localizable { duplicateMessage }
                    public init() {}
                }
            """
        let request = ImportSource(path: IdeaFormFixture.request.path, text: IdeaFormFixture.request.text
            .replacingOccurrences(of: "    public typealias ResponseError = EmptyError\n", with: error + "\n"))
        let messages = ImportSource(path: "R/Errors.yml", text: "en:\n  ResponseError:\n    duplicateMessage: \"It exists\"\n")
        let debugVariant = ImportSource(path: "A/IdeaFormDebug.swift", text: "#if DEBUG\n" + IdeaFormFixture.viewModel.text
            .replacingOccurrences(of: "@ViewModel\n", with: "@ViewModel(options: [.clientHostedFactory])\n") + "\n#endif\n")
        let result = SpecImporter.run(swift: [debugVariant, IdeaFormFixture.fields, IdeaFormFixture.messages, IdeaFormFixture.viewModel, request],
            yaml: [IdeaFormFixture.yaml, messages])
        let form = result.specs.first { $0.fileName == "IdeaForm.yml" }?.text ?? ""
        XCTAssertTrue(form.contains("createRequest:\n    errors:"), form)
        XCTAssertFalse(result.notes.contains { $0.location.file == request.path }, result.notes.map(\.rendered).joined(separator: "\n"))
        XCTAssertTrue(result.notes.contains { $0.location.file == debugVariant.path && $0.message.contains("#if DEBUG") },
            result.notes.map(\.rendered).joined(separator: "\n"))
    }

    /// A request whose ViewModel is not requestable is not carried, and neither are its
    /// ResponseError's translations: they are listed, and the YAML file holding them is not
    /// one to move aside.
    func testTheErrorsOfARequestThatIsNotCarriedLeaveTheirTranslationsListed() {
        let notRequestable = ImportSource(path: page.path, text: page.text.replacingOccurrences(of: ": RequestableViewModel {", with: " {")
            .replacingOccurrences(of: "    public typealias Request = BerthRequest\n", with: ""))
        let result = SpecImporter.run(swift: [notRequestable, request()], yaml: [yaml])
        XCTAssertFalse(result.specs[0].text.contains("errors:"), result.specs[0].text)
        let rendered = result.notes.map(\.rendered).joined(separator: "\n")
        XCTAssertTrue(result.notes.contains { $0.location.file == yaml.path && $0.message.contains("closedMessage") }, rendered)
        XCTAssertFalse(result.carriedLocalizationFiles.contains(yaml.path), "\(result.carriedLocalizationFiles)")
    }

    /// The request of a page the import does not read (declared under `#if`) is listed, never
    /// dropped in silence with its page.
    func testTheRequestOfAPageUnderIfIsListed() {
        let debugOnly = ImportSource(path: page.path, text: "#if DEBUG\n" + page.text + "\n#endif\n")
        let result = SpecImporter.run(swift: [debugOnly, request()], yaml: [yaml])
        XCTAssertEqual(result.specs.count, 0)
        let rendered = result.notes.map(\.rendered).joined(separator: "\n")
        XCTAssertTrue(result.notes.contains { $0.location.file == "B/BerthRequest.swift" && $0.location.line == 1 && $0.message.contains("'BerthRequest' is not carried") }, rendered)
        XCTAssertTrue(result.notes.contains { $0.location.file == yaml.path && $0.message.contains("closedMessage") }, rendered)
    }
}
