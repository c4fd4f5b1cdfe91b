import Foundation

/// OBS-08 on Swift: a method of an `@Observable` ViewModel that a view calls is named for what
/// the user did, with the `on` prefix.
struct ActionPrefixSourceRule: IndexedSourceRule {
    static let description = ActionPrefixRule.description

    func prepare(_ file: SwiftSourceFile, context: LintContext) -> PendingFindings {
        var candidates: [(type: String, name: String, finding: RuleFinding)] = []
        for viewModel in file.allDeclarations where viewModel.isObservableViewModel {
            for method in file.membersWithExtensions(of: viewModel) where Self.isAction(method) && !Self.isOnPrefixed(method.name) {
                candidates.append((viewModel.name, method.name, RuleFinding(
                    "'\(method.name)' of \(viewModel.name) is called from a view: name it for what the user did, with the 'on' prefix, e.g. 'onTapped\(SwiftNames.upperFirst(method.name))' or 'onAppeared'",
                    at: method.nameLocation)))
            }
        }
        // Which methods a view calls is known once every file is read; a method no view
        // calls is the ViewModel's own business.
        return PendingFindings { [candidates] index in
            candidates.filter { index.viewMemberNames.contains($0.type + "." + $0.name) }.map(\.finding)
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
    /// `Type.method` for each member a view of this file uses through a property whose type it
    /// declares (`@State private var viewModel = FeedViewModel()`, `let viewModel:
    /// FeedViewModel`, `@Environment(FeedViewModel.self) var feed`): the methods views call on
    /// their ViewModels. A view is a type conforming to `View` or `ViewModifier`; its extensions
    /// in this file count too.
    var viewMemberNames: Set<String> {
        var names: Set<String> = []
        let views = allDeclarations.filter { declaration in
            declaration.inheritance.contains { $0 == "View" || $0 == "ViewModifier" || $0 == "SwiftUI.View" }
        }
        for view in views {
            var receivers: [String: String] = [:]
            for property in view.members where property.kind == .var || property.kind == .let {
                if let type = Self.declaredType(of: property) { receivers[property.name] = type }
            }
            guard !receivers.isEmpty else { continue }
            for declaration in [view] + extensions(of: view.name) where declaration.hasBody {
                let code = codeTokens(in: declaration.bodyTokens)
                for index in code.indices.dropFirst(2) where code[index].kind == .identifier && code[index - 1].text == "." {
                    // `viewModel.save`, `viewModel?.save`, `self.viewModel.save`.
                    var receiver = index - 2
                    if receiver > 0, code[receiver].text == "?" || code[receiver].text == "!" { receiver -= 1 }
                    guard code[receiver].kind == .identifier, let type = receivers[code[receiver].text] else { continue }
                    if receiver > 0, code[receiver - 1].text == ".", !(receiver > 1 && code[receiver - 2].text == "self") { continue }
                    names.insert(type + "." + code[index].text)
                }
            }
        }
        return names
    }

    /// The type a view's property holds: its annotation, `Type(…)` as its value, or the type
    /// of `@Environment(Type.self)` / `@Bindable`; optionals unwrapped.
    static func declaredType(of property: SwiftDeclaration) -> String? {
        if let environment = property.attributes.first(where: { $0.name == "Environment" })?.arguments,
            environment.hasSuffix(".self")
        {
            return String(environment.dropLast(".self".count)).trimmingCharacters(in: .whitespaces)
        }
        var type = property.typeAnnotation ?? property.initializer.flatMap { value in
            value.firstIndex(of: "(").map { String(value[..<$0]) }
        }
        while let last = type?.last, last == "?" || last == "!" { type?.removeLast() }
        guard let type, let first = type.unicodeScalars.first, CharacterSet.uppercaseLetters.contains(first),
            type.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
        else { return nil }
        return baseName(type)
    }
}
