/// Reads `request: errors:` — the cases of a request's generated `ResponseError`, each with its
/// localized message, and the fields those messages are filled from.
extension ViewModelBuilder {
    /// Members the generated ResponseError declares itself, so no field or message may take them.
    static let responseErrorMembers: Set<String> = ["code", "Code", "localizedMessage", "propertyNames"]

    mutating func responseErrors(_ entry: YAMLEntry) -> ResponseErrorSpec? {
        guard let entries = reader.mapping(entry.value, what: "'errors'") else { return nil }
        reader.checkKeys(entries, allowed: SpecKeys.responseErrors, in: "'errors'")
        var result = ResponseErrorSpec(fields: [], cases: [], location: entry.keyLocation)
        if let fields = reader.value("fields", in: entries) {
            result.fields = responseErrorFields(fields.value)
        }
        guard let cases = reader.value("cases", in: entries) else {
            reader.error("'errors' needs 'cases': each error case with its message per locale, e.g. cases: { closed: { en: \"…\" } }", at: entry.keyLocation)
            return nil
        }
        var texts = TextBuilder(reader: reader.take())
        let messages = texts.texts(cases.value, owner: "'cases'")
        reader = texts.reader
        for message in messages {
            if case .compound = message.kind {
                reader.error("an error message is one text per locale (with 'substitutions' if it needs values), not 'pieces'", at: message.location)
                continue
            }
            if let reason = TextBuilder.reservedCases[message.name] {
                reader.error("'\(message.name)' cannot be an error case: \(reason)", at: message.location)
                continue
            }
            if Self.responseErrorMembers.contains(message.name) || Self.responseErrorMembers.contains(ResponseErrorSpec.messageProperty(message.name)) {
                reader.error("'\(message.name)' cannot be an error case: the ResponseError declares '\(message.name)' itself", at: message.location)
                continue
            }
            result.cases.append(message)
        }
        if result.cases.isEmpty {
            if (cases.value.mapping ?? []).isEmpty {
                reader.error("'cases' lists at least one error case", at: cases.keyLocation)
            }
            return nil
        }
        checkMessages(result)
        return result
    }

    private mutating func responseErrorFields(_ node: YAMLNode) -> [Property] {
        guard let entries = reader.mapping(node, what: "'fields'") else { return [] }
        var result: [Property] = []
        for entry in entries {
            guard let name = reader.member(entry.key.text, kind: "ResponseError field", at: entry.keyLocation),
                let type = resolveType(entry.value, what: "the type of '\(name)'")
            else { continue }
            if Self.responseErrorMembers.contains(name) {
                reader.error("'\(name)' is declared by the generated ResponseError itself; name the field otherwise", at: entry.keyLocation)
                continue
            }
            var plain = type
            if case .optional(let wrapped) = plain { plain = wrapped }
            guard case .plain(let base) = plain, base != .modelIdentity else {
                reader.error("a ResponseError field is a plain value (String, Int, Double, Bool, Date, URL, UUID, ModelIdType, SystemVersion, LocalizableString, or an optional of one): the error travels as JSON to a client that decodes it", at: entry.value.location)
                continue
            }
            result.append(Property(name: name, type: type, display: nil, enumLabel: nil, stub: nil, location: entry.keyLocation))
        }
        return result
    }

    /// Each message's substitutions name a field that can fill one, and every locale uses
    /// exactly the bound keys: a message is localized on the server and sent as is, so a
    /// wrong key would reach the user raw.
    private mutating func checkMessages(_ errors: ResponseErrorSpec) {
        // Each case declares its message property, its `_` storage and (with substitutions) a helper.
        let taken = Set(errors.cases.flatMap { message -> [String] in
            let property = ResponseErrorSpec.messageProperty(message.name)
            let helpers = LocalizedTextNames.helpers(of: LocalizedText(name: property, kind: message.kind, location: message.location))
            return [property, "_" + property] + helpers
        })
        for field in errors.fields where taken.contains(field.name) {
            reader.error("'\(field.name)' is also a member the ResponseError declares for an error case's message; name the field otherwise", at: field.location)
        }
        for message in errors.cases {
            let values: LocalizedValues
            var bound: Set<String> = []
            switch message.kind {
            case .string(let strings):
                values = strings
            case .substitutions(let strings, let bindings):
                values = strings
                for binding in bindings {
                    bound.insert(binding.key)
                    guard let field = errors.fields.first(where: { $0.name == binding.property }) else {
                        reader.error(
                            "the substitution '\(binding.key)' refers to '\(binding.property)', which is not a field of the ResponseError\(Suggestion.didYouMean(binding.property, in: errors.fields.map(\.name)))",
                            at: binding.location)
                        continue
                    }
                    if SubstitutionValue.expression(for: field) == nil {
                        reader.error("'\(field.name)' (\(field.type.swift)) cannot fill a substitution; use a String, Int, Double or LocalizableString field", at: binding.location)
                    }
                }
            case .compound:
                continue
            }
            for entry in values.entries {
                let used = SubstitutionKeysRule.keys(in: entry.text)
                for key in used.subtracting(bound).sorted() {
                    let hint = Suggestion.didYouMean(key, in: bound)
                    reader.error("'%{\(key)}' in the '\(entry.locale)' message of '\(message.name)' is not one of its substitutions\(hint.isEmpty ? "; bind it under 'substitutions'" : hint)", at: entry.location)
                }
                for key in bound.subtracting(used).sorted() {
                    reader.error("the '\(entry.locale)' message of '\(message.name)' does not use the substitution '%{\(key)}'", at: entry.location)
                }
            }
        }
    }
}
