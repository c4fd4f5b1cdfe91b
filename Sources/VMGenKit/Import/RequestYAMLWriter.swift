/// Writes imported requests as a spec's `requests:` block (in a ViewModel's spec, or a spec of
/// requests alone), in the style of docs/spec.md: a field one per line, a body field with
/// limits or a stub as a flow mapping, the errors as a page request's.
enum RequestYAMLWriter {
    /// A spec of requests alone (no `viewModel:`): their files go in the `Requests` folders.
    static func spec(_ requests: [ImportedRequest]) -> String {
        var sources: [String] = []
        for request in requests where !sources.contains(request.path) { sources.append(request.path) }
        let lines = ["# Imported by `vmgen import` from \(sources.joined(separator: ", "))."] + self.lines(requests)
        return lines.joined(separator: "\n") + "\n"
    }

    /// `requests:` and each request, in order.
    static func lines(_ requests: [ImportedRequest]) -> [String] {
        var lines = ["requests:"]
        for request in requests {
            var body: [String] = []
            if request.writesAction { body.append("action: \(request.declaration.action.rawValue)") }
            if !request.doc.isEmpty { body += SpecYAMLWriter.doc(request.doc, indent: "") }
            body += fields("query", request.query)
            switch request.body {
            case .none: break
            case .fields(let fields): body += self.fields("body", fields)
            case .form(let name): body.append("body: \(name)")
            }
            body += fields("response", request.response)
            if let responseError = request.responseError { body.append("responseError: \(responseError)") }
            if let errors = request.errors { body += ResponseErrorYAML.lines(errors, indent: "") }
            lines.append("  \(request.name):" + (body.isEmpty ? " {}" : ""))
            lines += body.map { "    " + $0 }
        }
        return lines
    }

    private static func fields(_ key: String, _ fields: [ImportedRequest.Field]) -> [String] {
        guard !fields.isEmpty else { return [] }
        return ["\(key):"] + fields.map { field in
            let type = YAMLLiteral.type(field.spec)
            guard field.hasKeys else { return "  \(field.name): \(type)" }
            let keys = ["type: \(type)"] + [
                field.isRequired ? "required: true" : nil,
                field.length.map { "length: \($0.lowerBound)...\($0.upperBound)" },
                field.range.map { "range: \($0.lower)...\($0.upper)" },
                field.stub.map { "stub: \($0)" },
            ].compactMap { $0 }
            return "  \(field.name): { \(keys.joined(separator: ", ")) }"
        }
    }
}
