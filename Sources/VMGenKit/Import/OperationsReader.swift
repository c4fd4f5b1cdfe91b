/// Reads an interactive ViewModel's operations from the shape vmgen generates: the protocol
/// `{Name}ViewModelOperations` (each method's parameters, labels and `output storage:`), the
/// live `{Name}Ops` (each method's body, and the `storage.x = y` writes that are `assigns:`)
/// and the recording `{Name}StubOps`.
///
/// The live bodies are not copied into the spec: when the file is vmgen's own (it starts with
/// vmgen's header), `generate` writes the same file at the same place and keeps every
/// `vmgen:begin`/`vmgen:end` region byte for byte, as on any regeneration. A hand-written
/// file is one `generate` never overwrites, so each of its bodies is carried (`ImportedBody`:
/// the import records it, and `generate` puts it in the region of the file it creates), or,
/// when it cannot be (`HandWrittenBody`), listed with its place and the reason. A body that is
/// exactly vmgen's for `sends:` is that key (`SentRequestReader`), in either kind of file.
struct OperationsReader {
    struct Found {
        var operations: [ImportedViewModel.Operation] = []
        /// The declarations read here, which are then no top-level note of their own.
        var consumed: Set<SourceLocation> = []
        var notes: [ImportNote] = []
        /// Each `output storage:` parameter by place, with its type: the spec's `create:` is
        /// read from the App (`StorageCreationReader`), and listed here when it is not there.
        var outputs: [(type: String, location: SourceLocation)] = []
        /// The hand-written live bodies, to carry into the generated `{Name}Ops`.
        var bodies: [ImportedBody] = []
    }

    /// Operations by spec name, for each ViewModel whose protocol is found.
    static func read(_ files: [SwiftSourceFile], names: Set<String>, generated: Set<String>) -> [String: Found] {
        var result: [String: Found] = [:]
        for file in files {
            for declaration in file.declarations where declaration.kind == .protocol && declaration.conditions.isEmpty
                && declaration.name.hasSuffix("ViewModelOperations") {
                let name = String(declaration.name.dropLast("ViewModelOperations".count))
                // A protocol without methods has no operation to carry: it stays a note.
                guard names.contains(name), result[name] == nil, declaration.members.contains(where: { $0.kind == .func }) else { continue }
                var found = Found()
                found.consumed.insert(declaration.location)
                readProtocol(declaration, into: &found)
                let live = file.declarations.first { $0.kind == .struct && $0.name == name + "Ops" && $0.conditions.isEmpty }
                if let live {
                    found.consumed.insert(live.location)
                    readLive(live, in: file, vmgenFile: generated.contains(file.path), into: &found)
                }
                if let stub = file.declarations.first(where: { $0.kind == .class && $0.name == name + "StubOps" }) {
                    found.consumed.insert(stub.location)
                    if !generated.contains(file.path) {
                        found.notes.append(ImportNote(location: stub.location, message: "class '\(stub.name)' is not carried: vmgen generates the recording stub from the operations"))
                    }
                }
                result[name] = found
            }
        }
        return result
    }

    private static func readProtocol(_ declaration: SwiftDeclaration, into found: inout Found) {
        if declaration.inheritance != ["ViewModelOperations"] {
            found.notes.append(ImportNote(location: declaration.nameLocation, message: "the conformances of '\(declaration.name)' other than ViewModelOperations are not carried"))
        }
        for member in declaration.members {
            guard member.kind == .func, !member.isStatic, member.conditions.isEmpty, member.returnType == nil,
                member.parameters.allSatisfy({ $0.defaultValue == nil }) else {
                found.notes.append(ImportNote(location: member.location, message: "'\(member.name)' in '\(declaration.name)' is not carried: an operation is a method without a result or default values"))
                continue
            }
            var operation = ImportedViewModel.Operation(name: member.name, location: member.location, effects: member.effects)
            var parameters = member.parameters
            if let last = parameters.last, last.label == "output", last.name == "storage" {
                operation.output = last.type
                parameters.removeLast()
                found.outputs.append((last.type, last.location))
            }
            operation.parameters = parameters.map { (name: $0.name, label: $0.label, type: $0.type) }
            found.operations.append(operation)
        }
    }

    private static func readLive(_ live: SwiftDeclaration, in file: SwiftSourceFile, vmgenFile: Bool, into found: inout Found) {
        for member in live.members {
            guard member.kind == .func, let index = found.operations.firstIndex(where: { $0.name == member.name }) else {
                if member.kind == .`init`, member.parameters.isEmpty, !BodyTokens.hasComment(member, in: file), BodyTokens.code(of: member, in: file).isEmpty { continue }
                found.notes.append(ImportNote(location: member.location, message: "'\(member.name)' in '\(live.name)' is not carried: the live operations hold one method per operation"))
                continue
            }
            if found.operations[index].output != nil {
                // Only a parameter can be assigned (`storage.x = 0` is code of the body's own).
                let writes = storageWrites(BodyTokens.code(of: member, in: file))
                let parameters = Set(found.operations[index].parameters.map(\.name))
                found.operations[index].assigns = writes?.allSatisfy { parameters.contains($0.parameter) } == true ? writes : nil
            }
            // vmgen's `sends:` body is the spec's to write: no region, nothing to hand off.
            if let sent = SentRequestReader.read(member, in: file) {
                found.operations[index].sends = sent
                continue
            }
            guard !vmgenFile else { continue }
            switch HandWrittenBody.read(member, in: file, region: member.name) {
            case .success(let text):
                found.bodies.append(ImportedBody(viewModel: String(live.name.dropLast(3)), place: .operation(member.name), text: text, source: member.location))
            case .failure(let refusal):
                found.notes.append(ImportNote(location: member.location, message: "the body of '\(member.name)' is not carried: \(refusal.reason); move it into the 'vmgen:begin \(member.name)' region of the generated \(live.name) by hand"))
            }
        }
    }

    /// `storage.a = b` statements only (comments, such as the region markers, aside) →
    /// `[(a, b)]`; `nil` for any other body.
    static func storageWrites(_ tokens: [String]) -> [(property: String, parameter: String)]? {
        guard !tokens.isEmpty, tokens.count % 5 == 0 else { return nil }
        var writes: [(String, String)] = []
        for start in stride(from: 0, to: tokens.count, by: 5) {
            let statement = tokens[start..<(start + 5)]
            guard statement.first == "storage", statement[start + 1] == ".", statement[start + 3] == "=" else { return nil }
            writes.append((statement[start + 2], statement[start + 4]))
        }
        return writes
    }
}
