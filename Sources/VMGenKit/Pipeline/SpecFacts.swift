/// What the stages that look across specs read of one spec beside the names it declares: an
/// edit of a spec's shape (`SpecSummary`) keeps every other spec's findings and files, and the
/// App's, only when this is the same. Each part is there for a stage that reads it:
///
/// - its error cases' message names: `ErrorDisplayResolver.checkMessageNames` refuses one
///   name in two requests, reporting it in whichever spec comes second;
/// - each ViewModel's name, feature, role, hosting and `AppContext.binding`, in order: the App
///   file's groups and root view, and `AppViewsCheck` (a root view the App cannot bind);
/// - each storage it writes and its `create:`: the App's and the other specs' tests' storages
///   (`StorageCreation.all`), and `checkStorageCreates` (two `create:` of one type);
/// - each property (of its ViewModels and nested types) whose type names a type of another
///   spec, with its type and place: a list of another spec's ViewModel makes that one a list
///   row (`ListRowIdentityRule`, reported there, naming this place), and the use of another
///   spec's nested type decides which ViewModel holds it (`NestedTypeBuilder`);
/// - its form's Fields protocol and create request, and the request its error display shows;
/// - its requests' error cases (above) and routes (`RequestPaths`: no two requests of the
///   project on one route); a request's fields reach other specs only through its name (an
///   error display, an operation that sends it), which they mention.
///
/// Every other cross-spec stage reads names only: duplicates and case clashes
/// (`SpecModelBuilder.collectDeclarations`, `TypeNameValidator`) over `SpecSummary.names`,
/// cycles and type resolution over the mentions of other specs' names.
enum SpecFacts {
    /// `SpecSummary.exports` of each spec of `set`: its nested types, screens and the type
    /// names vmgen declares for it, sorted, without repeats.
    static func exports(of set: ViewModelSet) -> [String: [String]] {
        var names: [String: Set<String>] = [:]
        for viewModel in set.viewModels {
            for nested in viewModel.nestedTypes { names[nested.location.file, default: []].insert(nested.name) }
        }
        for screen in set.screens { names[screen.location.file, default: []].insert(screen.name) }
        // Every view name a ViewModel could have, named or not: a name too many only makes
        // another spec that mentions it be redone with this one.
        for claim in TypeNameValidator.claims(set.viewModels, screens: set.screens, requests: set.requests, viewModelViews: true) {
            names[claim.location.file, default: []].insert(claim.name)
        }
        return names.mapValues { $0.sorted() }
    }

    /// The facts of a spec: `viewModels`, its ViewModels (in `set`'s order), `nested`, its
    /// nested types. A property names a type of another spec when its type names one of
    /// `known` (every name of the project) that is not one of `own` (the spec's).
    static func hash(viewModels: [ViewModelSpec], nested: [NestedTypeSpec], requests: [RequestDeclaration] = [], known: Set<String>, own: Set<String>) -> ContentHash {
        var builder = ContentHash.Builder()
        builder.add("vmgen-spec-facts")
        var messages = Set<String>()
        for viewModel in viewModels {
            for (_, errors) in viewModel.generatedRequestErrors {
                for message in errors.cases { messages.insert(ResponseErrorSpec.messageProperty(message.name)) }
            }
        }
        for request in requests {
            for message in request.errors?.cases ?? [] { messages.insert(ResponseErrorSpec.messageProperty(message.name)) }
        }
        builder.add("messages")
        for message in messages.sorted() { builder.add(message) }
        // Each request's route (`RequestPaths.check` refuses two on one route, across specs): its
        // action and bodies, beside its name.
        for request in requests {
            builder.add("route")
            builder.add(request.typeName)
            builder.add(request.action.rawValue)
            builder.add(request.body == .empty ? 0 : 1)
            builder.add(request.response.isEmpty ? 0 : 1)
        }
        for viewModel in viewModels {
            builder.add("viewModel")
            builder.add(viewModel.name)
            builder.add(viewModel.feature)
            builder.add(viewModel.role)
            builder.add(viewModel.hosting.rawValue)
            builder.add(AppContext.binding(of: viewModel) ?? "-")
            for operation in viewModel.operations {
                guard let output = operation.output else { continue }
                builder.add("storage")
                builder.add(output.type)
                builder.add(output.create ?? "-")
            }
            if let form = viewModel.form {
                builder.add("form")
                builder.add(form.fieldsProtocol)
                builder.add(form.fields == nil ? 0 : 1)
                builder.add(form.createRequest ? 1 : 0)
            }
            if let display = viewModel.errorDisplay {
                builder.add("displays")
                builder.add(display.request)
            }
            add(viewModel.name, viewModel.properties, known: known, own: own, to: &builder)
        }
        for type in nested { add(type.name, type.properties, known: known, own: own, to: &builder) }
        return builder.finish()
    }

    /// The properties whose type names a type of another spec, with their types and places.
    private static func add(_ owner: String, _ properties: [Property], known: Set<String>, own: Set<String>, to builder: inout ContentHash.Builder) {
        for property in properties {
            guard SpecShape.identifiers(in: property.type.swift).contains(where: { known.contains($0) && !own.contains($0) }) else { continue }
            builder.add("uses")
            builder.add(owner)
            builder.add(property.name)
            builder.add(property.type)
            builder.add(property.location)
        }
    }
}
