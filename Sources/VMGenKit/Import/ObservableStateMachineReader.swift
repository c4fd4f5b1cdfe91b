/// Reads a screen's state machine back into `states:` and `transitions:`: the enum
/// `{Name}State` vmgen nests in the class, and each transition method in the shape vmgen writes.
extension ObservableScreenReader {
    /// `DockingState` for the screen `Docking`.
    var machineEnumName: String { ObservableStateMachine.enumName(screen: screen.name) }

    /// Whether the class declares its machine's enum: its `Bool` methods are then transitions.
    var hasMachine: Bool { declaration.members.contains { $0.kind == .enum && $0.name == machineEnumName } }

    /// `enum DockingState: Equatable { case waiting … case docked(String) }`: one state a case.
    mutating func readStates(_ member: SwiftDeclaration) {
        for item in member.members {
            guard item.kind == .case, item.initializer == nil, item.parameters.count <= 1,
                item.parameters.allSatisfy({ $0.label == nil && $0.name.isEmpty })
            else {
                note(item, "\(item.kind.rawValue) '\(item.name)' of enum '\(member.name)' is not carried: a state is a case with at most one unlabelled value")
                continue
            }
            screen.states.append((item.name, item.parameters.first?.type))
        }
        replaced(member, "'\(member.name)' from 'states'")
    }

    /// `@discardableResult func onDocked(_ value: String) -> Bool { switch state { case .approaching:
    /// break default: return false } state = .docked(value) … return true }`, its work in its region.
    mutating func readTransition(_ member: SwiftDeclaration, _ tokens: [String]) {
        let parameter = ObservableStateMachine.parameterName
        guard let shape = Self.transition(tokens), member.effects.isEmpty,
            shape.takesValue ? member.parameters.count == 1 && member.parameters[0].label == "_" && member.parameters[0].name == parameter
                : member.parameters.isEmpty
        else {
            note(member, "func '\(member.name)' is not carried: a transition moves 'state' only from the states it names (switch state { case …: break default: return false }), then returns true")
            return
        }
        screen.transitions.append((member.name, shape.from, shape.to))
        // The work sits in the transition's region; in vmgen's own file it stays.
        if !shape.work.isEmpty, !generated.contains(file.path) {
            note(member, "the work of transition '\(member.name)' is not carried: generate writes an empty protected region 'vmgen:begin \(member.name)' after the state moved (move it there)")
        }
    }

    /// The parts of a transition's body; `from` is `nil` when it moves from any state (no switch).
    static func transition(_ tokens: [String]) -> (from: [String]?, to: String, takesValue: Bool, work: ArraySlice<String>)? {
        var index = 0
        var from: [String]?
        if tokens.starts(with: ["switch", "state", "{", "case"]) {
            index = 4
            var names: [String] = []
            while index + 1 < tokens.count, tokens[index] == "." {
                names.append(tokens[index + 1])
                index += 2
                guard index < tokens.count, tokens[index] == "," else { break }
                index += 1
            }
            let refusal = [":", "break", "default", ":", "return", "false", "}"]
            guard !names.isEmpty, tokens[index...].starts(with: refusal) else { return nil }
            index += refusal.count
            from = names
        }
        guard index + 3 < tokens.count, tokens[index...].starts(with: ["state", "=", "."]) else { return nil }
        let to = tokens[index + 3]
        index += 4
        let takesValue = tokens[index...].starts(with: ["(", ObservableStateMachine.parameterName, ")"])
        if takesValue { index += 3 }
        guard tokens.count >= index + 2, tokens.suffix(2).elementsEqual(["return", "true"]) else { return nil }
        return (from, to, takesValue, tokens[index..<(tokens.count - 2)])
    }
}
