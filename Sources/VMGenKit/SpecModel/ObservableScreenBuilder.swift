/// Reads a spec with `style: observable` into an `ObservableScreenSpec`.
///
/// Type names here are the app's own (models, services): they are checked to be type
/// spellings, never Swift code, so a spec cannot inject anything.
struct ObservableScreenBuilder {
    var reader: NodeReader

    static let keys = ["viewModel", "style", "doc", "state", "states", "transitions", "value", "stub", "services", "features", "exposes", "load", "actions", "view", "tests", "rowId"]
    static let serviceKeys = ["type", "default", "dependency", "methods"]
    static let methodKeys = ["parameters", "returns"]
    static let actionKeys = ["parameters", "reloads", "debounce"]
    /// The longest pause a debounce may wait for: a minute.
    static let longestDebounce = 60_000
    static let loadKeys = ["service", "method"]

    mutating func build(_ entries: [YAMLEntry], name: String, location: SourceLocation) -> ObservableScreenSpec? {
        reader.checkKeys(entries, allowed: Self.keys, in: "an observable spec")
        var spec = ObservableScreenSpec(
            name: name, doc: nil, stateType: "Void", valueName: "value", services: [], load: .init(service: "", method: ""),
            actions: [], generatesView: false, generatesTests: false, stubValue: nil, location: location)
        if let doc = reader.value("doc", in: entries) { spec.doc = reader.string(doc.value, what: "'doc'") }
        let featuresEntry = reader.value("features", in: entries)
        if let featuresEntry, let list = reader.mapping(featuresEntry.value, what: "'features'") {
            spec.features = list.compactMap { feature($0) }
        }
        if let exposes = reader.value("exposes", in: entries), let list = reader.mapping(exposes.value, what: "'exposes'") {
            spec.exposed = list.compactMap { exposed($0, features: spec.features) }
        }
        for key in ["view", "tests"] {
            guard let entry = reader.value(key, in: entries), let flag = reader.bool(entry.value, what: "'\(key)'") else { continue }
            if key == "view" { spec.generatesView = flag } else { spec.generatesTests = flag }
        }
        if spec.generatesTests {
            for feature in spec.features where feature.testPath == nil {
                reader.error("'tests: true' needs 'test:' on the feature '\(feature.name)': the member path of an isolated \(feature.type) for the tests, e.g. sample for \(feature.type).sample", at: feature.location)
            }
        }
        var written = false
        if let services = reader.value("services", in: entries), let list = reader.mapping(services.value, what: "'services'") {
            spec.services = list.compactMap { service($0) }
            written = !list.isEmpty
        }
        if let actions = reader.value("actions", in: entries), let list = reader.mapping(actions.value, what: "'actions'") {
            spec.actions = list.compactMap { action($0) }
        }
        if let states = reader.value("states", in: entries) {
            return machineScreen(spec, states: states, entries: entries)
        }
        if let transitions = reader.value("transitions", in: entries) {
            reader.error("'transitions' move the screen between its named states: it needs 'states' too", at: transitions.keyLocation)
        }
        guard let state = reader.value("state", in: entries) else {
            // A screen over existing features: no state, no load() of its own.
            guard featuresEntry != nil else {
                reader.error("an observable ViewModel needs 'state' (the type its load produces, e.g. state: \"[Post]\") or 'features' (existing features whose state it shows)", at: location)
                return nil
            }
            spec.loads = false
            for key in ["value", "stub", "load", "rowId"] {
                guard let entry = reader.value(key, in: entries) else { continue }
                reader.error("'\(key)' belongs to a screen that loads ('state:'); this one shows its features' state", at: entry.keyLocation)
            }
            for action in spec.actions where action.reloads {
                reader.error("'\(action.name)' reloads, but the screen has no 'state:' to load", at: action.location)
            }
            checkMemberNames(spec, entries: entries)
            return spec
        }
        guard let stateType = typeText(state.value, what: "'state'") else { return nil }
        spec.stateType = stateType
        if let value = reader.value("value", in: entries), let text = reader.string(value.value, what: "'value'") {
            spec.valueName = reader.member(text, kind: "property", at: value.value.location) ?? spec.valueName
        }
        if spec.services.isEmpty {
            // Services that were written but refused are reported already.
            guard !written else { return nil }
            reader.error("an observable ViewModel coordinates at least one service: add 'services:' (injected through the initializer)", at: location)
            return nil
        }
        if let rowId = reader.value("rowId", in: entries) { spec.rowId = self.rowId(rowId, spec: spec) }
        spec.load = load(reader.value("load", in: entries), services: spec.services, at: location)
        checkMemberNames(spec, entries: entries)
        if let stub = reader.value("stub", in: entries) {
            spec.stubValue = stubValue(stub.value, type: stateType)
        } else if spec.generatesTests, !stateType.hasPrefix("[") {
            reader.error("'tests: true' needs 'stub:', a value of \(stateType) for the tests to load (lists default to [])", at: state.keyLocation)
        }
        return spec
    }

    /// A screen whose state is a machine of named states: it neither loads nor shows features,
    /// so their keys are errors here.
    private mutating func machineScreen(_ screen: ObservableScreenSpec, states: YAMLEntry, entries: [YAMLEntry]) -> ObservableScreenSpec? {
        var spec = screen
        spec.loads = false
        if let state = reader.value("state", in: entries) {
            reader.error("'state' is the value a loading screen loads; this screen's state is the machine of its 'states': give one of the two", at: state.keyLocation)
        }
        for key in ["value", "stub", "load", "rowId"] {
            guard let entry = reader.value(key, in: entries) else { continue }
            reader.error("'\(key)' belongs to a screen that loads ('state:'); this one's state is the machine of its 'states'", at: entry.keyLocation)
        }
        for key in ["features", "exposes"] {
            guard let entry = reader.value(key, in: entries) else { continue }
            reader.error("'\(key)' belongs to a screen over features; a screen with 'states' has services only, for its transitions' work", at: entry.keyLocation)
        }
        for action in spec.actions where action.reloads {
            reader.error("'\(action.name)' reloads, but the screen has no 'state:' to load; its state moves by its 'transitions'", at: action.location)
        }
        guard let machine = stateMachine(states, transitions: reader.value("transitions", in: entries)) else { return nil }
        spec.machine = machine
        spec.features = []
        spec.exposed = []
        checkMemberNames(spec, entries: entries)
        return spec
    }

    /// The ViewModel's members: generated ones, the value accessor, services and actions are
    /// all distinct.
    private mutating func checkMemberNames(_ spec: ObservableScreenSpec, entries: [YAMLEntry]) {
        var seen: [String: String] = spec.loads
            ? [
                "state": "generated", "isLoading": "generated", "errorMessage": "generated", "load": "generated", "performLoad": "generated",
                "loadTask": "generated", "LoadingState": "generated",
            ]
            : [:]
        if let machine = spec.machine {
            seen["state"] = "generated"
            seen[ObservableStateMachine.enumName(screen: spec.name)] = "generated"
            // A transition to a state with a value takes it as `_ value: T`: a member of that name is hidden in its work.
            if machine.transitions.contains(where: { machine.state(named: $0.to)?.associated != nil }) {
                seen[ObservableStateMachine.parameterName] = "the parameter of a transition to a state with a value"
            }
        }
        if spec.generatesTests {
            // The generated tests' locals: a feature or service of the same name would be declared twice there.
            var locals = ["viewModel", "gate", "loading", "calls", "running", "firstLoad", "cancelled"]
            // A debounced action's test keeps its tasks and times the pause.
            if spec.actions.contains(where: { $0.debounceMilliseconds != nil }) { locals += ["first", "second", "last", "clock", "start"] }
            for name in locals where seen[name] == nil { seen[name] = "a local of the generated tests" }
        }
        // The types the spec names appear in the class as expressions (`ArrivalsService.live`):
        // a member of the same name would hide them.
        var typeTexts = (spec.loads ? [spec.stateType] : []) + spec.services.map(\.type) + spec.features.map(\.type) + spec.exposed.map(\.type)
        // A default or test path starts with a type or global (`AppModel.shared…`): a member of that name would hide it.
        for feature in spec.features {
            for path in [feature.defaultPath, feature.testPath].compactMap({ $0 }) {
                typeTexts.append(String(path.prefix { $0 != "." }))
            }
        }
        typeTexts += (spec.machine?.states ?? []).compactMap(\.associated)
        typeTexts += spec.services.flatMap(\.methods).flatMap { method in (method.returns.map { [$0] } ?? []) + method.parameters.map(\.type) }
        for text in typeTexts {
            for name in text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }) where seen[String(name)] == nil {
                seen[String(name)] = "a type named in the spec"
            }
        }
        var claims: [(String, String, SourceLocation)] = spec.loads ? [(spec.valueName, "the value", reader.value("value", in: entries)?.value.location ?? spec.location)] : []
        claims += spec.services.map { ($0.name, "a service", $0.location) }
        claims += spec.features.map { ($0.name, "a feature", $0.location) }
        claims += spec.exposed.map { ($0.name, "a shown value", $0.location) }
        claims += spec.actions.map { ($0.name, "an action", $0.location) }
        claims += (spec.machine?.transitions ?? []).map { ($0.name, "a transition", $0.location) }
        claims += spec.actions.compactMap { action in action.taskName.map { ($0, "the task of the debounced action '\(action.name)'", action.location) } }
        for (name, what, location) in claims {
            if let first = seen[name] {
                reader.error("'\(name)' is both \(what) and \(first == "generated" ? "a member vmgen generates" : first) of \(spec.typeName); rename one", at: location)
            } else {
                seen[name] = what
            }
        }
    }

    private mutating func service(_ entry: YAMLEntry) -> ObservableScreenSpec.Service? {
        guard let name = reader.member(entry.key.text, kind: "service", at: entry.keyLocation),
            let body = reader.mapping(entry.value, what: "the service '\(name)'")
        else { return nil }
        reader.checkKeys(body, allowed: Self.serviceKeys, in: "the service '\(name)'")
        guard let type = requiredType(in: body, of: "the service '\(name)'", example: "FeedService", at: entry.keyLocation) else { return nil }
        var member = "live"
        if let defaultEntry = reader.value("default", in: body), let text = reader.string(defaultEntry.value, what: "'default'") {
            // A static member path of the type: `live`, `shared.feed`.
            let parts = text.split(separator: ".", omittingEmptySubsequences: false)
            if parts.allSatisfy({ SwiftNames.isIdentifier(String($0)) && !SwiftNames.keywords.contains(String($0)) }) {
                member = text
            } else {
                reader.error("'default' names the static member that gives the production \(type), e.g. live or shared.feed", at: defaultEntry.value.location)
            }
        }
        var methods: [ObservableScreenSpec.Method] = []
        if let methodsEntry = reader.value("methods", in: body), let list = reader.mapping(methodsEntry.value, what: "'methods'") {
            for method in list {
                guard let methodName = reader.member(method.key.text, kind: "method", at: method.keyLocation) else { continue }
                // A method is a mapping (or nothing, for one without parameters or result): a
                // scalar there is an error (the method is still declared, so nothing else follows).
                let details = reader.mapping(method.value, what: "the method '\(methodName)'") ?? []
                reader.checkKeys(details, allowed: Self.methodKeys, in: "the method '\(methodName)'")
                let returns = reader.value("returns", in: details).flatMap { typeText($0.value, what: "'returns'") }
                let parameters = reader.value("parameters", in: details).map { typedNames($0.value) } ?? []
                methods.append(.init(name: methodName, parameters: parameters, returns: returns, location: method.keyLocation))
            }
        }
        if methods.isEmpty {
            reader.error("the service '\(name)' lists the 'methods' the ViewModel calls, e.g. methods: { fetchPosts: { returns: \"[Post]\" } }", at: entry.keyLocation)
            return nil
        }
        var service = ObservableScreenSpec.Service(name: name, type: type, defaultMember: member, methods: methods, location: entry.keyLocation)
        if let dependencyEntry = reader.value("dependency", in: body), let text = reader.string(dependencyEntry.value, what: "'dependency'") {
            let allowed = ObservableScreenSpec.Dependency.allCases.map(\.rawValue)
            if let dependency = ObservableScreenSpec.Dependency(rawValue: text) {
                service.dependency = dependency
            } else {
                reader.error("'dependency' is 'protocol' or 'struct', not '\(text)'\(Suggestion.didYouMean(text, in: allowed))", at: dependencyEntry.value.location)
            }
        }
        return service
    }

    private mutating func load(_ entry: YAMLEntry?, services: [ObservableScreenSpec.Service], at location: SourceLocation) -> ObservableScreenSpec.ServiceCall {
        let fallback = ObservableScreenSpec.ServiceCall(service: services[0].name, method: services[0].methods[0].name)
        guard let entry, let body = reader.mapping(entry.value, what: "'load'") else { return fallback }
        reader.checkKeys(body, allowed: Self.loadKeys, in: "'load'")
        let serviceName = reader.value("service", in: body).flatMap { reader.string($0.value, what: "'service'") } ?? fallback.service
        guard let service = services.first(where: { $0.name == serviceName }) else {
            reader.error("'load' calls the service '\(serviceName)', which is not in 'services'\(Suggestion.didYouMean(serviceName, in: services.map(\.name)))", at: entry.keyLocation)
            return fallback
        }
        let methodName = reader.value("method", in: body).flatMap { reader.string($0.value, what: "'method'") } ?? service.methods[0].name
        guard let method = service.methods.first(where: { $0.name == methodName }) else {
            reader.error("the service '\(service.name)' has no method '\(methodName)'\(Suggestion.didYouMean(methodName, in: service.methods.map(\.name)))", at: entry.keyLocation)
            return fallback
        }
        if !method.parameters.isEmpty {
            reader.error("'load' calls '\(method.name)', which takes parameters; load() has none to pass", at: entry.keyLocation)
        }
        return .init(service: service.name, method: method.name)
    }

    private mutating func action(_ entry: YAMLEntry) -> ObservableScreenSpec.Action? {
        guard let name = reader.member(entry.key.text, kind: "action", at: entry.keyLocation) else { return nil }
        let body = entry.value.mapping ?? []
        reader.checkKeys(body, allowed: Self.actionKeys, in: "the action '\(name)'")
        var action = ObservableScreenSpec.Action(name: name, parameters: [], reloads: false, location: entry.keyLocation)
        if let parameters = reader.value("parameters", in: body) { action.parameters = typedNames(parameters.value) }
        if let reloads = reader.value("reloads", in: body), let flag = reader.bool(reloads.value, what: "'reloads'") { action.reloads = flag }
        if let debounce = reader.value("debounce", in: body) { action.debounceMilliseconds = debounceMilliseconds(debounce.value) }
        return action
    }

    /// `id`, `vessel.imo` or `self`: what identifies a row of the view's List (`id: \\.id`).
    private mutating func rowId(_ entry: YAMLEntry, spec: ObservableScreenSpec) -> String? {
        guard spec.stateType.hasPrefix("["), spec.stateType.hasSuffix("]"), spec.generatesView else {
            reader.error("'rowId' identifies the rows of the List the view shows for a list state with 'view: true'; \(spec.generatesView ? spec.stateType + " is not a list" : "this spec generates no view")", at: entry.keyLocation)
            return nil
        }
        guard let text = reader.string(entry.value, what: "'rowId'") else { return nil }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        if text == "self" || parts.allSatisfy({ SwiftNames.problem(with: $0, kind: "member") == nil && !SwiftNames.metatypeMembers.contains($0) }) {
            return text
        }
        reader.error("'rowId' is the member of each row that identifies it (a member path, e.g. id or vessel.imo) or self for a Hashable row, not '\(text)'", at: entry.value.location)
        return nil
    }

    /// `300ms`: whole milliseconds with their unit, from 1 to a minute.
    private mutating func debounceMilliseconds(_ node: YAMLNode) -> Int? {
        guard let text = node.scalar?.text else {
            reader.error("'debounce' is the pause in milliseconds the action waits for, from 1ms to \(Self.longestDebounce)ms, written with its unit: e.g. debounce: 300ms", at: node.location)
            return nil
        }
        if text.hasSuffix("ms"), let number = Int(text.dropLast(2)), number >= 1, number <= Self.longestDebounce, String(number) + "ms" == text {
            return number
        }
        reader.error("'debounce' is the pause in milliseconds the action waits for, from 1ms to \(Self.longestDebounce)ms, written with its unit: e.g. debounce: 300ms, not '\(text)'", at: node.location)
        return nil
    }

    private mutating func typedNames(_ node: YAMLNode) -> [ObservableScreenSpec.TypedName] {
        guard let entries = reader.mapping(node, what: "'parameters'") else { return [] }
        return entries.compactMap { entry in
            guard let name = reader.member(entry.key.text, kind: "parameter", at: entry.keyLocation),
                let type = typeText(entry.value, what: "the type of '\(name)'")
            else { return nil }
            return .init(name: name, type: type)
        }
    }

    /// A Swift type spelling (names, `.`, `[ ]`, `< >`, `?`, `,`, `:` and spaces) — never code.
    mutating func typeText(_ node: YAMLNode, what: String) -> String? {
        guard let text = TypeSpelling.text(of: node, reader: &reader, what: what) else { return nil }
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.[]<>?,: ")
        guard !text.isEmpty, text.allSatisfy(allowed.contains), text.first?.isLetter == true || text.first == "[" || text.first == "_" else {
            reader.error("'\(text)' is not a Swift type name (write e.g. Post, [Post], Profile?)", at: node.location)
            return nil
        }
        return text
    }

    private mutating func stubValue(_ node: YAMLNode, type: String) -> StubValue? {
        if let items = node.sequence, items.isEmpty {
            guard type.hasPrefix("[") else {
                reader.error("'stub' is [] only for a list state; \(type) is not a list", at: node.location)
                return nil
            }
            return .list([])
        }
        guard let scalar = node.scalar, !scalar.isNull else {
            reader.error("'stub' is a literal value of \(type) (a string, number, true/false or [])", at: node.location)
            return nil
        }
        // A String state takes any text as a string literal.
        if type == "String" { return .string(scalar.text) }
        if scalar.style == .plain, let number = Int(scalar.text) { return .int(number) }
        if scalar.style == .plain, scalar.text == "true" || scalar.text == "false" { return .bool(scalar.text == "true") }
        // Otherwise a static member of the state type (`sample` → `Profile.sample`): a member path, never code.
        let parts = scalar.text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        if let bad = parts.first(where: { SwiftNames.problem(with: $0, kind: "member") != nil || SwiftNames.metatypeMembers.contains($0) }) {
            reader.error("'stub' names a static member of \(type), e.g. sample for \(type).sample; '\(bad)' cannot be one", at: node.location)
            return nil
        }
        return .string(scalar.text)
    }
}
