/// A syntax error that ends parsing of the current tag.
struct TemplateParseFailure: Error {
    var diagnostic: Diagnostic

    init(_ diagnostic: Diagnostic) {
        self.diagnostic = diagnostic
    }
}

/// Parses expressions and conditions from one tag's tokens.
///
/// Grammar:
/// ```
/// condition  := and ('or' and)*
/// and        := not ('and' not)*
/// not        := 'not' not | '(' condition ')' | expression (('==' | '!=') expression)?
/// expression := primary ('|' name (':' primary (',' primary)*)?)*
/// primary    := name ('.' name)* | "string" | integer
/// ```
/// Syntax errors throw (one per tag); unknown filters and bad literal arguments are collected in
/// `problems` and parsing goes on, so one tag can report several of them.
struct TemplateExpressionParser {
    /// Parentheses and `not` nest at most this deep; deeper is surely a mistake, and the
    /// limit keeps parsing and evaluation recursion small.
    static let maximumNesting = 64
    static let keywords: Set<String> = ["and", "or", "not"]

    let file: TemplateSourceBuffer
    let filters: [String: TemplateFilterDefinition]
    private(set) var tokens: [TemplateToken]
    private(set) var position = 0
    private var nesting = 0
    var problems: [Diagnostic] = []

    init(
        tokens: [TemplateToken], startingAt position: Int = 0, file: TemplateSourceBuffer,
        filters: [String: TemplateFilterDefinition]
    ) {
        self.tokens = tokens
        self.position = position
        self.file = file
        self.filters = filters
    }

    var current: TemplateToken { tokens[position] }

    mutating func advance() -> TemplateToken {
        let token = tokens[position]
        if token.kind != .end { position += 1 }
        return token
    }

    func failure(_ message: String, at token: TemplateToken) -> TemplateParseFailure {
        TemplateParseFailure(file.error(message, at: token.offset))
    }

    /// Requires the tag to end here.
    func expectEnd(after what: String) throws(TemplateParseFailure) {
        guard current.kind == .end else {
            throw failure("unexpected \(current.description) after \(what)", at: current)
        }
    }

    // MARK: - Conditions

    mutating func parseCondition() throws(TemplateParseFailure) -> TemplateCondition {
        var parts = [try parseAnd()]
        while current.identifier == "or" {
            _ = advance()
            parts.append(try parseAnd())
        }
        return parts.count == 1 ? parts[0] : .any(parts)
    }

    private mutating func parseAnd() throws(TemplateParseFailure) -> TemplateCondition {
        var parts = [try parseNot()]
        while current.identifier == "and" {
            _ = advance()
            parts.append(try parseNot())
        }
        return parts.count == 1 ? parts[0] : .all(parts)
    }

    private mutating func parseNot() throws(TemplateParseFailure) -> TemplateCondition {
        if current.identifier == "not" || current.kind == .leftParen {
            guard nesting < Self.maximumNesting else {
                throw failure("condition nested too deeply (more than \(Self.maximumNesting) levels)", at: current)
            }
            nesting += 1
            defer { nesting -= 1 }
            if advance().kind == .leftParen {
                let inner = try parseCondition()
                guard current.kind == .rightParen else {
                    throw failure("expected ')', found \(current.description)", at: current)
                }
                _ = advance()
                return inner
            }
            return .not(try parseNot())
        }
        let left = try parseExpression()
        guard current.kind == .equal || current.kind == .notEqual else { return .value(left) }
        let isEqual = advance().kind == .equal
        let right = try parseExpression()
        return .comparison(left, right, equal: isEqual)
    }

    // MARK: - Expressions

    mutating func parseExpression() throws(TemplateParseFailure) -> TemplateExpression {
        let start = current.offset
        let primary = try parsePrimary()
        var filterCalls: [TemplateFilterCall] = []
        while current.kind == .pipe {
            _ = advance()
            guard let name = current.identifier else {
                throw failure("expected a filter name after '|', found \(current.description)", at: current)
            }
            let nameToken = advance()
            var arguments: [TemplateExpression] = []
            if current.kind == .colon {
                _ = advance()
                arguments.append(try parsePrimaryExpression())
                while current.kind == .comma {
                    _ = advance()
                    arguments.append(try parsePrimaryExpression())
                }
            }
            filterCalls.append(resolveFilter(name, at: nameToken, arguments: arguments))
        }
        let end = position > 0 ? tokens[position - 1].endOffset : start
        return TemplateExpression(
            primary: primary, filters: filterCalls, offset: start, sourceText: file.text(start..<max(start, end)))
    }

    private mutating func parsePrimaryExpression() throws(TemplateParseFailure) -> TemplateExpression {
        let start = current.offset
        let primary = try parsePrimary()
        return TemplateExpression(
            primary: primary, filters: [], offset: start, sourceText: file.text(start..<tokens[position - 1].endOffset))
    }

    private mutating func parsePrimary() throws(TemplateParseFailure) -> TemplateExpression.Primary {
        let token = current
        switch token.kind {
        case .string(let value):
            _ = advance()
            return .string(value)
        case .integer(let value):
            _ = advance()
            return .integer(value)
        case .identifier(let name) where !Self.keywords.contains(name):
            _ = advance()
            var components = [TemplatePathComponent(name: name, offset: token.offset)]
            while current.kind == .dot {
                _ = advance()
                guard let property = current.identifier else {
                    throw failure("expected a property name after '.', found \(current.description)", at: current)
                }
                components.append(TemplatePathComponent(name: property, offset: advance().offset))
            }
            return .path(components)
        default:
            throw failure("expected an expression, found \(token.description)", at: token)
        }
    }

    /// Looks the filter up now, so unknown names and wrong literal arguments are parse errors.
    private mutating func resolveFilter(
        _ name: String, at token: TemplateToken, arguments: [TemplateExpression]
    ) -> TemplateFilterCall {
        guard let definition = filters[name] else {
            let hint = TemplateDiagnostics.suggestion(for: name, among: filters.keys)
            problems.append(file.error("unknown filter '\(name)'\(hint)", at: token.offset))
            // A stand-in: a template with parse errors is never rendered.
            let identity: TemplateFilter = { value, _ in .success(value) }
            return TemplateFilterCall(name: name, offset: token.offset, function: identity, arguments: arguments)
        }
        if let expected = definition.arguments {
            checkArguments(arguments, expected: expected, filter: name, at: token)
        }
        return TemplateFilterCall(name: name, offset: token.offset, function: definition.apply, arguments: arguments)
    }

    private mutating func checkArguments(
        _ arguments: [TemplateExpression], expected: [TemplateFilterDefinition.ArgumentKind],
        filter name: String, at token: TemplateToken
    ) {
        guard arguments.count == expected.count else {
            let takes = switch expected.count {
            case 0: "takes no arguments"
            case 1: "takes 1 argument"
            default: "takes \(expected.count) arguments"
            }
            problems.append(file.error("filter '\(name)' \(takes), got \(arguments.count)", at: token.offset))
            return
        }
        for (argument, kind) in zip(arguments, expected) {
            // Paths are only known when rendering; the filter itself checks them then.
            switch (kind, argument.primary) {
            case (.string, .integer):
                problems.append(file.error("filter '\(name)' expects a string argument, got an integer", at: argument.offset))
            case (.integer, .string):
                problems.append(file.error("filter '\(name)' expects an integer argument, got a string", at: argument.offset))
            default:
                break
            }
        }
    }
}
