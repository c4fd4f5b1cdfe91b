/// `vmgen import`'s core, without I/O: hand-written FOSMVVM sources in, specs and notes out.
/// `@Observable` screen classes are read by `ObservableScreens` into `style: observable` specs.
///
/// Every top-level `@ViewModel` struct is read (`ViewModelReader`); the ones that belong to a
/// page become its `children:` (`SpecGrouping`); each other one is a spec of its own. The other
/// requests, their controllers and RequestRoutes.swift are `RequestSources`'; each request goes
/// under the spec of the ViewModel in its folder, or into a spec of requests alone
/// (`RequestPlacement`). Every other declaration, and every translation no imported text uses,
/// is a note: nothing is dropped in silence.
public enum SpecImporter {
    /// `viewModelsModule`: the module of the ViewModels, which a factory file imports.
    /// `context`: files read only for how the app creates each output storage (the App file).
    public static func run(swift: [ImportSource], yaml: [ImportSource], viewModelsModule: String = "ViewModels", context: [ImportSource] = []) -> ImportResult {
        var table = LocalizationTable(yaml.sorted { $0.path < $1.path })
        let files = swift.sorted { $0.path < $1.path }.map { SwiftSourceFile.parse($0.text, path: $0.path) }
        let viewModelNames = Set(files.flatMap { file in
            file.declarations.filter { $0.isImportableViewModel && $0.name.hasSuffix("ViewModel") && $0.name.count > 9 }.map(\.name)
        })
        let specNames = Set(viewModelNames.map { String($0.dropLast(9)) })
        var enums: [String: ImportedEnum] = [:]
        for file in files {
            for declaration in file.declarations {
                if let found = DisplayEnumReader.read(declaration), enums[found.name] == nil { enums[found.name] = found }
            }
        }
        let generated = Set(swift.filter { GeneratedHeader.isGenerated($0.text) }.map(\.path))
        let operations = OperationsReader.read(files, names: specNames, generated: generated)
        let consumed = operations.values.reduce(into: Set<SourceLocation>()) { $0.formUnion($1.consumed) }
        let types = ImportTypeReader(viewModels: viewModelNames, enums: enums.mapValues(\.cases))
        var forms = FormReader.read(files, table: table, generated: generated)
        let formLocations = forms.values.reduce(into: Set<SourceLocation>()) { $0.formUnion($1.consumed) }
        let factories = FactoryReader.read(files, names: specNames, generated: generated, viewModelsModule: viewModelsModule)
        let versioned = FactoryVersionsReader.read(files, names: specNames, generated: generated)
        let factoryLocations = Set(factories.values.map(\.location)).union(versioned.values.flatMap(\.consumed))
        let screens = ObservableScreens(files, generated: generated)
        let taken = consumed.union(formLocations).union(factoryLocations).union(screens.consumed)
        let imported = importedViewModels(files, names: viewModelNames, skipping: taken, skippingFiles: screens.consumedFiles)
        // A request is carried with its page, so only a requestable imported page's request
        // uses up its errors' translations; another one's stay listed as not carried.
        let importedDeclarations = files.flatMap(\.declarations).filter { imported.contains($0.location) }
        let requestable = Set(importedDeclarations.filter { $0.inheritance.contains("RequestableViewModel") }.map { String($0.name.dropLast(9)) })
        let requests = RequestReader.read(files, names: specNames, carried: requestable, types: types, table: &table)
        // The request of a page not imported (under #if, a second declaration) is a note of its own.
        let importedNames = Set(importedDeclarations.map { String($0.name.dropLast(9)) })
        let requestLocations = Set(requests.filter { importedNames.contains($0.key) }.values.map(\.location))
        let adopters = formAdopters(files, imported: imported, forms: forms)
        let createErrors = CreateRequestErrors.read(&forms, adopters: adopters, table: &table)
        // The fields' stubs, which only the adopter's stub() gives: a request whose body adopts
        // the form sends them too, and is compared with what vmgen writes from them.
        for (name, adopter) in adopters {
            guard let form = forms[name], let file = files.first(where: { $0.path == adopter.location.file }) else { continue }
            forms[name] = FormAdoptionReader.withStubs(form, adopter: adopter, in: file)
        }
        // Every other request, its controller and the routes: carried with a spec of their own.
        let pages = importedDeclarations.filter { declaration in
            declaration.inheritance.contains("RequestableViewModel") && !declaration.attributes.contains { ($0.arguments ?? "").contains(".clientHostedFactory") }
        }.map { String($0.name.dropLast(9)) }
        let served = RequestSources(files, taken: taken.union(requestLocations), types: types, forms: forms.filter { adopters[$0.key] != nil },
            pages: pages, table: &table, generated: generated, viewModelsModule: viewModelsModule)
        let pageErrors = Dictionary(uniqueKeysWithValues: requests.compactMap { name, found in
            requestable.contains(name) ? found.errors.map { (name + "Request", $0) } : nil
        })
        let displays = ErrorDisplayReader.find(files, errors: pageErrors.merging(createErrors) { page, _ in page }.merging(served.errors) { page, _ in page })
        let displayExtensions = Set(displays.values.map(\.extensionLocation))
            .union(NestedTypeReader.extensions(in: files, viewModels: viewModelNames))
        var models: [ImportedViewModel] = []
        var notes: [ImportNote] = screens.notes
        var stubModels: [(SwiftDeclaration, SwiftSourceFile)] = []
        for file in files {
            for diagnostic in file.diagnostics {
                notes.append(ImportNote(location: diagnostic.location ?? SourceLocation(file: file.path, line: 1, column: 1),
                    message: "the Swift reader had to guess here, so the import may miss something: \(diagnostic.message)"))
            }
            for declaration in file.declarations {
                if screens.consumed.contains(declaration.location) || screens.consumedFiles.contains(file.path) { continue }
                if declaration.kind == .enum, enums[declaration.name]?.location == declaration.location { continue }
                if consumed.contains(declaration.location) || requestLocations.contains(declaration.location) || displayExtensions.contains(declaration.location)
                    || formLocations.contains(declaration.location) || factoryLocations.contains(declaration.location) || served.consumed.contains(declaration.location) { continue }
                guard imported.contains(declaration.location) else {
                    // A `{Name}StubModel` is vmgen's when its ViewModel's identity is a ModelIdentity: decided below.
                    if declaration.name.hasSuffix("StubModel") {
                        stubModels.append((declaration, file))
                    } else {
                        notes.append(otherNote(declaration, inVMGenFile: generated.contains(file.path)))
                    }
                    continue
                }
                var reader = ViewModelReader(declaration, in: file, types: types, table: table,
                    operations: operations[String(declaration.name.dropLast(9))]?.operations ?? [])
                reader.model.errorDisplay = displays[declaration.name]
                reader.form = declaration.inheritance.first { adopters[$0]?.location == declaration.location }.flatMap { forms[$0] }
                var model = reader.read()
                if !generated.contains(file.path) {
                    let hasReason = if case .random = model.identity { true } else { false }
                    model.notes += StrayComments.notes(in: declaration, of: file, covered: model.notes, identityReason: hasReason)
                }
                if model.requestable, let request = requests[model.name] {
                    model.query = request.query
                    model.responseError = request.responseError
                    model.errors = request.errors
                    model.notes += request.notes
                } else if let request = requests[model.name] {
                    model.notes.append(ImportNote(location: request.location, message: "class '\(model.name)Request' is not carried: '\(model.name)ViewModel' is not a RequestableViewModel"))
                }
                models.append(model)
                table = reader.table
            }
        }
        for (declaration, file) in stubModels where !models.contains(where: { ModelIdentityShape.isStubModel(declaration, of: $0, in: file) }) {
            notes.append(otherNote(declaration, inVMGenFile: generated.contains(file.path)))
        }
        notes += EnumOwnership.assign(enums, to: &models, table: &table)
        let grouping = SpecGrouping(models)
        let childNames = Set(grouping.children.values.joined())
        // A ViewModel no imported one holds, in another spec's folder (a child that nothing
        // uses yet): a spec of its own, which generate puts in a folder named for it.
        for model in models where !childNames.contains(model.name) && !model.requestable && !model.clientHosted {
            let folder = model.directory.split(separator: "/").last.map(String.init) ?? ""
            if !folder.isEmpty, folder != model.name, models.contains(where: { $0.name == folder }) {
                notes.append(ImportNote(location: model.location, message: "'\(model.name)ViewModel' is held by no imported ViewModel, so it becomes a spec of its own (\(model.name).yml), and generate writes it into a folder named \(model.name), not \(folder): hold it from \(folder)'s properties to keep it there as a child"))
            }
        }
        for index in models.indices where childNames.contains(models[index].name) {
            // Only a top-level spec has operations, a request and `live`.
            let model = models[index]
            if !model.operations.isEmpty {
                notes.append(ImportNote(location: model.location, message: "the operations of '\(model.name)ViewModel' are not carried: it becomes a child of its page, and only a top-level spec has operations"))
                notes += model.operations.map { ImportNote(location: $0.location, message: "operation '\($0.name)' is not carried: '\(model.name)ViewModel' becomes a child of its page") }
                models[index].operations = []
            }
            if model.live {
                notes.append(ImportNote(location: model.location, message: "the .live option of '\(model.name)ViewModel' is not carried: it becomes a child of its page"))
                models[index].live = false
            }
        }
        for model in models where model.clientHosted && childNames.contains(model.name) {
            // A child is built by its page; the spec has no hosting of its own for it.
            notes.append(ImportNote(location: model.location, message: "the .clientHostedFactory option of '\(model.name)ViewModel' is not carried: it becomes a child of its page, which builds it"))
        }
        let contextFiles = context.map { SwiftSourceFile.parse($0.text, path: $0.path) }
        let (creations, createdInRegions) = StorageCreationReader.read(files + contextFiles, types: Set(models.flatMap(\.operations).compactMap(\.output)),
            generated: generated.union(context.filter { GeneratedHeader.isGenerated($0.text) }.map(\.path)))
        for index in models.indices {
            var given: Set<String> = []
            for (position, operation) in models[index].operations.enumerated() {
                // One `create:` per type and spec is enough: the others must say the same.
                guard let type = operation.output, let found = creations[type], given.insert(type).inserted else { continue }
                models[index].operations[position].create = found.expression
            }
        }
        for output in operations.values.flatMap(\.outputs) where creations[output.type] == nil {
            let message = createdInRegions.contains(output.type)
                ? "the 'create:' expression of the output storage '\(output.type)' is not read: it is your code in a protected region of the App or the tests, which generate keeps; add 'create:' to the spec's output to name it in the spec"
                : "no creation of the output storage '\(output.type)' was found (an App's `@State private var … = \(output.type)(…)`): the App and the tests will create it in a protected region; add 'create:' to the spec's output to name the expression"
            notes.append(ImportNote(location: output.location, message: message))
        }
        notes += operations.values.flatMap(\.notes) + factories.values.flatMap(\.notes) + versioned.values.flatMap(\.notes) + served.notes
        for index in models.indices {
            guard let found = versioned[models[index].name], !found.versions.isEmpty else { continue }
            let model = models[index]
            if model.requestable, !model.clientHosted, !childNames.contains(model.name) {
                models[index].versions = found.versions.map(\.text)
            } else {
                notes.append(ImportNote(location: found.consumed.first ?? model.location, message: "the versions of '\(model.name)ViewModel' are not carried: 'versions:' takes a top-level, server-hosted page, the only one with a generated factory"))
            }
        }
        notes += forms.filter { adopters[$0.key] == nil }.values.flatMap { FormReader.unadoptedNotes($0, in: files) }
        let bodies = carriedBodies(operations.values.flatMap(\.bodies) + factories.values.flatMap(\.bodies) + versioned.values.flatMap(\.bodies) + served.bodies, models: models, children: childNames, notes: &notes)
        notes += table.notes + table.unusedNotes + models.flatMap(\.notes)
        let byName = Dictionary(models.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let placement = RequestPlacement(served.requests, roots: grouping.roots.compactMap { byName[$0] })
        var specs = grouping.roots.compactMap { name -> ImportedSpec? in
            guard let root = byName[name] else { return nil }
            let children = (grouping.children[name] ?? []).compactMap { byName[$0] }
            let described = [root] + children
            // Nested types are children of the spec too, after the grouped ones.
            let nested = described.flatMap(\.nestedTypes)
            let declared = placement.bySpec[name] ?? []
            var files = Set(described.map(\.path) + declared.map(\.path))
            files.formUnion((operations[name]?.consumed ?? []).map(\.file))
            if let request = requests[name], root.requestable { files.insert(request.location.file) }
            files.formUnion(described.flatMap(\.enums).compactMap { enums[$0.name]?.location.file })
            files.formUnion(described.compactMap(\.form).flatMap(\.consumed).map(\.file))
            if let factory = factories[name], root.requestable, !root.clientHosted { files.insert(factory.location.file) }
            // vmgen's own files are regenerated in place (their regions kept), never in the way.
            files.subtract(generated)
            return ImportedSpec(fileName: name + ".yml", text: SpecYAMLWriter.spec(root, children: children + nested, requests: declared),
                names: (described + nested).map(\.name), sourceFiles: files.sorted(), requests: declared.map(\.typeName))
        }
        specs += placement.alone.map { fileName, requests in
            ImportedSpec(fileName: fileName, text: RequestYAMLWriter.spec(requests),
                sourceFiles: Set(requests.map(\.path)).subtracting(generated).sorted(), requests: requests.map(\.typeName))
        }
        var result = ImportResult(specs: (specs + screens.specs).sorted { $0.fileName < $1.fileName }, notes: notes.sorted(), locales: table.locales)
        result.generatedFiles = generated
        (result.carriedLocalizationFiles, result.partlyCarriedLocalizationFiles) = table.carriedFiles
        // vmgen's own YAML is regenerated in place, keeping what the spec does not give.
        let generatedYAML = Set(yaml.filter { GeneratedHeader.isGenerated($0.text) }.map(\.path))
        result.carriedLocalizationFiles.removeAll { generatedYAML.contains($0) }
        result.partlyCarriedLocalizationFiles.removeAll { generatedYAML.contains($0) }
        result.bodies = bodies
        result.otherSourceFiles = served.serverFiles(generated: generated)
        return result
    }

    /// The ViewModels the import reads, decided once for every reader: of each
    /// `{Name}ViewModel` name, the first importable declaration in file order that is not
    /// under `#if` and that no other reader took (an operation, a request, a form, a factory,
    /// an `@Observable` screen). Every other one is a note.
    private static func importedViewModels(_ files: [SwiftSourceFile], names: Set<String>, skipping taken: Set<SourceLocation>, skippingFiles: Set<String>) -> Set<SourceLocation> {
        var seen: Set<String> = []
        var imported: Set<SourceLocation> = []
        for file in files where !skippingFiles.contains(file.path) {
            for declaration in file.declarations where !taken.contains(declaration.location) {
                guard declaration.isImportableViewModel, names.contains(declaration.name), declaration.conditions.isEmpty,
                    seen.insert(declaration.name).inserted else { continue }
                imported.insert(declaration.location)
            }
        }
        return imported
    }

    /// Each form's adopter: the first imported ViewModel, in file order, that conforms to
    /// its `{X}Fields` protocol (a ViewModel adopts one form, the first it names). The form's
    /// spec part, its create request's errors and the notes of a form nobody adopts all
    /// follow this one decision.
    private static func formAdopters(_ files: [SwiftSourceFile], imported: Set<SourceLocation>, forms: [String: ImportedForm]) -> [String: SwiftDeclaration] {
        var adopters: [String: SwiftDeclaration] = [:]
        for declaration in files.flatMap(\.declarations) where imported.contains(declaration.location) {
            if let form = declaration.inheritance.first(where: { forms[$0] != nil && adopters[$0] == nil }) { adopters[form] = declaration }
        }
        return adopters
    }

    /// The bodies whose generated file will exist: operations of a top-level spec, the
    /// factory of a server page. Each other one is a note.
    private static func carriedBodies(_ bodies: [ImportedBody], models: [ImportedViewModel], children: Set<String>, notes: inout [ImportNote]) -> [ImportedBody] {
        let byName = Dictionary(models.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var carried: [ImportedBody] = []
        for body in bodies {
            let model = byName[body.viewModel]
            switch body.place {
            case .operation(let name):
                if let model, !children.contains(model.name) {
                    carried.append(body)
                } else {
                    notes.append(ImportNote(location: body.source, message: "the body of '\(name)' is not carried: its operation is not carried"))
                }
            case .factory, .factoryImports, .factoryExtensions, .factoryVersion:
                if let model, model.requestable, !model.clientHosted, !children.contains(model.name) {
                    carried.append(body)
                } else {
                    notes.append(ImportNote(location: body.source, message: "the factory body of '\(body.viewModel)ViewModel' is not carried: vmgen generates a factory file only for a top-level, server-hosted page"))
                }
            case .handler, .controllerImports, .routes, .routesImports:
                // Read only for the requests carried; whether the specs generate the file is the preview's.
                carried.append(body)
            }
        }
        return carried.sorted { ($0.source.file, $0.source.line) < ($1.source.file, $1.source.line) }
    }

    /// Why a top-level declaration other than an imported `@ViewModel` struct is not carried.
    /// `inVMGenFile`: the declaration is in a file with vmgen's header — a view, test or App
    /// that vmgen.yml's `views:`, `tests:` or `app:` generates, which is no spec's to carry.
    private static func otherNote(_ declaration: SwiftDeclaration, inVMGenFile: Bool) -> ImportNote {
        let what = "\(declaration.kind.rawValue) '\(declaration.name)'"
        let message: String
        var needsWork = true
        if declaration.isImportableViewModel, !declaration.name.hasSuffix("ViewModel") || declaration.name.count <= 9 {
            message = "\(what) is not carried: a spec's ViewModel is named {Name}ViewModel"
        } else if declaration.isImportableViewModel, !declaration.conditions.isEmpty {
            message = "\(what) is not carried: it is declared under #if \(declaration.conditions.joined(separator: ", "))"
        } else if declaration.isImportableViewModel {
            message = "\(what) is not carried: a ViewModel of that name was already imported from another file"
        } else if declaration.kind == .protocol, declaration.name.hasSuffix("ViewModelOperations") {
            message = "\(what) is not carried: operations are read from a protocol with methods, of an imported {Name}ViewModel"
        } else if ServerRequestReader.action(of: declaration) != nil
            || declaration.kind == .class && declaration.inheritance.map(GeneratedShape.plain).contains("ServerRequestController") {
            message = declaration.conditions.isEmpty
                ? "\(what) is not carried: one of that name (or a controller of the same request) was already imported from another file"
                : "\(what) is not carried: it is declared under #if \(declaration.conditions.joined(separator: ", "))"
        } else if declaration.kind == .extension {
            message = "\(what) is not carried: the spec language has no extensions (it is left as it is)"
            needsWork = false
        } else if inVMGenFile {
            message = "\(what) is not carried into a spec: its file is vmgen's own (from vmgen.yml's views:, tests: or app:), which generate writes again with its protected regions kept"
            needsWork = false
        } else {
            message = "\(what) is not carried: specs generate @ViewModel structs, their operations, requests and controllers, factories, display enums and forms; it stays hand-written, as it is (a domain type, the app's code)"
            needsWork = false
        }
        return ImportNote(location: declaration.location, message: message, needsWork: needsWork)
    }
}
