/// What SwiftUI views call on the objects they hold, for OBS-08 (a method a view calls is a
/// user action, named `on…`): the calls, each with the modifier closures or child-view
/// arguments it sits in, and — from every file — which of those run on the lifecycle rather than
/// on something the user did. Part of `ProjectIndex`: a project's own wrapper of `.task`, or a
/// child view that calls a closure only from `.task(id:)`, may be declared in another file.
public struct ViewCallFacts: Sendable, Hashable {
    /// `Type.member` (`Type` a base name) → where views call it: each a list of the enclosing
    /// contexts (`m:modifier` for `.modifier(…) { … }`, `a:ChildView.label` for
    /// `ChildView(label: { … })`, and for a method handed on uncalled, `r:Type` for the
    /// initializer it is handed to), then the types `Type` can be nested in as the view names
    /// it (`q:Outer` for `Outer.Type` written, else `s:Outer` for the view itself and each type
    /// it is declared in, where Swift looks an unqualified name up), joined by `|`. Calls inside
    /// a known lifecycle modifier are not kept.
    public var calls: IndexMap<Set<String>> = [:]
    /// `View` extension methods that run their closure on the lifecycle (`func throwingTask(_:)
    /// -> some View { task { … } }`): a project's own `.task`.
    public var lifecycleWrappers: IndexNames = []
    /// `ChildView.parameter` for a view's closure property the view calls only from lifecycle
    /// modifiers (`var search: (String) async -> Void`, run in `.task(id: text)`).
    public var lifecycleOnlyClosures: IndexNames = []

    public init() {}

    public mutating func merge(_ later: ViewCallFacts) {
        calls.merge(later.calls) { $0.union($1) }
        lifecycleWrappers.formUnion(later.lifecycleWrappers)
        lifecycleOnlyClosures.formUnion(later.lifecycleOnlyClosures)
    }

    /// Whether a view calls `member` of `type` for something the user did: at least one call
    /// sits in no context that runs on the lifecycle — nor is a method handed to another
    /// `@Observable` object's initializer (`SendViewModel(send: model.forward)`: that object
    /// calls it, not the view). `observableClasses` are the project's.
    /// `nestedIn`: the type `type` is declared in (`SettingsView` for `SettingsView.ViewModel`);
    /// then only calls whose view names it from inside that type, or qualified by it, count —
    /// another view's own `ViewModel` is another type. `parameters`: the method's; then a call
    /// whose labels it could not take (`update(for:)` for `update(at:amount:)`) is another
    /// overload's.
    public func isViewCall(_ member: String, of type: String, nestedIn outer: String? = nil, parameters: [Parameter]? = nil, observableClasses: IndexNames) -> Bool {
        guard let sites = calls[type + "." + member] else { return false }
        return sites.contains { site in
            let contexts = site.split(separator: "|")
            if let outer, !contexts.contains(where: { ($0.hasPrefix("s:") || $0.hasPrefix("q:")) && $0.dropFirst(2) == outer }) { return false }
            if let parameters, let called = contexts.first(where: { $0.hasPrefix("l:") }),
                !Self.canTake(called.dropFirst(2).split(separator: ","), parameters)
            {
                return false
            }
            return !contexts.contains { context in
                let name = String(context.dropFirst(2))
                switch context.prefix(2) {
                case "m:": return lifecycleWrappers.contains(name)
                case "a:": return lifecycleOnlyClosures.contains(name)
                case "s:", "q:", "l:": return false
                default: return observableClasses.contains(name)
                }
            }
        }
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
}

extension SwiftSourceFile {
    /// The view-call facts of this file. A view is a type conforming to `View` or
    /// `ViewModifier`; its extensions in this file count too.
    var viewCallFacts: ViewCallFacts {
        var facts = ViewCallFacts()
        // A preview's own views call what they like: scaffolding, not the app's user actions.
        let views = appDeclarations.filter { declaration in
            declaration.inheritance.contains { $0 == "View" || $0 == "ViewModifier" || $0 == "SwiftUI.View" }
        }
        facts.lifecycleWrappers = IndexNames(lifecycleWrappers(views))
        var chains: [Int: [String]]?
        for view in views {
            let declarations = ([view] + extensions(of: view.name)).filter(\.hasBody)
            let code = declarations.flatMap { codeTokens(in: $0.bodyTokens) }
            let brackets = CodeBrackets(code)
            let lifecycle = lifecycleByteRanges(of: declarations, code: code, brackets: brackets)
            facts.lifecycleOnlyClosures.formUnion(lifecycleOnlyClosures(of: view, code: code, lifecycle: lifecycle))
            // Each property's type (a base name) and the types it can be nested in, as contexts.
            var receivers: [String: (type: String, scopes: String)] = [:]
            var unqualified: String?
            for property in view.members where property.kind == .var || property.kind == .let {
                guard let path = Self.declaredTypePath(of: property) else { continue }
                let parts = path.split(separator: ".")
                if parts.count > 1 {
                    // `Outer.ViewModel`, or `Self.ViewModel`: the view's own.
                    let qualifier = Self.baseName(String(parts[parts.count - 2]))
                    receivers[property.name] = (Self.baseName(path), "q:" + (qualifier == "Self" ? Self.baseName(view.name) : qualifier))
                } else {
                    // Where Swift looks an unqualified name up from inside this view.
                    chains = chains ?? enclosingTypeChains()
                    unqualified = unqualified ?? ((chains?[view.location.offset] ?? []) + [Self.baseName(view.name)]).map { "s:" + $0 }.joined(separator: "|")
                    receivers[property.name] = (Self.baseName(path), unqualified!)
                }
            }
            guard !receivers.isEmpty else { continue }
            for (alias, held) in ViewCallFacts.localAliases(of: receivers, in: code) { receivers[alias] = held }
            let contexts = Self.contextRanges(code, brackets: brackets)
            for index in code.indices.dropFirst(2) where code[index].kind == .identifier && code[index - 1].text == "." {
                let offset = code[index].offset
                if lifecycle.contains(where: { $0.contains(offset) }) { continue }
                // `viewModel.save`, `viewModel?.save`, `self.viewModel.save`.
                var receiver = index - 2
                if receiver > 0, code[receiver].text == "?" || code[receiver].text == "!" { receiver -= 1 }
                guard code[receiver].kind == .identifier, let (type, scopes) = receivers[code[receiver].text] else { continue }
                if receiver > 0, code[receiver - 1].text == ".", !(receiver > 1 && code[receiver - 2].text == "self") { continue }
                var site = contexts.filter { $0.range.contains(offset) }.map(\.name)
                // Handed on uncalled: the innermost initializer it is an argument of.
                if index + 1 < code.count, code[index + 1].text != "(", code[index + 1].text != "{",
                    let handedTo = contexts.filter({ $0.name.hasPrefix("i:") && $0.range.contains(offset) }).min(by: { $0.range.count < $1.range.count })
                {
                    site.append("r:" + handedTo.name.dropFirst(2))
                }
                site.removeAll { $0.hasPrefix("i:") }
                // Called: its argument labels, which tell overloads apart.
                if let labels = ViewCallFacts.argumentLabels(code, at: index + 1) { site.append("l:" + labels.joined(separator: ",")) }
                site.append(scopes)
                facts.calls[type + "." + code[index].text, default: []].insert(site.joined(separator: "|"))
            }
        }
        return facts
    }

    /// Byte ranges of a view that run on the lifecycle: the lifecycle modifiers' arguments and
    /// closures, and the view's own helper methods that only they call.
    private func lifecycleByteRanges(of declarations: [SwiftDeclaration], code: [SwiftToken], brackets: CodeBrackets) -> [Range<Int>] {
        var lifecycle = Self.lifecycleRanges(code, brackets: brackets).map { code[$0.lowerBound].offset..<code[$0.upperBound - 1].endOffset }
        for helper in declarations.flatMap(\.members) where helper.kind == .func && helper.hasBody && !helper.bodyTokens.isEmpty {
            let calls = code.indices.dropLast().filter { index in
                code[index].text == helper.name && code[index + 1].text == "(" && (index == 0 || code[index - 1].text != "func")
                    && (index == 0 || code[index - 1].text != "." || (index > 1 && code[index - 2].text == "self"))
            }
            guard !calls.isEmpty, calls.allSatisfy({ index in lifecycle.contains { $0.contains(code[index].offset) } }) else { continue }
            lifecycle.append(tokens[helper.bodyTokens.lowerBound].offset..<tokens[helper.bodyTokens.upperBound - 1].endOffset)
        }
        return lifecycle
    }

    /// `View.parameter` for each closure property of `view` it calls, and calls only inside
    /// `lifecycle` (`search(text)`, `self.search(text)`, `onRefresh?()`).
    private func lifecycleOnlyClosures(of view: SwiftDeclaration, code: [SwiftToken], lifecycle: [Range<Int>]) -> [String] {
        view.members.filter { ($0.kind == .var || $0.kind == .let) && ($0.typeAnnotation ?? "").contains("->") }.compactMap { property in
            let calls = code.indices.dropLast(2).filter { index in
                guard code[index].text == property.name, code[index].kind == .identifier else { return false }
                if index > 0, code[index - 1].text == ".", !(index > 1 && code[index - 2].text == "self") { return false }
                return code[index + 1].text == "(" || (code[index + 1].text == "?" && code[index + 2].text == "(")
            }
            guard !calls.isEmpty, calls.allSatisfy({ index in lifecycle.contains { $0.contains(code[index].offset) } }) else { return nil }
            return view.name + "." + property.name
        }
    }

    /// The names of `View` extension methods (in this file) that run the closure they are given
    /// when the view appears: they hand it into `.task`, `.onAppear` or `.onDisappear` — directly
    /// (`task { try? await action() }`) or through a `ViewModifier` of this file that calls the
    /// closure it stores only there (`modifier(AsyncTaskModifier(action: action))`). A modifier
    /// that merely uses `.onChange` inside (to relay a picked file, say) is not one.
    private func lifecycleWrappers(_ views: [SwiftDeclaration]) -> Set<String> {
        let appearance: Set<String> = ["task", "onAppear", "onDisappear"]
        let modifierTypes = Set(views.filter { view in
            guard view.inheritance.contains("ViewModifier"), view.hasBody else { return false }
            let code = codeTokens(in: view.bodyTokens)
            let ranges = Self.modifierRanges(code, brackets: CodeBrackets(code)).filter { appearance.contains($0.name) }.map { code[$0.range.lowerBound].offset..<code[$0.range.upperBound - 1].endOffset }
            return !lifecycleOnlyClosures(of: view, code: code, lifecycle: ranges).isEmpty
        }.map(\.name))
        var wrappers: Set<String> = []
        for viewExtension in allDeclarations where viewExtension.kind == .extension && (viewExtension.name == "View" || viewExtension.name == "SwiftUI.View") {
            for method in viewExtension.members where method.kind == .func && method.hasBody {
                let closures = Set(method.parameters.filter { $0.type.contains("->") }.map(\.name))
                guard !closures.isEmpty else { continue }
                let body = codeTokens(in: method.bodyTokens)
                let handsToAppearance = Self.appearanceRanges(body, brackets: CodeBrackets(body), named: appearance).contains { range in body[range].contains { closures.contains($0.text) } }
                if handsToAppearance || body.contains(where: { modifierTypes.contains($0.text) }) { wrappers.insert(method.name) }
            }
        }
        return wrappers
    }

    /// `task { … }`, `self.task(id:) { … }`, `.onAppear(perform:)`: the arguments and closure of
    /// each of `names`, with or without a receiver, as code positions.
    static func appearanceRanges(_ code: [SwiftToken], brackets: CodeBrackets, named names: Set<String>) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        for index in code.indices where code[index].kind == .identifier && names.contains(code[index].text) {
            let end = argumentsEnd(code, brackets: brackets, after: index)
            if end > index + 1 { ranges.append((index + 1)..<end) }
        }
        return ranges
    }

    /// The code positions inside the arguments and trailing closure of each lifecycle modifier.
    static func lifecycleRanges(_ code: [SwiftToken], brackets: CodeBrackets) -> [Range<Int>] {
        modifierRanges(code, brackets: brackets).filter { ViewCallFacts.lifecycleModifiers.contains($0.name) }.map(\.range)
    }

    /// Each `.modifier(…) { … }`'s arguments and trailing closure, as code positions.
    private static func modifierRanges(_ code: [SwiftToken], brackets: CodeBrackets) -> [(name: String, range: Range<Int>)] {
        var ranges: [(name: String, range: Range<Int>)] = []
        for index in code.indices.dropFirst() where code[index].kind == .identifier && code[index - 1].text == "." {
            let end = argumentsEnd(code, brackets: brackets, after: index)
            if end > index + 1 { ranges.append((code[index].text, (index + 1)..<end)) }
        }
        return ranges
    }

    /// The contexts a call can sit in, as byte ranges: `m:name` for a modifier's arguments and
    /// closure, `a:Type.label` for a closure argument of a type's initializer (`ChildView(search:
    /// { … })`), and `i:Type` for the whole argument list of a type's initializer.
    private static func contextRanges(_ code: [SwiftToken], brackets: CodeBrackets) -> [(name: String, range: Range<Int>)] {
        var contexts = modifierRanges(code, brackets: brackets).map { ("m:" + $0.name, code[$0.range.lowerBound].offset..<code[$0.range.upperBound - 1].endOffset) }
        for index in code.indices.dropLast() where code[index].kind == .identifier && code[index + 1].text == "("
            && (index == 0 || code[index - 1].text != ".") && TypeNameWords.startsUppercase(code[index].text)
        {
            guard let close = brackets.closing(index + 1) else { continue }
            contexts.append(("i:" + code[index].text, code[index + 1].offset..<code[close].endOffset))
            var cursor = index + 2
            while cursor + 2 < close {
                if code[cursor].kind == .identifier, code[cursor + 1].text == ":", code[cursor + 2].text == "{", let end = brackets.closing(cursor + 2) {
                    contexts.append(("a:" + code[index].text + "." + code[cursor].text, code[cursor + 2].offset..<code[end].endOffset))
                    cursor = end + 1
                } else if let end = brackets.closing(cursor) {
                    cursor = end + 1  // a nested call's arguments are its own
                } else {
                    cursor += 1
                }
            }
        }
        return contexts
    }

    /// Just past the arguments `( … )` and the trailing closure `{ … }` after position `index`
    /// (`index + 1` when there are none).
    private static func argumentsEnd(_ code: [SwiftToken], brackets: CodeBrackets, after index: Int) -> Int {
        var end = index + 1
        if end < code.count, code[end].text == "(", let close = brackets.closing(end) { end = close + 1 }
        if end < code.count, code[end].text == "{", let close = brackets.closing(end) { end = close + 1 }
        return end
    }

    /// The position of the bracket closing the one at `open`, counting that kind's depth.
    /// For one question; a rule asking it of many brackets builds `CodeBrackets` once.
    static func closing(_ code: [SwiftToken], from open: Int) -> Int? {
        let opener = code[open]
        guard opener.kind == .punctuation else { return nil }
        let closer: String
        switch opener.text {
        case "(": closer = ")"
        case "[": closer = "]"
        case "{": closer = "}"
        default: return nil
        }
        var depth = 0
        for index in open..<code.count where code[index].kind == .punctuation {
            if code[index].text == opener.text { depth += 1 } else if code[index].text == closer { depth -= 1 }
            if depth == 0 { return index }
        }
        return nil
    }
}
