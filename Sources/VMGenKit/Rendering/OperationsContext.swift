/// The template context of `Operations.swift.template`: the protocol, the live `…Ops` whose
/// method bodies are user code (protected regions), and the recording `…StubOps`.
struct OperationsContext {
    let viewModel: ViewModelSpec

    var value: TemplateValue {
        .object([
            "typeName": .string(viewModel.typeName),
            "protocolName": .string(viewModel.typeName + "Operations"),
            "liveOps": .string(viewModel.name + "Ops"),
            "stubOps": .string(viewModel.name + "StubOps"),
            "hostingTitle": .string(viewModel.hosting == .server ? "Server-Backed" : "Client-Hosted"),
            "operations": .list(viewModel.operations.map(operation)),
        ])
    }

    private func operation(_ operation: Operation) -> TemplateValue {
        let signature = Self.signature(operation)
        let recording = Self.recording(operation, hosting: viewModel.hosting)
        return .object([
            "name": .string(operation.name),
            "signature": .string(signature),
            "regionName": .string(operation.name),
            "defaultBody": .list(defaultBody(operation).map(TemplateValue.string)),
            "sendLines": .list((operation.sends.map(Self.sendLines) ?? []).map(TemplateValue.string)),
            "stubProperties": .list(recording.properties.map(TemplateValue.string)),
            "stubBody": .list(recording.body.map(TemplateValue.string)),
            "callType": recording.callType,
        ])
    }

    /// `func name(label param: Type, output storage: Storage) async throws`.
    static func signature(_ operation: Operation) -> String {
        var parameters = operation.parameters.map { parameter -> String in
            switch parameter.label {
            case nil: "\(parameter.name): \(parameter.type.swift)"
            case "_"?: "_ \(parameter.name): \(parameter.type.swift)"
            case let label?: "\(label) \(parameter.name): \(parameter.type.swift)"
            }
        }
        if let output = operation.output {
            parameters.append("output storage: \(output.type)")
        }
        var effects = ""
        if operation.isAsync { effects += " async" }
        if operation.isThrowing { effects += " throws" }
        let prefix = "    public func \(operation.name)"
        return "func \(operation.name)(" + SignatureFormatter.list(parameters, indent: 4, prefix: prefix, suffix: ")" + effects + " {") + ")" + effects
    }

    /// The body of an operation that `sends:` a request: the request built from the
    /// parameters of its fields' names, sent with the operation's environment
    /// (`processRequest(mvvmEnv:)` returns nothing: the response lands in `responseBody`). Its
    /// typed ResponseError reaches the caller as thrown, for the caller to show (an error display).
    static func sendLines(_ sent: Operation.SentRequest) -> [String] {
        var arguments: [String] = []
        if !sent.query.isEmpty { arguments.append("query: .init(" + sent.query.map { "\($0): \($0)" }.joined(separator: ", ") + ")") }
        if !sent.body.isEmpty { arguments.append("requestBody: .init(" + sent.body.map { "\($0): \($0)" }.joined(separator: ", ") + ")") }
        let prefix = "let request = \(sent.typeName)"
        return [
            "// Sends \(sent.typeName); its ResponseError reaches the caller as thrown.",
            "let request = \(sent.typeName)(" + SignatureFormatter.list(arguments, indent: 8, prefix: prefix, suffix: "") + ")",
            "try await request.processRequest(mvvmEnv: \(sent.environment))",
        ]
    }

    private func defaultBody(_ operation: Operation) -> [String] {
        if let output = operation.output, !output.assignments.isEmpty {
            return output.assignments.map { "storage.\($0.property) = \($0.parameter)" }
        }
        if viewModel.hosting == .server {
            return [
                "// Dispatch the ServerRequest that performs this action, for example:",
                "// _ = try await SomeRequest(query: …).processRequest(mvvmEnv: mvvmEnv)",
            ]
        }
        return ["// Write the new state to the @Observable storage the View hands in."]
    }

    /// What the stub records, and how.
    ///
    /// Every stub exposes `…Called` and, when the operation takes values, `…CalledWith` (what a
    /// test asserts it was called with); server-backed stubs never mutate, client-hosted stubs
    /// also mirror the live write, so `@Observable` still fires.
    static func recording(_ operation: Operation, hosting: Hosting) -> (properties: [String], body: [String], callType: TemplateValue) {
        let name = operation.name
        let writes = (operation.output?.assignments ?? []).map { "storage.\($0.property) = \($0.parameter)" }
        // The environment is a live dependency, not data: it is neither Codable nor worth asserting.
        let parameters = operation.parameters.filter { $0.type != .external(OperationBuilder.environmentType) }
        if parameters.isEmpty {
            return (["public private(set) var \(name)Called: Bool = false"], ["\(name)Called = true"] + writes, .null)
        }
        let called = "public var \(name)Called: Bool { \(name)CalledWith != nil }"
        if parameters.count == 1, let only = parameters.first, !only.type.isOptional {
            return ([called, "public private(set) var \(name)CalledWith: \(only.type.swift)?"], ["\(name)CalledWith = \(only.name)"] + writes, .null)
        }
        // Several arguments: one Codable value per call, so ViewModelOperations' Codable holds.
        let typeName = SwiftNames.upperFirst(name) + "Call"
        let callType: TemplateValue = .object([
            "name": .string(typeName),
            "fields": .list(parameters.map { .string("public let \($0.name): \($0.type.swift)") }),
        ])
        let arguments = parameters.map { "\($0.name): \($0.name)" }.joined(separator: ", ")
        return (
            [called, "public private(set) var \(name)CalledWith: \(typeName)?"],
            ["\(name)CalledWith = \(typeName)(\(arguments))"] + writes,
            callType
        )
    }
}
