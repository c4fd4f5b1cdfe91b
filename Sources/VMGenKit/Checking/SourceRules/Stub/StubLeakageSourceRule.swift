/// STUB-06 on Swift: the fake vocabulary never appears in production code, and a factory never
/// answers with a stub.
struct StubLeakageSourceRule: SourceRule {
    static let description = StubLeakageSpecRule.description

    func check(_ file: SwiftSourceFile, context: LintContext) -> [RuleFinding] {
        guard !file.isInTestTarget else { return [] }
        var findings: [RuleFinding] = []
        // Stubs, previews and stub operations are where the vocabulary belongs.
        // A stub function's default arguments too: from its keyword to its closing brace.
        // Worked out at the first string with a marker: most files have none.
        var exempt: [Range<Int>]?
        func isExempt(_ index: Int) -> Bool {
            if exempt == nil { exempt = file.allDeclarations.filter(Self.holdsStubs).map(file.tokensThroughBody) + file.previewMacroBodies }
            return exempt!.contains { $0.contains(index) }
        }
        for index in file.tokens.indices where file.tokens[index].kind == .string {
            let token = file.tokens[index]
            guard let marker = Self.marker(in: token.text), !isExempt(index),
                !file.conditions(atOffset: token.offset).contains(where: Self.isDebugOnly)
            else { continue }
            findings.append(RuleFinding(
                "'\(marker)' is stub vocabulary in production code: a stub or sample value was copied where a real one belongs",
                at: token.location))
        }
        for factory in file.allDeclarations where factory.inheritance.contains(where: { $0.hasSuffix("Factory") }) {
            for method in factory.members where method.kind == .func && (method.name == "body" || method.name.hasPrefix("model")) && method.hasBody {
                let code = file.codeTokens(in: method.bodyTokens)
                for index in code.indices.dropFirst().dropLast() where code[index].text == "stub" && code[index - 1].text == "." && code[index + 1].text == "(" {
                    findings.append(RuleFinding(
                        "the factory answers with a stub: a request served from here would show stub data to users; build the ViewModel from the loaded data, or throw",
                        at: code[index].location))
                }
            }
        }
        return findings.sorted { $0.location.offset < $1.location.offset }
    }

    /// A `stub…` function, a type named like a stub or a preview, or a `PreviewProvider`.
    static func holdsStubs(_ declaration: SwiftDeclaration) -> Bool {
        switch declaration.kind {
        case .func: declaration.name.hasPrefix("stub")
        case .struct, .class, .enum, .extension, .actor:
            declaration.name.contains(literal: "Stub") || declaration.name.contains(literal: "Preview") || declaration.name.contains(literal: "Fake")
                || declaration.name.contains(literal: "Mock") || declaration.inheritance.contains("PreviewProvider")
        default: false
        }
    }

    static func isDebugOnly(_ condition: String) -> Bool {
        condition.contains(literal: "DEBUG") && !condition.contains(literal: "!DEBUG") && !condition.hasPrefix("!(")
    }

    /// The markers' bytes with bit 5 set, as `marker(in:)` compares them.
    private static let foldedMarkers = StubLeakageSpecRule.markers.map { marker in marker.utf8.map { $0 | 0x20 } }

    /// The first marker in a string literal's text, compared ASCII-case-insensitively (each
    /// byte with bit 5 set). Every string token of every file comes here: no allocation.
    static func marker(in text: String) -> String? {
        var text = text
        return text.withUTF8 { bytes in
            for (position, needle) in foldedMarkers.enumerated() where bytes.count >= needle.count {
                let first = needle[0]
                var start = 0
                search: while start <= bytes.count - needle.count {
                    defer { start += 1 }
                    guard bytes[start] | 0x20 == first else { continue }
                    for offset in 1..<needle.count where bytes[start + offset] | 0x20 != needle[offset] { continue search }
                    return StubLeakageSpecRule.markers[position]
                }
            }
            return nil
        }
    }
}

extension SwiftSourceFile {
    /// The tokens from a declaration's keyword through its body (its name and parameters when
    /// it has no body; never a reversed range, however the file is broken).
    func tokensThroughBody(_ declaration: SwiftDeclaration) -> Range<Int> {
        let start = tokenIndex(atOffset: declaration.location.offset)
        let end = declaration.hasBody ? declaration.bodyTokens.upperBound : tokenIndex(atOffset: declaration.nameLocation.offset) + 1
        return start..<max(start, min(end, tokens.count))
    }

    /// The token ranges of `#Preview { … }` bodies.
    var previewMacroBodies: [Range<Int>] {
        guard mentions("#Preview") else { return [] }
        var ranges: [Range<Int>] = []
        var index = 0
        while index < tokens.count {
            defer { index += 1 }
            guard tokens[index].kind == .poundKeyword, tokens[index].text == "#Preview" else { continue }
            // The first `{` after it, and its partner by counting.
            var open = index + 1
            while open < tokens.count, tokens[open].text != "{" { open += 1 }
            var depth = 0
            var close = open
            while close < tokens.count {
                if tokens[close].kind == .punctuation {
                    if tokens[close].text == "{" { depth += 1 } else if tokens[close].text == "}" { depth -= 1 }
                }
                if depth == 0 { break }
                close += 1
            }
            ranges.append(open..<close)
            index = close
        }
        return ranges
    }
}
