/// Reads a server page's hand-written factory: an `extension {Name}ViewModel` with a static
/// `body(context:)` (`VaporResponseBodyFactory`) or `model(context:)` (the older
/// `ViewModelFactory` shapes). Its body is carried into the generated factory file's `body`
/// region (`ImportedBody`); everything else in the extension — data requirements, other
/// conformances, other members — is listed, with the region it belongs in.
///
/// A factory in a file vmgen wrote is the file `generate` writes again at the same place,
/// keeping its regions, so nothing is carried from it.
struct FactoryReader {
    struct Found {
        var body: ImportedBody?
        /// The other imports and the rest of the extension, for the `imports` and `extensions` regions.
        var imports: ImportedBody?
        var extensions: ImportedBody?
        var bodies: [ImportedBody] { [body, imports, extensions].compactMap { $0 } }
        var location: SourceLocation
        var notes: [ImportNote] = []
    }

    /// The factory conformances the generated file declares itself (or that it replaces).
    private static let factoryProtocols: Set<String> = [
        "VaporResponseBodyFactory", "ResponseBodyFactory", "ViewModelFactory", "VaporViewModelFactory", "ServerRequestViewModelFactory",
    ]

    /// Factories by spec name, for each name in `names` with such an extension.
    static func read(_ files: [SwiftSourceFile], names: Set<String>, generated: Set<String>, viewModelsModule: String = "ViewModels") -> [String: Found] {
        var result: [String: Found] = [:]
        for file in files where !generated.contains(file.path) {
            for declaration in file.declarations where declaration.kind == .extension && declaration.conditions.isEmpty
                && declaration.name.hasSuffix("ViewModel") {
                let name = String(declaration.name.dropLast(9))
                guard names.contains(name), result[name] == nil, let function = factoryFunction(declaration) else { continue }
                var found = Found(location: declaration.location)
                switch HandWrittenBody.read(function, in: file, region: "body") {
                case .success(let text):
                    found.body = ImportedBody(viewModel: name, place: .factory, text: text, source: function.location)
                    if function.name == "model" {
                        let signature = function.parameters.count == 2 ? "model(_:vmRequest:)" : "model(context:)"
                        found.notes.append(ImportNote(location: function.location, message: "the body of '\(signature)' is carried into the generated 'body(context:)', which is synchronous and gets a ProjectionContext: adapt it there if it does not compile"))
                    }
                case .failure(let refusal):
                    found.notes.append(ImportNote(location: function.location, message: "the body of '\(function.name)(context:)' is not carried: \(refusal.reason); move it into the 'vmgen:begin body' region of the generated factory by hand"))
                }
                let others = declaration.inheritance.filter { !factoryProtocols.contains($0) }
                if let imports = FactoryExtras.imports(of: file, viewModelsModule: viewModelsModule) {
                    found.imports = ImportedBody(viewModel: name, place: .factoryImports, text: imports, source: file.imports.first?.location ?? declaration.location)
                }
                switch FactoryExtras.extensionText(declaration, without: function, others: others, in: file) {
                case .success(let text?):
                    found.extensions = ImportedBody(viewModel: name, place: .factoryExtensions, text: text, source: declaration.location)
                case .success(nil):
                    break
                case .failure(let refusal):
                    if !others.isEmpty {
                        found.notes.append(ImportNote(location: declaration.nameLocation, message: "the conformances \(others.map { "'\($0)'" }.joined(separator: ", ")) of the factory extension are not carried (\(refusal.reason)): declare them in the 'vmgen:begin extensions' region of the generated factory"))
                    }
                    for member in declaration.members where member.location != function.location {
                        found.notes.append(ImportNote(location: member.location, message: "'\(member.name)' in the factory extension of '\(declaration.name)' is not carried (\(refusal.reason)): move it into the 'vmgen:begin extensions' region of the generated factory"))
                    }
                }
                result[name] = found
            }
        }
        return result
    }

    /// The static `body(context:)` or `model(context:)` of an extension, if it has one.
    private static func factoryFunction(_ declaration: SwiftDeclaration) -> SwiftDeclaration? {
        declaration.members.first { member in
            member.kind == .func && member.isStatic && (member.name == "body" || member.name == "model") && member.conditions.isEmpty
                && (member.parameters.first.map { ($0.label ?? $0.name) == "context" } == true
                    // FOSMVVM's first server factory: `model(_ req: Vapor.Request, vmRequest: XRequest)`.
                    || (member.name == "model" && member.parameters.count == 2 && (member.parameters[1].label ?? member.parameters[1].name) == "vmRequest"))
                && member.hasBody
        }
    }
}
