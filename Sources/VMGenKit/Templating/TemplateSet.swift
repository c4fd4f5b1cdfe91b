/// One template's text and the path shown in its error messages.
public struct TemplateSource: Sendable, Hashable {
    public var text: String
    /// e.g. `Templates/ViewModel.swift.template`, or the path of a user's override file.
    public var displayPath: String

    public init(text: String, displayPath: String) {
        self.text = text
        self.displayPath = displayPath
    }
}

/// A set of named templates that can include each other, plus the filters they may use.
///
/// Every template is parsed once, in `init`; the set is immutable afterwards, so it is safe to
/// render from many tasks at once. Problems are reported as `Diagnostic`s with code `template`.
public struct TemplateSet: Sendable {
    private let templates: [String: TemplateCompiled]
    /// Parse errors and missing includes, per template name.
    private let problems: [String: [Diagnostic]]
    /// Problems of the set itself (a user filter named like a built-in one).
    private let configurationProblems: [Diagnostic]

    /// - Parameters:
    ///   - sources: templates by name, a relative path such as `ViewModel.swift.template`;
    ///     `{% include "…" %}` uses these names.
    ///   - filters: extra filters. They are added to the built-in ones and may not replace them:
    ///     a clash is reported by `validate()` and fails every `render`.
    public init(sources: [String: TemplateSource], filters: [String: TemplateFilter] = [:]) {
        var definitions = TemplateBuiltinFilters.all
        var configurationProblems: [Diagnostic] = []
        for (name, filter) in filters.sorted(by: { $0.key < $1.key }) {
            guard definitions[name] == nil else {
                configurationProblems.append(TemplateDiagnostics.error("filter '\(name)' is built in and cannot be replaced"))
                continue
            }
            definitions[name] = TemplateFilterDefinition(apply: filter, arguments: nil)
        }
        var templates: [String: TemplateCompiled] = [:]
        for (name, source) in sources {
            let file = TemplateSourceBuffer(name: name, source: source)
            templates[name] = TemplateCompiled(file: file, parsed: TemplateParser.parse(file, filters: definitions))
        }
        var problems: [String: [Diagnostic]] = [:]
        for (name, template) in templates {
            var diagnostics = template.parsed.diagnostics
            for include in template.parsed.includes where templates[include.name] == nil {
                let hint = TemplateDiagnostics.suggestion(for: include.name, among: templates.keys)
                diagnostics.append(template.file.error("no template named '\(include.name)' to include\(hint)", at: include.offset))
            }
            problems[name] = diagnostics
        }
        self.templates = templates
        self.problems = problems
        self.configurationProblems = configurationProblems
    }

    /// The template names, sorted.
    public var names: [String] { templates.keys.sorted() }

    /// Renders template `name` over `context`, which must be an object: its members are the
    /// top-level variables. Fails with the parse errors of `name` and of every template it can
    /// include, or with the first render error.
    public func render(_ name: String, context: TemplateValue) -> Result<String, [Diagnostic]> {
        guard let template = templates[name] else {
            let hint = TemplateDiagnostics.suggestion(for: name, among: templates.keys)
            return .failure([TemplateDiagnostics.error("no template named '\(name)'\(hint)")])
        }
        var diagnostics = configurationProblems
        for reachable in reachableTemplates(from: name) {
            diagnostics += problems[reachable] ?? []
        }
        guard diagnostics.isEmpty else { return .failure(diagnostics.sortedForOutput()) }
        guard case .object(let root) = context else {
            return .failure([TemplateDiagnostics.error("the context of '\(name)' must be an object, got \(context.kindDescription)")])
        }
        var renderer = TemplateRenderer(templates: templates, root: root)
        do throws(TemplateRenderFailure) {
            try renderer.render(template)
        } catch {
            return .failure([error.diagnostic])
        }
        return .success(renderer.output)
    }

    /// Every problem found without rendering: syntax errors, unknown filters, bad literal
    /// filter arguments, missing includes and include cycles, sorted for output.
    public func validate() -> [Diagnostic] {
        var diagnostics = configurationProblems
        for name in names {
            diagnostics += problems[name] ?? []
        }
        diagnostics += includeCycles()
        return diagnostics.sortedForOutput()
    }

    /// `name` and every template reachable from it through include tags, sorted.
    private func reachableTemplates(from name: String) -> [String] {
        var seen: Set<String> = [name]
        var pending = [name]
        while let next = pending.popLast() {
            for include in templates[next]?.parsed.includes ?? [] where templates[include.name] != nil {
                if seen.insert(include.name).inserted { pending.append(include.name) }
            }
        }
        return seen.sorted()
    }

    /// Include tags that close a cycle, found by a depth-first walk in name order.
    ///
    /// Rendering can never finish a cycle (it is an error when reached), so it is reported even
    /// if an `if` might keep it from being reached.
    private func includeCycles() -> [Diagnostic] {
        enum State { case active, done }
        var state: [String: State] = [:]
        var diagnostics: [Diagnostic] = []
        var path: [String] = []

        func visit(_ name: String) {
            guard let template = templates[name] else { return }
            state[name] = .active
            path.append(name)
            for include in template.parsed.includes where templates[include.name] != nil {
                switch state[include.name] {
                case .active?:
                    let start = path.firstIndex(of: include.name) ?? 0
                    let cycle = (path[start...] + [include.name]).map { "'\($0)'" }.joined(separator: " → ")
                    diagnostics.append(template.file.error("include cycle: \(cycle)", at: include.offset))
                case .done?:
                    continue
                case nil:
                    visit(include.name)
                }
            }
            path.removeLast()
            state[name] = .done
        }

        for name in names where state[name] == nil {
            visit(name)
        }
        return diagnostics
    }
}

/// `Result<String, [Diagnostic]>` needs its failure type to be an `Error`. An array of
/// diagnostics is what every stage reports, so it is made one here rather than wrapped.
// The conformance belongs with `Diagnostic`; move it to Diagnostics/ when that folder is free.
extension Array: @retroactive Error where Element == Diagnostic {}
