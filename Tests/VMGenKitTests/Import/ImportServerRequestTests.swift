@testable import VMGenKit
import XCTest

/// Requests other than a page's: each `ShowRequest`, `CreateRequest`, … is a `requests:` entry
/// (action, doc, query, body with its limits or a form's Fields, response, errors,
/// responseError), under the spec of the ViewModel in its folder or in a spec of requests alone;
/// generating from the imported spec writes vmgen's files back byte for byte. What a request
/// holds beyond that is listed at its place.
final class ImportServerRequestTests: XCTestCase {
    static let requests = """
        requests:
          NoteShow:
            doc: |
              Reads one note.

              Its text and when it was written.
            query:
              noteId: ModelIdType
              tags: "[String]?"
            response:
              text: String
              written: Date?
          NoteCreate:
            body:
              text: { type: String, required: true, length: 1...500 }
              title: { type: String?, required: true, length: 2...40, stub: "Groceries" }
              priority: { type: Int, range: -5...5 }
              weight: { type: Double?, range: 0.5...9.5 }
              pinned: Bool
              owner: ModelIdentity
            response:
              noteId: ModelIdType
            errors:
              fields: { limit: Int }
              cases:
                tooMany: { en: "At most %{limit} notes", substitutions: { limit: limit } }
                archived: { en: "The notebook is archived" }
          NoteMove:
            action: update
            body:
              noteId: ModelIdType
              folder: String
          NoteReplace:
            query: { noteId: ModelIdType }
            body: { text: String }
            responseError: NoteFailure
          NoteDelete:
            query: { noteId: ModelIdType }
            response: { deleted: Bool }
          NoteDestroy: {}

        """

    /// Imports the files vmgen writes from `specs` (path → text), then generates from the
    /// imported specs: each file comes back byte for byte.
    @discardableResult
    private func roundTrip(_ specs: [String: String], file: StaticString = #filePath, line: UInt = #line) throws -> ImportResult {
        let first = generate(specs, file: file, line: line)
        let swift = first.filter { $0.key.hasSuffix(".swift") }.map { ImportSource(path: $0.key, text: $0.value) }
        let yaml = first.filter { $0.key.hasSuffix(".yml") }.map { ImportSource(path: $0.key, text: $0.value) }
        let result = SpecImporter.run(swift: swift, yaml: yaml)
        // vmgen's factory extension is the page's (generate writes it again); nothing else is listed.
        XCTAssertEqual(result.notes.filter { !$0.location.file.contains("/ViewModelFactories/") }.map(\.rendered), [], file: file, line: line)
        XCTAssertEqual(result.bodies, [], "vmgen's own files keep their regions in place", file: file, line: line)
        let again = generate(Dictionary(uniqueKeysWithValues: result.specs.map { ("Specs/" + $0.fileName, $0.text) }), file: file, line: line)
        XCTAssertEqual(Set(again.keys), Set(first.keys), file: file, line: line)
        for (path, text) in first {
            XCTAssertEqual(again[path], text, "\(path) did not come back byte for byte", file: file, line: line)
        }
        return result
    }

    private func generate(_ specs: [String: String], file: StaticString, line: UInt) -> [String: String] {
        let files = specs.map { SpecFile(path: $0.key, text: $0.value) }
        let output = Generator.run(.init(config: ProjectConfig(), specs: files, templates: TemplateLibrary.templateSet().templates, existing: [:]))
        XCTAssertEqual(output.diagnostics.map(\.message), [], file: file, line: line)
        return Dictionary(uniqueKeysWithValues: output.plan.actions.map { ($0.path, String(decoding: $0.contents ?? [], as: UTF8.self)) })
    }

    func testEveryActionKindComesBackWithItsLimitsStubsDocAndErrors() throws {
        let result = try roundTrip(["Specs/Notes.yml": Self.requests])
        // A spec of requests alone keeps its name: vmgen's header names it.
        XCTAssertEqual(result.specs.map(\.fileName), ["Notes.yml"])
        XCTAssertEqual(result.specs.first?.requests, ["NoteCreateRequest", "NoteDeleteRequest", "NoteDestroyRequest", "NoteMoveRequest", "NoteReplaceRequest", "NoteShowRequest"])
        XCTAssertEqual(result.specs.first?.text, """
            # Imported by `vmgen import` from Sources/ViewModels/Requests/NoteCreateRequest.swift, Sources/ViewModels/Requests/NoteDeleteRequest.swift, Sources/ViewModels/Requests/NoteDestroyRequest.swift, Sources/ViewModels/Requests/NoteMoveRequest.swift, Sources/ViewModels/Requests/NoteReplaceRequest.swift, Sources/ViewModels/Requests/NoteShowRequest.swift.
            requests:
              NoteCreate:
                body:
                  text: { type: String, required: true, length: 1...500 }
                  title: { type: String?, required: true, length: 2...40, stub: "Groceries" }
                  priority: { type: Int, range: -5...5 }
                  weight: { type: Double?, range: 0.5...9.5 }
                  pinned: Bool
                  owner: ModelIdentity
                response:
                  noteId: ModelIdType
                errors:
                  fields:
                    limit: Int
                  cases:
                    tooMany:
                      en: "At most %{limit} notes"
                      substitutions: { limit: limit }
                    archived: { en: "The notebook is archived" }
              NoteDelete:
                query:
                  noteId: ModelIdType
                response:
                  deleted: Bool
              NoteDestroy: {}
              NoteMove:
                action: update
                body:
                  noteId: ModelIdType
                  folder: String
              NoteReplace:
                query:
                  noteId: ModelIdType
                body:
                  text: String
                responseError: NoteFailure
              NoteShow:
                doc: "Reads one note.\\n\\nIts text and when it was written.\\n"
                query:
                  noteId: ModelIdType
                  tags: "[String]?"
                response:
                  text: String
                  written: Date?

            """)
    }

    /// A request in a page's folder is that spec's; the operation that sends it is `sends:`,
    /// and an error display may name it.
    func testARequestInAPagesFolderGoesUnderItsSpecAndItsSenderSendsIt() throws {
        let page = """
            viewModel: Idea
            hosting: server
            properties:
              title: String
            operations:
              move:
                sends: IdeaMoveRequest
                parameters:
                  ideaId: ModelIdType
                  status: String
                  mvvmEnv: MVVMEnvironment
            requests:
              IdeaMove:
                action: update
                doc: Moves an idea.
                body:
                  ideaId: ModelIdType
                  status: { type: String, required: true }
                errors:
                  cases:
                    ideaLocked: { en: "This idea is locked" }

            """
        let display = """
            viewModel: IdeaMoveError
            hosting: client
            displaysError: IdeaMoveRequest

            """
        let result = try roundTrip(["Specs/Idea.yml": page, "Specs/IdeaMoveError.yml": display])
        let idea = try XCTUnwrap(result.specs.first { $0.fileName == "Idea.yml" })
        XCTAssertEqual(idea.requests, ["IdeaMoveRequest"])
        XCTAssertTrue(idea.text.hasSuffix("""
            operations:
              move:
                sends: IdeaMoveRequest
                parameters:
                  ideaId: ModelIdType
                  status: String
                  mvvmEnv: MVVMEnvironment

            requests:
              IdeaMove:
                action: update
                doc: "Moves an idea."
                body:
                  ideaId: ModelIdType
                  status: { type: String, required: true }
                errors:
                  cases:
                    ideaLocked: { en: "This idea is locked" }

            """), idea.text)
        XCTAssertTrue(try XCTUnwrap(result.specs.first { $0.fileName == "IdeaMoveError.yml" }).text.contains("\ndisplaysError: IdeaMoveRequest\n"))
    }

    /// `body: VesselFields`: the body adopts the form's protocol, whose fields the form's spec declares.
    func testABodyThatAdoptsAFormsFieldsIsTheFormsName() throws {
        let form = """
            viewModel: VesselForm
            hosting: server
            form:
              name: VesselFields
              fields:
                name: { type: String, required: true, length: 1...60, title: { en: "Name" }, messages: { required: { en: "Enter a name" }, outOfRange: { en: "1 to 60 characters" } } }
            requests:
              VesselUpdate:
                query: { vesselId: ModelIdType }
                body: VesselFields

            """
        let result = try roundTrip(["Specs/VesselForm.yml": form])
        XCTAssertTrue(try XCTUnwrap(result.specs.first).text.hasSuffix("""
            requests:
              VesselUpdate:
                query:
                  vesselId: ModelIdType
                body: VesselFields

            """))
    }

    /// A limit checked in vmgen's way is read even when the message is another: the spec keeps
    /// the limit, and the note says the check is regenerated with vmgen's text.
    func testALimitIsReadFromACheckWithAnotherMessage() throws {
        let request = ImportSource(path: "Requests/CartUpdateRequest.swift", text: """
            public final class CartUpdateRequest: UpdateRequest, @unchecked Sendable {
                public struct RequestBody: ServerRequestBody, ValidatableModel {
                    public let count: Int

                    public func validate(fields: [any FormFieldBase]?, validations: Validations) -> ValidationResult.Status? {
                        var result = [ValidationResult]()
                        if !(1...10).contains(count) {
                            result.append(.init(status: .error, fieldId: .init(id: "count"), message: .constant("Too many")))
                        }
                        validations.validations += result
                        return .init(for: result)
                    }
                }
            }
            """)
        let result = SpecImporter.run(swift: [request], yaml: [])
        XCTAssertTrue(try XCTUnwrap(result.specs.first).text.hasSuffix("    body:\n      count: { type: Int, range: 1...10 }\n"))
        XCTAssertEqual(result.notes.map(\.rendered), [
            "Requests/CartUpdateRequest.swift:5:16: note: func 'validate' of 'CartUpdateRequest.RequestBody' is not carried: it differs from the checks vmgen writes for the limits read (count: range 1...10); the spec regenerates them",
        ])
    }

    /// A body adopting a form's protocol that is not among the sources: the spec names the form
    /// (a spec of the project may declare its fields), and what depends on them is not compared.
    func testABodyOfAFormNotAmongTheSourcesNamesTheForm() throws {
        let request = ImportSource(path: "Requests/UserUpdateRequest.swift", text: """
            public final class UserUpdateRequest: UpdateRequest, @unchecked Sendable {
                public struct RequestBody: ServerRequestBody, UserFields {
                    public var name: String
                }
                public let requestBody: RequestBody?
                public var responseBody: EmptyBody?
                public init(requestBody: RequestBody? = nil) {
                    self.requestBody = requestBody
                }
            }
            """)
        let result = SpecImporter.run(swift: [request], yaml: [])
        XCTAssertTrue(try XCTUnwrap(result.specs.first).text.hasSuffix("  UserUpdate:\n    body: UserFields\n"))
        XCTAssertEqual(result.notes.map(\.rendered), [
            "Requests/UserUpdateRequest.swift:2:19: note: the members of 'UserUpdateRequest.RequestBody', its init and stub() are not compared with vmgen's: 'UserFields' is not a form among the imported sources, and the spec generates them from that form's fields (body: UserFields)",
        ])
    }

    /// FOSMVVM's serverrequest-generator skill writes the members in another order, a
    /// four-argument init, no `stub()` and comments of its own: what it means is carried,
    /// the rest listed.
    func testAHandWrittenRequestInTheSkillsShape() throws {
        let request = ImportSource(path: "Requests/IdeaMoveRequest.swift", text: """
            import FOSMVVM

            /// Moves an idea to another status.
            public final class IdeaMoveRequest: UpdateRequest, @unchecked Sendable {
                public typealias Query = EmptyQuery
                public typealias Fragment = EmptyFragment
                public typealias ResponseError = IdeaMoveError

                public let requestBody: RequestBody?
                public var responseBody: ResponseBody?

                // What the client sends
                public struct RequestBody: ServerRequestBody, ValidatableModel {
                    public let ideaId: ModelIdType
                    public let status: String
                }

                public struct ResponseBody: UpdateResponseBody {
                    public let movedAt: Date
                }

                public init(
                    query: Query? = nil,
                    fragment: Fragment? = nil,
                    requestBody: RequestBody? = nil,
                    responseBody: ResponseBody? = nil
                ) {
                    self.requestBody = requestBody
                    self.responseBody = responseBody
                }
            }
            """)
        let result = SpecImporter.run(swift: [request], yaml: [])
        XCTAssertEqual(result.specs.map(\.fileName), ["Requests.yml"])
        XCTAssertEqual(result.specs.first?.text, """
            # Imported by `vmgen import` from Requests/IdeaMoveRequest.swift.
            requests:
              IdeaMove:
                action: update
                doc: "Moves an idea to another status."
                body:
                  ideaId: ModelIdType
                  status: String
                response:
                  movedAt: Date
                responseError: IdeaMoveError

            """)
        XCTAssertEqual(result.specs.first?.sourceFiles, ["Requests/IdeaMoveRequest.swift"])
        XCTAssertEqual(result.notes.map(\.rendered), [
            "Requests/IdeaMoveRequest.swift:13:12: note: the comment above struct 'RequestBody' is not carried: the spec has no per-member doc",
            "Requests/IdeaMoveRequest.swift:22:12: note: the request's init is not carried as written: the spec generates init(query:sort:fragment:requestBody:responseBody:), each defaulting to nil, storing the request's query, body and response",
        ])
    }

    func testWhatARequestCannotHoldIsListedAtItsPlace() throws {
        let request = ImportSource(path: "Requests/TagRenameRequest.swift", text: """
            // Renames a tag.
            public class TagRenameRequest: UpdateRequest, Loggable, @unchecked Sendable {
                public typealias ResponseBody = EmptyBody

                public struct RequestBody: ServerRequestBody, ValidatableModel {
                    public let name: String
                    public let label: LocalizableString
                    public let owner: Owner

                    public init(name: String, label: LocalizableString, owner: Owner) {
                        self.name = name
                        self.label = label
                        self.owner = owner
                    }

                    public func validate(fields: [any FormFieldBase]?, validations: Validations) -> ValidationResult.Status? {
                        var result = [ValidationResult]()
                        if name.contains(" ") {
                            result.append(.init(status: .error, fieldId: .init(id: "name"), message: .constant("no blanks")))
                        }
                        validations.validations += result
                        return .init(for: result)
                    }
                }

                public let requestBody: RequestBody?
                public var responseBody: ResponseBody?
                #if DEBUG
                public var trace = true
                #endif

                public init(query: EmptyQuery? = nil, sort: EmptySort? = nil, fragment: EmptyFragment? = nil, requestBody: RequestBody? = nil, responseBody: EmptyBody? = nil) {
                    self.requestBody = requestBody
                    self.responseBody = responseBody
                }

                public static func stub() -> Self {
                    .init(requestBody: .init(name: "x", label: .constant("y"), owner: .stub()))
                }

                func log() {}
            }
            """)
        let result = SpecImporter.run(swift: [request], yaml: [])
        let text = try XCTUnwrap(result.specs.first).text
        XCTAssertTrue(text.hasSuffix("""
            requests:
              TagRename:
                action: update
                body:
                  name: { type: String, stub: "x" }

            """), text)
        XCTAssertEqual(result.notes.map(\.rendered), [
            "Requests/TagRenameRequest.swift:2:8: note: the '//' comment above 'TagRenameRequest' is not carried: the spec keeps a '///' doc only ('doc:')",
            "Requests/TagRenameRequest.swift:2:14: note: 'TagRenameRequest' is not carried as written: the spec generates 'public final class TagRenameRequest: UpdateRequest, @unchecked Sendable'",
            "Requests/TagRenameRequest.swift:2:14: note: conformance 'Loggable' of 'TagRenameRequest' is not carried: the spec generates 'UpdateRequest, @unchecked Sendable'",
            "Requests/TagRenameRequest.swift:7:16: note: 'label' of the request's RequestBody is not carried: a field is a 'public let' of a plain value or display enum (a LocalizableString or a ViewModel cannot be sent)",
            "Requests/TagRenameRequest.swift:8:16: note: 'owner' of the request's RequestBody is not carried: a field is a 'public let' of a plain value or display enum (a LocalizableString or a ViewModel cannot be sent)",
            "Requests/TagRenameRequest.swift:10:16: note: init 'init' of 'TagRenameRequest.RequestBody' is not carried: it differs from what vmgen writes from the fields read; the spec regenerates it",
            "Requests/TagRenameRequest.swift:16:16: note: func 'validate' of 'TagRenameRequest.RequestBody' is not carried: it differs from the checks vmgen writes for the limits read (none); the spec regenerates them",
            "Requests/TagRenameRequest.swift:29:12: note: var 'trace' of 'TagRenameRequest' is not carried: it is declared under #if DEBUG",
            "Requests/TagRenameRequest.swift:37:19: note: func 'stub' of 'TagRenameRequest' is not carried as written: the spec generates one sending each query and body field's stub (a body field's 'stub:', else one within its limits)",
            "Requests/TagRenameRequest.swift:41:5: note: func 'log' of 'TagRenameRequest' is not carried: the spec generates only the Query, RequestBody, ResponseBody and ResponseError of a request (nested, or typealiases of FOSMVVM's empty types), its stored query, body and response, the init and stub()",
        ])
    }

    /// A second class of one name, or one under `#if`, is the importer's note; a request of
    /// no action protocol is no request of this reader's.
    func testARequestUnderIfOrDeclaredTwiceIsListed() {
        let first = ImportSource(path: "A/TagDeleteRequest.swift", text: "public final class TagDeleteRequest: DeleteRequest, @unchecked Sendable {}\n")
        let second = ImportSource(path: "B/TagDeleteRequest.swift", text: """
            #if DEBUG
            public final class TagShowRequest: ShowRequest, @unchecked Sendable {}
            #endif
            public final class TagDeleteRequest: DeleteRequest, @unchecked Sendable {}
            """)
        let result = SpecImporter.run(swift: [first, second], yaml: [])
        XCTAssertEqual(result.specs.first?.text, "# Imported by `vmgen import` from A/TagDeleteRequest.swift.\nrequests:\n  TagDelete: {}\n")
        XCTAssertEqual(result.notes.map(\.rendered), [
            "B/TagDeleteRequest.swift:2:14: note: class 'TagShowRequest' is not carried: it is declared under #if DEBUG",
            "B/TagDeleteRequest.swift:4:14: note: class 'TagDeleteRequest' is not carried: one of that name (or a controller of the same request) was already imported from another file",
        ])
    }
}
