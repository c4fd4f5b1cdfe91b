/// Reads what a request body's code says about its declared fields: the limits its
/// `validate(fields:validations:)` checks, in the shape vmgen writes them (`required`:
/// `if x.isEmpty`, `(x ?? "").isEmpty` or `x == nil`; `length`: `!(a...b).contains(NSString(
/// string: x).length)`; `range`: `!(a...b).contains(x)`), and the values `stub()` sends other
/// than vmgen's (`stub:`). Reading is lenient: `ServerRequestShape` then compares `validate`
/// and `stub()` with what vmgen writes from what was read, and notes any difference.
struct RequestBodyReader {
    let file: SwiftSourceFile
    let body: SwiftDeclaration
    /// The display enums among the sources, for vmgen's stub of an enum field.
    let enums: [String: DisplayEnum]

    /// The limits each field's checks in `validate(fields:validations:)` name.
    func readLimits(into fields: inout [ImportedRequest.Field]) {
        guard let validate = body.members.first(where: { $0.kind == .func && $0.name == "validate" && $0.conditions.isEmpty }) else { return }
        let code = BodyTokens.code(of: validate, in: file).joined()
        for index in fields.indices {
            let name = fields[index].name
            let ref = fields[index].ref
            let plain: PlainType? = if case .plain(let plain) = ref.unwrappingOptional { plain } else { nil }
            if plain == .string || ref.isOptional {
                fields[index].isRequired = ["if\(name).isEmpty{", "if(\(name)??\"\").isEmpty{", "if\(name)==nil{"].contains { code.contains($0) }
            }
            if plain == .string, let bounds = Self.bounds(before: ").contains(NSString(string:\(name)).length)", in: code),
                let lower = Int(bounds.lower), let upper = Int(bounds.upper), lower >= 0, lower <= upper {
                fields[index].length = lower...upper
            }
            if plain == .int || plain == .double, let bounds = Self.bounds(before: ").contains(\(name))", in: code) {
                fields[index].range = Self.range(bounds, plain: plain)
            }
        }
    }

    /// `a` and `b` of the first `!(a...b` right before `suffix`.
    private static func bounds(before suffix: String, in code: String) -> (lower: String, upper: String)? {
        guard let found = code.range(of: suffix), let open = code[..<found.lowerBound].range(of: "!(", options: .backwards) else { return nil }
        let parts = code[open.upperBound..<found.lowerBound].components(separatedBy: "...")
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { return nil }
        return (parts[0], parts[1])
    }

    /// Whole bounds for an Int; number literals for a Double, as `FieldsExtensionReader` reads them.
    private static func range(_ bounds: (lower: String, upper: String), plain: PlainType?) -> NumberRange? {
        if plain == .int {
            guard let lower = Int(bounds.lower), let upper = Int(bounds.upper), lower <= upper else { return nil }
            return NumberRange(lower: String(lower), upper: String(upper), wholeBounds: lower...upper)
        }
        guard let low = Double(bounds.lower), let high = Double(bounds.upper), low <= high else { return nil }
        let whole: ClosedRange<Int>? = if let a = Int(exactly: low), let b = Int(exactly: high) { a...b } else { nil }
        return NumberRange(lower: bounds.lower, upper: bounds.upper, wholeBounds: whole)
    }

    /// The values `stub()` puts in the body (`.init(requestBody: .init(a: …))`): one other than
    /// the one vmgen writes within the field's limits is the field's `stub:`.
    func readStubs(from stub: SwiftDeclaration?, into fields: inout [ImportedRequest.Field]) {
        guard let stub, let arguments = InteractiveShape.stubArguments(stub, in: file),
            let body = arguments.first(where: { $0.label == "requestBody" }),
            let written = Self.initArguments(body.value) else { return }
        for index in fields.indices {
            guard let value = written[fields[index].name] else { continue }
            let field = fields[index]
            var spec = RequestBodyField(name: field.name, type: field.ref, location: stub.location)
            spec.length = field.length
            spec.range = field.range
            guard value != SwiftCode.stub(spec.property, enums: enums), let yaml = StubLiteral.yaml(value, for: field.ref),
                let parsed = Self.stubValue(value, for: field.ref) else { continue }
            fields[index].stub = yaml
            fields[index].stubValue = parsed
        }
    }

    /// `.init(a: x, b: y)` → `[a: x, b: y]` (each value's text as written, on one line).
    private static func initArguments(_ text: String) -> [String: String]? {
        let parsed = SwiftSourceFile.parse("let x = " + text, path: "(stub)")
        let tokens = parsed.tokens.filter { !$0.kind.isComment }
        guard tokens.count > 6, tokens[3...5].map(\.text) == [".", "init", "("], tokens.last?.text == ")",
            let arguments = BodyTokens.labeledArguments(ArraySlice(tokens.map(\.text))[6..<(tokens.count - 1)]) else { return nil }
        var result: [String: String] = [:]
        for argument in arguments {
            let from = tokens[argument.value.startIndex].offset, to = tokens[argument.value.endIndex - 1].endOffset
            result[argument.label] = String(decoding: parsed.bytes[from..<to], as: UTF8.self)
        }
        return result
    }

    /// A stub as the spec model holds it: a form field's kinds of value, and a display enum's case.
    static func stubValue(_ swift: String, for type: TypeRef) -> StubValue? {
        if case .enumeration = type.unwrappingOptional, swift.hasPrefix("."), StubLiteral.yaml(swift, for: type) != nil {
            return .string(String(swift.dropFirst()))
        }
        return FormStub.value(swift, for: type)
    }
}
