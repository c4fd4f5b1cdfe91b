import Foundation

/// OBS-08 on Swift: a method of an `@Observable` ViewModel that a view calls is named for what
/// the user did, with the `on` prefix.
struct ActionPrefixSourceRule: IndexedSourceRule {
    static let description = ActionPrefixRule.description

    func prepare(_ file: SwiftSourceFile, context: LintContext) -> PendingFindings {
        var candidates: [(type: String, outer: String?, isNamedSo: Bool, name: String, parameters: [ViewCallFacts.Parameter], finding: RuleFinding)] = []
        var chains: [Int: [String]]?
        for viewModel in file.appObservableClasses {
            let methods = file.membersWithExtensions(of: viewModel).filter { Self.isAction($0) && !Self.isOnPrefixed($0.name) }
            guard !methods.isEmpty else { continue }
            // A nested ViewModel (`extension SettingsView { final class ViewModel }`, a common
            // SwiftUI pattern) is called through its outer type's name: another view's
            // `ViewModel` is another type.
            chains = chains ?? file.enclosingTypeChains()
            let outer = chains?[viewModel.location.offset]?.last
            let called = outer.map { $0 + "." + viewModel.name } ?? viewModel.name
            for method in methods {
                let parameters = method.parameters.map { ViewCallFacts.Parameter(label: $0.label ?? $0.name, isVariadic: $0.type.hasSuffix("...")) }
                candidates.append((viewModel.name, outer, viewModel.isObservableViewModel, method.name, parameters, RuleFinding(
                    "'\(method.name)' of \(called) is called from a view: name it for what the user did, with the 'on' prefix, e.g. 'onTapped\(SwiftNames.upperFirst(method.name))' or 'onAppeared'",
                    at: method.nameLocation)))
            }
        }
        // Which methods a view calls (and which classes views hold as their state) is known
        // once every file is read; a method no view calls is the ViewModel's own business.
        guard !candidates.isEmpty else { return .none }
        return PendingFindings { [candidates] index in
            candidates.filter {
                ($0.isNamedSo || index.viewStateTypes.contains($0.type)) && index.viewCalls.isViewCall($0.name, of: $0.type, nestedIn: $0.outer, parameters: $0.parameters, observableClasses: index.types.observableClasses)
            }.map(\.finding)
        }
    }

    /// An instance method a view could call for an effect: not private, returning nothing.
    static func isAction(_ method: SwiftDeclaration) -> Bool {
        guard method.kind == .func, !method.isStatic else { return false }
        guard !method.modifiers.contains(where: { $0 == "private" || $0 == "fileprivate" }) else { return false }
        return method.returnType == nil || method.returnType == "Void" || method.returnType == "()"
    }

    static func isOnPrefixed(_ name: String) -> Bool {
        name.hasPrefix("on") && name.dropFirst(2).first?.isUppercase == true
    }
}

extension SwiftSourceFile {
    /// The type a view's property holds: its annotation, `Type(…)` as its value, or the type
    /// of `@Environment(Type.self)` / `@Bindable`; optionals unwrapped, generic arguments left
    /// out; its base name (`SettingsView.ViewModel` → `ViewModel`).
    static func declaredType(of property: SwiftDeclaration) -> String? {
        declaredTypePath(of: property).map(baseName)
    }

    /// `declaredType` as written, qualified: `SettingsView.ViewModel`.
    static func declaredTypePath(of property: SwiftDeclaration) -> String? {
        var type: String?
        if let environment = property.attributes.first(where: { $0.name == "Environment" })?.arguments, environment.hasSuffix(".self") {
            type = String(environment.dropLast(".self".count)).trimmingCharacters(in: .whitespaces)
        } else {
            type = property.typeAnnotation ?? property.initializer.flatMap { value in
                value.firstIndex(ofASCII: "(").map { String(value[..<$0]) }
            }
            while let last = type?.last, last == "?" || last == "!" { type?.removeLast() }
        }
        // A generic class is held under its name: `PowerList<Episode>` → `PowerList`.
        if let text = type, text.hasSuffix(">"), let open = text.firstIndex(of: "<") { type = String(text[..<open]) }
        guard let type, let first = type.unicodeScalars.first, startsUppercase(first), isTypeName(type) else { return nil }
        return type
    }

    /// `A`–`Z` read as bytes; other letters through Foundation's set, made once (making it was
    /// a tenth of the rule's cost when every property asked for it).
    private static func startsUppercase(_ first: Unicode.Scalar) -> Bool {
        first.isASCII ? (0x41...0x5A).contains(first.value) : uppercaseLetters.contains(first)
    }

    private static let uppercaseLetters = CharacterSet.uppercaseLetters

    /// Letters, digits, `_` and `.` only. Type names are nearly always ASCII, read byte by
    /// byte; `Character.isLetter` (a Unicode property lookup for every character of every
    /// property's type) is asked only of the others.
    private static func isTypeName(_ type: String) -> Bool {
        let ascii = type.utf8.allSatisfy { byte in byte < 0x80 }
        guard ascii else { return type.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." } }
        return type.utf8.allSatisfy { byte in
            (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F || byte == 0x2E
        }
    }
}
