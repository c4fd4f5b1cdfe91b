/// OPS-07: an operation writes its output parameter and never reads it: no read-modify-write,
/// no branch on what the output holds.
struct OutputReadRule: SourceRule {
    static let description = RuleDescription(
        id: "OPS-07", name: "ops-no-output-reads", aliases: ["ops-no-output-reads"], severity: .error,
        summary: "an operation never reads the parameter it writes (no read-modify-write, no branch on the output): branches switch on scalar inputs only",
        rationale: """
            FOSMVVM's review checklist (ops-no-output-reads, blocker): "Operations methods must not read \
            from the same mutable state they write to. They take inputs, transform, write outputs — \
            never read-modify-write on the output struct." Architecture patterns: "Ops must also not \
            read storage for branch decisions. All branches switch on the scalar inputs the caller \
            supplied. If you want to read storage.foo to decide something, that scalar belongs in \
            the signature." A read of the output sees whatever the last write left, not what the \
            View showed, so taps race and the stub cannot record what decided the write. Decided \
            here: in a …ViewModelOperations implementation, a method whose parameter is both written \
            (param.x = …, param.x += …, param.x.append(…)) and read (a compound assignment, or \
            param.x used as a value: in a condition, an argument, a right-hand side, a subscript). \
            Passing the parameter on whole is neither. Test code is not checked.
            """,
        triggering: [
            .swift("public struct ProgrammingOps: ProgrammingViewModelOperations {\n    public func selectPolarity(at index: Int, output settings: ProgrammingSettings) {\n        settings.selectedPolarity = ↓settings.electrodeSettings[index].polarity\n    }\n}\n", path: "Sources/ViewModels/Programming/ProgrammingViewModelOperations.swift"),
            .swift("public struct CounterOps: CounterViewModelOperations {\n    public func increment(output storage: CounterStorage) {\n        ↓storage.count += 1\n    }\n\n    public func toggle(output storage: CounterStorage) {\n        if ↓storage.isOn {\n            storage.isOn = false\n        } else {\n            storage.isOn = true\n        }\n    }\n}\n", path: "Sources/ViewModels/Counter/CounterViewModelOperations.swift"),
        ],
        nonTriggering: [
            .swift("public struct ProgrammingOps: ProgrammingViewModelOperations {\n    public func selectPolarity(_ polarity: Polarity, output settings: ProgrammingSettings) {\n        settings.selectedPolarity = polarity\n        settings.history.append(polarity)\n        record(settings: settings)\n    }\n}\n\n#if canImport(SwiftUI)\npublic final class ProgrammingStubOps: ProgrammingViewModelOperations, @unchecked Sendable {\n    public private(set) var selectPolarityCalled = false\n    public func selectPolarity(_ polarity: Polarity, output settings: ProgrammingSettings) {\n        selectPolarityCalled = true\n        settings.selectedPolarity = polarity\n    }\n}\n#endif\n", path: "Sources/ViewModels/Programming/ProgrammingViewModelOperations.swift"),
            .swift("public struct CounterOps: CounterViewModelOperations {\n    public func setCount(_ count: Int, isOn: Bool, output storage: CounterStorage) {\n        storage.count = count + 1\n        if isOn { storage.isOn = isOn }\n    }\n}\n\nstruct CounterFormatter {\n    func bump(_ storage: CounterStorage) { storage.count += 1 }\n}\n", path: "Sources/ViewModels/Counter/CounterViewModelOperations.swift"),
        ])

    private static let compoundAssignments: Set<String> = ["+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=", "&+=", "&-=", "&*="]

    func check(_ file: SwiftSourceFile, context: LintContext) -> [RuleFinding] {
        // A conformer names its `…ViewModelOperations` protocol; most files never do.
        guard file.mentions("ViewModelOperations"), !file.isTestSource else { return [] }
        let implementations = file.allDeclarations.filter(\.isOperationsImplementation)
        guard !implementations.isEmpty else { return [] }
        let extensions = Set(implementations.map { SwiftSourceFile.baseName($0.name) }).sorted().flatMap { file.extensions(of: $0) }
        var findings: [RuleFinding] = []
        for owner in implementations + extensions {
            for method in owner.members where method.kind == .func && method.hasBody && !method.parameters.isEmpty {
                let code = file.codeTokens(in: method.bodyTokens)
                for parameter in method.parameters where !parameter.name.isEmpty && parameter.name != "_" {
                    if let read = Self.readOfWrittenParameter(parameter.name, in: code) {
                        findings.append(RuleFinding(
                            "'\(method.name)' reads '\(parameter.name)' and writes it: an operation takes inputs, transforms them and writes its output — it never reads the output to modify or decide; pass what it decides on as a scalar input",
                            at: read.location))
                    }
                }
            }
        }
        return findings.sorted { $0.location.offset < $1.location.offset }
    }

    /// The first read of `name` in a body that also writes it, or nil.
    static func readOfWrittenParameter(_ name: String, in code: [SwiftToken]) -> SwiftToken? {
        var firstRead: SwiftToken?
        var writes = false
        for index in code.indices where code[index].text == name && code[index].kind == .identifier {
            // `x.storage` is another value's member; `helper(storage: …)` is a label.
            if index > 0, code[index - 1].text == "." { continue }
            if index + 1 < code.count, code[index + 1].text == ":" { continue }
            let (end, hasMembers) = chainEnd(code, from: index + 1)
            guard hasMembers else { continue }  // the parameter passed on whole
            let next = end < code.count ? code[end].text : ""
            if next == "=" {
                writes = true
            } else if compoundAssignments.contains(next) {
                writes = true
                if firstRead == nil { firstRead = code[index] }
            } else if next == "(" || (next == "{" && startsStatement(code, at: index)) {
                // A method call (`storage.items.append(x)`, `storage.items.removeAll { … }`): it
                // may mutate; not counted as a read. `if storage.isOn {` is a condition.
                writes = true
            } else if firstRead == nil {
                firstRead = code[index]
            }
            if writes, firstRead != nil { return firstRead }
        }
        return nil
    }

    /// Whether the token at `index` starts a statement: first in the body, first on its line, or
    /// after `{`, `}`, `;` or a closure's `in`.
    private static func startsStatement(_ code: [SwiftToken], at index: Int) -> Bool {
        guard index > 0 else { return true }
        let previous = code[index - 1]
        return previous.line < code[index].line || ["{", "}", ";", "in"].contains(previous.text)
    }

    /// The index past a member chain (`.a`, `?`, `!`, `[…]`) starting at `start`, and whether
    /// it has any member or subscript.
    private static func chainEnd(_ code: [SwiftToken], from start: Int) -> (Int, Bool) {
        var index = start
        var hasMembers = false
        while index < code.count {
            let text = code[index].text
            if text == ".", index + 1 < code.count, code[index + 1].kind == .identifier {
                index += 2
                hasMembers = true
            } else if (text == "?" || text == "!"), code[index].kind == .punctuation, index + 1 < code.count, code[index + 1].text == "." || code[index + 1].text == "[" {
                index += 1
            } else if text == "[", index > 0, code[index - 1].line == code[index].line {
                var depth = 0
                while index < code.count {
                    if code[index].text == "[" { depth += 1 }
                    if code[index].text == "]" { depth -= 1; if depth == 0 { break } }
                    index += 1
                }
                index += 1
                hasMembers = true
            } else {
                break
            }
        }
        return (index, hasMembers)
    }
}
