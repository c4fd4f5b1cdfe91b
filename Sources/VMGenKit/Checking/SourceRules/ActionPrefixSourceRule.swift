import Foundation

/// OBS-08 on Swift: a method of an `@Observable` ViewModel that a view calls is named for what
/// the user did, with the `on` prefix.
struct ActionPrefixSourceRule: IndexedSourceRule {
    static let description = ActionPrefixRule.description

    func prepare(_ file: SwiftSourceFile, context: LintContext) -> PendingFindings {
        var candidates: [(type: String, isNamedSo: Bool, name: String, finding: RuleFinding)] = []
        for viewModel in file.allDeclarations where viewModel.isObservableClass {
            for method in file.membersWithExtensions(of: viewModel) where Self.isAction(method) && !Self.isOnPrefixed(method.name) {
                candidates.append((viewModel.name, viewModel.isObservableViewModel, method.name, RuleFinding(
                    "'\(method.name)' of \(viewModel.name) is called from a view: name it for what the user did, with the 'on' prefix, e.g. 'onTapped\(SwiftNames.upperFirst(method.name))' or 'onAppeared'",
                    at: method.nameLocation)))
            }
        }
        // Which methods a view calls (and which classes views hold as their state) is known
        // once every file is read; a method no view calls is the ViewModel's own business.
        guard !candidates.isEmpty else { return .none }
        return PendingFindings { [candidates] index in
            candidates.filter {
                ($0.isNamedSo || index.viewStateTypes.contains($0.type)) && index.viewMemberNames.contains($0.type + "." + $0.name)
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
    /// `Type.method` for each member a view of this file uses through a property whose type it
    /// declares (`@State private var viewModel = FeedViewModel()`, `let viewModel:
    /// FeedViewModel`, `@Environment(FeedViewModel.self) var feed`): the methods views call on
    /// their ViewModels, outside `.task`, `.onAppear` and the like (a load on appearing is not
    /// something the user did). A view is a type conforming to `View` or `ViewModifier`; its
    /// extensions in this file count too.
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
            let declarations = ([view] + extensions(of: view.name)).filter(\.hasBody)
            let code = declarations.flatMap { codeTokens(in: $0.bodyTokens) }
            // Byte ranges that run on the lifecycle: the modifiers' closures, and the view's own
            // helper methods that only they call.
            var lifecycle = Self.lifecycleRanges(code).map { code[$0.lowerBound].offset..<code[$0.upperBound - 1].endOffset }
            for helper in declarations.flatMap(\.members) where helper.kind == .func && helper.hasBody && !helper.bodyTokens.isEmpty {
                let calls = code.indices.dropLast().filter { index in
                    code[index].text == helper.name && code[index + 1].text == "(" && (index == 0 || code[index - 1].text != "func")
                        && (index == 0 || code[index - 1].text != "." || (index > 1 && code[index - 2].text == "self"))
                }
                guard !calls.isEmpty, calls.allSatisfy({ index in lifecycle.contains { $0.contains(code[index].offset) } }) else { continue }
                lifecycle.append(tokens[helper.bodyTokens.lowerBound].offset..<tokens[helper.bodyTokens.upperBound - 1].endOffset)
            }
            do {
                for index in code.indices.dropFirst(2) where code[index].kind == .identifier && code[index - 1].text == "." {
                    if lifecycle.contains(where: { $0.contains(code[index].offset) }) { continue }
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

    /// Modifiers whose closures run on the view's lifecycle, on a value changing or on an event
    /// the system delivers (a URL or a user activity handed to the app, a preference or geometry
    /// change, a background task), not on something the user did in the view: what they call
    /// is not a user action.
    static let lifecycleModifiers: Set<String> = [
        "task", "onAppear", "onDisappear", "onChange", "onReceive",
        "onOpenURL", "onContinueUserActivity", "userActivity", "handlesExternalEvents", "backgroundTask",
        "onPreferenceChange", "onGeometryChange",
    ]

    /// The code positions inside the arguments and trailing closure of each lifecycle modifier.
    static func lifecycleRanges(_ code: [SwiftToken]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        for index in code.indices.dropFirst() where code[index].kind == .identifier && code[index - 1].text == "."
            && lifecycleModifiers.contains(code[index].text)
        {
            var end = index + 1
            if end < code.count, code[end].text == "(", let close = closing(code, from: end) { end = close + 1 }
            if end < code.count, code[end].text == "{", let close = closing(code, from: end) { end = close + 1 }
            if end > index + 1 { ranges.append((index + 1)..<end) }
        }
        return ranges
    }

    /// The position of the bracket closing the one at `open`.
    static func closing(_ code: [SwiftToken], from open: Int) -> Int? {
        let pairs: [String: String] = ["(": ")", "{": "}", "[": "]"]
        guard let closer = pairs[code[open].text] else { return nil }
        var depth = 0
        for index in open..<code.count where code[index].kind == .punctuation {
            if code[index].text == code[open].text { depth += 1 } else if code[index].text == closer { depth -= 1 }
            if depth == 0 { return index }
        }
        return nil
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
