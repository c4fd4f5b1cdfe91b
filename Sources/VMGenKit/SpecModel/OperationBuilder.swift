/// Reads `operations:` — the actions of an interactive ViewModel.
///
/// Server-hosted operations default to `async throws` (they dispatch a request); client-hosted
/// ones are synchronous and write the `@Observable` storage named by `output:`.
struct OperationBuilder {
    static let environmentType = "MVVMEnvironment"
    var reader: NodeReader
    let types: TypeParser

    mutating func operations(_ node: YAMLNode, hosting: Hosting) -> [Operation] {
        guard let entries = reader.mapping(node, what: "'operations'") else { return [] }
        var result: [Operation] = []
        for entry in entries {
            guard let name = reader.member(entry.key.text, kind: "operation", at: entry.keyLocation) else { continue }
            guard let body = reader.mapping(entry.value, what: "the operation '\(name)'") else { continue }
            reader.checkKeys(body, allowed: SpecKeys.operation, in: "the operation '\(name)'")
            var operation = Operation(
                name: name, parameters: [], output: nil, isAsync: hosting == .server,
                isThrowing: hosting == .server, location: entry.keyLocation)
            if let parameters = reader.value("parameters", in: body) {
                operation.parameters = self.parameters(parameters.value)
            }
            if let output = reader.value("output", in: body) {
                operation.output = self.output(output.value, parameters: operation.parameters)
            }
            if let value = reader.value("async", in: body), let flag = reader.bool(value.value, what: "'async'") {
                operation.isAsync = flag
            }
            if let value = reader.value("throws", in: body), let flag = reader.bool(value.value, what: "'throws'") {
                operation.isThrowing = flag
            }
            if let sends = reader.value("sends", in: body), let text = reader.string(sends.value, what: "'sends'"),
                let request = reader.typeName(text, kind: "request", at: sends.value.location)
            {
                if hosting == .client {
                    reader.error("'sends' is for a server-backed operation: a client-hosted one writes the @Observable storage, and sends nothing", at: sends.keyLocation)
                } else {
                    operation.sends = .init(typeName: request, location: sends.value.location)
                }
            }
            result.append(operation)
        }
        checkStubMembers(result)
        return result
    }

    /// The stub operations class holds each operation and what it records: `nameCalled`,
    /// `nameCalledWith` and the `NameCall` type. An operation named like another's record (or
    /// two names that differ only in the first letter's case) would declare a member twice.
    private mutating func checkStubMembers(_ operations: [Operation]) {
        var seen: [String: String] = [:]
        for operation in operations {
            let name = operation.name
            let members = [name, name + "Called", name + "CalledWith", SwiftNames.upperFirst(name) + "Call"]
            if let clash = members.first(where: { seen[$0] != nil }), let owner = seen[clash] {
                reader.error("the operation '\(name)' needs the member '\(clash)' in the stub operations, which the operation '\(owner)' already has: rename one", at: operation.location)
                continue
            }
            for member in members { seen[member] = name }
        }
    }

    private mutating func parameters(_ node: YAMLNode) -> [Operation.Parameter] {
        guard let entries = reader.mapping(node, what: "'parameters'") else { return [] }
        var result: [Operation.Parameter] = []
        for entry in entries {
            guard let name = reader.member(entry.key.text, kind: "parameter", at: entry.keyLocation) else { continue }
            if name == "output" || name == "storage" {
                reader.error("'\(name)' is the storage parameter vmgen adds from 'output:'; name this parameter otherwise", at: entry.keyLocation)
                continue
            }
            var typeNode = entry.value
            var label: String?
            if let mapping = entry.value.mapping {
                reader.checkKeys(mapping, allowed: SpecKeys.parameter, in: "the parameter '\(name)'")
                guard let type = reader.value("type", in: mapping) else {
                    reader.error("the parameter '\(name)' needs a 'type'", at: entry.keyLocation)
                    continue
                }
                typeNode = type.value
                if let labelEntry = reader.value("label", in: mapping), let text = reader.string(labelEntry.value, what: "'label'") {
                    if text == "_" {
                        label = "_"
                    } else if let problem = SwiftNames.labelProblem(text) {
                        reader.error(problem, at: labelEntry.value.location)
                    } else if text != name {  // `name name: T` is the default, and Swift warns about it
                        label = text
                    }
                }
            }
            guard let text = TypeSpelling.text(of: typeNode, reader: &reader, what: "the type of '\(name)'") else { continue }
            if text == Self.environmentType {
                // The live op dispatches requests with it; the View passes it from @Environment.
                result.append(.init(name: name, label: label, type: .external(text), location: entry.keyLocation))
                continue
            }
            switch types.parse(text) {
            case .success(let type):
                if type.referencedViewModel != nil {
                    reader.error("an operation takes plain values, not a ViewModel: pass the data the action needs", at: typeNode.location)
                    continue
                }
                if let nested = type.referencedNestedType {
                    reader.diagnostics.error(
                        "an operation cannot take the nested type '\(nested)': it is declared inside its ViewModel, which the Operations protocol does not see; pass the plain values the action needs",
                        at: typeNode.location, code: StructuralRules.nestedChildOneParent.id)
                    continue
                }
                result.append(.init(name: name, label: label, type: type, location: entry.keyLocation))
            case .failure(let failure):
                let (message, notes) = TypeParser.message(for: failure)
                reader.diagnostics.error(message, at: TypeSpelling.nameLocation(of: typeNode), code: TypeParser.code(for: failure), notes: notes)
            }
        }
        return result
    }

    /// `output: UserSettings` or `output: { type: UserSettings, assigns: { theme: theme } }`.
    private mutating func output(_ node: YAMLNode, parameters: [Operation.Parameter]) -> Operation.OutputStorage? {
        var typeNode = node
        var assignments: [Operation.OutputStorage.Assignment] = []
        var create: (text: String, location: SourceLocation)?
        if let mapping = node.mapping {
            reader.checkKeys(mapping, allowed: SpecKeys.output, in: "'output'")
            guard let type = reader.value("type", in: mapping) else {
                reader.error("'output' needs the 'type' of the @Observable storage it writes", at: node.location)
                return nil
            }
            typeNode = type.value
            if let assigns = reader.value("assigns", in: mapping), let entries = reader.mapping(assigns.value, what: "'assigns'") {
                for entry in entries {
                    guard let property = reader.member(entry.key.text, kind: "storage property", at: entry.keyLocation),
                        let parameter = reader.string(entry.value, what: "the value of '\(property)'")
                    else { continue }
                    guard parameters.contains(where: { $0.name == parameter }) else {
                        reader.error("'\(parameter)' is not a parameter of this operation\(Suggestion.didYouMean(parameter, in: parameters.map(\.name)))", at: entry.value.location)
                        continue
                    }
                    assignments.append(.init(property: property, parameter: parameter))
                }
            }
            if let entry = reader.value("create", in: mapping), let text = reader.string(entry.value, what: "'create'") {
                create = (text, entry.value.location)
            }
        }
        guard let text = reader.string(typeNode, what: "'output'"),
            let type = reader.typeName(text, kind: "storage type", at: typeNode.location)
        else { return nil }
        if let origin = GeneratedNames.origin(of: type) {
            // Kept in the model all the same, so no rule reports the operation as writing nothing.
            reader.error("'output' names your @Observable storage class; '\(type)' is \(origin) the generated code uses", at: typeNode.location)
        }
        if let create, let problem = Self.createProblem(create.text) {
            reader.error("'create' is the Swift expression that creates \(type), on one line (e.g. \(type)() or \(type).shared); \(problem)", at: create.location)
            return Operation.OutputStorage(type: type, assignments: assignments, location: node.location)
        }
        return Operation.OutputStorage(
            type: type, assignments: assignments, create: create?.text, createLocation: create?.location, location: node.location)
    }

    /// Why `text` cannot stand after `= ` on a line of its own, or nil. vmgen cannot type-check
    /// Swift, but it can keep the expression from ending the line, the declaration or the file.
    static func createProblem(_ text: String) -> String? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty { return "it is empty" }
        if text.contains(where: \.isNewline) { return "it has a line break" }
        if text.contains(";") { return "';' would end the declaration" }
        if text.contains("//") || text.contains("/*") { return "it holds a comment" }
        var depth: [Character] = []
        var quoted = false
        for character in text {
            if character == "\"" { quoted.toggle() }
            if quoted { continue }
            switch character {
            case "(", "[", "{": depth.append(character)
            case ")", "]", "}":
                let open: Character = character == ")" ? "(" : character == "]" ? "[" : "{"
                if depth.popLast() != open { return "its brackets do not match" }
            default: break
            }
        }
        if quoted { return "a string in it is not closed" }
        if !depth.isEmpty { return "its brackets do not match" }
        return nil
    }
}
