/// Facts about declared types that rules need from every linted file, not only their own:
/// a conformance written in an extension in another file, an `@Observable` class a ViewModel
/// stores, the module a type is declared in. Part of `ProjectIndex`.
public struct TypeFacts: Sendable, Hashable {
    /// `@Observable` class names, anywhere.
    public var observableClasses: IndexNames = []
    /// The `@Observable` classes declared without an `@available` attribute: where there is
    /// one, the project's deployment target has Observation. One behind `@available(iOS 18, *)`
    /// in an app that targets iOS 15 says nothing of the rest.
    public var ungatedObservableClasses: IndexNames = []
    /// Type name → every protocol its declarations and extensions name in their inheritance
    /// clauses, in any file.
    public var conformances: IndexMap<Set<String>> = [:]
    /// Types given a `Request` (a typealias or a nested type) by an extension.
    public var extensionRequests: IndexNames = []
    /// Top-level type name → the modules its declarations are in, as their paths say
    /// (`Sources/<Module>/…`, the Swift package layout).
    public var modules: IndexMap<Set<String>> = [:]
    /// Protocol name → the properties it requires `{ get set }`: a type adopting it must leave
    /// them settable (OBS-07 does not ask for `private(set)` there).
    public var settableRequirements: IndexMap<Set<String>> = [:]
    /// Every type (struct, class, enum, actor, protocol) declared in a linted file, nested ones
    /// by their own name: a type lint can see is judged by what it is, not by its name.
    public var declared: IndexNames = []
    /// Protocols and classes declared `@MainActor`: a class naming one in its own declaration
    /// is inferred `@MainActor` by Swift.
    public var mainActorTypes: IndexNames = []
    /// `Type.property` → the files where an extension of `Type` writes `property` (by bare
    /// name or through `self.`): its own methods, even in another file.
    public var extensionWrites: IndexMap<Set<String>> = [:]
    /// Property names code sets through another value: assigned or mutated (`model.name = …`),
    /// bound (`$model.name`) or passed `inout` (`&model.name`). By name, in any file.
    public var outsideWrites: IndexNames = []

    public init() {}

    /// The facts of one file.
    public init(_ file: SwiftSourceFile) {
        let module = file.pathFacts.module
        for declaration in file.declarations where declaration.kind != .extension && declaration.isNominalTypeDeclaration {
            if let module { modules[declaration.name, default: []].insert(module) }
        }
        var extensionBodies: [(type: String, tokens: Range<Int>)] = []
        for declaration in file.allDeclarations {
            if declaration.kind == .class, declaration.attributes.contains(where: { $0.name == "Observable" }) {
                observableClasses.insert(declaration.name)
                if !declaration.attributes.contains(where: { $0.name == "available" }) { ungatedObservableClasses.insert(declaration.name) }
            }
            if declaration.isNominalTypeDeclaration {
                declared.insert(declaration.name)
                if declaration.kind == .protocol || declaration.kind == .class, declaration.attributes.contains(where: { $0.name == "MainActor" }) {
                    mainActorTypes.insert(declaration.name)
                }
            }
            if declaration.kind == .extension, declaration.hasBody {
                extensionBodies.append((SwiftSourceFile.baseName(declaration.name), declaration.bodyTokens))
            }
            if declaration.kind == .protocol {
                for member in declaration.members where member.kind == .var && member.hasBody
                    && file.tokens[member.bodyTokens].contains(where: { $0.kind == .identifier && $0.text == "set" })
                {
                    settableRequirements[declaration.name, default: []].insert(member.name)
                }
            }
            guard declaration.kind == .extension || declaration.isNominalTypeDeclaration else { continue }
            let name = SwiftSourceFile.baseName(declaration.name)
            if !declaration.inheritance.isEmpty {
                conformances[name, default: []].formUnion(declaration.inheritance.map(SwiftTypeText.unqualified))
            }
            if declaration.kind == .extension, declaration.members.contains(where: \.declaresRequestType) {
                extensionRequests.insert(name)
            }
        }
        if !extensionBodies.isEmpty { addExtensionWrites(extensionBodies, in: file) }
        addOutsideWrites(file)
    }

    /// `model.name = …`, `model.name.append(…)`, `$model.name`, `&model.name`: a property set
    /// through a value other than `self`. Tests, which may arrange a ViewModel's state
    /// directly, are not its users.
    private mutating func addOutsideWrites(_ file: SwiftSourceFile) {
        guard !file.isTestSource else { return }
        let code = file.codeTokens
        for position in code.indices.dropFirst() where code.kind(at: position) == .identifier && code.isByte(UInt8(ascii: "."), at: position - 1) {
            let receiver = position > 1 ? code[position - 2] : nil
            // `$model.name`: a binding; `$0.name` handed to a call may be one (`FixFacts.mayPassBinding`).
            if receiver?.isProjectedValue == true || (position > 1 && FixFacts.mayPassBinding(code, at: position - 2)) {
                outsideWrites.insert(code[position].text)
                continue
            }
            guard let receiver, receiver.text != "self", receiver.kind == .identifier || [")", "]", "?", "!"].contains(receiver.text) else { continue }
            if FixFacts.isWritten(code, at: position) || (position > 2 && code[position - 3].is("&")) { outsideWrites.insert(code[position].text) }
        }
    }

    /// The properties each extension's body writes by bare name (`query = ""`) or through
    /// `self.` — the extended type's own, through an implicit `self` (a local variable of that
    /// name counts too: the rule that reads this only leaves a finding alone).
    private mutating func addExtensionWrites(_ bodies: [(type: String, tokens: Range<Int>)], in file: SwiftSourceFile) {
        let code = file.codeTokens
        var body = 0
        for position in code.indices where code.kind(at: position) == .identifier {
            let tokenIndex = file.code[position]
            while body < bodies.count, bodies[body].tokens.upperBound <= tokenIndex { body += 1 }
            guard body < bodies.count else { break }
            guard bodies[body].tokens.contains(tokenIndex) else { continue }
            if position > 0 {
                let before = code[position - 1]
                if before.text == "var" || before.text == "let" { continue }
                if before.is("."), !(position > 1 && code[position - 2].text == "self" && !(position > 2 && code[position - 3].is("."))) { continue }
            }
            guard FixFacts.isWritten(code, at: position) else { continue }
            extensionWrites[bodies[body].type + "." + code[position].text, default: []].insert(file.path)
        }
    }

    /// Whether an extension of `type` in a file other than `path` writes `property`.
    public func isWrittenByExtension(_ property: String, of type: String, outside path: String) -> Bool {
        extensionWrites[type + "." + property]?.contains { $0 != path } ?? false
    }

    /// Whether Swift infers `@MainActor` for a class from its own declaration's inheritance:
    /// a `@MainActor` superclass or protocol, or a protocol inheriting from one (a few levels).
    public func infersMainActor(from inheritance: [String]) -> Bool {
        var queue = inheritance.map(SwiftTypeText.unqualified)
        var seen = Set(queue)
        while let name = queue.popLast() {
            if mainActorTypes.contains(name) { return true }
            for parent in conformances[name] ?? [] where declared.contains(parent) && seen.insert(parent).inserted && seen.count < 64 {
                queue.append(parent)
            }
        }
        return false
    }

    /// The view types a property may hold: SwiftUI's and UIKit's, AppKit's.
    static let viewBases: Set<String> = [
        "View", "SwiftUI.View", "UIView", "NSView", "UIViewController", "NSViewController", "UIViewRepresentable",
        "NSViewRepresentable", "UIViewControllerRepresentable", "NSViewControllerRepresentable",
    ]

    /// Whether a type named like a view (`…View`, `…ViewController`) is one: a type lint can see
    /// is a view when it, a supertype or a protocol it adopts is (a `struct SpaceView: Hashable`
    /// record is not); one it cannot see is judged by its name.
    public func isView(_ name: String) -> Bool {
        guard declared.contains(name) else { return true }
        var queue = [name]
        var seen: Set<String> = [name]
        while let type = queue.popLast() {
            for parent in conformances[type] ?? [] {
                if Self.viewBases.contains(parent) || parent.hasPrefix("UIHostingController") || parent.hasPrefix("NSHostingController") { return true }
                if declared.contains(parent) {
                    if seen.insert(parent).inserted, seen.count < 64 { queue.append(parent) }
                } else if parent.hasSuffix("View") || parent.hasSuffix("ViewController") {
                    return true  // a superclass lint cannot see, named like a view
                }
            }
        }
        return false
    }

    /// Adds a later file's facts.
    public mutating func merge(_ later: TypeFacts) {
        mergeMaps(later)
        mergeNames(later)
    }

    /// `merge` of the maps (name → names) alone: about half the work of merging a large
    /// project's index, which `ProjectIndex.mergedSideBySide` does on a core of its own.
    mutating func mergeMaps(_ later: TypeFacts) {
        conformances.merge(later.conformances) { $0.union($1) }
        modules.merge(later.modules) { $0.union($1) }
        settableRequirements.merge(later.settableRequirements) { $0.union($1) }
        extensionWrites.merge(later.extensionWrites) { $0.union($1) }
    }

    /// `merge` of the sets of names alone.
    mutating func mergeNames(_ later: TypeFacts) {
        observableClasses.formUnion(later.observableClasses)
        ungatedObservableClasses.formUnion(later.ungatedObservableClasses)
        extensionRequests.formUnion(later.extensionRequests)
        declared.formUnion(later.declared)
        mainActorTypes.formUnion(later.mainActorTypes)
        outsideWrites.formUnion(later.outsideWrites)
    }

    /// The maps `mergeMaps` merges, taken from `other`.
    mutating func takeMaps(of other: TypeFacts) {
        conformances = other.conformances
        modules = other.modules
        settableRequirements = other.settableRequirements
        extensionWrites = other.extensionWrites
    }

    /// Whether a protocol `type` adopts (anywhere) requires `property` to be settable.
    public func requiresSettable(_ property: String, of type: String) -> Bool {
        (conformances[type] ?? []).contains { settableRequirements[$0]?.contains(property) ?? false }
    }

    /// Whether `type`, or any extension of it, names `protocolName` as a conformance.
    public func conforms(_ type: String, to protocolName: String) -> Bool {
        conformances[type]?.contains(protocolName) ?? false
    }
}

extension SwiftDeclaration {
    var isNominalTypeDeclaration: Bool {
        kind == .struct || kind == .class || kind == .enum || kind == .actor || kind == .protocol
    }

    /// A member that gives its type the `Request` a `RequestableViewModel` needs.
    var declaresRequestType: Bool {
        name == "Request" && (kind == .typealias || kind == .class || kind == .struct)
    }
}

/// What a file's path says about it.
enum SourcePath {
    /// `Sources/Account/List/Row.swift` → `Account`: the Swift package target the file belongs
    /// to, by the package layout (the folder after the last `Sources`). Nil outside one.
    static func module(of path: String) -> String? {
        let parts = path.parts(separatedBy: "/")
        guard let sources = parts.lastIndex(of: "Sources"), sources + 2 < parts.count else { return nil }
        return String(parts[sources + 1])
    }

    /// Whether the file is a test: in a folder named `Tests` or `…Tests`, or named `…Tests.swift`.
    static func isTest(_ path: String) -> Bool {
        let parts = path.parts(separatedBy: "/")
        if let name = parts.last, name.hasSuffix("Tests.swift") || name.hasSuffix("Test.swift") { return true }
        return parts.dropLast().contains { $0 == "Tests" || $0.hasSuffix("Tests") }
    }

    /// `Sources/ViewModels/Docks/DocksViewModel.swift` → `Docks`: the folder holding the file.
    static func folder(of path: String) -> String? {
        let parts = path.parts(separatedBy: "/")
        return parts.count >= 2 ? String(parts[parts.count - 2]) : nil
    }

    /// `Sources/ViewModels/Docks/DocksViewModel+Factory.swift` → `DocksViewModel+Factory`.
    static func fileStem(of path: String) -> String {
        let name = path.lastPart(separatedBy: "/")
        return name.hasSuffix(".swift") ? String(name.dropLast(6)) : name
    }
}

extension SwiftTypeText {
    /// `FOSMVVM.RequestableViewModel` → `RequestableViewModel`; other text unchanged.
    static func unqualified(_ name: String) -> String {
        guard name.contains(literal: "."), !name.contains(literal: "<"), !name.contains(literal: " ") else { return name }
        return name.split(separator: ".").last.map(String.init) ?? name
    }

    /// The type names a type's text mentions, qualified ones whole: `[Channel.Node]?` →
    /// `["Channel.Node"]`, `Dictionary<String, Card>` → `["Dictionary", "String", "Card"]`.
    static func names(in type: String) -> [String] {
        var type = type
        if let names = type.withUTF8({ asciiNames($0) }) { return names }
        return characterwiseNames(type)
    }

    /// `names(in:)` on bytes, for ASCII text (almost every type): there a character is a byte
    /// (`\r\n`, one character, is no name character either way), a letter is A–Z or a–z and a
    /// number 0–9. Nil when the text is not ASCII.
    private static func asciiNames(_ bytes: UnsafeBufferPointer<UInt8>) -> [String]? {
        var names: [String] = []
        var start: Int?
        for index in bytes.indices {
            let byte = bytes[index]
            guard byte < 0x80 else { return nil }
            let isNameByte = (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                || byte == UInt8(ascii: "_") || (byte == UInt8(ascii: ".") && start != nil)
            if isNameByte {
                if start == nil { start = index }
            } else if let first = start {
                names.append(name(bytes[first..<index]))
                start = nil
            }
        }
        if let first = start { names.append(name(bytes[first..<bytes.count])) }
        return names
    }

    /// A name's text without a trailing `.`.
    private static func name(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> String {
        let end = bytes.last == UInt8(ascii: ".") ? bytes.endIndex - 1 : bytes.endIndex
        return String(decoding: bytes[bytes.startIndex..<end], as: UTF8.self)
    }

    /// The reference definition, character by character.
    static func characterwiseNames(_ type: String) -> [String] {
        var names: [String] = []
        var current = ""
        for character in type {
            if character.isLetter || character.isNumber || character == "_" || (character == "." && !current.isEmpty) {
                current.append(character)
            } else {
                if !current.isEmpty { names.append(current) }
                current = ""
            }
        }
        if !current.isEmpty { names.append(current) }
        return names.map { $0.hasSuffix(".") ? String($0.dropLast()) : $0 }
    }
}
