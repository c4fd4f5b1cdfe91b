/// A render error; rendering stops at the first one.
struct TemplateRenderFailure: Error {
    var diagnostic: Diagnostic
}

/// A parsed template ready to render.
struct TemplateCompiled: Sendable {
    var file: TemplateSourceBuffer
    var parsed: TemplateParseResult
}

/// Walks parsed templates over a context, appending to one output buffer.
struct TemplateRenderer {
    /// Includes nest at most this deep (the root template is depth 0).
    static let maximumIncludeDepth = 32

    private let templates: [String: TemplateCompiled]
    private let root: [String: TemplateValue]
    /// Loop variables and `loop`, innermost last; searched before `root`, so inner names shadow.
    private var locals: [(name: String, value: TemplateValue)] = []
    /// The templates being rendered, outermost first, with the include tag that entered each.
    private var includeStack: [(name: String, file: TemplateSourceBuffer, includedAt: Int)] = []
    private(set) var output = ""

    init(templates: [String: TemplateCompiled], root: [String: TemplateValue]) {
        self.templates = templates
        self.root = root
    }

    mutating func render(_ template: TemplateCompiled) throws(TemplateRenderFailure) {
        output.reserveCapacity(template.file.bytes.count * 2)
        includeStack = [(template.file.name, template.file, 0)]
        try render(template.parsed.nodes)
    }

    private var file: TemplateSourceBuffer { includeStack[includeStack.count - 1].file }

    /// An error in the current template; inside includes, notes say how it was reached.
    private func failure(_ message: String, at offset: Int) -> TemplateRenderFailure {
        var notes: [String] = []
        for level in includeStack.indices.dropFirst().reversed() {
            notes.append("included from \(includeStack[level - 1].file.location(at: includeStack[level].includedAt))")
        }
        return TemplateRenderFailure(diagnostic: file.error(message, at: offset, notes: notes))
    }

    private mutating func render(_ nodes: [TemplateNode]) throws(TemplateRenderFailure) {
        for node in nodes {
            switch node {
            case .text(let text):
                output += text
            case .output(let expression):
                try write(try evaluate(expression), of: expression)
            case .conditional(let branches, let otherwise):
                if let branch = try firstTrueBranch(branches) {
                    try render(branch.body)
                } else if let otherwise {
                    try render(otherwise)
                }
            case .loop(let loop):
                try render(loop)
            case .include(let include):
                try render(include)
            }
        }
    }

    private mutating func write(_ value: TemplateValue, of expression: TemplateExpression) throws(TemplateRenderFailure) {
        switch value {
        case .string(let text): output += text
        case .int(let number): output += String(number)
        case .bool(let flag): output += flag ? "true" : "false"
        case .null:
            throw failure("cannot output null ('\(expression.sourceText)'); use 'default' or an 'if'", at: expression.offset)
        case .list:
            throw failure("cannot output a list ('\(expression.sourceText)'); use 'join' or a 'for' loop", at: expression.offset)
        case .object:
            throw failure("cannot output an object ('\(expression.sourceText)'); output one of its properties", at: expression.offset)
        }
    }

    private mutating func firstTrueBranch(_ branches: [TemplateBranch]) throws(TemplateRenderFailure) -> TemplateBranch? {
        for branch in branches where try test(branch.condition) {
            return branch
        }
        return nil
    }

    private mutating func render(_ loop: TemplateLoop) throws(TemplateRenderFailure) {
        let sequence = try evaluate(loop.sequence)
        guard case .list(let items) = sequence else {
            throw failure(
                "cannot loop over '\(loop.sequence.sourceText)', which is \(sequence.kindDescription); 'for' needs a list",
                at: loop.sequence.offset)
        }
        guard !items.isEmpty else {
            if let otherwise = loop.otherwise { try render(otherwise) }
            return
        }
        let base = locals.count
        locals.append((loop.variable, .null))
        locals.append(("loop", .null))
        for (index, item) in items.enumerated() {
            locals[base] = (loop.variable, item)
            locals[base + 1] = (
                "loop",
                .object([
                    "first": .bool(index == 0), "last": .bool(index == items.count - 1),
                    "index": .int(index + 1), "index0": .int(index), "count": .int(items.count),
                ])
            )
            try render(loop.body)
        }
        locals.removeLast(2)
    }

    private mutating func render(_ include: TemplateInclude) throws(TemplateRenderFailure) {
        if let start = includeStack.firstIndex(where: { $0.name == include.name }) {
            let cycle = (includeStack[start...].map(\.name) + [include.name]).map { "'\($0)'" }.joined(separator: " → ")
            throw failure("include cycle: \(cycle)", at: include.offset)
        }
        guard includeStack.count <= Self.maximumIncludeDepth else {
            throw failure("includes nested too deeply (more than \(Self.maximumIncludeDepth) levels)", at: include.offset)
        }
        guard let target = templates[include.name] else {
            // The set reports missing includes before rendering; this is only a safety net.
            throw failure("no template named '\(include.name)'", at: include.offset)
        }
        includeStack.append((include.name, target.file, include.offset))
        try render(target.parsed.nodes)
        includeStack.removeLast()
    }

    // MARK: - Values

    private mutating func test(_ condition: TemplateCondition) throws(TemplateRenderFailure) -> Bool {
        switch condition {
        case .value(let expression):
            return try evaluate(expression).isTruthy
        case .comparison(let left, let right, let equal):
            return (try evaluate(left) == (try evaluate(right))) == equal
        case .not(let inner):
            return !(try test(inner))
        case .all(let parts):
            for part in parts where !(try test(part)) { return false }
            return true
        case .any(let parts):
            for part in parts where try test(part) { return true }
            return false
        }
    }

    private func evaluate(_ expression: TemplateExpression) throws(TemplateRenderFailure) -> TemplateValue {
        var value: TemplateValue
        switch expression.primary {
        case .string(let text): value = .string(text)
        case .integer(let number): value = .int(number)
        case .path(let components): value = try lookup(components)
        }
        for filter in expression.filters {
            var arguments: [TemplateValue] = []
            arguments.reserveCapacity(filter.arguments.count)
            for argument in filter.arguments {
                arguments.append(try evaluate(argument))
            }
            switch filter.function(value, arguments) {
            case .success(let result): value = result
            case .failure(let error): throw failure("filter '\(filter.name)': \(error.message)", at: filter.offset)
            }
        }
        return value
    }

    private func lookup(_ components: [TemplatePathComponent]) throws(TemplateRenderFailure) -> TemplateValue {
        let first = components[0]
        guard var value = variable(first.name) else {
            let hint = TemplateDiagnostics.suggestion(for: first.name, among: locals.map(\.name) + root.keys)
            throw failure("unknown variable '\(first.name)'\(hint)", at: first.offset)
        }
        var path = first.name
        for component in components.dropFirst() {
            guard case .object(let members) = value else {
                let asFilter = ["count", "first", "last"].contains(component.name) ? "; did you mean '\(path)|\(component.name)'?" : ""
                throw failure(
                    "'\(path)' is \(value.kindDescription), not an object; it has no property '\(component.name)'\(asFilter)",
                    at: component.offset)
            }
            guard let member = members[component.name] else {
                let hint = TemplateDiagnostics.suggestion(for: component.name, among: members.keys)
                throw failure("'\(path)' has no property '\(component.name)'\(hint)", at: component.offset)
            }
            value = member
            path += "." + component.name
        }
        return value
    }

    private func variable(_ name: String) -> TemplateValue? {
        for local in locals.reversed() where local.name == name {
            return local.value
        }
        return root[name]
    }
}
