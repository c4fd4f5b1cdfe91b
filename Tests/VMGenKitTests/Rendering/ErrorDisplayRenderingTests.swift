import VMGenKit
import XCTest

/// Seed 000's error display: `LocalizableString` properties, a request's generated
/// `ResponseError` and the client-hosted ViewModel that shows it, as rendered.
final class ErrorDisplayRenderingTests: XCTestCase {
    /// The files one run renders from `specs` (locales en and es), by path.
    static func render(_ specs: [String: String]) -> (files: [String: String], diagnostics: String) {
        var config = ProjectConfig()
        config.locales = ["en", "es"]
        let input = Generator.Input(
            config: config, specs: specs.map { SpecFile(path: $0.key, text: $0.value) }, templates: TemplateLibrary.templateSet().templates,
            existing: [:])
        let output = Generator.run(input)
        let files = Dictionary(output.rendered.map { ($0.path, $0.contents) }, uniquingKeysWith: { first, _ in first })
        return (files, DiagnosticRenderer(sources: specs).render(output.diagnostics.sortedForOutput()))
    }

    func testALocalizableStringPropertyIsStoredAndStubbedAsAConstant() throws {
        let (files, diagnostics) = Self.render(["Specs/Notice.yml": """
            viewModel: Notice
            hosting: client
            properties:
              message: LocalizableString
              detail: { type: LocalizableString?, stub: "Bedrock is closed" }
            """])
        XCTAssertEqual(diagnostics, "")
        let swift = try XCTUnwrap(files["Sources/ViewModels/Notice/NoticeViewModel.swift"])
        XCTAssertTrue(swift.contains("    public let message: LocalizableString\n    public let detail: LocalizableString?\n"), swift)
        XCTAssertTrue(swift.contains("public init(message: LocalizableString, detail: LocalizableString?)"), swift)
        XCTAssertTrue(swift.contains("message: LocalizableString = .constant(\"Yabba dabba doo\"),\n        detail: LocalizableString? = .constant(\"Bedrock is closed\")"), swift)
    }

    static let berth = """
        viewModel: Berth
        hosting: server
        request:
          query:
            berthId: ModelIdType
          errors:
            fields:
              berthName: String
              nights: Int
            cases:
              closed:
                en: "Berth %{berth} is closed"
                es: "El amarre %{berth} está cerrado"
                substitutions: { berth: berthName }
              tooLong:
                en: "At most %{max} nights"
                es: "Como máximo %{max} noches"
                substitutions: { max: nights }
              gone: { en: "This berth no longer exists", es: "Este amarre ya no existe" }
        properties:
          berthId: ModelIdType
        """

    static let berthError = """
        viewModel: BerthError
        hosting: client
        displaysError: { request: BerthRequest, keep: [berthName] }
        text:
          title: { en: "The berth could not be shown", es: "No se pudo mostrar el amarre" }
        properties:
          retries: Int
        """

    func testARequestsDeclaredErrorsBecomeItsNestedLocalizableResponseError() throws {
        let (files, diagnostics) = Self.render(["Specs/Berth.yml": Self.berth, "Specs/BerthError.yml": Self.berthError])
        XCTAssertEqual(diagnostics, "")
        let request = try XCTUnwrap(files["Sources/ViewModels/Berth/BerthRequest.swift"])
        XCTAssertTrue(request.contains("""
                public let query: Query?

                @LocalizableError
                public struct ResponseError: ServerRequestError {
                    public enum Code: CaseIterable, Codable, Hashable, Sendable {
                        case closed
                        case tooLong
                        case gone
                    }

                    public let code: Code
                    public let berthName: String
                    public let nights: Int

                    @LocalizedSubs(substitutions: \\.closedMessageSubstitutions) public var closedMessage
                    @LocalizedSubs(substitutions: \\.tooLongMessageSubstitutions) public var tooLongMessage
                    @LocalizedString public var goneMessage

                    // Already localized when the client decodes it: the server's localizing encoder resolved it.
                    public var localizedMessage: any Localizable {
                        switch code {
                        case .closed: return closedMessage
                        case .tooLong: return tooLongMessage
                        case .gone: return goneMessage
                        }
                    }

                    private var closedMessageSubstitutions: [String: any Localizable] {
                        ["berth": LocalizableString.constant(berthName)]
                    }

                    private var tooLongMessageSubstitutions: [String: any Localizable] {
                        ["max": LocalizableInt(value: nights)]
                    }

                    public init(code: Code, berthName: String, nights: Int) {
                        self.code = code
                        self.berthName = berthName
                        self.nights = nights
                    }
                }

                public var responseBody: BerthViewModel?
            """), request)
        let yaml = try XCTUnwrap(files["Sources/Resources/ViewModels/Berth/BerthViewModel.yml"])
        XCTAssertTrue(yaml.contains("""
            es:
              ResponseError:
                closedMessage: "El amarre %{berth} está cerrado"
                tooLongMessage: "Como máximo %{max} noches"
                goneMessage: "Este amarre ya no existe"
            """), yaml)

        let display = try XCTUnwrap(files["Sources/ViewModels/BerthError/BerthErrorViewModel.swift"])
        XCTAssertTrue(display.contains("""
                public let message: LocalizableString
                public let berthName: String
                public let retries: Int
            """), display)
        XCTAssertTrue(display.contains("public init(message: LocalizableString, berthName: String, retries: Int) {"), display)
        XCTAssertTrue(display.contains("""
                    .init(message: message, berthName: berthName, retries: retries)
                }
            }

            extension BerthErrorViewModel {
                /// Shows a caught BerthRequest.ResponseError. Its message arrives already localized (the
                /// server's localizing encoder resolved it) and passes through unchanged.
                public init(responseError: BerthRequest.ResponseError, retries: Int) throws {
                    try self.init(
                        message: .constant(responseError.localizedMessage.localizedString),
                        berthName: responseError.berthName,
                        retries: retries
                    )
                }
            }
            // vmgen:fingerprint
            """), display)
    }

    /// One case needs no `code`; no fields, no parameters.
    func testASingleCaseErrorWithoutFieldsReturnsItsOneMessage() throws {
        let (files, diagnostics) = Self.render([
            "Specs/Quay.yml": """
                viewModel: Quay
                hosting: server
                request:
                  errors:
                    cases:
                      closed: { en: "The quay is closed", es: "El muelle está cerrado" }
                """,
            "Specs/QuayError.yml": "viewModel: QuayError\nhosting: client\ndisplaysError: QuayRequest\n",
        ])
        XCTAssertEqual(diagnostics, "")
        let request = try XCTUnwrap(files["Sources/ViewModels/Quay/QuayRequest.swift"])
        XCTAssertTrue(request.contains("""
                public typealias Query = EmptyQuery

                @LocalizableError
                public struct ResponseError: ServerRequestError {
                    @LocalizedString public var closedMessage

                    // Already localized when the client decodes it: the server's localizing encoder resolved it.
                    public var localizedMessage: any Localizable { closedMessage }

                    public init() {}
                }

                public var responseBody: QuayViewModel?
            """), request)
        let display = try XCTUnwrap(files["Sources/ViewModels/QuayError/QuayErrorViewModel.swift"])
        XCTAssertTrue(display.contains("""
                public init(responseError: QuayRequest.ResponseError) throws {
                    try self.init(message: .constant(responseError.localizedMessage.localizedString))
                }
            """), display)
        XCTAssertNotNil(files["Sources/Resources/ViewModels/Quay/QuayViewModel.yml"], "the messages' YAML, though the page has no text")
    }
}
