import VMGenKit

/// `vmgen new <Name> --request` (a new spec of requests alone) and `--request-of <Spec>` (a
/// request added under `requests:` of a page's spec, or of a spec of requests alone): one
/// request, its FOSMVVM action from `--action` or the name's last word.
enum NewRequest {
    /// What the command line asks for, checked before the project is opened.
    struct Plan {
        var name: String
        var action: RequestAction
        /// The name ends in the action (`BerthUpdate`): the spec needs no `action:`.
        var impliedByName: Bool
        /// `--request-of`: the page (or spec of requests alone) the request goes in.
        var target: String?
    }

    /// The request's plan, or `nil` when the command line asks for no request (then `--action`
    /// is a mistake).
    static func plan(_ name: String, _ invocation: Invocation) throws(UsageError) -> Plan? {
        let target = invocation.option("--request-of")
        guard target != nil || invocation.flag("--request") else {
            if invocation.option("--action") != nil {
                throw UsageError("--action is the FOSMVVM action of a request: add --request (a new spec of requests alone) or --request-of <Spec>")
            }
            return nil
        }
        if invocation.option("--child-of") != nil || invocation.option("--hosting") != nil || invocation.flag("--interactive") {
            throw UsageError("--request and --request-of cannot be combined with --hosting, --interactive or --child-of: a request is no ViewModel")
        }
        if let problem = problem(name) { throw UsageError(problem) }
        let (action, implied) = try action(of: name, option: invocation.option("--action"))
        return Plan(name: name, action: action, impliedByName: implied, target: target)
    }

    /// Why `name` cannot be a new request's, or `nil` when it can: the reader's rules, and what
    /// FOSMVVM's naming asks beyond them (upper camel case, noun first: rule REQ-04).
    static func problem(_ name: String) -> String? {
        if name.hasSuffix("Request"), name.count > 7 {
            return "write the request's name without 'Request': '\(name.dropLast(7))' declares \(name)"
        }
        if let problem = SwiftNames.typeNameProblem(name, kind: "request") { return problem }
        if let first = name.first, !first.isUppercase {
            return "a request name starts with an upper-case letter: '\(SwiftNames.upperFirst(name))'"
        }
        if let (verb, nounFirst) = RequestNames.verbFirst(name) {
            return "'\(name)' starts with the verb '\(verb)'; FOSMVVM names requests noun first, the action last: '\(nounFirst)'"
        }
        for derived in [name + "Request", name + "Controller"] {
            if let origin = GeneratedNames.origin(of: derived) {
                return "'\(name)' would make vmgen declare '\(derived)', but '\(derived)' is \(origin) the generated code uses; pick another name"
            }
        }
        return nil
    }

    /// `--action`, else the action the name ends in; a name ending in another action than
    /// `--action` says is refused (`BerthUpdate` sent as a create reads wrong everywhere).
    static func action(of name: String, option: String?) throws(UsageError) -> (RequestAction, implied: Bool) {
        let names = RequestAction.allCases.map(\.rawValue)
        let implied = RequestAction.implied(by: name)
        guard let option else {
            guard let implied else {
                throw UsageError(
                    "say which FOSMVVM action '\(name)Request' is: --action update (one of \(names.joined(separator: ", "))); only a name that ends in one of them (BerthUpdate) implies it")
            }
            return (implied, true)
        }
        guard let action = RequestAction(rawValue: option) else {
            throw UsageError("--action is one of FOSMVVM's ServerRequestActions: \(names.joined(separator: ", ")), not '\(option)'\(Suggestion.didYouMean(option, in: names))")
        }
        if let implied, implied != action {
            let renamed = RequestNames.words(name).dropLast().joined() + action.rawValue.capitalized
            throw UsageError(
                "'\(name)' ends in the action \(implied.rawValue), but --action is \(action.rawValue): name the request noun first with its action last ('\(renamed)'), or leave --action out")
        }
        return (action, implied != nil)
    }

    /// Writes the request: a new spec, or an entry in the spec `plan.target` names.
    static func run(_ plan: Plan, names: DeclaredNames, project: Project, console: Console) throws(UsageError) -> ExitCode {
        for derived in [plan.name + "Request", plan.name + "Controller"] {
            if let taken = names.declaration(named: derived) {
                throw UsageError(
                    "'\(plan.name)' would make vmgen declare '\(derived)', but \(SwiftNames.article(taken.kind)) \(taken.kind) '\(taken.name)' is declared at \(NewCommand.shown(taken.location, project))")
            }
        }
        guard let target = plan.target else {
            let text = RequestSkeleton.spec(name: plan.name, action: plan.action, impliedByName: plan.impliedByName, folder: project.config.specs)
            return try NewCommand.createSpec(named: plan.name, text: text, project: project, console: console)
        }
        let (file, root) = try spec(target, names: names, project: project)
        let text: String
        do {
            text = try ChildInsertion.insert(plan.name, under: "requests", kind: "request", into: file, root: root) { indent, step in
                RequestSkeleton.entry(name: plan.name, action: plan.action, impliedByName: plan.impliedByName, indent: indent, step: step)
            }
        } catch {
            throw UsageError(error.message.replacingOccurrences(of: file.path, with: project.display(file.path)))
        }
        do {
            try FileSystem.writeAtomically(Array(text.utf8), to: project.root + "/" + file.path)
        } catch {
            console.error(error.message)
            return .failure
        }
        console.info("added the request \(plan.name) to \(project.display(file.path))")
        console.info("vmgen: next, edit it and run 'vmgen generate'; an operation sends it with 'sends: \(plan.name)Request'")
        return .success
    }

    /// The spec `--request-of` names: a page's (by its ViewModel), else a spec of requests alone
    /// (by its file's name).
    private static func spec(_ target: String, names: DeclaredNames, project: Project) throws(UsageError) -> (SpecFile, YAMLNode) {
        if let spec = names.spec(named: target) {
            if spec.isObservable {
                throw UsageError(
                    "'\(target)' is an observable screen (style: observable), whose spec declares no requests: name a FOSMVVM page, or write a spec of requests alone with --request")
            }
            return (spec.file, spec.root)
        }
        let alone = names.requestSpecs.filter { $0.name == target }
        if alone.count > 1 {
            throw UsageError("several specs of requests alone are called '\(target)': \(alone.map { project.display($0.file.path) }.joined(separator: ", ")); add the request to one by hand")
        }
        if let spec = alone.first { return (spec.file, spec.root) }
        if let declared = names.declaration(named: target), declared.kind == "child ViewModel" {
            throw UsageError("'\(target)' is a child (\(NewCommand.shown(declared.location, project))); requests are declared at the top level of a page's spec, so name that page")
        }
        let hint = Suggestion.didYouMean(target, in: names.specs.map(\.name) + names.requestSpecs.map(\.name))
        throw UsageError(
            "no spec declares 'viewModel: \(target)', and no spec of requests alone is called \(target).yml in \(project.display(project.config.specs))\(hint)")
    }
}
