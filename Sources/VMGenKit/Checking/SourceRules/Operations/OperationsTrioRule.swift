/// OPS-02: the operations trio is `{Name}ViewModelOperations: ViewModelOperations`, a struct
/// `{Name}Ops` and a `final class {Name}StubOps …, @unchecked Sendable`.
struct OperationsTrioRule: SourceRule {
    static let description = RuleDescription(
        id: "OPS-02", name: "operations-trio-shape", severity: .warning,
        summary: "operations are a protocol {Name}ViewModelOperations, a struct {Name}Ops and a final class {Name}StubOps: …, @unchecked Sendable",
        rationale: """
            FOSMVVM's viewmodel-generator writes the trio in one file: "public protocol \
            {Name}ViewModelOperations: ViewModelOperations", the live "public struct {Name}Ops" and \
            the recording "public final class {Name}StubOps: …, @unchecked Sendable". \
            ViewModelOperations is Sendable, and a stub records calls in mutable properties, so \
            only a final class marked @unchecked Sendable compiles under Swift 6; UI tests fetch the \
            stub by its name (viewModelOperations() as {Name}StubOps). Not required: the \
            #if canImport(SwiftUI) around the stub, which FOSMVVM's own example \
            (ViewModelOperations.swift) leaves out. Test targets are not checked.
            """,
        triggering: [
            .swift("public protocol ↓InfoOperations: ViewModelOperations {\n    func disconnect() async throws\n}\n\npublic final class ↓InfoOps: InfoOperations {\n    public func disconnect() async throws {}\n}\n", path: "Sources/ViewModels/Info/InfoViewModelOperations.swift"),
            .swift("public protocol InfoViewModelOperations: ViewModelOperations {\n    func disconnect() async throws\n}\n\npublic struct ↓InfoLiveOps: InfoViewModelOperations {\n    public func disconnect() async throws {}\n}\n\n#if canImport(SwiftUI)\npublic class ↓InfoStubOps: InfoViewModelOperations {\n    public private(set) var disconnectCalled = false\n    public func disconnect() async throws { disconnectCalled = true }\n}\n#endif\n", path: "Sources/ViewModels/Info/InfoViewModelOperations.swift"),
        ],
        nonTriggering: [
            .swift("public protocol InfoViewModelOperations: ViewModelOperations {\n    func disconnect() async throws\n}\n\npublic struct InfoOps: InfoViewModelOperations {\n    public func disconnect() async throws {}\n}\n\n#if canImport(SwiftUI)\npublic final class InfoStubOps: InfoViewModelOperations, @unchecked Sendable {\n    public private(set) var disconnectCalled = false\n    public func disconnect() async throws { disconnectCalled = true }\n}\n#endif\n", path: "Sources/ViewModels/Info/InfoViewModelOperations.swift"),
            .swift("final class SpyOps: InfoViewModelOperations {}\n", path: "Tests/ViewModelsTests/InfoViewModelTests.swift"),
        ])

    func check(_ file: SwiftSourceFile, context: LintContext) -> [RuleFinding] {
        guard !file.isTestSource else { return [] }
        var findings: [RuleFinding] = []
        var protocols: Set<String> = []
        for declaration in file.allDeclarations where declaration.kind == .protocol && declaration.inheritance.contains("ViewModelOperations") {
            protocols.insert(declaration.name)
            if !declaration.name.hasSuffix("ViewModelOperations") {
                findings.append(RuleFinding("an operations protocol is named {Name}ViewModelOperations after its ViewModel; '\(declaration.name)' is not", at: declaration.nameLocation))
            }
        }
        for declaration in file.allDeclarations where declaration.kind == .struct || declaration.kind == .class {
            guard let conformance = declaration.inheritance.first(where: { protocols.contains($0) || ($0.hasSuffix("ViewModelOperations") && $0 != "ViewModelOperations") })
            else { continue }
            let base = conformance.hasSuffix("ViewModelOperations") ? String(conformance.dropLast("ViewModelOperations".count)) : String(conformance.dropLast("Operations".count))
            if declaration.name.contains(literal: "Stub") {
                var wrong: [String] = []
                if declaration.kind != .class || !declaration.modifiers.contains("final") { wrong.append("a final class") }
                if !declaration.inheritance.contains("@unchecked Sendable") { wrong.append("marked @unchecked Sendable (it records calls in mutable state)") }
                if declaration.name != base + "StubOps" { wrong.append("named \(base)StubOps") }
                if !wrong.isEmpty {
                    findings.append(RuleFinding("the stub operations should be \(wrong.joined(separator: ", "))", at: declaration.nameLocation))
                }
            } else if declaration.kind != .struct || declaration.name != base + "Ops" {
                findings.append(RuleFinding("the live operations are a struct named \(base)Ops; '\(declaration.name)' is \(declaration.kind == .struct ? "named otherwise" : "a \(declaration.kind.rawValue)")", at: declaration.nameLocation))
            }
        }
        return findings
    }
}
