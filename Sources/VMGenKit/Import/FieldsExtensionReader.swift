/// Reads what a Fields protocol's extension says about each field: `static var xRange` (the
/// `length` of a String, the `range` of a number) and `static var xField: FormField<T>` (its
/// control, input type, `required`, autocomplete and autocapitalize options, placeholder).
/// It notes nothing itself: `FormShapeCheck` compares every member with what vmgen would
/// write from the fields read here, and lists what differs.
struct FieldsExtensionReader {
    let file: SwiftSourceFile
    var fields: [FormFieldSpec]

    mutating func read(_ declaration: SwiftDeclaration) {
        for member in declaration.members where member.kind == .var && member.isStatic && member.conditions.isEmpty {
            if let index = fields.firstIndex(where: { FieldNames.range($0.name) == member.name }) {
                readRange(member, into: &fields[index])
            }
        }
        for member in declaration.members where member.kind == .var && member.isStatic && member.conditions.isEmpty {
            if let index = fields.firstIndex(where: { FieldNames.field($0.name) == member.name }) {
                readFormField(member, into: &fields[index])
            }
        }
    }

    /// `{ 1...60 }` / `{ 1.0...120.0 }`.
    private func readRange(_ member: SwiftDeclaration, into field: inout FormFieldSpec) {
        let parts = BodyTokens.code(of: member, in: file).joined().components(separatedBy: "...")
        guard parts.count == 2 else { return }
        switch field.plain {
        case .string where GeneratedShape.plain(member.typeAnnotation ?? "") == "ClosedRange<Int>":
            if let lower = Int(parts[0]), let upper = Int(parts[1]), lower >= 0, lower <= upper { field.length = lower...upper }
        case .int where GeneratedShape.plain(member.typeAnnotation ?? "") == "ClosedRange<Int>":
            if let lower = Int(parts[0]), let upper = Int(parts[1]), lower <= upper {
                field.range = NumberRange(lower: String(lower), upper: String(upper), wholeBounds: lower...upper)
            }
        case .double where GeneratedShape.plain(member.typeAnnotation ?? "") == "ClosedRange<Double>":
            guard case .success(let lower) = StubNumber.double(parts[0]), case .success(let upper) = StubNumber.double(parts[1]),
                let low = Double(lower), let high = Double(upper), low <= high else { return }
            let whole: ClosedRange<Int>? = if let a = Int(exactly: low), let b = Int(exactly: high) { a...b } else { nil }
            field.range = NumberRange(lower: lower, upper: upper, wholeBounds: whole)
        default:
            break
        }
    }

    /// The arguments of `.init(fieldId:title:placeholder:type:options:)`.
    private func readFormField(_ member: SwiftDeclaration, into field: inout FormFieldSpec) {
        let tokens = BodyTokens.code(of: member, in: file)
        guard tokens.starts(with: [".", "init", "("]), tokens.last == ")" else { return }
        for (label, value) in Self.arguments(Array(tokens[3..<(tokens.count - 1)])) {
            switch label {
            case "type": readType(value, into: &field)
            case "options": readOptions(value, into: &field)
            case "placeholder": field.placeholder = LocalizedValues()
            default: break
            }
        }
    }

    /// `.text(inputType: .emailAddress)`, `.textArea(inputType: .text)`, `.checkbox`, ….
    private func readType(_ value: [String], into field: inout FormFieldSpec) {
        guard value.count >= 2, value[0] == ".", let control = FieldControl(rawValue: value[1]) else { return }
        if control.takesInputType {
            guard value.count == 8, value[2...5] == ["(", "inputType", ":", "."], value[7] == ")", FormInputTypes.all.contains(value[6]) else { return }
            field.control = control
            field.inputType = value[6]
        } else if value.count == 2 {
            field.control = control
            field.inputType = nil
        }
    }

    /// `.required(value: true)`, `.autocomplete(value: .x)`, `.autocapitalize(value: .x)`; the
    /// range options follow from the limits (the comparison checks them).
    private func readOptions(_ value: [String], into field: inout FormFieldSpec) {
        for start in value.indices where value[start] == "." && start + 6 < value.count && value[(start + 2)...(start + 4)] == ["(", "value", ":"] {
            let option = value[start + 1]
            if option == "required", value[start + 5] == "true", value[start + 6] == ")", field.plain != .bool {
                field.isRequired = true
            } else if value[start + 5] == ".", start + 7 < value.count, value[start + 7] == ")" {
                let name = value[start + 6]
                if option == "autocomplete", FormInputOptions.autocomplete.contains(name) { field.autocomplete = name }
                if option == "autocapitalize", FormInputOptions.autocapitalize.contains(name) { field.autocapitalize = name }
            }
        }
    }

    /// The top-level `label: value` arguments of a call's token list (others left out).
    static func arguments(_ tokens: [String]) -> [(label: String, value: [String])] {
        (BodyTokens.topLevelArguments(tokens[...]) ?? []).compactMap { part in
            let start = part.startIndex
            return part.count >= 2 && part[start + 1] == ":" ? (part[start], Array(part[(start + 2)...])) : nil
        }
    }
}
