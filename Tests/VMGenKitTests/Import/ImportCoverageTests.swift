import Foundation
import VMGenKit
import VMGenTestSupport
import XCTest

/// "Nothing is lost in silence", checked member by member over every example: each member of
/// each imported ViewModel is either in its spec (as a `text:` or `properties:` key) or has a
/// note on its line (a display enum: in its owner's `enums:`; an enum's `xDisplay` label: with
/// `x`; operations types and the interactive members: by `operations:` naming each method; a
/// page's request: by its spec, with each query field under `query:` and each error case under
/// `cases:`; vmgen's ModelIdentity members, an error display's and a nested type's extensions:
/// by the spec key that generates them; a form's Fields protocol, its Messages and create
/// request: by `form:`, each field under its `fields:`; any other request: by its entry under
/// `requests:`, each field of its nested types under it; a controller: by its request's entry;
/// RequestRoutes.swift: by the server's specs).
/// `vmId`, the init, `stub()` and `typealias Request` are checked by the importer itself
/// (a note when they differ from what the spec generates).
final class ImportCoverageTests: XCTestCase {
    func testEveryMemberOfEveryExampleViewModelIsCarriedOrListed() throws {
        for example in Repository.examples {
            var swift: [ImportSource] = []
            var yaml: [ImportSource] = []
            for file in try files(under: example + "/Sources") where file.hasSuffix(".swift") || file.hasSuffix(".yml") {
                let text = try String(contentsOfFile: example + "/Sources/" + file, encoding: .utf8)
                if file.hasSuffix(".swift") { swift.append(ImportSource(path: file, text: text)) }
                if file.hasSuffix(".yml") { yaml.append(ImportSource(path: file, text: text)) }
            }
            let result = SpecImporter.run(swift: swift, yaml: yaml)
            let noted = Set(result.notes.map { "\($0.location.file):\($0.location.line)" })
            let specs = result.specs.map(\.text).joined(separator: "\n")
            var checked = 0
            for source in swift {
                let file = SwiftSourceFile.parse(source.text, path: source.path)
                for declaration in file.declarations {
                    guard declaration.kind == .struct, declaration.attribute(named: "ViewModel") != nil else {
                        // A display enum is carried under `enums:` of the ViewModel that holds it.
                        let enumCarried = declaration.kind == .enum && specs.contains("enums:\n")
                            && specs.range(of: "  \(declaration.name):\n") != nil
                        // Operations: the protocol, the live and the stub type come back from
                        // `operations:`, which must name each of their methods.
                        let isOperations = ["ViewModelOperations", "Ops", "StubOps"].contains { declaration.name.hasSuffix($0) }
                            && [.protocol, .struct, .class].contains(declaration.kind)
                        let methods = declaration.members.filter { $0.kind == .func }
                        let operationsCarried = isOperations && !methods.isEmpty && specs.contains("\noperations:\n")
                            && methods.allSatisfy { specs.range(of: "\n  \($0.name):\n") != nil || specs.range(of: "\n      \($0.name):\n") != nil }
                        // A page's request: its spec exists, and each query field is under `query:`.
                        let queryFields = declaration.members.first { $0.name == "Query" && $0.kind == .struct }?.members.filter { $0.kind == .let } ?? []
                        let requestCarried = declaration.kind == .class && declaration.name.hasSuffix("Request")
                            && specs.contains("viewModel: \(declaration.name.dropLast(7))\n")
                            && queryFields.allSatisfy { specs.contains("\n    \($0.name): ") || noted.contains("\(source.path):\($0.location.line)") }
                        // A request under `requests:`: its entry, with each stored field of its
                        // Query, RequestBody and ResponseBody under it.
                        let requestFields = ["Query", "RequestBody", "ResponseBody"].flatMap { name in
                            declaration.members.first { $0.name == name && $0.kind == .struct }?.members.filter { $0.kind == .let } ?? []
                        }
                        let declaredRequestCarried = declaration.kind == .class && declaration.name.hasSuffix("Request")
                            && specs.contains("\nrequests:\n") && specs.contains("\n  \(declaration.name.dropLast(7)):")
                            && requestFields.allSatisfy { specs.contains("\n      \($0.name): ") || noted.contains("\(source.path):\($0.location.line)") }
                        // A controller comes back from its request's entry (or its form's create
                        // request), RequestRoutes.swift from the requests a server serves.
                        let controllerCarried = declaration.kind == .class && declaration.name.hasSuffix("Controller")
                            && (specs.contains("\n  \(declaration.name.dropLast(10)):") || specs.contains("\n  name: \(declaration.name.dropLast(16))Fields\n  createRequest:"))
                        let routesCarried = declaration.kind == .extension && declaration.name == "Application"
                            && declaration.members.contains { $0.name == "registerRequestRoutes" } && specs.contains("\nhosting: server\n")
                        // A page request's ResponseError: each case of its Code under `errors: cases:`.
                        let errorCases = declaration.members.first { $0.name == "ResponseError" }?.members.first { $0.name == "Code" }?.members ?? []
                        let errorsCarried = errorCases.allSatisfy { specs.contains(" \($0.name):") && specs.contains("errors:\n") }
                        // vmgen's ModelIdentity stub model, an error display's init(responseError:)
                        // and a nested type's stub tiers come back from the spec's key.
                        let stubModelCarried = declaration.kind == .struct && declaration.name.hasSuffix("StubModel")
                            && (specs.contains("viewModel: \(declaration.name.dropLast(9))\n") || specs.contains("\n  \(declaration.name.dropLast(9)):\n"))
                        let parts = declaration.name.split(separator: ".")
                        let extensionCarried = declaration.kind == .extension
                            && (specs.contains("viewModel: \(declaration.name.dropLast(9))\n") && specs.contains("\ndisplaysError: ")
                                || parts.count == 2 && specs.contains("\n  \(parts[1]):\n") && specs.contains("\n    nested: true\n"))
                                                // A form: the Fields protocol (and its extension), its Messages and the
                        // create request come back from `form:` naming the protocol.
                        let fieldsName = declaration.name.hasSuffix("FieldsMessages") ? String(declaration.name.dropLast(8))
                            : declaration.name.hasSuffix("CreateRequest") ? declaration.name.dropLast(13) + "Fields" : declaration.name
                        let formCarried = specs.contains("\nform:\n  name: \(fieldsName)\n")
                            && (!declaration.name.hasSuffix("CreateRequest") || specs.contains("\n  name: \(fieldsName)\n  createRequest:"))
                        // An @Observable screen comes back from its `style: observable` spec: its
                        // services' protocol or struct (and its .live) under `services:`, a conformance by the
                        // service's `type:`, its view by `view: true`.
                        let screen = { (name: Substring) in specs.contains("viewModel: \(name)\nstyle: observable\n") }
                        let screenCarried = declaration.kind == .class && declaration.name.hasSuffix("ViewModel") && screen(declaration.name.dropLast(9))
                            || declaration.kind == .struct && declaration.name.hasSuffix("View") && screen(declaration.name.dropLast(4)) && specs.contains("\nview: true\n")
                            || declaration.kind == .extension && specs.contains("\n    type: \(declaration.name)\n")
                            || [.protocol, .struct, .extension].contains(declaration.kind) && declaration.name.hasSuffix("Service")
                                && specs.range(of: "\nservices:\n") != nil && specs.lowercased().contains("\n  \(declaration.name.dropLast(7).lowercased().split(separator: "viewmodel").last ?? ""):\n")
                        // A versioned factory's extension, its VersionContext and its SystemVersion
                        // members come back from the page's `versions:`.
                        let versionsCarried = declaration.kind == .extension && specs.contains("\nversions: ")
                            && (declaration.attributes.contains { $0.name == "VersionedFactory" } || declaration.members.map(\.name) == ["VersionContext"]
                                || declaration.name == "SystemVersion")
                        let carried = versionsCarried || enumCarried || operationsCarried || ((requestCarried || formCarried || declaredRequestCarried) && errorsCarried) || stubModelCarried
                            || extensionCarried || screenCarried || controllerCarried || routesCarried
                        XCTAssertTrue(carried || noted.contains("\(source.path):\(declaration.location.line)"), "\(source.path): \(declaration.name) is neither imported nor listed")
                        continue
                    }
                    for member in declaration.members where !["vmId", "init", "stub", "Request"].contains(member.name) {
                        checked += 1
                        let line = member.attributes.first?.location.line ?? member.location.line
                        let listed = noted.contains("\(source.path):\(member.location.line)") || noted.contains("\(source.path):\(line)")
                        var name = member.name.hasSuffix("Display") && member.typeAnnotation == "LocalizableString" ? String(member.name.dropLast(7)) : member.name
                        // A compound's pieces and separator, and a substitution text's
                        // dictionary, come back from their text's entry.
                        for suffix in ["Pieces", "Separator", "Substitutions"] where name.hasSuffix(suffix) && name.count > suffix.count {
                            let text = String(name.dropLast(suffix.count))
                            if declaration.members.contains(where: { $0.name == text && $0.attributes.contains { $0.name.hasPrefix("Localized") } }) { name = text }
                        }
                        // `isStub` and the `operations` accessor are what `operations:` generates.
                        let interactive = ["isStub", "operations"].contains(member.name) && specs.contains("\noperations:\n")
                        // What `identity: { modelIdentity: … }` and `displaysError:` generate.
                        let identity = ["modelIdentity", "stubModelIdentity"].contains(member.name) && specs.contains("{ modelIdentity: ")
                        let shown = specs.contains("viewModel: \(declaration.name.dropLast(9))\nhosting: client\ndisplaysError: ")
                            && (member.name == "message" || specs.contains("keep: [") && specs.contains(member.name))
                        // A form's messages come back from `form:`, each field under its `fields:`.
                        let messages = member.name.hasSuffix("ValidationMessages") && specs.contains("\nform:\n")
                        let carried = interactive || messages || identity || shown
                            || ["\n  \(name): ", "\n      \(name): ", "\n  \(name):\n", "\n    \(name):\n", "\n      \(name):\n"].contains { specs.range(of: $0) != nil }
                        XCTAssertTrue(listed || carried, "\(source.path):\(member.location.line): '\(member.name)' is neither carried nor listed")
                    }
                }
            }
            XCTAssertGreaterThan(checked, 20, example)
        }
    }

    private func files(under folder: String) throws -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: folder)
        var found: [String] = []
        while let next = enumerator?.nextObject() as? String {
            found.append(next)
        }
        return found.sorted()
    }
}
