/// Reads an `@Observable` screen class in the shape vmgen writes for `style: observable` back
/// into its spec: the loading state, services (protocol or struct dependency), the load,
/// actions and their reloads, features and what the screen exposes through them. Each member
/// of another shape is a note at its place, never dropped in silence.
struct ObservableScreenReader {
    /// A top-level `@Observable` class named `{Name}ViewModel`.
    static func isScreen(_ declaration: SwiftDeclaration) -> Bool {
        declaration.kind == .class && declaration.attributes.contains { $0.name == "Observable" }
            && declaration.name.hasSuffix("ViewModel") && declaration.name.count > 9
    }

    let declaration: SwiftDeclaration
    let file: SwiftSourceFile
    let files: [SwiftSourceFile]
    let generated: Set<String>
    var screen: ObservableScreen
    var notes: [ImportNote] = []
    /// The top-level declarations read along (service protocols and structs, their extensions).
    var consumed: Set<SourceLocation> = []
    /// The screen's view and tests files vmgen wrote: regenerated in place, never notes.
    var consumedFiles: Set<String> = []

    init(_ declaration: SwiftDeclaration, in file: SwiftSourceFile, files: [SwiftSourceFile], generated: Set<String>) {
        self.declaration = declaration
        self.file = file
        self.files = files
        self.generated = generated
        screen = ObservableScreen(name: String(declaration.name.dropLast(9)), path: file.path)
    }

    mutating func read() {
        screen.doc = LeadingComments.lines(of: declaration, in: file, docOnly: true)
        let typeName = declaration.name
        var initParameters: [String: SwiftParameter] = [:]
        for member in declaration.members where member.kind == .`init` {
            for parameter in member.parameters { initParameters[parameter.name] = parameter }
        }
        var tasks: [SwiftDeclaration] = []
        for member in declaration.members {
            let tokens = BodyTokens.code(of: member, in: file)
            switch member.kind {
            case .enum where member.name == "LoadingState":
                replaced(member, "LoadingState")
            case .enum where member.name == machineEnumName:
                readStates(member)
            case .var where member.name == "state" && !member.hasBody && member.typeAnnotation == machineEnumName:
                continue
            case .`init`:
                if !isStoringInit(member, tokens) { note(member, "initializer is not carried: vmgen's initializer only stores the services and features") }
            case .deinit:
                if Self.cancelsTasks(tokens) { replaced(member, "deinit (it cancels loadTask and the debounced actions' tasks)") } else { note(member, "deinit is not carried: vmgen's only cancels loadTask and the debounced actions' tasks") }
            case .var where member.name == "state" && !member.hasBody:
                guard let type = member.typeAnnotation, type.hasPrefix("LoadingState<"), type.hasSuffix(">") else {
                    note(member, "property 'state' is not carried: it is not a LoadingState<…>")
                    continue
                }
                screen.state = String(type.dropFirst("LoadingState<".count).dropLast())
            case .var where member.name != "loadTask" && member.name.hasSuffix("Task") && !member.hasBody && member.typeAnnotation == "Task<Void, Never>?":
                // A debounced action's task, written from the action's `debounce:`, if the action
                // is one: known once every member is read.
                tasks.append(member)
            case .var where ["isLoading", "errorMessage", "loadTask"].contains(member.name):
                replaced(member, "'\(member.name)' from the state")
            case .var where member.hasBody && tokens.starts(with: ["if", "case", ".", "loaded", "(", "let", "value", ")", "=", "state"]):
                screen.value = member.name
                replaced(member, "'\(member.name)' from the state")
            case .var where member.hasBody:
                if let exposed = exposed(member, tokens) { screen.exposes.append(exposed) } else { note(member, "computed property '\(member.name)' is not carried: an exposed value reads one feature member ({ feature.member }) and sets through one") }
            case .let, .var:
                stored(member, parameter: initParameters[member.name])
            case .func where member.name == "load" && member.parameters.isEmpty && Self.runsStoredLoad(tokens):
                replaced(member, "load() (it runs performLoad() as loadTask)")
            case .func where ["load", "performLoad"].contains(member.name) && member.parameters.isEmpty:
                // `state = .loaded(try await service.method())`: in performLoad(), or in the load()
                // of an earlier vmgen, which did not keep the view's load as loadTask.
                if let call = Self.serviceCall(tokens) {
                    screen.load = call
                    replaced(member, "\(member.name)() (loading, then loaded, idle when cancelled, or failed)")
                } else {
                    note(member, "\(member.name)() is not carried: it does not call one service method")
                }
            case .func where member.returnType == "Bool" && hasMachine:
                readTransition(member, tokens)
            case .func where member.name.hasPrefix("on"):
                action(member, tokens)
            default:
                note(member, "\(member.kind.rawValue) '\(member.name)' is not carried: a style: observable spec has no such member")
            }
        }
        for member in tasks {
            let action = String(member.name.dropLast("Task".count))
            if screen.actions.contains(where: { $0.name == action && !$0.reloads && $0.debounce != nil }) {
                replaced(member, "'\(member.name)', the task of debounced action '\(action)'")
            } else {
                note(member, "var '\(member.name)' is not carried: generate writes a stored task only for a debounced action with its own task, and '\(action)' is none")
            }
        }
        for index in screen.services.indices { readService(index, typeName: typeName) }
        readCompanions()
    }

    /// A member vmgen writes from the spec alone: in a hand-written file, what the
    /// programmer wrote there is replaced, so it is listed.
    mutating func replaced(_ member: SwiftDeclaration, _ what: String) {
        guard !generated.contains(file.path) else { return }
        note(member, "\(member.kind.rawValue) '\(member.name)' is not carried as written: generate writes vmgen's own \(what)")
    }

    mutating func note(_ member: SwiftDeclaration, _ message: String) {
        notes.append(ImportNote(location: member.location, message: message))
    }

    private func isStoringInit(_ member: SwiftDeclaration, _ tokens: [String]) -> Bool {
        guard let assignments = BodyTokens.plainAssignments(tokens) else { return false }
        return assignments.allSatisfy { $0.property == $0.value } && assignments.count == member.parameters.count
    }

    /// `private let schedule: any XService` (a protocol service), `private let berths: XService`
    /// (a struct service) or `private let tides: TideFeature` (a feature), with its default.
    private mutating func stored(_ member: SwiftDeclaration, parameter: SwiftParameter?) {
        guard let type = member.typeAnnotation, let defaultValue = parameter?.defaultValue else {
            note(member, "property '\(member.name)' is not carried: a screen stores only its services and features, each an initializer parameter with a default")
            return
        }
        let serviceType = declaration.name + member.name.prefix(1).uppercased() + member.name.dropFirst() + "Service"
        if type == "any " + serviceType, let dot = defaultValue.lastIndex(of: ".") {
            screen.services.append(.init(name: member.name, type: String(defaultValue[..<dot]), defaultMember: String(defaultValue[defaultValue.index(after: dot)...]), isStruct: false, methods: []))
        } else if type == serviceType, defaultValue.hasPrefix(".") {
            screen.services.append(.init(name: member.name, type: "", defaultMember: String(defaultValue.dropFirst()), isStruct: true, methods: []))
        } else {
            // `.shared` is the type's own member: the spec names it with the type.
            let path = defaultValue.hasPrefix(".") ? type + defaultValue : defaultValue
            guard path.split(separator: ".", omittingEmptySubsequences: false).allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }) else {
                note(member, "feature '\(member.name)' is not carried: its default '\(defaultValue)' is not a member path (names and dots)")
                return
            }
            screen.features.append(.init(name: member.name, type: type, defaultPath: path))
        }
    }

    /// `{ tides.nextHighWater }`, or `get { tides.selectedUnit } set { tides.selectUnit(newValue) }`
    /// (or `set { tides.selectedUnit = newValue }`, which is `set: true`).
    private func exposed(_ member: SwiftDeclaration, _ tokens: [String]) -> ObservableScreen.Exposed? {
        guard let type = member.typeAnnotation else { return nil }
        func path(_ part: ArraySlice<String>) -> String? {
            let joined = part.joined()
            let names = joined.split(separator: ".", omittingEmptySubsequences: false)
            // It starts with one of the screen's features (a stored member that is not a service).
            guard names.count >= 2, declaration.members.contains(where: { member in
                member.kind == .let && member.name == names[0] && member.typeAnnotation?.contains(declaration.name) == false
            }),
                names.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }) else { return nil }
            return joined
        }
        if let from = path(tokens[...]) { return .init(name: member.name, type: type, from: from) }
        guard tokens.count > 6, tokens[0] == "get", tokens[1] == "{", let close = tokens.firstIndex(of: "}"),
            let from = path(tokens[2..<close]), close + 2 < tokens.count, tokens[close + 1] == "set", tokens[close + 2] == "{",
            tokens.last == "}" else { return nil }
        let setter = tokens[(close + 3)..<(tokens.count - 1)]
        if setter.last == "newValue", setter.dropLast().last == "=", path(setter.dropLast(2)) == from {
            return .init(name: member.name, type: type, from: from, set: "true")
        }
        if setter.suffix(3).elementsEqual(["(", "newValue", ")"]), let method = path(setter.dropLast(3)) {
            return .init(name: member.name, type: type, from: from, set: method)
        }
        return nil
    }

    private mutating func action(_ member: SwiftDeclaration, _ tokens: [String]) {
        let reloads = ["loadTask", "?", ".", "cancel", "(", ")", "loadTask", "=", "Task", "{", "await", "load", "(", ")", "}"]
        let parameters = member.parameters.map { (name: $0.name, type: $0.type) }
        guard member.parameters.allSatisfy({ $0.label == nil && $0.defaultValue == nil }), member.effects.isEmpty, member.returnType == nil else {
            note(member, "action '\(member.name)' is not carried: an action takes labelled parameters, is neither async nor throwing and returns nothing")
            return
        }
        if tokens == reloads {
            // The shape earlier vmgen wrote.
            screen.actions.append((member.name, parameters, true, nil))
        } else if let debounced = Self.debounced(tokens, task: "loadTask") ?? Self.debounced(tokens, task: member.name + "Task") {
            let isReload = debounced.task == "loadTask"
            screen.actions.append((member.name, parameters, isReload, debounced.milliseconds))
            // The work sits in the action's region; in vmgen's own file it stays.
            if debounced.hasWork, !generated.contains(file.path) || (isReload && parameters.isEmpty) {
                let move = isReload && parameters.isEmpty
                    ? "a reload without parameters has no region of its own"
                    : "generate writes an empty protected region 'vmgen:begin \(member.name)' after the pause (move it there)"
                note(member, "the work of debounced action '\(member.name)' is not carried: \(move)")
            }
        } else if let work = Self.reloadWork(tokens) {
            screen.actions.append((member.name, parameters, true, nil))
            // An action with parameters does its work in the reload's region; in vmgen's own file it stays.
            if !work.isEmpty, parameters.isEmpty || !generated.contains(file.path) {
                let move = parameters.isEmpty
                    ? "a reload without parameters has no region of its own"
                    : "generate writes an empty protected region 'vmgen:begin \(member.name)' before the load (move it there)"
                note(member, "the work of action '\(member.name)' before its reload is not carried: \(move)")
            }
        } else {
            screen.actions.append((member.name, parameters, false, nil))
            // The generated body is only the protected region; in vmgen's own file the region stays.
            if !tokens.isEmpty, !generated.contains(file.path) {
                note(member, "the body of action '\(member.name)' is not carried: generate writes an empty protected region 'vmgen:begin \(member.name)' (move the body there)")
            }
        }
    }

    /// The service call of a load: `… try await service.method() …`.
    static func serviceCall(_ tokens: [String]) -> (service: String, method: String)? {
        guard let start = tokens.firstIndex(of: "await"), start + 4 < tokens.count, tokens[start + 2] == ".",
            tokens[start + 4] == "(" else { return nil }
        return (tokens[start + 1], tokens[start + 3])
    }

    /// The `load()` vmgen writes: it runs `performLoad()` as `loadTask`, after the load it cancels,
    /// and passes the cancellation of the view's task on to it.
    static func runsStoredLoad(_ tokens: [String]) -> Bool {
        tokens.joined() == "letrunning=loadTaskrunning?.cancel()lettask=Task{awaitrunning?.valueawaitperformLoad()}loadTask=task"
            + "awaitwithTaskCancellationHandler{awaittask.value}onCancel:{task.cancel()}"
    }

    /// A deinit that only cancels tasks: `loadTask?.cancel()`, `onChangedQueryTask?.cancel()`.
    static func cancelsTasks(_ tokens: [String]) -> Bool {
        guard !tokens.isEmpty, tokens.count % 6 == 0 else { return false }
        return stride(from: 0, to: tokens.count, by: 6).allSatisfy { start in
            tokens[start].hasSuffix("Task") && Array(tokens[(start + 1)..<(start + 6)]) == ["?", ".", "cancel", "(", ")"]
        }
    }

    /// A debounced action in the shape vmgen writes: with `task: "loadTask"` a reload
    /// (`let running = loadTask … loadTask = Task { try? await Task.sleep(for: .milliseconds(300))
    /// await running?.value guard !Task.isCancelled else { return } … await load() }`), otherwise
    /// the action's own task (`onXTask?.cancel() onXTask = Task { try? await Task.sleep(…) guard … }`).
    /// Compared as joined token texts; `nil` for another body.
    static func debounced(_ tokens: [String], task: String) -> (task: String, milliseconds: Int, hasWork: Bool)? {
        let reloads = task == "loadTask"
        let text = tokens.joined()
        let head = (reloads ? "letrunning=loadTaskrunning?.cancel()" : "\(task)?.cancel()") + "\(task)=Task{try?awaitTask.sleep(for:.milliseconds("
        guard text.hasPrefix(head) else { return nil }
        let rest = text.dropFirst(head.count)
        let digits = rest.prefix { $0.isASCII && $0.isNumber }
        let pause = "))" + (reloads ? "awaitrunning?.value" : "") + "guard!Task.isCancelledelse{return}"
        // A reload ends in `await performLoad()`, or in an earlier vmgen's `await load()`.
        let body = rest.dropFirst(digits.count)
        let end = !reloads ? "}" : body.hasSuffix("awaitload()}") ? "awaitload()}" : "awaitperformLoad()}"
        guard let milliseconds = Int(digits), milliseconds >= 1, milliseconds <= ObservableScreenBuilder.longestDebounce,
            String(milliseconds) == digits, body.hasPrefix(pause), body.hasSuffix(end), body.count >= pause.count + end.count
        else { return nil }
        return (task, milliseconds, body.count > pause.count + end.count)
    }

    /// The code between the awaited cancelled load and `await performLoad()` (an earlier vmgen's
    /// `await load()`) of a reload in the shape vmgen writes (`let running = loadTask … loadTask =
    /// Task { await running?.value … await performLoad() }`), or `nil` for another body.
    static func reloadWork(_ tokens: [String]) -> ArraySlice<String>? {
        let start = [
            "let", "running", "=", "loadTask", "running", "?", ".", "cancel", "(", ")",
            "loadTask", "=", "Task", "{", "await", "running", "?", ".", "value",
        ]
        let end = ["await", tokens.suffix(4).first == "load" ? "load" : "performLoad", "(", ")", "}"]
        guard tokens.count >= start.count + end.count, tokens.starts(with: start), tokens.suffix(end.count).elementsEqual(end) else { return nil }
        return tokens[start.count..<(tokens.count - end.count)]
    }
}
