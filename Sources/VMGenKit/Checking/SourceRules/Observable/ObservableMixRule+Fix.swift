/// OBS-01's fix, where the Observation migration has one answer: `@Published` in an
/// `@Observable` class goes (its properties are observed already); `ObservableObject` leaves
/// an `@Observable` class's conformance list; `@StateObject` holding an `@Observable` type
/// becomes `@State`, and `@ObservedObject` holding one becomes a plain property (`@Bindable`
/// where the view binds it with `$`).
extension ObservableMixRule: CorrectableSourceRule {
    static let fix = RuleFix(
        summary: "removes @Published and ObservableObject from an @Observable class; @StateObject of an @Observable type becomes @State, @ObservedObject of one a plain property (@Bindable where it is bound with $)",
        leaves: "a property whose publisher ($name) is read, a class that calls objectWillChange, a wrapper built by hand (StateObject(wrappedValue:)), and types not declared @Observable in the linted files",
        examples: [
            FixExample(
                .swift("@Observable\nfinal class SettingsModel {\n    ↓@Published var theme = \"dark\"\n}\n", path: "Sources/App/SettingsModel.swift"),
                "@Observable\nfinal class SettingsModel {\n    var theme = \"dark\"\n}\n"),
            FixExample(
                .swift("@MainActor @Observable\nfinal class ProfileViewModel: ↓ObservableObject {\n    var name = \"\"\n}\n", path: "Sources/App/ProfileViewModel.swift"),
                "@MainActor @Observable\nfinal class ProfileViewModel {\n    var name = \"\"\n}\n"),
            FixExample(
                .swift("@Observable final class Store {}\nstruct ProfileView: View {\n    ↓@StateObject var store = Store()\n    var body: some View { Text(\"\") }\n}\n", path: "Sources/App/ProfileView.swift"),
                "@Observable final class Store {}\nstruct ProfileView: View {\n    @State var store = Store()\n    var body: some View { Text(\"\") }\n}\n"),
            FixExample(
                .swift("@Observable final class Store { var name = \"\" }\nstruct NameView: View {\n    ↓@ObservedObject var store: Store\n    var body: some View { Text(store.name) }\n}\n", path: "Sources/App/NameView.swift"),
                "@Observable final class Store { var name = \"\" }\nstruct NameView: View {\n    var store: Store\n    var body: some View { Text(store.name) }\n}\n"),
            FixExample(
                .swift("@Observable final class Store { var name = \"\" }\nstruct NameView: View {\n    ↓@ObservedObject var store: Store\n    var body: some View { TextField(\"Name\", text: $store.name) }\n}\n", path: "Sources/App/NameView.swift"),
                "@Observable final class Store { var name = \"\" }\nstruct NameView: View {\n    @Bindable var store: Store\n    var body: some View { TextField(\"Name\", text: $store.name) }\n}\n"),
            FixExample(
                .swift("@Observable\nfinal class SettingsModel {\n    ↓@Published var theme = \"dark\"\n}\nfunc watch(_ model: SettingsModel) { _ = model.$theme }\n", path: "Sources/App/SettingsModel.swift"),
                "@Observable\nfinal class SettingsModel {\n    ↓@Published var theme = \"dark\"\n}\nfunc watch(_ model: SettingsModel) { _ = model.$theme }\n"),
        ])

    func corrections(_ file: SwiftSourceFile, context: FixContext) -> [RuleCorrection] {
        let facts = context.facts
        // Code that builds or reaches the old wrappers by hand would not compile after a change.
        let code = file.codeTokens
        let namesUsed = Set(code.lazy.filter { $0.kind == .identifier }.map(\.text))
        var corrections: [RuleCorrection] = []
        for declaration in file.allDeclarations {
            if declaration.isObservableClass {
                if !namesUsed.contains("objectWillChange"), let clause = file.inheritanceClause(of: declaration) {
                    for index in clause.entries.indices {
                        let token = file.codeToken(clause.entries[index].lowerBound)
                        guard clause.entries[index].count == 1, token.kind == .identifier, token.text == "ObservableObject" else { continue }
                        corrections.append(RuleCorrection(location: token.location, edits: [file.removal(ofEntry: index, in: clause)]))
                    }
                }
                for member in file.storedProperties(of: declaration) where !facts.projectedNames.contains(member.name) {
                    for attribute in member.attributes where attribute.name == "Published" && attribute.arguments == nil {
                        if let edit = removal(of: attribute, in: file) { corrections.append(RuleCorrection(location: attribute.location, edits: [edit])) }
                    }
                }
            }
            for member in declaration.members where member.kind == .var && !member.isStatic {
                guard let type = Self.heldType(member), facts.observableTypes.contains(type) else { continue }
                for attribute in member.attributes where attribute.arguments == nil {
                    guard let token = attributeToken(attribute, in: file) else { continue }
                    if attribute.name == "StateObject", !namesUsed.contains("StateObject") {
                        corrections.append(RuleCorrection(location: attribute.location, edits: [TextEdit(token.offset..<token.endOffset, "@State")]))
                    } else if attribute.name == "ObservedObject", !namesUsed.contains("ObservedObject") {
                        if namesUsed.contains("$" + member.name) {
                            corrections.append(RuleCorrection(location: attribute.location, edits: [TextEdit(token.offset..<token.endOffset, "@Bindable")]))
                        } else if let edit = removal(of: attribute, in: file) {
                            corrections.append(RuleCorrection(location: attribute.location, edits: [edit]))
                        }
                    }
                }
            }
        }
        return corrections
    }

    /// The type a property holds: its annotation (`Store`, `Store?`, `Store!`) or the type its
    /// default constructs (`Store()`, `Store(id: 1)`).
    static func heldType(_ property: SwiftDeclaration) -> String? {
        if var type = property.typeAnnotation {
            while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
            return type.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } ? type : nil
        }
        guard let initializer = property.initializer, let open = initializer.firstIndex(of: "(") else { return nil }
        let name = String(initializer[..<open])
        return !name.isEmpty && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } ? name : nil
    }

    /// The attribute's own token (`@Published`), when it has no arguments.
    private func attributeToken(_ attribute: SwiftAttribute, in file: SwiftSourceFile) -> SwiftToken? {
        guard let position = file.codePosition(atOffset: attribute.location.offset) else { return nil }
        let token = file.codeToken(position)
        return token.kind == .attribute && token.text == "@" + attribute.name ? token : nil
    }

    /// Deletes an attribute and the blanks (or line break and indentation) after it, so the
    /// declaration keeps its place: `@Published var x` → `var x`.
    private func removal(of attribute: SwiftAttribute, in file: SwiftSourceFile) -> TextEdit? {
        guard let token = attributeToken(attribute, in: file), let position = file.codePosition(atOffset: token.offset), position + 1 < file.code.count else { return nil }
        return TextEdit(token.offset..<file.codeToken(position + 1).offset, "")
    }
}
