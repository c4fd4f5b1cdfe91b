/// Builds the typed `ViewModelSet` from parsed spec documents, reporting every problem.
///
/// Two passes: first the names every spec declares (ViewModels, children, enums), so a type
/// may refer to a ViewModel of another spec; then each ViewModel's body against those names.
public enum SpecModelBuilder {
    /// `domainModules`: modules whose types a ViewModel may never hold (rule DOM-02).
    /// `declaredElsewhere`: ViewModel and enum names declared by specs not in `documents`
    /// (an incremental run builds the model of a few specs of the project).
    /// `reservedByConfig`: type names vmgen declares because of vmgen.yml (`ConfigTypeNames`);
    /// `viewModelViews`: whether vmgen names each ViewModel's `{Name}View` (`ConfigTypeNames.namesViewModelViews`).
    public static func build(
        _ documents: [SpecDocument], domainModules: [String] = [], declaredElsewhere: (viewModels: Set<String>, enums: Set<String>) = ([], []),
        reservedByConfig: [String: String] = [:], viewModelViews: Bool = true
    ) -> (set: ViewModelSet, diagnostics: [Diagnostic]) {
        var reader = NodeReader(code: "spec")
        let declarations = collectDeclarations(documents, reader: &reader)
        let types = TypeParser(
            viewModels: Set(declarations.viewModels.map(\.name)).union(declaredElsewhere.viewModels),
            enums: Set(declarations.enums.map(\.name)).union(declaredElsewhere.enums),
            domainModules: Set(domainModules),
            nested: Set(declarations.nested.map(\.name))
        )
        var viewModels: [ViewModelSpec] = []
        for declaration in declarations.viewModels {
            var builder = ViewModelBuilder(reader: reader.take(), types: types)
            if let viewModel = builder.build(declaration) {
                viewModels.append(viewModel)
            }
            reader = builder.reader
        }
        var requests: [RequestDeclaration] = []
        for declaration in declarations.requests {
            var builder = ViewModelBuilder(reader: reader.take(), types: types)
            requests += builder.requestDeclarations(declaration.node, feature: declaration.feature)
            reader = builder.reader
        }
        RequestBodyForms.resolve(&requests, viewModels: viewModels, reader: &reader)
        OperationRequests.resolve(&viewModels, requests: requests, reader: &reader)
        var nested = NestedTypeBuilder(reader: reader.take(), types: types)
        nested.build(declarations.nested, into: &viewModels)
        reader = nested.reader
        var errorDisplays = ErrorDisplayResolver(reader: reader.take())
        errorDisplays.checkMessageNames(viewModels, requests: requests)
        errorDisplays.resolve(&viewModels, requests: requests)
        reader = errorDisplays.reader
        var validator = ModelValidator(reader: reader.take(), viewModels: viewModels)
        validator.validate()
        var typeNames = TypeNameValidator(
            reader: validator.reader, viewModels: viewModels, screens: declarations.screens, requests: requests, reservedByConfig: reservedByConfig,
            viewModelViews: viewModelViews)
        typeNames.validate()
        RequestPaths.check(viewModels, requests: requests, reader: &typeNames.reader)
        return (ViewModelSet(viewModels: viewModels, screens: declarations.screens, requests: requests), typeNames.reader.diagnostics.diagnostics)
    }

    /// A ViewModel a spec declares, with the mapping that describes it.
    struct Declaration {
        var name: String
        var feature: String
        var role: ViewModelSpec.Role
        var hosting: Hosting
        var isLive: Bool
        var entries: [YAMLEntry]
        var location: SourceLocation
    }

    struct EnumDeclaration {
        var name: String
        var location: SourceLocation
    }

    /// A child declared `nested: true`: a plain struct inside the one ViewModel that holds it.
    struct NestedDeclaration {
        var name: String
        var entries: [YAMLEntry]
        /// The child's name in the spec.
        var location: SourceLocation
        /// Its `nested: true` entry's key.
        var flagLocation: SourceLocation
    }

    /// A spec's `requests:`, with the folder its requests' files go in.
    struct RequestsDeclaration {
        var node: YAMLNode
        var feature: String
    }

    struct Declarations {
        var viewModels: [Declaration] = []
        var requests: [RequestsDeclaration] = []
        var nested: [NestedDeclaration] = []
        var enums: [EnumDeclaration] = []
        var screens: [ObservableScreenSpec] = []
    }

    static func collectDeclarations(_ documents: [SpecDocument], reader: inout NodeReader) -> Declarations {
        var result = Declarations()
        var seen: [String: SourceLocation] = [:]
        var seenEnums: [String: SourceLocation] = [:]

        func declare(_ name: String, at location: SourceLocation, kind: String) -> Bool {
            if let first = seen[name] ?? seenEnums[name] {
                reader.error("duplicate name '\(name)': \(SwiftNames.article(kind)) \(kind) of this name is already declared", at: location, notes: ["first declared at \(first)"])
                return false
            }
            return true
        }

        func declareEnums(in entries: [YAMLEntry]) {
            guard let enums = reader.value("enums", in: entries),
                let enumEntries = reader.mapping(enums.value, what: "'enums'")
            else { return }
            for entry in enumEntries {
                guard let name = reader.typeName(entry.key.text, kind: "enum", at: entry.keyLocation) else { continue }
                guard declare(name, at: entry.keyLocation, kind: "enum") else { continue }
                seenEnums[name] = entry.keyLocation
                result.enums.append(EnumDeclaration(name: name, location: entry.keyLocation))
            }
        }

        for document in documents {
            guard let root = document.root else {
                reader.error("the spec is empty; it needs at least 'viewModel:' and 'hosting:'", at: SourceLocation(file: document.file.path, line: 1, column: 1))
                continue
            }
            guard let entries = reader.mapping(root, what: "a spec") else { continue }
            if let style = reader.value("style", in: entries), let text = reader.string(style.value, what: "'style'") {
                switch text {
                case "observable":
                    guard let nameEntry = reader.value("viewModel", in: entries) else {
                        reader.error("missing required key 'viewModel' (the ViewModel's name, e.g. 'viewModel: Feed')", at: root.location)
                        continue
                    }
                    guard let text = reader.string(nameEntry.value, what: "'viewModel'"),
                        let name = viewModelName(text, at: nameEntry.value.location, reader: &reader),
                        declare(name, at: nameEntry.value.location, kind: "ViewModel")
                    else { continue }
                    seen[name] = nameEntry.value.location
                    var builder = ObservableScreenBuilder(reader: reader.take())
                    if let screen = builder.build(entries, name: name, location: nameEntry.value.location) {
                        result.screens.append(screen)
                    }
                    reader = builder.reader
                    continue
                case "fosmvvm":
                    break
                default:
                    reader.error("'style' is 'fosmvvm' (the default) or 'observable', not '\(text)'\(Suggestion.didYouMean(text, in: SpecKeys.styles))", at: style.value.location)
                    continue
                }
            }
            if let nested = reader.value("nested", in: entries) {
                reader.error("'nested' is for a child under 'children:': it nests that child's plain type in the one ViewModel that holds it; a top-level spec is always a ViewModel of its own", at: nested.keyLocation)
            }
            if reader.value("viewModel", in: entries) == nil, let requests = reader.value("requests", in: entries) {
                // A spec of requests alone: their files go in the ViewModels module's Requests folder.
                reader.checkKeys(entries, allowed: SpecKeys.requestsOnly, in: "a spec of requests (it has no 'viewModel:')")
                result.requests.append(RequestsDeclaration(node: requests.value, feature: RequestDeclaration.requestsFolder))
                continue
            }
            reader.checkKeys(entries.filter { $0.key.text != "nested" }, allowed: SpecKeys.topLevel, in: "the spec")
            guard let top = topLevel(entries, root: root, reader: &reader) else { continue }
            guard declare(top.name, at: top.location, kind: "ViewModel") else { continue }
            seen[top.name] = top.location
            result.viewModels.append(top)
            declareEnums(in: entries)
            if let requests = reader.value("requests", in: entries) {
                result.requests.append(RequestsDeclaration(node: requests.value, feature: top.name))
            }

            guard let children = reader.value("children", in: entries),
                let childEntries = reader.mapping(children.value, what: "'children'")
            else { continue }
            for child in childEntries {
                guard let name = viewModelName(child.key.text, at: child.keyLocation, reader: &reader) else { continue }
                guard let body = reader.mapping(child.value, what: "the child '\(name)'") else { continue }
                for entry in body where SpecKeys.topLevelOnly.contains(entry.key.text) {
                    if entry.key.text == "operations" {
                        reader.diagnostics.error(
                            "child ViewModels don't own operations: dispatch through the top-level ViewModel's operations, or make '\(name)' a top-level spec",
                            at: entry.keyLocation, code: StructuralRules.childOperations.id)
                    } else {
                        reader.error("'\(entry.key.text)' is only allowed at the top level of a spec, not in a child", at: entry.keyLocation)
                    }
                }
                reader.checkKeys(body.filter { !SpecKeys.topLevelOnly.contains($0.key.text) }, allowed: SpecKeys.child, in: "the child '\(name)'")
                if let flag = reader.value("nested", in: body), reader.bool(flag.value, what: "'nested'") == true {
                    guard declare(name, at: child.keyLocation, kind: "nested type") else { continue }
                    seen[name] = child.keyLocation
                    result.nested.append(NestedDeclaration(
                        name: name, entries: NestedTypeBuilder.checkedEntries(body, of: name, reader: &reader),
                        location: child.keyLocation, flagLocation: flag.keyLocation))
                    continue
                }
                guard declare(name, at: child.keyLocation, kind: "ViewModel") else { continue }
                seen[name] = child.keyLocation
                result.viewModels.append(Declaration(
                    name: name, feature: top.name, role: .child(parent: top.name), hosting: top.hosting,
                    isLive: false, entries: body.filter { !SpecKeys.topLevelOnly.contains($0.key.text) },
                    location: child.keyLocation))
                declareEnums(in: body)
            }
        }
        return result
    }

    /// The top-level keys: `viewModel`, `hosting`, `page`, `live`.
    static func topLevel(_ entries: [YAMLEntry], root: YAMLNode, reader: inout NodeReader) -> Declaration? {
        guard let nameEntry = reader.value("viewModel", in: entries) else {
            reader.error("missing required key 'viewModel' (the ViewModel's name, e.g. 'viewModel: Dashboard')", at: root.location)
            return nil
        }
        guard let text = reader.string(nameEntry.value, what: "'viewModel'"),
            let name = viewModelName(text, at: nameEntry.value.location, reader: &reader)
        else { return nil }

        var hosting = Hosting.server
        if let entry = reader.value("hosting", in: entries) {
            if let text = reader.string(entry.value, what: "'hosting'") {
                if let value = Hosting(rawValue: text) {
                    hosting = value
                } else {
                    reader.error("'hosting' must be 'server' or 'client', not '\(text)'\(Suggestion.didYouMean(text, in: ["server", "client"]))", at: entry.value.location)
                }
            }
        } else {
            reader.error("missing required key 'hosting' (server: built by a server factory; client: built on the device)", at: root.location)
        }
        var isPage = true
        if let entry = reader.value("page", in: entries), let value = reader.bool(entry.value, what: "'page'") {
            isPage = value
        }
        var isLive = false
        if let entry = reader.value("live", in: entries), let value = reader.bool(entry.value, what: "'live'") {
            isLive = value
            if value, hosting == .client {
                reader.error("'live' cannot be combined with client hosting: a client-hosted ViewModel is built on the client and has no server response to derive live registrations from", at: entry.keyLocation)
            } else if value, !isPage {
                reader.error("'live' needs 'page: true': only a RequestableViewModel can be live", at: entry.keyLocation)
            }
        }
        if !isPage {
            for key in ["request", "operations"] {
                if let entry = reader.value(key, in: entries) {
                    reader.error("'\(key)' needs 'page: true': only a top-level page has a \(key == "request" ? "request" : "Operations protocol")", at: entry.keyLocation)
                }
            }
        }
        if hosting == .client, let entry = reader.value("request", in: entries) {
            reader.error("a client-hosted page has no request of its own: the @ViewModel macro generates ClientHostedRequest", at: entry.keyLocation)
        }
        return Declaration(
            name: name, feature: name, role: isPage ? .page : .component, hosting: hosting,
            isLive: isLive, entries: entries, location: nameEntry.value.location)
    }

    /// A ViewModel name as written in a spec: an identifier without the `ViewModel` suffix.
    static func viewModelName(_ text: String, at location: SourceLocation, reader: inout NodeReader) -> String? {
        if let problem = SwiftNames.viewModelNameProblem(text) {
            reader.error(problem, at: location)
            return nil
        }
        return text
    }
}
