/// Reads `states:` and `transitions:` of a `style: observable` spec into its state machine.
extension ObservableScreenBuilder {
    static let stateKeys = ["associated"]
    static let transitionKeys = ["from", "to"]

    /// The machine, or `nil` after an error that leaves none (each problem is an error at its place).
    mutating func stateMachine(_ statesEntry: YAMLEntry, transitions transitionsEntry: YAMLEntry?) -> ObservableStateMachine? {
        guard let entries = reader.mapping(statesEntry.value, what: "'states'") else { return nil }
        // Duplicate keys are the YAML reader's error already; names are checked one by one.
        let states = entries.compactMap { state($0) }
        guard states.count == entries.count else { return nil }
        guard states.count >= 2 else {
            reader.error("'states' names at least two states, the first the one the screen starts in: e.g. states: { signedOut: {}, signedIn: { associated: String } }", at: statesEntry.keyLocation)
            return nil
        }
        if let type = states[0].associated {
            reader.error("the first state, '\(states[0].name)', is where the screen starts and cannot carry a value (\(type)); put a state without one first", at: states[0].location)
        }
        guard let transitionsEntry else {
            reader.error("'states' needs 'transitions': the methods that move the screen between its states, e.g. transitions: { onSignedIn: { from: signingIn, to: signedIn } }", at: statesEntry.keyLocation)
            return nil
        }
        guard let list = reader.mapping(transitionsEntry.value, what: "'transitions'") else { return nil }
        if list.isEmpty {
            reader.error("'transitions' lists at least one transition, e.g. onSignedIn: { from: signingIn, to: signedIn }", at: transitionsEntry.keyLocation)
        }
        let machine = ObservableStateMachine(states: states, transitions: [])
        return ObservableStateMachine(states: states, transitions: list.compactMap { transition($0, in: machine) })
    }

    private mutating func state(_ entry: YAMLEntry) -> ObservableStateMachine.State? {
        guard let name = reader.member(entry.key.text, kind: "state", at: entry.keyLocation) else { return nil }
        if let reason = TextBuilder.reservedCases[name] {
            reader.error("'\(name)' cannot be a state: \(reason)", at: entry.keyLocation)
            return nil
        }
        var state = ObservableStateMachine.State(name: name, associated: nil, location: entry.keyLocation)
        guard let body = reader.mapping(entry.value, what: "the state '\(name)'") else { return nil }
        reader.checkKeys(body, allowed: Self.stateKeys, in: "the state '\(name)'")
        if let associated = reader.value("associated", in: body) {
            guard let type = typeText(associated.value, what: "'associated'") else { return nil }
            state.associated = type
        }
        return state
    }

    private mutating func transition(_ entry: YAMLEntry, in machine: ObservableStateMachine) -> ObservableStateMachine.Transition? {
        guard let name = reader.member(entry.key.text, kind: "transition", at: entry.keyLocation),
            let body = reader.mapping(entry.value, what: "the transition '\(name)'")
        else { return nil }
        reader.checkKeys(body, allowed: Self.transitionKeys, in: "the transition '\(name)'")
        let names = machine.states.map(\.name)
        guard let fromEntry = reader.value("from", in: body), let toEntry = reader.value("to", in: body) else {
            reader.error("the transition '\(name)' names the states it moves 'from' (one or a list) and the state it moves 'to', e.g. { from: [signedOut, failed], to: signingIn }", at: entry.keyLocation)
            return nil
        }
        var from: [String] = []
        var known = true
        for (source, location) in reader.stringList(fromEntry.value, what: "'from'") ?? [] {
            if !names.contains(source) {
                reader.error("the transition '\(name)' moves from '\(source)', which is not in 'states'\(Suggestion.didYouMean(source, in: names))", at: location)
                known = false
            } else if from.contains(source) {
                reader.error("the transition '\(name)' lists the state '\(source)' twice in 'from'", at: location)
            } else {
                from.append(source)
            }
        }
        guard let to = reader.string(toEntry.value, what: "'to'") else { return nil }
        if !names.contains(to) {
            reader.error("the transition '\(name)' moves to '\(to)', which is not in 'states'\(Suggestion.didYouMean(to, in: names))", at: toEntry.value.location)
            return nil
        }
        guard known, !from.isEmpty else {
            if known { reader.error("the transition '\(name)' moves from at least one state", at: fromEntry.value.location) }
            return nil
        }
        return .init(name: name, from: from, to: to, location: entry.keyLocation)
    }
}
