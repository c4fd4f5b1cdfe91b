/// OPS-06 on Swift: a live operation marked async awaits something.
struct AsyncWithoutAwaitRule: SourceRule {
    static let description = AsyncClientOperationSpecRule.description

    func check(_ file: SwiftSourceFile, context: LintContext) -> [RuleFinding] {
        file.allDeclarations.filter { $0.isOperationsImplementation && !$0.isStubOperations }.flatMap { ops in
            ops.members.filter { $0.kind == .func && $0.effects.contains("async") && $0.hasBody }.compactMap { method in
                let code = file.codeTokens(in: method.bodyTokens)
                // A body with no code yet (vmgen's skeleton: an empty region awaiting the request
                // it will send) is not written, so not async speculatively.
                if code.isEmpty { return nil }
                return code.contains { $0.text == "await" } ? nil : RuleFinding(
                    "'\(method.name)' is async but never awaits; make it synchronous (async only for real I/O)", at: method.nameLocation)
            }
        }
    }
}
