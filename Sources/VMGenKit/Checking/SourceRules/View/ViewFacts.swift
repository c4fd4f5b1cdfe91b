/// What the view rules (VIEW-01…05) need to know beyond one file: what each SwiftUI view
/// takes (VIEW-02: a child handed its parent's ViewModel), and what each ViewModel and
/// `@Observable` class exposes (VIEW-03: a value the ViewModel already shows; VIEW-05: a
/// reference to `@Observable` state). Part of `ProjectIndex`: a view, its child and the
/// ViewModel it shows are usually in three files.
public struct ViewFacts: Sendable, Hashable {
    /// `ViewType.label` → the type that input of the view takes: each stored property (the
    /// memberwise initializer's label) and each labelled parameter of its initializers (`_` for
    /// an unlabelled one), as a base name without optionals.
    public var inputs: [String: String] = [:]
    /// ViewModel (`@ViewModel` struct, hand-conforming ViewModel, `@Observable` class) → the
    /// properties others can read (not private, not static), with their declared base type
    /// ("" when the declaration does not write one).
    public var properties: IndexMap<[String: String]> = [:]

    public init() {}

    /// A later file's facts win for a name given twice (as everywhere in the index).
    public mutating func merge(_ later: ViewFacts) {
        inputs.merge(later.inputs) { _, newer in newer }
        properties.merge(later.properties) { older, newer in older.merging(newer) { _, new in new } }
    }

    init(_ file: SwiftSourceFile) {
        for view in file.swiftUIViews {
            for property in file.storedProperties(of: view) {
                if let type = SwiftSourceFile.declaredType(of: property), !SwiftSourceFile.plainValueTypes.contains(type) { inputs[view.name + "." + property.name] = type }
            }
            for initializer in view.members where initializer.kind == .`init` {
                for parameter in initializer.parameters {
                    guard let type = Self.baseType(parameter.type), !SwiftSourceFile.plainValueTypes.contains(type) else { continue }
                    inputs[view.name + "." + (parameter.label ?? parameter.name)] = type
                }
            }
        }
        let viewModels = Set(file.viewModelTypes.map(\.name))
        for type in file.allDeclarations where viewModels.contains(type.name) || type.isObservableClass {
            properties[type.name, default: [:]].merge(Self.readable(type.members)) { _, new in new }
        }
        // Extensions add computed properties: those of a type declared here, and of any type
        // named like a ViewModel (its declaration may be in another file).
        for (name, extensions) in file.extensionsByName where properties[name] != nil || name.hasSuffix("ViewModel") {
            properties[name, default: [:]].merge(Self.readable(extensions.flatMap(\.members))) { _, new in new }
        }
    }

    /// The instance properties of `members` other types can read, with their declared types.
    private static func readable(_ members: [SwiftDeclaration]) -> [String: String] {
        var readable: [String: String] = [:]
        for member in members where (member.kind == .var || member.kind == .let) && !member.isStatic
            && !member.modifiers.contains(where: { $0 == "private" || $0 == "fileprivate" })
        {
            readable[member.name] = SwiftSourceFile.declaredType(of: member) ?? ""
        }
        return readable
    }

    /// `Settings`, `Settings?`, `@Bindable Settings`, `Module.Settings` → `Settings`; nil for a
    /// function, a tuple or a generic type.
    static func baseType(_ text: String) -> String? {
        var type = Substring(text)
        while let space = type.firstIndex(of: " "), type.first == "@" { type = type[type.index(after: space)...] }
        while let last = type.last, last == "?" || last == "!" { type = type.dropLast() }
        guard let first = type.unicodeScalars.first, first.properties.isUppercase,
            type.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
        else { return nil }
        return SwiftSourceFile.baseName(String(type))
    }
}

extension ProjectIndex {
    /// Whether `type` is a ViewModel a view shows: a FOSMVVM ViewModel, or an `@Observable`
    /// ViewModel as the OBS rules know one (named `…ViewModel`, or a view's own `@State`).
    func isViewModel(_ type: String) -> Bool {
        viewModels[type] != nil || isObservableViewModel(type)
    }

    func isObservableViewModel(_ type: String) -> Bool {
        types.observableClasses.contains(type) && (type.hasSuffix("ViewModel") || viewStateTypes.contains(type))
    }
}

/// A SwiftUI view of a file as the view rules read it: its properties by declared type, and
/// its code (the struct's body and its extensions' in the same file).
struct ViewCode {
    var view: SwiftDeclaration
    /// Property name → declared base type (`viewModel` → `FeedViewModel`).
    var properties: [String: String]
    /// Names of `@Environment(Type.self)` properties.
    var environment: Set<String>
    var code: [SwiftToken]
    /// Whether LOC-08 reads this view: a `ViewModelView`, or a `View` in a file importing FOSMVVM.
    var isFOSMVVMView: Bool

    /// Whether the token at `index` is the view's property `name` itself: `name` or
    /// `self.name`, not a member of something else (`other.name`), a label (`name:`), a
    /// declaration (`let name`) or a closure parameter.
    func isProperty(at index: Int) -> Bool {
        let token = code[index]
        guard token.kind == .identifier, properties[token.text] != nil else { return false }
        if index + 1 < code.count, code[index + 1].text == ":", code[index + 1].kind == .punctuation {
            // `label: value` in a call, not `cond ? name : other` (a ternary has a space before `:`).
            if code[index + 1].offset == token.endOffset { return false }
        }
        guard index > 0 else { return true }
        let before = code[index - 1]
        if before.text == "." && before.kind == .punctuation {
            return index > 1 && code[index - 2].text == "self" && !(index > 2 && code[index - 3].text == ".")
        }
        return !(before.kind == .keyword && (before.text == "let" || before.text == "var" || before.text == "func"))
    }

    /// Whether the member name at `position` (after a `.`) is written rather than read:
    /// assigned (`= += …`, also through a subscript or a deeper member: `.name[0] = …`,
    /// `.name.count += 1`) or mutated by a call (`.name.append(…)`, `.name.toggle()`).
    static func isWritten(_ code: [SwiftToken], at position: Int) -> Bool {
        var cursor = position + 1
        while cursor < code.count {
            let token = code[cursor]
            if token.kind == .punctuation, token.text == "[", let close = SwiftSourceFile.closing(code, from: cursor) {
                cursor = close + 1
            } else if token.kind == .punctuation, token.text == "?" || token.text == "!" {
                cursor += 1
            } else if token.kind == .punctuation, token.text == ".", cursor + 1 < code.count, code[cursor + 1].kind == .identifier {
                if cursor + 2 < code.count, code[cursor + 2].text == "(" { return FixFacts.mutators.contains(code[cursor + 1].text) }
                cursor += 2
            } else {
                return (token.kind == .operator || token.kind == .punctuation) && FixFacts.assignments.contains(token.text)
            }
        }
        return false
    }

    /// Whether the member name at `position` is called: `(` follows, or a trailing closure —
    /// a `{` that is not the body of the `if`, `guard`, `while`, `for` or `switch` the member
    /// is read in (`if store.isOn {`).
    static func isCalled(_ code: [SwiftToken], at position: Int) -> Bool {
        guard position + 1 < code.count else { return false }
        if code[position + 1].text == "(" { return true }
        guard code[position + 1].text == "{" else { return false }
        var cursor = position - 1
        while cursor >= 0, code[cursor].line == code[position].line {
            let token = code[cursor]
            if token.kind == .keyword, ["if", "guard", "while", "for", "switch", "where", "case"].contains(token.text) { return false }
            if token.kind == .punctuation, token.text == "{" || token.text == "}" || token.text == ";" { return true }
            if token.kind == .punctuation, token.text == ")" || token.text == "]", let open = opening(code, of: cursor) {
                cursor = open - 1
                continue
            }
            cursor -= 1
        }
        return true
    }

    /// The position of the bracket opening the one closing at `close`.
    static func opening(_ code: [SwiftToken], of close: Int) -> Int? {
        let opener = code[close].text == ")" ? "(" : code[close].text == "]" ? "[" : "{"
        var depth = 0
        var index = close
        while index >= 0 {
            if code[index].kind == .punctuation {
                if code[index].text == code[close].text { depth += 1 } else if code[index].text == opener { depth -= 1 }
                if depth == 0 { return index }
            }
            index -= 1
        }
        return nil
    }

    /// The position just past `self.` when `index` is `self` followed by `.name`.
    static func skippingSelf(_ code: [SwiftToken], _ index: Int) -> Int {
        index + 2 < code.count && code[index].text == "self" && code[index + 1].text == "." ? index + 2 : index
    }
}

extension SwiftSourceFile {
    /// The structs of this file that are SwiftUI views: they conform to `View`, `SwiftUI.View`
    /// or FOSMVVM's `ViewModelView`, in their declaration or an extension in this file. A
    /// preview's own views (declared inside a `PreviewProvider`) are scaffolding and left out.
    var swiftUIViews: [SwiftDeclaration] {
        appDeclarations.filter { declaration in
            declaration.kind == .struct
                && (declaration.inheritance.contains(where: Self.viewProtocols.contains)
                    || extensions(of: declaration.name).contains { $0.inheritance.contains(where: Self.viewProtocols.contains) })
        }
    }

    static let viewProtocols: Set<String> = ["View", "SwiftUI.View", "ViewModelView", "FOSMVVM.ViewModelView"]

    /// Types a view's property often has that are no ViewModel nor store: a view holding only
    /// these is not read further.
    static let plainValueTypes: Set<String> = [
        "String", "Int", "Bool", "Double", "Float", "CGFloat", "Date", "URL", "UUID", "Data", "Decimal", "Color", "Image",
        "Font", "CGSize", "CGPoint", "CGRect", "EdgeInsets", "Edge", "Alignment", "Angle", "Text", "LocalizedStringKey",
        "Namespace", "AnyView", "TimeInterval", "Duration",
    ]

    /// The views of this file with their properties and code, skipping views with no property
    /// of a named type, and those `include` (given the properties and which of them come from
    /// the environment) rules out. Every view's code is copied out once per file, for all the
    /// rules that ask (`Memo`). Test code is not read: a test builds views to exercise them.
    func viewCode(where include: (_ properties: [String: String], _ environment: Set<String>) -> Bool = { _, _ in true }) -> [ViewCode] {
        guard !isTestSource else { return [] }
        return memo.views(allViewCode).filter { include($0.properties, $0.environment) }
    }

    /// Every view of this file with a property of a named type, with its code.
    private func allViewCode() -> [ViewCode] {
        let importsFOSMVVM = imports(anyOf: ["FOSMVVM"])
        return swiftUIViews.compactMap { view in
            var properties: [String: String] = [:]
            var environment: Set<String> = []
            for property in view.members where (property.kind == .var || property.kind == .let) && !property.isStatic {
                guard let type = Self.declaredType(of: property), !Self.plainValueTypes.contains(type) else { continue }
                properties[property.name] = type
                if property.attributes.first(where: { $0.name == "Environment" })?.arguments?.hasSuffix(".self") == true {
                    environment.insert(property.name)
                }
            }
            guard !properties.isEmpty else { return nil }
            let owners = ([view] + extensions(of: view.name)).filter(\.hasBody)
            var code: [SwiftToken] = []
            code.reserveCapacity(owners.reduce(0) { $0 + $1.bodyTokens.count })
            tokens.withUnsafeBufferPointer { tokens in
                for owner in owners {
                    // Nested types are their own views (read on their own), not this one's code.
                    var skipped: [Range<Int>] = owner.members.filter(\.isNominalTypeDeclaration).map(\.bodyTokens)
                    skipped.sort { $0.lowerBound < $1.lowerBound }
                    var next = 0
                    for index in owner.bodyTokens where !tokens[index].kind.isComment {
                        while next < skipped.count, skipped[next].upperBound <= index { next += 1 }
                        if next < skipped.count, skipped[next].contains(index) { continue }
                        code.append(tokens[index])
                    }
                }
            }
            let isFOSMVVMView = view.inheritance.contains("ViewModelView") || (importsFOSMVVM && view.inheritance.contains("View"))
            return ViewCode(view: view, properties: properties, environment: environment, code: code, isFOSMVVMView: isFOSMVVMView)
        }
    }
}
