/// LOC-07: a nested type's keys start with its innermost name, and two nested types of the same
/// short name do not bind the same key.
struct NestedTypeKeyRule: ProjectRule {
    static let description = RuleDescription(
        id: "LOC-07", name: "nested-type-keys", severity: .warning,
        summary: "a nested type's YAML keys start with its innermost name; two nested types never share a key",
        rationale: """
            FOSMVVM keys a type by String(describing:), which for a nested type is its innermost name \
            only: a @LocalizedString in IdeaCreateRequest.ResponseError reads ResponseError.<property>, \
            never IdeaCreateRequest.ResponseError.<property> (LocalizableRef; verified). Text written \
            under the outer type's name is never found. And every request's nested ResponseError \
            shares the top key ResponseError in the merged store, so two of them binding the same \
            property read one text: the second silently shows the first's message.
            """,
        triggering: [
            .swift("public final class IdeaCreateRequest: CreateRequest, @unchecked Sendable {\n    @LocalizableError\n    public struct ResponseError: ServerRequestError {\n        @LocalizedString public var errorMessage\n        public var localizedMessage: any Localizable { errorMessage }\n    }\n}\n", path: "Sources/ViewModels/Requests/IdeaCreateRequest.swift").with(.yaml("en:\n  IdeaCreateRequest:\n    ResponseError:\n      ↓errorMessage: \"The idea could not be saved\"\n")),
            .swift("public final class IdeaCreateRequest: CreateRequest, @unchecked Sendable {\n    @LocalizableError\n    public struct ResponseError: ServerRequestError {\n        @LocalizedString public var errorMessage\n    }\n}\n", path: "Sources/ViewModels/Requests/IdeaCreateRequest.swift").with(.swift("public final class IdeaMoveRequest: UpdateRequest, @unchecked Sendable {\n    @LocalizableError\n    public struct ResponseError: ServerRequestError {\n        @LocalizedString public var ↓errorMessage\n    }\n}\n", path: "Sources/ViewModels/Requests/IdeaMoveRequest.swift")),
        ],
        nonTriggering: [
            .swift("public final class IdeaCreateRequest: CreateRequest, @unchecked Sendable {\n    @LocalizableError\n    public struct ResponseError: ServerRequestError {\n        @LocalizedString public var errorMessage\n    }\n}\n", path: "Sources/ViewModels/Requests/IdeaCreateRequest.swift").with(.yaml("en:\n  ResponseError:\n    errorMessage: \"The idea could not be saved\"\n")),
            .swift("public final class IdeaCreateRequest: CreateRequest, @unchecked Sendable {\n    @LocalizableError\n    public struct ResponseError: ServerRequestError {\n        @LocalizedString public var createFailedMessage\n    }\n}\n", path: "Sources/ViewModels/Requests/IdeaCreateRequest.swift").with(.swift("public final class IdeaMoveRequest: UpdateRequest, @unchecked Sendable {\n    @LocalizableError\n    public struct ResponseError: ServerRequestError {\n        @LocalizedString public var moveFailedMessage\n    }\n}\n", path: "Sources/ViewModels/Requests/IdeaMoveRequest.swift")),
        ])

    static let findsInSwiftFiles = true  // a binding sharing a key with another nested type is found at the binding
    static let isCostly = true

    func check(_ corpus: LintCorpus, context: LintContext) -> [RuleFinding] {
        var findings: [RuleFinding] = []
        // `lint --stdin` reports a Swift file's findings: of the two checks, only the second
        // finds there, and only at a binding of one of that file's keys.
        let wanted = corpus.reportedKeys
        if wanted?.isEmpty == true { return [] }  // the buffer binds no key
        let boundKeys = wanted == nil ? Set(corpus.bindings.map(\.key)) : []
        // Keys written under an outer type's name, which FOSMVVM never reads (found in YAML).
        var qualifiedKeys: [String: LocalizationBinding] = [:]
        for binding in corpus.bindings where wanted == nil && binding.owner.contains(literal: ".") {
            let property = binding.key.dropFirst(binding.typeName.count)
            let parts = binding.owner.split(separator: ".")
            for start in 0..<(parts.count - 1) {
                let key = parts[start...].joined(separator: ".") + property
                if !boundKeys.contains(key), qualifiedKeys[key] == nil { qualifiedKeys[key] = binding }
            }
        }
        if !qualifiedKeys.isEmpty {
            for entry in corpus.localization.entries {
                guard let binding = qualifiedKeys[entry.key] else { continue }
                findings.append(RuleFinding("FOSMVVM keys the nested type \(binding.owner) by its innermost name: this text is never read; move it under a top-level '\(binding.typeName):' (key '\(binding.key)')", at: entry.location))
            }
        }
        // Two different nested types binding one key.
        var first: [String: LocalizationBinding] = [:]
        for binding in corpus.bindings where wanted?.contains(binding.key) ?? true {
            guard let earlier = first[binding.key] else {
                first[binding.key] = binding
                continue
            }
            guard earlier.owner != binding.owner, earlier.owner.contains(literal: ".") || binding.owner.contains(literal: ".") else { continue }
            findings.append(RuleFinding(
                "'\(binding.key)' is also bound by \(earlier.owner) (\(earlier.location.file):\(earlier.location.line)): FOSMVVM keys nested types by their innermost name, so both read one text; rename the property or give one type its own name",
                at: binding.location))
        }
        return findings
    }
}
