/// The templates a run uses: the built-in copies of `Templates/` (compiled into the binary so
/// it works copied anywhere), each replaceable by a file of the same name in the project's
/// template folder.
public enum TemplateLibrary {
    /// Filters the templates get on top of the engine's text filters.
    public static let filters: [String: TemplateFilter] = [
        "swiftString": { value, _ in
            guard case .string(let text) = value else { return .failure(TemplateFilterError("swiftString expects a string, got \(value.kindDescription)")) }
            return .success(.string(SwiftLiteral.string(text)))
        },
        "yamlString": { value, _ in
            guard case .string(let text) = value else { return .failure(TemplateFilterError("yamlString expects a string, got \(value.kindDescription)")) }
            return .success(.string(YAMLLiteral.string(text)))
        },
    ]

    /// The built-in templates, shown in messages as `(built-in)/<name>`.
    public static var builtInSources: [String: TemplateSource] {
        var sources: [String: TemplateSource] = [:]
        for (name, text) in BuiltinTemplates.files {
            sources[name] = TemplateSource(text: text, displayPath: "(built-in)/" + name)
        }
        return sources
    }

    /// The built-in templates with `overrides` (name → source) replacing them. Overrides whose
    /// name is not a vmgen template are reported, not silently ignored.
    public static func templateSet(overrides: [String: TemplateSource] = [:]) -> (templates: TemplateSet, diagnostics: [Diagnostic]) {
        var sources = builtInSources
        var diagnostics: [Diagnostic] = []
        for (name, source) in overrides.sorted(by: { $0.key < $1.key }) {
            if sources[name] == nil {
                let hint = Suggestion.didYouMean(name, in: FileRenderer.TemplateName.all)
                let names = " (templates: \(FileRenderer.TemplateName.all.joined(separator: ", ")))"
                let location = SourceLocation(file: source.displayPath, line: 1, column: 1)
                // A `.template` file meant to override one would silently change nothing; a
                // README or the like beside the overrides is just ignored.
                if name.hasSuffix(".template") {
                    diagnostics.append(.error("'\(name)' overrides no vmgen template\(hint)\(names)", at: location, code: "template"))
                } else {
                    diagnostics.append(.warning("'\(name)' is not a vmgen template and is ignored\(hint)\(names)", at: location, code: "template"))
                }
                continue
            }
            sources[name] = source
        }
        let set = TemplateSet(sources: sources, filters: filters)
        return (set, diagnostics + set.validate())
    }
}

/// Writes `BuiltinTemplates.swift` from the files of `Templates/`: one raw string literal per
/// file, with enough `#` that no template text can end it or start an escape.
public enum BuiltinTemplatesSource {
    public static func render(_ files: [String: String]) -> String {
        var out = """
            // This file is generated from Templates/ by `VMGEN_RECORD=1 swift test --filter BuiltinTemplatesTests`.
            // Do not edit it: edit the template, then re-record. A test fails when the two differ.

            enum BuiltinTemplates {
                static let files: [String: String] = [

            """
        for name in files.keys.sorted() {
            let text = files[name] ?? ""
            var hashes = "#"
            while text.contains("\"\"\"" + hashes) || text.contains("\\" + hashes) { hashes += "#" }
            out += "        \(SwiftLiteral.string(name)): \(hashes)\"\"\"\n\(text)\n\"\"\"\(hashes),\n"
        }
        out += "    ]\n}\n"
        return out
    }
}
