/// Reads typed values out of YAML nodes, reporting every mismatch with its location.
///
/// Shared by the spec and config builders: both are "a mapping with known keys".
struct NodeReader {
    var diagnostics = DiagnosticCollector()
    let code: String

    init(code: String) {
        self.code = code
    }

    /// This reader, leaving an empty one behind, for a builder to read with and give back.
    /// The builder then holds the only copy of the diagnostics, so adding one never copies
    /// them all: with a copy left here, every spec with a mistake copied every diagnostic
    /// before it, and many specs with mistakes cost the square of their number.
    mutating func take() -> NodeReader {
        let taken = self
        self = NodeReader(code: code)
        return taken
    }

    mutating func error(_ message: String, at location: SourceLocation, notes: [String] = []) {
        diagnostics.error(message, at: location, code: code, notes: notes)
    }

    /// The entries of a mapping node, or an error naming what was expected.
    mutating func mapping(_ node: YAMLNode, what: String) -> [YAMLEntry]? {
        if let entries = node.mapping { return entries }
        if let scalar = node.scalar, scalar.isNull { return [] }
        error("\(what) must be a mapping (key: value lines)", at: node.location)
        return nil
    }

    /// Reports each key not in `allowed`, suggesting the closest allowed key.
    mutating func checkKeys(_ entries: [YAMLEntry], allowed: [String], in what: String) {
        for entry in entries where !allowed.contains(entry.key.text) {
            let hint = Suggestion.didYouMean(entry.key.text, in: allowed)
            let list = hint.isEmpty ? " (expected one of: \(allowed.joined(separator: ", ")))" : ""
            error("unknown key '\(entry.key.text)' in \(what)\(hint)\(list)", at: entry.keyLocation)
        }
    }

    func value(_ key: String, in entries: [YAMLEntry]) -> YAMLEntry? {
        entries.first { $0.key.text == key }
    }

    /// A non-null scalar's text.
    mutating func string(_ node: YAMLNode, what: String) -> String? {
        guard let scalar = node.scalar, !scalar.isNull || scalar.style != .plain else {
            if node.scalar?.isNull == true {
                error("\(what) is empty; expected a value", at: node.location)
            } else {
                error("\(what) must be a single value, not a \(node.mapping != nil ? "mapping" : "list")", at: node.location)
            }
            return nil
        }
        return scalar.text
    }

    /// `true` or `false` (YAML 1.2 core schema spellings only).
    mutating func bool(_ node: YAMLNode, what: String) -> Bool? {
        if let scalar = node.scalar, scalar.style == .plain {
            switch scalar.text {
            case "true", "True", "TRUE": return true
            case "false", "False", "FALSE": return false
            default: break
            }
        }
        error("\(what) must be true or false", at: node.location)
        return nil
    }

    /// A list of scalars; a single scalar is accepted as a one-element list.
    mutating func stringList(_ node: YAMLNode, what: String) -> [(String, SourceLocation)]? {
        if let items = node.sequence {
            var result: [(String, SourceLocation)] = []
            for item in items {
                guard let text = string(item, what: "an item of \(what)") else { continue }
                result.append((text, item.location))
            }
            return result
        }
        if let text = string(node, what: what) {
            return [(text, node.location)]
        }
        return nil
    }

    /// A name for a member of a generated type (see `SwiftNames.memberProblem`), or an error
    /// saying why it cannot be one.
    mutating func member(_ text: String, kind: String, at location: SourceLocation) -> String? {
        if let problem = SwiftNames.memberProblem(text, kind: kind) {
            error(problem, at: location)
            return nil
        }
        return text
    }

    /// A type name (see `SwiftNames.typeNameProblem`), or an error saying why it cannot be one.
    mutating func typeName(_ text: String, kind: String, at location: SourceLocation) -> String? {
        if let problem = SwiftNames.typeNameProblem(text, kind: kind) {
            error(problem, at: location)
            return nil
        }
        return text
    }

    /// A Swift identifier (not a keyword), or an error saying why not.
    mutating func identifier(_ text: String, kind: String, at location: SourceLocation) -> String? {
        if let problem = SwiftNames.problem(with: text, kind: kind) {
            error(problem, at: location)
            return nil
        }
        return text
    }
}
