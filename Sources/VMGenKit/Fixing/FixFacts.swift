/// Facts from every linted Swift file that decide whether a fix is safe: a rewrite that
/// compiles in its own file can still break another (a `private(set)` on a property a view
/// binds, `@Published` dropped where another file reads its publisher `$name`).
///
/// The facts are by name, not by type: a name written or used anywhere holds back every
/// fix of a property so named. That may leave a fixable finding alone; it never breaks code
/// the linter saw. (Code outside the linted files is not seen.)
public struct FixFacts: Sendable, Hashable {
    /// `@Observable` classes, by name.
    public var observableTypes: Set<String> = []
    /// Property names assigned, mutated, bound (`$model.name`) or passed `inout` through a
    /// receiver other than `self`.
    public var writtenFromOutside: Set<String> = []
    /// Property names assigned or mutated through `self.`, or by bare name inside an extension
    /// or a class (the extended type's own property, or a superclass's, through an implicit
    /// `self`), with the files that do it: a `private(set)` setter is visible only in the file
    /// that declares the property, so a write from the type's extension in another file would
    /// no longer compile.
    public var writtenThroughSelf: [String: Set<String>] = [:]
    /// Projected values used anywhere (`$name`, `.$name`), without the `$`.
    public var projectedNames: Set<String> = []
    /// Property requirements of protocols that need a setter (`var name: T { get set }`):
    /// a conforming class's property must keep a public enough one.
    public var settableRequirements: Set<String> = []

    public init() {}

    /// The facts of `files`.
    public static func gather(_ files: [SwiftSourceFile]) -> FixFacts {
        var facts = FixFacts()
        for file in files {
            facts.add(file)
        }
        return facts
    }

    /// Adds the facts of other files.
    public mutating func merge(_ other: FixFacts) {
        observableTypes.formUnion(other.observableTypes)
        writtenFromOutside.formUnion(other.writtenFromOutside)
        writtenThroughSelf.merge(other.writtenThroughSelf) { $0.union($1) }
        projectedNames.formUnion(other.projectedNames)
        settableRequirements.formUnion(other.settableRequirements)
    }

    /// Method names that mutate the value they are called on (the standard collections and
    /// `Bool.toggle`): calling one through a property writes the property.
    static let mutators: Set<String> = [
        "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "removeSubrange", "removeValue",
        "popFirst", "popLast", "toggle", "sort", "reverse", "shuffle", "merge", "formUnion", "formIntersection",
        "formSymmetricDifference", "subtract", "update", "updateValue", "replaceSubrange", "swapAt", "negate",
    ]

    /// Whether the closure argument at `position` (`$0`) begins a call's argument (after `(`,
    /// `,` or a label's `:`): `$0.isOn` there may be a binding, as in `Toggle(isOn: $0.isOn)`
    /// inside `ForEach($items) { … }`, where `$0` is a `Binding`. Elsewhere (`$0.name < $1.name`,
    /// `try await $0.size`) `$0.name` reads the argument.
    static func mayPassBinding(_ code: CodeTokenList, at position: Int) -> Bool {
        // The token before is read in place first: this runs for many tokens of every file.
        guard position > 0,
            code.isByte(UInt8(ascii: "("), at: position - 1) || code.isByte(UInt8(ascii: ","), at: position - 1) || code.isByte(UInt8(ascii: ":"), at: position - 1)
        else { return false }
        return code.kind(at: position) == .identifier && code[position].isAnonymousClosureArgument
    }

    static let assignments: Set<String> = ["=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=", "??="]
    /// `assignments` and `mutators`, looked up by a token's bytes (`isWritten` asks for every
    /// member access of every file).
    static let assignmentTable = WordTable(assignments)
    static let mutatorTable = WordTable(mutators)

    mutating func add(_ file: SwiftSourceFile) {
        for declaration in file.allDeclarations {
            if declaration.isObservableClass { observableTypes.insert(declaration.name) }
            guard declaration.kind == .protocol else { continue }
            for member in declaration.members where member.kind == .var && member.hasBody {
                if file.codeTokens(in: member.bodyTokens).contains(where: { $0.kind == .identifier && $0.text == "set" }) {
                    settableRequirements.insert(member.name)
                }
            }
        }
        let code = file.codeTokens
        for position in code.indices {
            let token = code[position]
            if token.isProjectedValue || Self.mayPassBinding(code, at: position) {
                if token.isProjectedValue { projectedNames.insert(String(token.text.dropFirst())) }
                // `$model.name`: a binding to `name`.
                if position + 2 < code.count, code[position + 1].is("."), code[position + 2].kind == .identifier {
                    writtenFromOutside.insert(code[position + 2].text)
                }
                continue
            }
            guard token.is("."), position + 1 < code.count, position > 0, code[position + 1].kind == .identifier else { continue }
            let name = code[position + 1].text
            guard Self.isWritten(code, at: position + 1) else { continue }
            let receiver = code[position - 1]
            if receiver.kind == .keyword, receiver.text == "self", position < 2 || !code[position - 2].is(".") {
                writtenThroughSelf[name, default: []].insert(file.path)
            } else {
                writtenFromOutside.insert(name)
            }
        }
        // `name = …` in an extension or a class body: through an implicit `self`. (A local
        // variable of that name counts too: by name, holding a fix back is the safe side.)
        let typeBodies = file.allDeclarations.filter { $0.kind == .extension || $0.kind == .class }.map(\.bodyTokens)
        if !typeBodies.isEmpty {
            for position in code.indices where code[position].kind == .identifier {
                // Not a member (`x.name`) nor a declaration (`var name = …`).
                if position > 0, code[position - 1].is(".") || ["var", "let"].contains(code[position - 1].text) { continue }
                guard Self.isWritten(code, at: position) else { continue }
                let tokenIndex = file.code[position]
                if typeBodies.contains(where: { $0.contains(tokenIndex) }) {
                    writtenThroughSelf[code[position].text, default: []].insert(file.path)
                }
            }
        }
        // `&model.name` (inout).
        for position in code.indices where code[position].is("&") {
            var cursor = position + 1
            while cursor + 2 < code.count, code[cursor].kind == .identifier || code[cursor].kind == .keyword, code[cursor + 1].is(".") {
                cursor += 2
                if code[cursor].kind == .identifier { writtenFromOutside.insert(code[cursor].text) }
            }
        }
    }

    /// Whether the member name at code position `position` (after a `.`) is written: assigned
    /// (`= += …`), assigned through a subscript (`.name[i] = …`), or mutated by a call
    /// (`.name.append(…)`).
    static func isWritten(_ code: CodeTokenList, at position: Int) -> Bool {
        var cursor = position + 1
        // Skip subscripts and optional chaining: `.name[0]`, `.name?`, `.name!`.
        // Read in place (`isByte`, `kind(at:)`): this runs for every member access of every
        // file, and copying tokens out was most of its cost.
        while cursor < code.count {
            if code.isByte(UInt8(ascii: "["), at: cursor) {
                var depth = 0
                while cursor < code.count {
                    if code.isByte(UInt8(ascii: "["), at: cursor) { depth += 1 }
                    if code.isByte(UInt8(ascii: "]"), at: cursor) { depth -= 1; if depth == 0 { break } }
                    cursor += 1
                }
                cursor += 1
            } else if code.isByte(UInt8(ascii: "?"), at: cursor) || code.isByte(UInt8(ascii: "!"), at: cursor) {
                cursor += 1
            } else {
                break
            }
        }
        guard cursor < code.count else { return false }
        let kind = code.kind(at: cursor)
        if kind == .operator || kind == .punctuation, code.isText(at: cursor, in: assignmentTable) { return true }
        if code.isByte(UInt8(ascii: "."), at: cursor), cursor + 1 < code.count, code.kind(at: cursor + 1) == .identifier, code.isText(at: cursor + 1, in: mutatorTable) {
            return true
        }
        return false
    }
}
