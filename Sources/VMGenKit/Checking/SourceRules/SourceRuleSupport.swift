/// Small queries rules share over a parsed Swift file.
extension SwiftSourceFile {
    /// The non-comment tokens with indices in `range`, in order.
    func codeTokens(in range: Range<Int>) -> [SwiftToken] {
        // Reserved for the whole range at once: the rules ask this of every body they read.
        var found: [SwiftToken] = []
        found.reserveCapacity(range.count)
        for index in range where !tokens[index].kind.isComment { found.append(tokens[index]) }
        return found
    }

    /// The first `count` non-comment tokens from token index `start` on, without reading further.
    func codeTokens(from start: Int, count: Int) -> [SwiftToken] {
        var found: [SwiftToken] = []
        var index = start
        while index < tokens.count, found.count < count {
            if !tokens[index].kind.isComment { found.append(tokens[index]) }
            index += 1
        }
        return found
    }

    /// The index of the first token at or after byte `offset`.
    func tokenIndex(atOffset offset: Int) -> Int {
        var low = 0
        var high = tokens.count
        while low < high {
            let middle = (low + high) / 2
            if tokens[middle].offset < offset { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Extensions of `typeName` in this file, in order.
    func extensions(of typeName: String) -> [SwiftDeclaration] {
        extensionsByName[typeName] ?? []
    }

    /// `Outer.Inner<T>` → `Inner`: the name FOSMVVM keys by and extensions refer to.
    static func baseName(_ name: String) -> String {
        // One pass over the bytes, no array (this runs for every type of every file, and most
        // names are plain): the part after the last `.` before the first `<`.
        let utf8 = name.utf8
        var start = utf8.startIndex
        var end = utf8.endIndex
        var index = utf8.startIndex
        while index != utf8.endIndex {
            let byte = utf8[index]
            if byte == UInt8(ascii: "<") {
                end = index
                break
            }
            if byte == UInt8(ascii: "."), utf8.index(after: index) != utf8.endIndex { start = utf8.index(after: index) }
            index = utf8.index(after: index)
        }
        if start == utf8.startIndex, end == utf8.endIndex { return name }
        return start < end ? String(name[start..<end]) : String(name[..<end])
    }

    /// The location of the first code token with `text` in the declaration's header (between
    /// its name and its body), e.g. an inherited protocol's name.
    func headerToken(_ text: String, of declaration: SwiftDeclaration) -> SwiftToken? {
        var index = tokenIndex(atOffset: declaration.nameLocation.offset)
        while index < tokens.count {
            let token = tokens[index]
            if token.text == "{" { return nil }
            if token.text == text, token.kind == .identifier { return token }
            index += 1
        }
        return nil
    }
}

extension SwiftDeclaration {
    /// Whether this type conforms to a `…ViewModelOperations` protocol (by name).
    var isOperationsImplementation: Bool {
        (kind == .struct || kind == .class) && inheritance.contains { $0.hasSuffix("ViewModelOperations") }
    }

    var isStubOperations: Bool { isOperationsImplementation && name.contains(literal: "Stub") }

    /// A zero-argument `static func stub()`.
    var isZeroArgumentStub: Bool { kind == .func && name == "stub" && isStatic && parameters.isEmpty }

    /// A `static func stub(…)` whose every parameter has a default: the macro forwards to it.
    var isForwardableStub: Bool {
        kind == .func && name == "stub" && isStatic && !parameters.isEmpty && parameters.allSatisfy { $0.defaultValue != nil }
    }

    var isParameterizedStub: Bool { kind == .func && name == "stub" && isStatic && !parameters.isEmpty }
}
