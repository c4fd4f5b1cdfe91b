/// Reads a property's `stub:` literal and checks it fits the property's type.
///
/// Stub values feed `stub()` for tests and previews; where a spec gives none, `Rendering`
/// uses FOSMVVM's reserved fake vocabulary.
struct StubValueReader {
    var reader: NodeReader

    mutating func value(_ node: YAMLNode, for type: TypeRef) -> StubValue? {
        switch type {
        case .optional(let wrapped):
            if let scalar = node.scalar, scalar.isNull, scalar.style == .plain { return .null }
            return value(node, for: wrapped)
        case .array(let element):
            guard let items = node.sequence else {
                reader.error("the stub of a \(type.swift) is a list, e.g. [ … ]", at: node.location)
                return nil
            }
            var values: [StubValue] = []
            for item in items {
                guard let value = value(item, for: element) else { return nil }
                values.append(value)
            }
            return .list(values)
        case .viewModel(let name):
            reader.error("a child ViewModel's stub comes from \(name)ViewModel.stub(); remove this 'stub'", at: node.location)
            return nil
        case .nested(let name):
            reader.error("a nested type's stub comes from \(name).stub(); remove this 'stub'", at: node.location)
            return nil
        case .enumeration, .external:
            return scalarText(node, what: "the stub case").map(StubValue.string)
        case .plain(let plain):
            return plainValue(node, plain)
        }
    }

    private mutating func plainValue(_ node: YAMLNode, _ plain: PlainType) -> StubValue? {
        guard let text = scalarText(node, what: "the stub") else { return nil }
        let isPlain = node.scalar?.style == .plain
        if isPlain, node.scalar?.isNull == true {
            reader.error("only an optional property's stub can be null; this one is \(plain.rawValue)\(plain == .string && !text.isEmpty ? " (quote it for the text \"\(text)\")" : "")", at: node.location)
            return nil
        }
        let problem: String
        switch plain {
        case .string, .localizableString:
            return .string(text)
        case .url:
            guard let message = StubURL.problem(text) else { return .string(text) }
            problem = message
        case .int:
            switch StubNumber.int(text) {
            case .success where !isPlain: problem = "'\(text)' is not an Int: a number is written without quotes"
            case .success(let value): return .int(value)
            case .failure(let failure): problem = failure.message
            }
        case .double:
            switch StubNumber.double(text) {
            case .success where !isPlain: problem = "'\(text)' is not a Double: a number is written without quotes"
            case .success(let literal): return .double(literal)
            case .failure(let failure): problem = failure.message
            }
        case .bool:
            // YAML 1.2 core schema spellings, as everywhere in a spec.
            if isPlain, let flag = ["true": true, "True": true, "TRUE": true, "false": false, "False": false, "FALSE": false][text] {
                return .bool(flag)
            }
            problem = "'\(text)' is not a Bool (write true or false)"
        case .date:
            switch StubDate.parse(text) {
            case .success: return .string(text)
            case .failure(let failure): problem = failure.message
            }
        case .uuid, .modelIdType:
            if UUIDText.isValid(text) { return .string(text) }
            problem = "a \(plain.rawValue) stub is a UUID such as 00000000-0000-0000-0000-000000000042"
        case .systemVersion:
            if StubVersion.parts(text) != nil { return .string(text) }
            problem = "a SystemVersion stub is written major.minor.patch, e.g. 1.0.0"
        case .modelIdentity:
            problem = "a ModelIdentity has no literal stub; its stub comes from ModelIdentity.stub()"
        }
        reader.error(problem, at: node.location)
        return nil
    }

    private mutating func scalarText(_ node: YAMLNode, what: String) -> String? {
        guard let scalar = node.scalar else {
            reader.error("\(what) must be a single value", at: node.location)
            return nil
        }
        return scalar.text
    }
}
