/// Operations files: the protocol, live and stub implementations of a ViewModel's actions.
extension SwiftSourceFile {
    var isOperationsFile: Bool {
        path.hasSuffix("Operations.swift") || path.hasSuffix("Ops.swift")
            || allDeclarations.contains { $0.isOperationsImplementation || ($0.kind == .protocol && $0.inheritance.contains("ViewModelOperations")) }
    }
}
