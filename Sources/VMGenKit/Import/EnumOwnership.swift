/// Puts each display enum under `enums:` of the first imported ViewModel (in path order) that
/// holds it — itself or in a type nested in it — with every case's labels from the YAML. An
/// enum no ViewModel holds is a note.
enum EnumOwnership {
    static func assign(_ enums: [String: ImportedEnum], to models: inout [ImportedViewModel], table: inout LocalizationTable) -> [ImportNote] {
        var notes: [ImportNote] = []
        let cases = enums.mapValues(\.cases)
        for found in enums.values.sorted(by: { $0.location < $1.location }) {
            // Held by the ViewModel itself or by a type nested in it (the nested type's spec sits
            // under the ViewModel's, which declares the enum for both).
            guard let owner = models.firstIndex(where: { model in
                ([model] + model.nestedTypes).contains { holder in
                    holder.properties.contains { holder.enumType(of: $0, among: cases) == found.name }
                }
            }) else {
                notes.append(ImportNote(location: found.location, message: "enum '\(found.name)' is not carried: no imported ViewModel holds it"))
                continue
            }
            notes += found.notes
            var labelled: [(name: String, labels: [(locale: String, value: String)])] = []
            for name in found.cases {
                let labels = table.translations(type: found.name, key: name)
                if labels.isEmpty {
                    notes.append(ImportNote(location: found.location, message: "case '\(name)' of enum '\(found.name)' has no label in any localization YAML; its spec entry is left empty to fill in"))
                }
                labelled.append((name, labels.map { ($0.locale, $0.value) }))
            }
            models[owner].enums.append((found.name, labelled))
        }
        return notes
    }
}
