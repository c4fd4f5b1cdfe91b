/// The template context of a screen's state machine: the enum's cases, each transition's
/// method, and the tests that move it from each of its states and refuse it from the others.
extension ObservableScreenContext {
    /// `.null` for a screen without `states:`.
    var machineValue: TemplateValue {
        guard let machine = screen.machine else { return .null }
        let enumName = ObservableStateMachine.enumName(screen: screen.name)
        return .object([
            "enumName": .string(enumName),
            "cases": .list(machine.states.map { state in .string(state.name + (state.associated.map { "(\($0))" } ?? "")) }),
            "initial": .string(machine.states[0].name),
            "initialUpper": .string(SwiftNames.upperFirst(machine.states[0].name)),
            "transitions": .list(machine.transitions.map { transition(machine, $0) }),
        ])
    }

    /// `state: DockingState = .waiting`: tests start the screen in the state they need.
    var machineInitParameter: [String] {
        guard let machine = screen.machine else { return [] }
        return ["state: \(ObservableStateMachine.enumName(screen: screen.name)) = .\(machine.states[0].name)"]
    }

    private func transition(_ machine: ObservableStateMachine, _ transition: ObservableStateMachine.Transition) -> TemplateValue {
        let target = machine.state(named: transition.to)
        let parameter = ObservableStateMachine.parameterName
        let refused = machine.states.filter { !transition.from.contains($0.name) }
        // Each state as a test writes it, or nil where it carries one of the app's own types.
        func written(_ state: ObservableStateMachine.State) -> String? {
            guard let type = state.associated else { return "." + state.name }
            return Self.testValue(type, name: state.name).map { ".\(state.name)(\($0))" }
        }
        // The value the test passes: none needed (.some(nil)), or none vmgen can write (nil).
        var targetValue: String?? = .some(nil)
        if let type = target?.associated { targetValue = Self.testValue(type, name: transition.to).map { .some($0) } ?? nil }
        let testSources = machine.states.filter { transition.from.contains($0.name) }.compactMap(written)
        let testRefused = refused.compactMap(written)
        let sources = transition.from.map { "." + $0 }
        let summary = transition.from.count == machine.states.count
            ? "Moves from any state to \(transition.to)."
            : "Moves from \(Self.names(transition.from)) to \(transition.to); from any other state it does nothing and returns false."
        var object: [String: TemplateValue] = [
            "name": .string(transition.name),
            "to": .string(transition.to),
            "summary": .list(Self.wrapped(summary, width: SignatureFormatter.maxWidth - 8).map(TemplateValue.string)),
            "parameter": .string(target?.associated.map { "_ \(parameter): \($0)" } ?? ""),
            // Every state is a source: no switch, whose default would never run.
            "sources": refused.isEmpty ? .null : .string(sources.joined(separator: ", ")),
            "target": .string("." + transition.to + (target?.associated != nil ? "(\(parameter))" : "")),
            "tested": .bool(false),
        ]
        // A test needs a value of each state it starts in and of the one it moves to.
        if let value = targetValue, !testSources.isEmpty {
            object["tested"] = .bool(true)
            object["testCall"] = .string(transition.name + "(" + (value ?? "") + ")")
            object["testTarget"] = .string("." + transition.to + (value.map { "(\($0))" } ?? ""))
            object["testSources"] = .string(starts(testSources))
            object["testRefused"] = testRefused.isEmpty ? .null : .string(starts(testRefused))
            object["sourceNames"] = .string(Self.names(transition.from))
        }
        return .object(object)
    }

    /// The states a test starts in, inside `let starts: [DockingViewModel.DockingState] = [ … ]`.
    private func starts(_ states: [String]) -> String {
        let prefix = "let starts: [\(screen.typeName).\(ObservableStateMachine.enumName(screen: screen.name))] = "
        return SignatureFormatter.list(states, indent: 8, prefix: prefix, suffix: "")
    }

    /// The words of `text` in lines of at most `width` columns (a longer word has a line of its own).
    static func wrapped(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        return lines + [line]
    }

    /// `signedOut`, `signedOut or failed`, `a, b or c`.
    private static func names(_ names: [String]) -> String {
        names.count < 2 ? names.joined() : names.dropLast().joined(separator: ", ") + " or " + names[names.count - 1]
    }
}
