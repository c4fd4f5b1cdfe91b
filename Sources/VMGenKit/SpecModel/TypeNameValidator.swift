/// The types the specs make vmgen declare — each ViewModel, its request, Operations protocol,
/// live and stub operations, each display enum, each `@Observable` screen and its view — checked
/// as the one namespace they share:
///
/// - none may be a type or module the generated code names (`String`, `URL`, FOSMVVM's
///   `ServerRequest`…): it would shadow the real one and the generated code would not compile.
///   A ViewModel is checked by the names derived from it, so `Server` (→ `ServerRequest`) and
///   `Live` (→ `LiveViewModel`) are refused too;
/// - no two may differ only by case (`Foo` / `FOO`): each is a file, and on the case-insensitive
///   file systems most Macs have the second would overwrite the first. An exact repeat is the
///   same error, since the module would declare the type twice.
///
/// Only the names vmgen really declares or names for a spec are claimed: an `@Observable`
/// screen's `{Name}View` only with `view: true`, a FOSMVVM ViewModel's `{Name}View` only when
/// the project names its views (the App registers them, or `views:` generates them). So the
/// guidance's own `Progress` screen without a view is accepted: nothing declares `ProgressView`.
///
/// Each problem is reported at the spec name that causes it; a clash at the later of the two,
/// naming the first.
struct TypeNameValidator {
    var reader: NodeReader
    let viewModels: [ViewModelSpec]
    let screens: [ObservableScreenSpec]
    var requests: [RequestDeclaration] = []
    /// Names vmgen declares because of vmgen.yml (`ConfigTypeNames`): the App, bundle accessors.
    var reservedByConfig: [String: String] = [:]
    /// Whether vmgen names each FOSMVVM ViewModel's `{Name}View` (`ConfigTypeNames.namesViewModelViews`).
    var viewModelViews = true

    /// A type name vmgen will declare, and why.
    struct Claim {
        var name: String
        /// "the ViewModel 'Card'", "the request of the page 'Card'", …
        var origin: String
        /// The spec name the type comes from (the ViewModel or enum as written in the spec).
        var specName: String
        var location: SourceLocation
    }

    mutating func validate() {
        for viewModel in viewModels where PlainType(rawValue: viewModel.name) != nil {
            // `String` in a spec is the plain type: nothing could refer to this ViewModel.
            reader.error("a ViewModel cannot be named '\(viewModel.name)': in a spec, '\(viewModel.name)' is the plain type, so no property could hold this ViewModel; rename it", at: viewModel.location)
        }
        var seen: [String: Claim] = [:]
        // One error per spec name: a ViewModel whose name clashes clashes in each derived name.
        var reported: Set<String> = []
        for claim in claims.sorted(by: { $0.location < $1.location }) {
            guard !reported.contains("\(claim.location) \(claim.specName)") else { continue }
            if let origin = GeneratedNames.origin(of: claim.name) {
                reported.insert("\(claim.location) \(claim.specName)")
                report(claim, shadowing: origin)
                continue
            }
            if let what = reservedByConfig[claim.name] {
                reported.insert("\(claim.location) \(claim.specName)")
                report(claim, takenByConfig: what)
                continue
            }
            let key = claim.name.lowercased()
            if let first = seen[key] {
                reported.insert("\(claim.location) \(claim.specName)")
                report(claim, clashingWith: first)
                continue
            }
            seen[key] = claim
        }
    }

    private var claims: [Claim] { Self.claims(viewModels, screens: screens, requests: requests, viewModelViews: viewModelViews) }

    /// Every type name vmgen declares for these ViewModels and screens (an incremental run
    /// keeps each spec's, `SpecSummary.exports`: a clash may be with any other spec).
    /// `viewModelViews`: whether each FOSMVVM ViewModel's view is named (see the type's comment).
    static func claims(
        _ viewModels: [ViewModelSpec], screens: [ObservableScreenSpec], requests: [RequestDeclaration] = [], viewModelViews: Bool = true
    ) -> [Claim] {
        var result: [Claim] = []
        for viewModel in viewModels {
            let name = viewModel.name
            func claim(_ type: String, _ origin: String) {
                result.append(Claim(name: type, origin: origin, specName: name, location: viewModel.location))
            }
            claim(viewModel.typeName, "the ViewModel '\(name)'")
            if viewModel.request != nil { claim(name + "Request", "the request of the page '\(name)'") }
            if viewModel.isInteractive {
                claim(viewModel.typeName + "Operations", "the Operations protocol of '\(name)'")
                claim(name + "Ops", "the live operations of '\(name)'")
                claim(name + "StubOps", "the stub operations of '\(name)'")
            }
            if let form = viewModel.form, form.fields != nil {
                // Declared by the generated Fields files: a second form declaring the same
                // protocol's fields is a clash, not a second copy.
                result.append(Claim(name: form.fieldsProtocol, origin: "the Fields protocol of '\(name)'", specName: name, location: form.location))
                result.append(Claim(name: form.messagesType, origin: "the Fields messages of '\(name)'", specName: name, location: form.location))
                if form.createRequest {
                    result.append(Claim(name: form.createRequestType, origin: "the create request of '\(name)'", specName: name, location: form.location))
                    result.append(Claim(name: form.createControllerType, origin: "the controller of '\(form.createRequestType)'", specName: name, location: form.location))
                }
            }
            // FOSMVVM's ViewModelView of `NameViewModel` is `NameView`: the App file registers it
            // and `views:` generates it. Without either, vmgen names no view of it.
            if viewModelViews { claim(name + "View", "the view of '\(name)'") }
            for displayEnum in viewModel.enums {
                result.append(Claim(
                    name: displayEnum.name, origin: "the display enum '\(displayEnum.name)'", specName: displayEnum.name,
                    location: displayEnum.location))
            }
        }
        for request in requests {
            result.append(Claim(name: request.typeName, origin: "the request '\(request.name)'", specName: request.name, location: request.location))
            result.append(Claim(name: request.controllerName, origin: "the controller of '\(request.typeName)'", specName: request.name, location: request.location))
        }
        for screen in screens {
            result.append(Claim(name: screen.typeName, origin: "the observable ViewModel '\(screen.name)'", specName: screen.name, location: screen.location))
            // Its view is vmgen's only with `view: true`; without it nothing names `{Name}View`.
            if screen.generatesView {
                result.append(Claim(name: screen.viewName, origin: "the view of '\(screen.name)'", specName: screen.name, location: screen.location))
            }
        }
        return result
    }

    private mutating func report(_ claim: Claim, shadowing origin: String) {
        if GeneratedNames.types[claim.name] == "SwiftUI" {
            // The generated code writes `SwiftUI.X`, but the app's own views say `X(...)`.
            let hides = "would hide SwiftUI's \(claim.name) (or make it ambiguous) in every view that says \(claim.name)(...) (the generated code names it SwiftUI.\(claim.name))"
            if claim.name == claim.specName {
                reader.error("'\(claim.name)' \(hides): choose another name", at: claim.location)
            } else {
                reader.error("'\(claim.specName)' would make vmgen declare '\(claim.name)' (\(claim.origin)), which \(hides): rename '\(claim.specName)'", at: claim.location)
            }
            return
        }
        if claim.name == claim.specName {
            reader.error("'\(claim.name)' is \(origin) the generated code uses; a type of this name would shadow it: choose another name", at: claim.location)
        } else {
            reader.error("'\(claim.specName)' would make vmgen declare '\(claim.name)' (\(claim.origin)), but '\(claim.name)' is \(origin) the generated code uses: rename '\(claim.specName)'", at: claim.location)
        }
    }

    private mutating func report(_ claim: Claim, takenByConfig what: String) {
        let subject = claim.name == claim.specName
            ? "'\(claim.name)'"
            : "'\(claim.specName)' would make vmgen declare '\(claim.name)' (\(claim.origin)), but '\(claim.name)'"
        reader.error("\(subject) is \(what); a second type of this name would not compile: rename '\(claim.specName)'", at: claim.location)
    }

    private mutating func report(_ claim: Claim, clashingWith first: Claim) {
        // The ViewModel's own type stands for its spec name; a derived type is named with its origin.
        func described(_ claim: Claim) -> String {
            claim.name == claim.specName || claim.name == claim.specName + "ViewModel" ? claim.origin : "'\(claim.name)' (\(claim.origin))"
        }
        let problem = claim.name == first.name
            ? "\(claim.origin) and \(first.origin) would both declare the type '\(claim.name)'"
            : "\(described(claim)) differs only by case from \(described(first)): their files would collide on a case-insensitive file system (the default on macOS)"
        reader.error("\(problem); rename one", at: claim.location, notes: ["\(first.origin) is declared at \(first.location)"])
    }
}
