/// Facts about `@Observable` ViewModel classes the style rules share.
extension SwiftDeclaration {
    var isObservableClass: Bool {
        kind == .class && attributes.contains { $0.name == "Observable" }
    }

    /// An `@Observable` class named like a ViewModel: one the style rules know for a screen's
    /// ViewModel from its file alone.
    var isObservableViewModel: Bool { isObservableClass && name.hasSuffix("ViewModel") }
}

extension SwiftSourceFile {
    /// The `@Observable` classes of the file that may be the app's ViewModels: one declared in a
    /// `PreviewProvider` is a preview's own model, whatever its name.
    var appObservableClasses: [SwiftDeclaration] { appDeclarations.filter(\.isObservableClass) }

    /// The types the SwiftUI views of this file own as their state: a `@State` (or
    /// `@StateObject`) property the view creates itself — `= CartScreenModel(…)`,
    /// `_model = State(initialValue: …)` in its init, or `model = CartScreenModel(…)` in its init
    /// or once its input is ready (in `.task`, `.onAppear`) — and does not hand to other views through
    /// `.environment(model)`. A store the view is given (`@State var store: Store` from its
    /// caller, `= Store.shared`) or shares with its subtree is the app's, not this screen's.
    var viewStateTypes: Set<String> {
        var types: Set<String> = []
        for view in appDeclarations where view.inheritance.contains(where: { $0 == "View" || $0 == "SwiftUI.View" }) {
            let held = view.members.filter { property in
                property.kind == .var && property.attributes.contains { $0.name == "State" || $0.name == "StateObject" || $0.name == "SwiftUI.State" }
            }
            guard !held.isEmpty else { continue }
            let code = view.hasBody ? codeTokens(in: view.bodyTokens) : []
            for property in held {
                guard let type = Self.declaredType(of: property) else { continue }
                let createdAtDeclaration = property.initializer.map { value in
                    let name = value.split(separator: "(", maxSplits: 1).first.map { String($0).trimmingCharacters(in: .whitespaces) } ?? ""
                    return value.contains("(") && (name == type || name.hasSuffix("." + type))
                } ?? false
                let createdHere = createdAtDeclaration || Self.assignsState(of: property.name, in: code)
                    || assignsCreated(of: property.name, type: type, in: code, view: view)
                if createdHere, !Self.sharesThroughEnvironment(property.name, in: code) { types.insert(type) }
            }
        }
        return types
    }

    private static let previewProviderBytes = Array("PreviewProvider".utf8)

    /// `appDeclarations` of a file with these bytes and declarations (all of them, depth
    /// first), worked out once when the file is read: the rules that find views all ask. A file
    /// that never names `PreviewProvider` keeps its declarations as they are.
    static func appDeclarations(_ declarations: [SwiftDeclaration], bytes: [UInt8]) -> [SwiftDeclaration] {
        guard bytes.withUnsafeBufferPointer({ ByteSearch.contains(previewProviderBytes, in: $0) }) else { return declarations }
        let isProvider = { (declaration: SwiftDeclaration) in
            declaration.inheritance.contains { $0 == "PreviewProvider" || $0 == "SwiftUI.PreviewProvider" }
        }
        // A provider's extensions in this file hold its scaffolding too.
        let names = Set(declarations.filter { $0.kind != .extension && isProvider($0) }.map(\.name))
        let providers = declarations.filter { isProvider($0) || ($0.kind == .extension && names.contains(Self.baseName($0.name))) }
        let scaffolding = Set(providers.flatMap { SwiftDeclaration.flatten($0.members).map(\.nameLocation.offset) })
        return scaffolding.isEmpty ? declarations : declarations.filter { !scaffolding.contains($0.nameLocation.offset) }
    }

    /// The types the SwiftUI views of this file hold with `@StateObject`.
    var stateObjectTypes: Set<String> {
        guard mentions("StateObject") else { return [] }
        var types: Set<String> = []
        for view in appDeclarations where view.inheritance.contains(where: { $0 == "View" || $0 == "SwiftUI.View" }) {
            for property in view.members where property.kind == .var && property.attributes.contains(where: { $0.name == "StateObject" }) {
                if let type = Self.declaredType(of: property) { types.insert(type) }
            }
        }
        return types
    }

    /// `_name = State(initialValue: Model(…))` / `State(wrappedValue: Model(…))` (or
    /// `StateObject(…)`, or `.init(initialValue: .init(…))`, the property's own type spelt
    /// implicitly) in the view's body: the view creates what it holds in its init. One handed
    /// in (`State(initialValue: store)`) is not the view's own.
    private static func assignsState(of name: String, in code: [SwiftToken]) -> Bool {
        let storage = "_" + name
        for index in code.indices where code[index].text == storage {
            var at = index + 1
            guard at < code.count, code[at].text == "=" else { continue }
            at += 1
            if at + 1 < code.count, code[at].text == "State" || code[at].text == "StateObject", code[at + 1].text == "(" {
                at += 2
            } else if Self.isImplicitInit(at: at, in: code) {
                at += 3
            } else {
                continue
            }
            // `initialValue:` / `wrappedValue:`, then `Model(…)` or `.init(…)`.
            guard at + 1 < code.count, code[at].kind == .identifier, code[at + 1].text == ":" else { continue }
            at += 2
            if at + 1 < code.count, code[at].kind == .identifier, TypeNameWords.startsUppercase(code[at].text), code[at + 1].text == "(" { return true }
            if Self.isImplicitInit(at: at, in: code) { return true }
        }
        return false
    }

    /// `session = ChatModel(model: model)`, `self.session = .init(…)` in the view's `init` or in
    /// its `.task` / `.onAppear`: a view that creates the object it holds once its input is
    /// ready owns it as if it had created it where it declared it. One it is handed
    /// (`session = model`), one made in a button's action (a draft for a sheet), one it hands on
    /// as a binding (`.sheet(item: $editing)`) and a local of the same name are not.
    private func assignsCreated(of name: String, type: String, in code: [SwiftToken], view: SwiftDeclaration) -> Bool {
        let binding = "$" + name
        guard !code.contains(where: { $0.text == binding }) else { return false }
        var ready: [Range<Int>]?  // byte ranges of the view's inits and appearance closures
        for index in code.indices.dropLast(3) where code[index].kind == .identifier && code[index].text == name && code[index + 1].text == "=" {
            // `name = …` or `self.name = …`, not `other.name = …` nor `let name = …`.
            if index > 0, code[index - 1].text == ".", !(index > 1 && code[index - 2].text == "self") { continue }
            if index > 0, code[index - 1].kind == .keyword, code[index - 1].text == "let" || code[index - 1].text == "var" { continue }
            let value = index + 2
            let creates = (code[value].text == type && code[value + 1].text == "(") || Self.isImplicitInit(at: value, in: code)
            guard creates else { continue }
            if ready == nil {
                let initializers = view.members.filter { $0.kind == .`init` && $0.hasBody && !$0.bodyTokens.isEmpty }.map { member in
                    tokens[member.bodyTokens.lowerBound].offset..<tokens[member.bodyTokens.upperBound - 1].endOffset
                }
                let appearance = Self.appearanceRanges(code, brackets: CodeBrackets(code), named: ["task", "onAppear"]).map { range in
                    code[range.lowerBound].offset..<code[range.upperBound - 1].endOffset
                }
                ready = initializers + appearance
            }
            if ready!.contains(where: { $0.contains(code[index].offset) }) { return true }
        }
        return false
    }

    /// `.init(` at `at`: the type the context expects, created.
    private static func isImplicitInit(at: Int, in code: [SwiftToken]) -> Bool {
        at + 2 < code.count && code[at].text == "." && code[at + 1].text == "init" && code[at + 2].text == "("
    }

    /// `.environment(name)`: the view hands the object to its subtree.
    private static func sharesThroughEnvironment(_ name: String, in code: [SwiftToken]) -> Bool {
        code.indices.dropLast(3).contains { index in
            code[index].text == "environment" && code[index + 1].text == "(" && code[index + 2].text == name && code[index + 3].text == ")"
        }
    }
}

extension SwiftSourceFile {
    /// The stored properties of `type`: instance `var`/`let` members without a body, or whose
    /// body holds only observers. `var isSaving = false { didSet { … } }` is stored state like
    /// any other — the observers run when it changes — so the state rules must see it.
    func storedProperties(of type: SwiftDeclaration) -> [SwiftDeclaration] {
        type.members.filter { ($0.kind == .var || $0.kind == .let) && !$0.isStatic && (!$0.hasBody || hasObservers($0)) }
    }

    /// Whether a property's braces hold `willSet` / `didSet` observers (not a getter).
    func hasObservers(_ property: SwiftDeclaration) -> Bool {
        guard property.hasBody else { return false }
        for index in property.bodyTokens {
            let token = tokens[index]
            // `@MainActor didSet`: attributes and comments come before the observer's name.
            if token.kind.isComment || token.kind == .attribute { continue }
            return token.text == "willSet" || token.text == "didSet"
        }
        return false
    }
}

extension SwiftSourceFile {
    /// An `@Observable` ViewModel rule's findings: `findings(type)` for each `@Observable` class
    /// of the file, kept once the project is indexed where the class is a ViewModel — named
    /// like one, or held by a view as its `@State` in any file.
    func observableViewModelFindings(_ findings: (SwiftDeclaration) -> [RuleFinding]) -> PendingFindings {
        var found: [(name: String, isNamedSo: Bool, findings: [RuleFinding])] = []
        for type in appObservableClasses {
            let typeFindings = findings(type)
            if !typeFindings.isEmpty { found.append((type.name, type.isObservableViewModel, typeFindings)) }
        }
        guard !found.isEmpty else { return .none }
        return PendingFindings { [found] index in
            found.filter { $0.isNamedSo || index.viewStateTypes.contains($0.name) }.flatMap(\.findings)
        }
    }
}
