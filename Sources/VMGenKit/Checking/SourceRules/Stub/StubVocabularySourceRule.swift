/// STUB-05 on Swift: the string literals of a `static func stub(…)` use the fake vocabulary.
struct StubVocabularySourceRule: SourceRule {
    static let description = StubVocabularyRule.description

    func check(_ file: SwiftSourceFile, context: LintContext) -> [RuleFinding] {
        var findings: [RuleFinding] = []
        for stub in file.allDeclarations where stub.kind == .func && stub.name == "stub" && stub.isStatic && stub.hasBody {
            // From the name through the body: the default arguments and the body's literals.
            for index in file.tokensThroughBody(stub) where file.tokens[index].kind == .string {
                guard let text = WrapperArguments.unquote(file.tokens[index].text), let problem = StubVocabularyRule.textProblem(text) else { continue }
                findings.append(RuleFinding(
                    "this stub value \(problem); use the reserved fake vocabulary (fred@bedrock.example, 555-0142)",
                    at: file.tokens[index].location))
            }
        }
        return findings
    }
}
