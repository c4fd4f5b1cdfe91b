/// The members vmgen generates in an interactive ViewModel (one with operations), which the
/// spec's `operations:` brings back: `private let isStub: Bool`, the `operations` accessor
/// under `#if canImport(SwiftUI)`, a public init that calls `self.init(isStub: false, …)` and
/// the private init that stores `isStub` and then each property.
struct InteractiveShape {
    /// The private init: its parameters after `isStub`, and its body after `self.isStub = isStub`,
    /// are read like a plain ViewModel's init.
    var storing: SwiftDeclaration

    static let storeIsStub = ["self", ".", "isStub", "=", "isStub"]

    init?(_ inits: [SwiftDeclaration], of reader: ViewModelReader) {
        guard !reader.model.operations.isEmpty, inits.count == 2 else { return nil }
        let (outer, inner) = (inits[0], inits[1])
        guard let first = inner.parameters.first, first.label == nil, first.name == "isStub", first.type == "Bool",
            BodyTokens.code(of: inner, in: reader.file).starts(with: Self.storeIsStub), !BodyTokens.hasComment(outer, in: reader.file),
            outer.modifiers.contains("public"), outer.effects.isEmpty,
            outer.parameters.map({ "\($0.label ?? "")|\($0.name)|\($0.type)|\($0.defaultValue ?? "")" })
                == inner.parameters.dropFirst().map({ "\($0.label ?? "")|\($0.name)|\($0.type)|\($0.defaultValue ?? "")" }) else { return nil }
        let forwarded = ["isStub: false"] + outer.parameters.map { "\($0.label ?? $0.name): \($0.name)" }
        let expected = ["self", ".", "init", "("] + forwarded.joined(separator: ", ").split(separator: " ").flatMap { Self.split(String($0)) } + [")"]
        guard BodyTokens.code(of: outer, in: reader.file) == expected else { return nil }
        storing = inner
    }

    /// `isStub:` → `isStub`, `:`; `x,` → `x`, `,`: the tokens of the expected forwarding call.
    private static func split(_ word: String) -> [String] {
        if word.hasSuffix(":") || word.hasSuffix(",") { return [String(word.dropLast()), String(word.last!)] }
        return [word]
    }

    /// `private let isStub: Bool` and the `operations` accessor, which the spec regenerates.
    static func isOperationsMember(_ member: SwiftDeclaration, of reader: ViewModelReader) -> Bool {
        let name = reader.model.name
        guard !reader.model.operations.isEmpty else { return false }
        if member.kind == .let, member.name == "isStub", member.typeAnnotation == "Bool", member.modifiers == ["private"],
            member.conditions.isEmpty, member.initializer == nil { return true }
        return member.kind == .var && member.name == "operations" && member.conditions == ["canImport(SwiftUI)"]
            && member.typeAnnotation == "any \(name)ViewModelOperations" && !BodyTokens.hasComment(member, in: reader.file)
            && BodyTokens.code(of: member, in: reader.file) == ["isStub", "?", "\(name)StubOps", "(", ")", ":", "\(name)Ops", "(", ")"]
    }

    /// `.init(isStub: true, a: <value>, …)` → each label with its value's exact source text.
    static func stubArguments(_ stub: SwiftDeclaration, in file: SwiftSourceFile) -> [(label: String, value: String)]? {
        let indices = stub.bodyTokens.filter { !file.tokens[$0].kind.isComment }
        let texts = indices.map { file.tokens[$0].text }
        guard texts.starts(with: [".", "init", "("]), texts.last == ")",
            let arguments = BodyTokens.labeledArguments(texts[3..<(texts.count - 1)]) else { return nil }
        return arguments.map { argument in
            let from = file.tokens[indices[argument.value.startIndex]].offset, to = file.tokens[indices[argument.value.endIndex - 1]].endOffset
            return (argument.label, String(decoding: file.bytes[from..<to], as: UTF8.self))
        }
    }
}
