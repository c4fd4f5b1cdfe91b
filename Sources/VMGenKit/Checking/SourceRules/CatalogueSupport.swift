/// Small readings several catalogue rules share: where a file sits, and how a type is named.
extension SwiftSourceFile {
    /// Whether the file is test code: a folder called `Tests` or ending in `Tests` (`AppTests`,
    /// `AppUITests`), or a file named `…Tests.swift`. FOSMVVM's review applies its naming and
    /// shape checks to `Sources/**` only; tests build fixtures that bend them on purpose.
    var isTestSource: Bool { pathFacts.isTestSource }
}

enum TypeNameWords {
    /// Whether `name` starts with a capital, as a type's name does (`FeedView`, `Éclair`). An
    /// ASCII first byte is read as a byte: rules ask this of every name they meet in a body.
    static func startsUppercase(_ name: String) -> Bool {
        guard let byte = name.utf8.first else { return false }
        if byte < 0x80 { return byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
        return name.first?.isUppercase == true
    }

    /// `UpdateBerthRequest` → `["Update", "Berth", "Request"]`; a run of capitals stays one
    /// word up to the next word (`URLFetchRequest` → `URL`, `Fetch`, `Request`).
    static func words(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        let characters = Array(name)
        for (index, character) in characters.enumerated() {
            let startsWord = character.isUppercase && !current.isEmpty
                && (!(current.last?.isUppercase ?? false) || (index + 1 < characters.count && characters[index + 1].isLowercase))
            if startsWord || character == "_" {
                words.append(current)
                current = ""
            }
            if character != "_" { current.append(character) }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}

extension SwiftSourceFile {
    /// The expressions a ViewModel's `vmId` is given: the property's initial value and each
    /// `vmId = …` / `self.vmId = …` in its initializers, as the code tokens after `=`. An
    /// expression ends where its brackets are closed and the next token starts a new line
    /// (unless it continues a member chain with `.`); at most 40 tokens are read.
    func vmIdExpressions(of viewModel: SwiftDeclaration) -> [[SwiftToken]] {
        var expressions: [[SwiftToken]] = []
        if let property = viewModel.members.first(where: { ($0.kind == .var || $0.kind == .let) && $0.name == "vmId" && !$0.isStatic }), property.initializer != nil {
            let tokens = codeTokens(from: tokenIndex(atOffset: property.nameLocation.offset), count: 48)
            if let equals = tokens.firstIndex(where: { $0.text == "=" }), equals < 8 {
                expressions.append(Self.expression(tokens[(equals + 1)...]))
            }
        }
        for initializer in viewModel.members where initializer.kind == .`init` {
            let code = codeTokens(in: initializer.bodyTokens)
            for (index, token) in code.enumerated() where token.text == "vmId" && index + 1 < code.count && code[index + 1].text == "=" {
                guard index == 0 || code[index - 1].text != "." || (index >= 2 && code[index - 2].text == "self") else { continue }
                expressions.append(Self.expression(code[(index + 2)...].prefix(48)))
            }
        }
        return expressions
    }

    private static func expression(_ tokens: ArraySlice<SwiftToken>) -> [SwiftToken] {
        var result: [SwiftToken] = []
        var depth = 0
        for token in tokens {
            if let last = result.last, depth == 0, token.line > last.line, token.text != "." { break }
            if depth == 0, token.text == ";" || token.text == "}" { break }
            if token.text == "(" || token.text == "[" || token.text == "{" { depth += 1 }
            if token.text == ")" || token.text == "]" || token.text == "}" { depth -= 1 }
            result.append(token)
            if result.count == 40 { break }
        }
        return result
    }
}

/// What a `vmId` expression (from `vmIdExpressions`) means.
enum VMIdForm {
    /// `.init(type: Self.self)`, `ViewModelId(type: X.self)`: one identity per type.
    static func isSingleton(_ expression: [SwiftToken]) -> Bool {
        let texts = expression.drop { $0.text == "try" }.prefix(6).map(\.text)
        return texts.starts(with: [".", "init", "(", "type", ":"]) || texts.starts(with: ["ViewModelId", "(", "type", ":"])
            || texts.starts(with: ["ViewModelId", ".", "init", "(", "type", ":"])
    }

    /// `.init()`, `ViewModelId()`, `.init(id: nil)`: a new identity on every construction.
    static func isRandom(_ expression: [SwiftToken]) -> Bool {
        let texts = expression.map(\.text)
        return RandomVMIdRule.randomForms.contains { texts.starts(with: $0) } || texts.starts(with: ["ViewModelId", ".", "init", "(", ")"])
    }

    /// The string argument of `.init(id: "…")` / `ViewModelId(id: "…")`: its tokens (pieces and
    /// interpolated code), or nil when the id is not a string literal.
    static func stringId(_ expression: [SwiftToken]) -> ArraySlice<SwiftToken>? {
        let texts = expression.map(\.text)
        let start: Int
        if texts.starts(with: [".", "init", "(", "id", ":"]) {
            start = 5
        } else if texts.starts(with: ["ViewModelId", "(", "id", ":"]) {
            start = 4
        } else {
            return nil
        }
        guard start < expression.count, expression[start].kind == .string else { return nil }
        var end = start
        var depth = 0
        while end < expression.count {
            let token = expression[end]
            if token.kind == .interpolationStart { depth += 1 }
            if token.kind == .interpolationEnd { depth -= 1 }
            if depth == 0, token.kind != .string, token.kind != .interpolationEnd, token.kind != .interpolationStart { break }
            end += 1
        }
        return expression[start..<end]
    }
}
