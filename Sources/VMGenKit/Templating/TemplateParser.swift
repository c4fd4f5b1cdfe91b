/// The result of parsing one template.
struct TemplateParseResult: Sendable {
    var nodes: [TemplateNode]
    var includes: [TemplateInclude]
    var diagnostics: [Diagnostic]
}

/// Builds the node tree from segments with an explicit stack of open blocks (no recursion, so
/// deep nesting cannot overflow the stack), recovering after each error to report the rest.
struct TemplateParser {
    /// Blocks nest at most this deep; rendering recurses once per level.
    static let maximumNesting = 64
    static let blockTags = ["if", "elif", "else", "endif", "for", "endfor", "include"]

    private struct OpenBlock {
        enum Kind { case root, conditional, loop }
        var kind: Kind
        var keyword: String
        /// Offset of the `if` / `for` keyword: where "missing endif" points.
        var offset: Int
        var nodes: [TemplateNode] = []
        var branches: [TemplateBranch] = []
        /// The condition of the branch whose body `nodes` is collecting.
        var condition: TemplateCondition?
        var inElse = false
        var loopVariable = ""
        var loopSequence = TemplateExpression.placeholder
        var loopBody: [TemplateNode] = []
    }

    private let file: TemplateSourceBuffer
    private let filters: [String: TemplateFilterDefinition]
    private var stack: [OpenBlock]
    private var includes: [TemplateInclude] = []
    private var diagnostics: [Diagnostic] = []
    private var reportedTooDeep = false

    static func parse(_ file: TemplateSourceBuffer, filters: [String: TemplateFilterDefinition]) -> TemplateParseResult {
        var parser = TemplateParser(file: file, filters: filters)
        return parser.run()
    }

    private init(file: TemplateSourceBuffer, filters: [String: TemplateFilterDefinition]) {
        self.file = file
        self.filters = filters
        self.stack = [OpenBlock(kind: .root, keyword: "", offset: 0)]
    }

    private mutating func run() -> TemplateParseResult {
        for segment in TemplateLexer.segments(of: file, diagnostics: &diagnostics) {
            switch segment.kind {
            case .text:
                guard !segment.range.isEmpty else { continue }
                let text = file.text(segment.range)
                if case .text(let previous)? = stack[stack.count - 1].nodes.last {
                    stack[stack.count - 1].nodes[stack[stack.count - 1].nodes.count - 1] = .text(previous + text)
                } else {
                    append(.text(text))
                }
            case .comment:
                continue
            case .output:
                if let tokens = tokenize(segment) { parseOutput(tokens) }
            case .block:
                if let tokens = tokenize(segment) { parseBlock(tokens, segment: segment) }
            }
        }
        while stack.count > 1 {
            let open = stack.removeLast()
            diagnostics.append(missingEnd(open))
        }
        return TemplateParseResult(nodes: stack[0].nodes, includes: includes, diagnostics: diagnostics)
    }

    private mutating func append(_ node: TemplateNode) {
        stack[stack.count - 1].nodes.append(node)
    }

    private mutating func tokenize(_ segment: TemplateSegment) -> [TemplateToken]? {
        switch TemplateTokenizer.tokens(in: segment.range, of: file) {
        case .success(let tokens): return tokens
        case .failure(let failure):
            diagnostics.append(failure.diagnostic)
            // Keep the block structure intact so one bad `if` does not also cause a stray `endif`.
            guard segment.kind == .block, let (keyword, offset) = leadingKeyword(segment) else { return nil }
            switch keyword {
            case "if": push(.conditional, keyword: keyword, offset: offset)
            case "for": push(.loop, keyword: keyword, offset: offset)
            case "endif": close(.conditional, keyword: keyword, at: offset)
            case "endfor": close(.loop, keyword: keyword, at: offset)
            default: break
            }
            return nil
        }
    }

    /// The first word of a block tag and its offset, found without the tokenizer (which failed).
    private func leadingKeyword(_ segment: TemplateSegment) -> (String, Int)? {
        let bytes = file.bytes[segment.range]
        let isLetter = { (byte: UInt8) in byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }
        let blanks: [UInt8] = [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")]
        guard let start = bytes.firstIndex(where: { !blanks.contains($0) }), isLetter(bytes[start]) else { return nil }
        let end = bytes[start...].firstIndex(where: { !isLetter($0) }) ?? bytes.endIndex
        return (file.text(start..<end), start)
    }

    private mutating func parseOutput(_ tokens: [TemplateToken]) {
        var parser = TemplateExpressionParser(tokens: tokens, file: file, filters: filters)
        do throws(TemplateParseFailure) {
            let expression = try parser.parseExpression()
            try parser.expectEnd(after: "expression")
            append(.output(expression))
        } catch {
            diagnostics.append(error.diagnostic)
        }
        diagnostics.append(contentsOf: parser.problems)
    }

    private mutating func parseBlock(_ tokens: [TemplateToken], segment: TemplateSegment) {
        guard let keyword = tokens[0].identifier else {
            let message = tokens[0].kind == .end ? "empty block tag" : "expected a block tag name, found \(tokens[0].description)"
            diagnostics.append(file.error(message, at: tokens[0].kind == .end ? segment.start : tokens[0].offset))
            return
        }
        var parser = TemplateExpressionParser(tokens: tokens, startingAt: 1, file: file, filters: filters)
        let at = tokens[0].offset
        do throws(TemplateParseFailure) {
            switch keyword {
            case "if":
                push(.conditional, keyword: "if", offset: at)
                let condition = try parser.parseCondition()
                try parser.expectEnd(after: "condition")
                stack[stack.count - 1].condition = condition
            case "elif":
                try startBranch(elif: true, at: at, parser: &parser)
            case "else":
                if parser.current.identifier == "if" {
                    throw parser.failure("unexpected 'if' after 'else'; did you mean 'elif'?", at: parser.current)
                }
                try parser.expectEnd(after: "'else'")
                try startBranch(elif: false, at: at, parser: &parser)
            case "endif", "endfor":
                try parser.expectEnd(after: "'\(keyword)'")
                close(keyword == "endif" ? .conditional : .loop, keyword: keyword, at: at)
            case "for":
                push(.loop, keyword: "for", offset: at)
                try parseForHeader(&parser)
            case "include":
                guard case .string(let name) = parser.current.kind else {
                    throw parser.failure("expected a template name in quotes after 'include', found \(parser.current.description)", at: parser.current)
                }
                let include = TemplateInclude(name: name, offset: parser.advance().offset)
                try parser.expectEnd(after: "template name")
                includes.append(include)
                append(.include(include))
            default:
                let hint = TemplateDiagnostics.suggestion(for: keyword, among: Self.blockTags)
                throw parser.failure("unknown block tag '\(keyword)'\(hint)", at: tokens[0])
            }
        } catch {
            diagnostics.append(error.diagnostic)
        }
        diagnostics.append(contentsOf: parser.problems)
    }

    private mutating func parseForHeader(_ parser: inout TemplateExpressionParser) throws(TemplateParseFailure) {
        guard let variable = parser.current.identifier, !TemplateExpressionParser.keywords.contains(variable), variable != "in" else {
            throw parser.failure("expected a loop variable name after 'for', found \(parser.current.description)", at: parser.current)
        }
        let variableToken = parser.advance()
        guard variable != "loop" else {
            throw parser.failure("'loop' is reserved for the loop's position (loop.index, loop.first, …)", at: variableToken)
        }
        guard parser.current.identifier == "in" else {
            throw parser.failure("expected 'in' after the loop variable, found \(parser.current.description)", at: parser.current)
        }
        _ = parser.advance()
        let sequence = try parser.parseExpression()
        try parser.expectEnd(after: "loop expression")
        stack[stack.count - 1].loopVariable = variable
        stack[stack.count - 1].loopSequence = sequence
    }

    private mutating func push(_ kind: OpenBlock.Kind, keyword: String, offset: Int) {
        if stack.count > Self.maximumNesting, !reportedTooDeep {
            reportedTooDeep = true
            diagnostics.append(file.error("blocks nested too deeply (more than \(Self.maximumNesting) levels)", at: offset))
        }
        stack.append(OpenBlock(kind: kind, keyword: keyword, offset: offset))
    }

    /// `elif` / `else`: finish the current body and start the next one of the innermost block.
    private mutating func startBranch(elif: Bool, at offset: Int, parser: inout TemplateExpressionParser) throws(TemplateParseFailure) {
        let keyword = elif ? "elif" : "else"
        let top = stack[stack.count - 1]
        guard top.kind == .conditional || (top.kind == .loop && !elif) else {
            let expected = elif ? "'if'" : "'if' or 'for'"
            throw TemplateParseFailure(file.error("'\(keyword)' without matching \(expected)", at: offset))
        }
        guard !top.inElse else {
            throw TemplateParseFailure(file.error("'\(keyword)' after 'else' in this '\(top.keyword)'", at: offset))
        }
        var block = stack.removeLast()
        if block.kind == .conditional {
            block.branches.append(TemplateBranch(condition: block.condition ?? .value(.placeholder), body: block.nodes))
        } else {
            block.loopBody = block.nodes
        }
        block.nodes = []
        block.condition = nil
        block.inElse = !elif
        stack.append(block)
        if elif {
            let condition = try parser.parseCondition()
            try parser.expectEnd(after: "condition")
            stack[stack.count - 1].condition = condition
        }
    }

    /// `endif` / `endfor`. If it closes an outer block, the inner unclosed ones are reported and
    /// closed too; if it closes nothing, it is reported and ignored.
    private mutating func close(_ kind: OpenBlock.Kind, keyword: String, at offset: Int) {
        guard let match = stack.lastIndex(where: { $0.kind == kind }) else {
            let opener = kind == .conditional ? "if" : "for"
            diagnostics.append(file.error("'\(keyword)' without matching '\(opener)'", at: offset))
            return
        }
        while stack.count - 1 > match {
            let open = stack.removeLast()
            diagnostics.append(missingEnd(open))
        }
        let block = stack.removeLast()
        // Beyond the nesting limit the node is dropped: it is an error anyway, and a very deep
        // tree would recurse deeply when rendered or even destroyed.
        guard stack.count <= Self.maximumNesting else { return }
        append(node(for: block))
    }

    private func missingEnd(_ block: OpenBlock) -> Diagnostic {
        file.error("missing '{% end\(block.keyword) %}' for this '\(block.keyword)'", at: block.offset)
    }

    private func node(for block: OpenBlock) -> TemplateNode {
        if block.kind == .conditional {
            var branches = block.branches
            if !block.inElse {
                branches.append(TemplateBranch(condition: block.condition ?? .value(.placeholder), body: block.nodes))
            }
            return .conditional(branches: branches, otherwise: block.inElse ? block.nodes : nil)
        }
        return .loop(
            TemplateLoop(
                variable: block.loopVariable, sequence: block.loopSequence,
                body: block.inElse ? block.loopBody : block.nodes, otherwise: block.inElse ? block.nodes : nil))
    }
}
