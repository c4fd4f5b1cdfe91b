/// Reads `extension Application { public func registerRequestRoutes() throws { … } }`, the
/// server's RequestRoutes.swift vmgen writes once per project. Its registrations come back from
/// the specs; the project's own routes are carried. In a file vmgen wrote nothing is: `generate`
/// writes it again at the same path and keeps its `routes` and `imports` regions. From a
/// hand-written file, the `routes` region's content (vmgen's shape with its header gone), or
/// else every line of the function other than a registration vmgen writes, goes to the `routes`
/// region as a hand-off body, and its imports of other modules to the `imports` region.
struct RoutesReader {
    struct Found {
        var location: SourceLocation
        var path: String
        var isGenerated: Bool
        var bodies: [ImportedBody] = []
        var notes: [ImportNote] = []
    }

    static let function = "registerRequestRoutes"

    /// The first such extension not under `#if`. `registered`: the registrations the specs
    /// write, as statements without blanks (`tryroutes.register(collection:FooController())`).
    static func read(_ files: [SwiftSourceFile], registered: Set<String>, generated: Set<String>, viewModelsModule: String) -> Found? {
        for file in files {
            for declaration in file.declarations where declaration.kind == .extension && declaration.name == "Application" && declaration.conditions.isEmpty {
                guard let function = declaration.members.first(where: { $0.kind == .func && $0.name == Self.function && $0.conditions.isEmpty && $0.hasBody }) else { continue }
                var reader = RoutesReader(found: Found(location: declaration.location, path: file.path, isGenerated: generated.contains(file.path)), file: file)
                reader.read(declaration, function: function, registered: registered, viewModelsModule: viewModelsModule)
                return reader.found
            }
        }
        return nil
    }

    /// The registration statements vmgen writes for a page's request and for a controller.
    static func registrations(pages: [String], controllers: [String]) -> Set<String> {
        Set(pages.map { "tryroutes.register(request:\($0).self,app:self)" } + controllers.map { "tryroutes.register(collection:\($0)())" })
    }

    private var found: Found
    private let file: SwiftSourceFile

    private init(found: Found, file: SwiftSourceFile) {
        self.found = found
        self.file = file
    }

    private mutating func read(_ declaration: SwiftDeclaration, function: SwiftDeclaration, registered: Set<String>, viewModelsModule: String) {
        if !declaration.inheritance.isEmpty || declaration.genericWhere != nil {
            note(declaration.nameLocation, "the conformances of this 'extension Application' are not carried: vmgen writes a plain one for registerRequestRoutes()")
        }
        for member in declaration.members where member.location != function.location {
            note(member.location, "\(member.kind.rawValue) '\(member.name)' of the extension with registerRequestRoutes() is not carried: vmgen writes only that function; declare it in a file of your own")
        }
        guard !found.isGenerated else { return }
        readRoutes(function, registered: registered)
        let imports = CarriedImports.read(file, viewModelsModule: viewModelsModule)
        found.notes += imports.notes
        if let text = imports.text {
            found.bodies.append(ImportedBody(viewModel: "", place: .routesImports, text: text, source: file.imports.first?.location ?? declaration.location))
        }
    }

    /// The `routes` region's content, or the function's lines other than vmgen's registrations.
    private mutating func readRoutes(_ function: SwiftDeclaration, registered: Set<String>) {
        let tokens = file.tokens
        let range = function.bodyTokens
        guard range.lowerBound > 0, range.upperBound < tokens.count,
            let inner = HandWrittenBody.innerLines(between: range.lowerBound - 1, and: range.upperBound, in: file) else {
            note(function.location, "the body of '\(Self.function)()' is not carried: it shares a line with its '{' or '}', and a protected region holds whole lines; move your routes into the 'vmgen:begin routes' region of the generated RequestRoutes.swift")
            return
        }
        var bytes = Array(file.bytes[inner])
        if LineEndings.isCRLF(file.bytes) { bytes = LineEndings.lf(bytes) }
        let text = String(decoding: bytes, as: UTF8.self)
        let firstLine = tokens[range.lowerBound - 1].line + 1
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        var kept: [Substring] = []
        var region: (content: String, lines: ClosedRange<Int>)?
        if case .success(let regions) = ProtectedRegions.parse(text), let routes = regions.first(where: { $0.name == "routes" }) {
            let count = routes.content.split(separator: "\n", omittingEmptySubsequences: false).count
            region = (String(routes.content), (routes.line - 1)...(routes.line - 1 + count))
        }
        for (index, line) in lines.enumerated() where region.map({ !$0.lines.contains(index) }) ?? true {
            let statement = GeneratedShape.plain(String(line))
            guard !statement.isEmpty, !registered.contains(statement) else { continue }
            if region != nil {
                note(SourceLocation(file: file.path, line: firstLine + index, column: 1), "this line of '\(Self.function)()' is not carried: it is outside the 'routes' region, and vmgen writes only the registrations of the requests the specs generate there; move it into the region")
            } else {
                kept.append(line)
            }
        }
        let carried = region?.content ?? trimmedBlock(kept)
        guard !carried.isEmpty, !ProtectedRegions.isTrivial(content: carried[...]) else { return }
        guard RegionHandOff.isRegionText(carried) else {
            note(function.location, "the routes of '\(Self.function)()' are not carried: they hold a '// vmgen:' marker line, which would end the protected region early; move them into the 'vmgen:begin routes' region of the generated RequestRoutes.swift")
            return
        }
        found.bodies.append(ImportedBody(viewModel: "", place: .routes, text: carried, source: function.location))
    }

    /// The lines as a region's text, without blank lines at either end.
    private func trimmedBlock(_ lines: [Substring]) -> String {
        let isBlank = { (line: Substring) in line.allSatisfy { $0 == " " || $0 == "\t" } }
        guard let first = lines.firstIndex(where: { !isBlank($0) }), let last = lines.lastIndex(where: { !isBlank($0) }) else { return "" }
        return lines[first...last].map { $0 + "\n" }.joined()
    }

    private mutating func note(_ location: SourceLocation, _ message: String) {
        found.notes.append(ImportNote(location: location, message: message))
    }
}
