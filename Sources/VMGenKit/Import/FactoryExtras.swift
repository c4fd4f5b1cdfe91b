/// What else a hand-written factory file holds that the generated factory file has a protected
/// region for: the imports of other modules (a domain module the body reads: the `imports`
/// region) and the rest of the factory extension — its data requirements, other conformances
/// and members (the `extensions` region, as `extension {Name}ViewModel: Others { … }`). Both
/// are whole lines of the hand-written file, byte for byte, so the carried body finds what it
/// uses.
enum FactoryExtras {
    /// The modules the generated factory file imports itself (with the ViewModels module).
    static let generatedImports: Set<String> = ["FOSFoundation", "FOSMVVM", "FOSMVVMVapor", "Foundation", "Vapor"]

    /// The lines of each `import` of a module the generated factory does not import, or nil.
    static func imports(of file: SwiftSourceFile, viewModelsModule: String) -> String? {
        let lines = file.imports.filter { !generatedImports.contains($0.module) && $0.module != viewModelsModule }
            .map { line(at: $0.location.offset, in: file.bytes) }
        guard !lines.isEmpty else { return nil }
        var joined = lines.flatMap { Array(file.bytes[$0]) }
        if joined.last != 0x0A { joined.append(0x0A) }
        if LineEndings.isCRLF(file.bytes) { joined = LineEndings.lf(joined) }
        return text(joined).flatMap { RegionHandOff.isRegionText($0) ? $0 : nil }
    }

    /// `extension {type}: {others} {` with the extension's lines other than `function`'s, or
    /// nil when nothing else is there; a refusal when the lines cannot be cut out whole.
    static func extensionText(_ declaration: SwiftDeclaration, without function: SwiftDeclaration, others: [String], in file: SwiftSourceFile) -> Result<String?, HandWrittenBody.Refusal> {
        let tokens = file.tokens
        let bytes = file.bytes
        let body = declaration.bodyTokens
        guard body.lowerBound > 0, body.upperBound < tokens.count, tokens[body.lowerBound - 1].text == "{", tokens[body.upperBound].text == "}",
            function.bodyTokens.upperBound < tokens.count else { return .failure(.unreadable) }
        // The extension's inner lines, and the function's own lines (with the comments above it).
        guard let inner = HandWrittenBody.innerLines(between: body.lowerBound - 1, and: body.upperBound, in: file) else { return .failure(.sharesLine) }
        let firstOffset = (function.attributes.map(\.location.offset) + [function.location.offset]).min() ?? function.location.offset
        var start = line(at: firstOffset, in: bytes).lowerBound
        for _ in LeadingComments.lines(of: function, in: file, docOnly: false) {
            start = line(at: start - 1, in: bytes).lowerBound
        }
        let end = line(at: tokens[function.bodyTokens.upperBound].offset, in: bytes).upperBound
        guard inner.lowerBound <= start, end <= inner.upperBound else { return .failure(.sharesLine) }
        var rest = Array(bytes[inner.lowerBound..<start]) + Array(bytes[end..<inner.upperBound])
        // Blank lines where the function was, at either end, have nothing to keep.
        while let first = rest.firstIndex(of: 0x0A), onlyBlanks(rest[..<first]) { rest.removeSubrange(...first) }
        while rest.last == 0x0A, let previous = rest.dropLast().lastIndex(of: 0x0A), onlyBlanks(rest[(previous + 1)..<(rest.count - 1)]) {
            rest.removeSubrange((previous + 1)...)
        }
        if onlyBlanks(rest[...]) { rest = [] }
        guard !rest.isEmpty || !others.isEmpty else { return .success(nil) }
        if LineEndings.isCRLF(bytes) { rest = LineEndings.lf(rest) }
        let head = "extension \(declaration.name)" + (others.isEmpty ? "" : ": " + others.joined(separator: ", ")) + " {\n"
        guard let members = text(rest) else { return .failure(.notUTF8) }
        let whole = head + members + "}\n"
        return RegionHandOff.isRegionText(whole) ? .success(whole) : .failure(.holdsMarker)
    }

    /// The byte range of the line holding `offset`, with its line break.
    private static func line(at offset: Int, in bytes: [UInt8]) -> Range<Int> {
        var start = min(offset, bytes.count)
        while start > 0, bytes[start - 1] != 0x0A { start -= 1 }
        var end = min(offset, bytes.count)
        while end < bytes.count, bytes[end] != 0x0A { end += 1 }
        return start..<min(end + 1, bytes.count)
    }

    private static func onlyBlanks(_ bytes: ArraySlice<UInt8>) -> Bool {
        bytes.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D || $0 == 0x0A }
    }

    private static func text(_ bytes: [UInt8]) -> String? {
        let text = String(decoding: bytes, as: UTF8.self)
        return Array(text.utf8) == bytes ? text : nil
    }
}
