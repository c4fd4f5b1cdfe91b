/// Reads the server's controllers of the requests the import carries, in the shape vmgen writes
/// (`Controller.swift.template`): `final class {Name}Controller: ServerRequestController` with
/// `typealias TRequest`, the action table and the handler `static func {action}(…)`. The
/// controller comes back from the request's spec entry; what is the project's own is carried:
///
/// - in a file vmgen wrote, nothing: `generate` writes the file again at the same path and
///   keeps its `imports` region and the handler's region, as on any regeneration;
/// - from a hand-written file (vmgen's shape with its header gone, or written by hand), the
///   handler's body and the imports as hand-off bodies (`ImportedBody`), which `generate` puts
///   into the regions of the file it creates, byte for byte.
///
/// Every other member, and a member that differs from vmgen's, is a note at its place.
struct ControllerReader {
    /// A controller that was read: its class (no other note of the importer's), the request it
    /// serves, its file, and what it carries.
    struct Found {
        var requestType: String
        var location: SourceLocation
        var path: String
        /// Whether the specs generate it (its request is carried).
        var isCarried = false
        var bodies: [ImportedBody] = []
        var notes: [ImportNote] = []
    }

    static func isController(_ declaration: SwiftDeclaration) -> Bool {
        declaration.kind == .class && declaration.name.hasSuffix("Controller") && declaration.conditions.isEmpty
            && declaration.inheritance.map(GeneratedShape.plain).contains("ServerRequestController")
    }

    /// `served`: the requests whose controllers the specs generate, by request type name.
    static func read(_ files: [SwiftSourceFile], served: [String: ServedRequest], generated: Set<String>, viewModelsModule: String) -> [Found] {
        var seen: Set<String> = []
        var result: [Found] = []
        for file in files {
            for declaration in file.declarations where isController(declaration) {
                let alias = declaration.members.first { $0.kind == .typealias && $0.name == "TRequest" }
                let requestType = alias?.initializer.map(GeneratedShape.plain) ?? String(declaration.name.dropLast(10)) + "Request"
                guard seen.insert(requestType).inserted else { continue }
                var reader = ControllerReader(found: Found(requestType: requestType, location: declaration.location, path: file.path),
                    declaration: declaration, file: file, isGenerated: generated.contains(file.path))
                if let request = served[requestType] {
                    reader.found.isCarried = true
                    reader.read(request, viewModelsModule: viewModelsModule)
                } else {
                    reader.note(declaration.nameLocation, "class '\(declaration.name)' is not carried: '\(requestType)' is not a request the imported specs generate (vmgen writes a controller for each request under 'requests:' and each form's create request); it stays as it is")
                }
                result.append(reader.found)
            }
        }
        return result
    }

    private var found: Found
    private let declaration: SwiftDeclaration
    private let file: SwiftSourceFile
    private let isGenerated: Bool

    private init(found: Found, declaration: SwiftDeclaration, file: SwiftSourceFile, isGenerated: Bool) {
        self.found = found
        self.declaration = declaration
        self.file = file
        self.isGenerated = isGenerated
    }

    private mutating func read(_ request: ServedRequest, viewModelsModule: String) {
        let context = ControllerContext(request: request, viewModelsModule: viewModelsModule).value
        guard let expected = FormShapeCheck.expectedDeclaration(FileRenderer.TemplateName.controller, context, kind: .class) else { return }
        let action = request.action.rawValue
        if declaration.name != request.controllerName || GeneratedShape.plain(declaration.inheritance.joined(separator: ",")) != "ServerRequestController"
            || !declaration.modifiers.contains("final") || !declaration.attributes.isEmpty {
            note(declaration.nameLocation, "'\(declaration.name)' is not carried as written: the spec generates 'final class \(request.controllerName): ServerRequestController'")
        }
        let comment = LeadingComments.lines(of: declaration, in: file, docOnly: false)
        if !comment.isEmpty, comment != LeadingComments.lines(of: expected.declaration, in: expected.file, docOnly: false) {
            note(declaration.location, "the comment above '\(declaration.name)' is not carried: vmgen writes its own")
        }
        let members = GeneratedShape.members(expected.declaration)
        var handler: SwiftDeclaration?
        for member in declaration.members {
            let what = "\(member.kind.rawValue) '\(member.name)' of '\(declaration.name)'"
            if member.kind == .func, member.name == action, member.isStatic, member.conditions.isEmpty, handler == nil, let twin = members["func \(action)"] {
                handler = member
                readHandler(member, signatureMatches: GeneratedShape.signature(member, in: file) == GeneratedShape.signature(twin, in: expected.file))
            } else if !member.conditions.isEmpty {
                note(member.location, "\(what) is not carried: it is declared under #if \(member.conditions.joined(separator: ", "))")
            } else if !GeneratedShape.matches(member, in: file, expected: members, generated: expected.file) {
                note(member.location, members["\(member.kind.rawValue) \(member.name)"] == nil
                    ? "\(what) is not carried: vmgen writes only TRequest, the action table and the handler '\(action)'"
                    : "\(what) is not carried as written: vmgen writes it from the request (the table binds\(request.hasBody ? " and validates the body" : " the request") and calls '\(action)')")
            }
        }
        if handler == nil, !isGenerated {
            note(declaration.nameLocation, "'\(declaration.name)' has no handler 'static func \(action)(…)' to carry: the generated controller's starts as 'throw Abort(.notImplemented, …)'; move your code into its 'vmgen:begin \(action)' region")
        }
        guard !isGenerated else { return }
        let imports = CarriedImports.read(file, viewModelsModule: viewModelsModule)
        found.notes += imports.notes
        if let text = imports.text {
            found.bodies.append(ImportedBody(viewModel: found.requestType, place: .controllerImports, text: text, source: file.imports.first?.location ?? declaration.location))
        }
    }

    /// A hand-written handler's body goes into the region named after the action; in vmgen's
    /// own file it is already there.
    private mutating func readHandler(_ handler: SwiftDeclaration, signatureMatches: Bool) {
        let action = handler.name
        guard !isGenerated else {
            if !signatureMatches {
                note(handler.location, "the signature of '\(action)' is not carried: the spec generates the handler's own, whose region keeps this body")
            }
            return
        }
        switch HandWrittenBody.read(handler, in: file, region: action) {
        case .success(let text):
            guard !ProtectedRegions.isTrivial(content: text[...]) else { return }
            found.bodies.append(ImportedBody(viewModel: found.requestType, place: .handler(action), text: text, source: handler.location))
            if !signatureMatches {
                note(handler.location, "the body of '\(action)' is carried into the generated handler, whose signature differs from this one (its parameters are '_ req: Vapor.Request', '_ request:' and, with a body, 'body:'): adapt it there if it does not compile")
            }
        case .failure(let refusal):
            note(handler.location, "the body of '\(action)' is not carried: \(refusal.reason); move it into the 'vmgen:begin \(action)' region of the generated controller by hand")
        }
    }

    private mutating func note(_ location: SourceLocation, _ message: String) {
        found.notes.append(ImportNote(location: location, message: message))
    }
}
