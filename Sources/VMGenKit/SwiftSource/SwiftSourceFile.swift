/// A Swift file read for the linter: its tokens, imports and declarations.
///
/// Reading never fails: malformed input (unterminated strings or comments, unbalanced
/// brackets, binary data, invalid UTF-8) gives what could be read plus `swift-syntax`
/// warnings saying where the reader had to give up or guess.
public struct SwiftSourceFile: Sendable {
    public var path: String {
        didSet { pathFacts = PathFacts(path) }
    }
    /// What the path says (test code or not), worked out once: many rules ask, and splitting
    /// the path for each was a tenth of lint time.
    private(set) var pathFacts: PathFacts
    /// The file's bytes. Not settable: `bytePairs` and everything read from them describe these.
    public let bytes: [UInt8]
    /// Which pairs of adjacent bytes `bytes` holds, for `mentions`.
    let bytePairs: BytePairs
    /// Every token, comments included, in source order.
    public let tokens: [SwiftToken]
    /// Indices into `tokens` of the tokens that are not comments (strings included).
    public let code: [Int]
    /// The tokens `code` names, as a view: several rules walk every code token, and each
    /// building its own array of them was a large share of lint time.
    public var codeTokens: CodeTokenList { CodeTokenList(tokens: tokens, code: code, bytes: bytes) }
    public let imports: [SwiftImport]
    /// The top-level declarations, in source order.
    public var declarations: [SwiftDeclaration] {
        didSet {
            allDeclarations = SwiftDeclaration.flatten(declarations)
            extensionsByName = Self.extensionsByName(allDeclarations)
            viewModelStructs = usesFOSMVVM ? Self.viewModelStructs(allDeclarations) : []
            viewModelTypes = usesFOSMVVM ? Self.viewModelTypes(allDeclarations, extensionsByName: extensionsByName) : []
            appDeclarations = Self.appDeclarations(allDeclarations, bytes: bytes)
            memo = Memo()
        }
    }
    /// What rules read of the declarations, worked out once for all of them (`viewCode`);
    /// made anew when the declarations change.
    private(set) var memo = Memo()
    /// Whether FOSMVVM is in play in this file: it imports one of FOSMVVM's modules, or nothing
    /// at all (a snippet). A file of an app that never imports FOSMVVM — with a `ViewModel`
    /// class of its own, say — has no FOSMVVM ViewModels, so no FOSMVVM rule sees one there.
    public var usesFOSMVVM: Bool { imports.isEmpty || imports.contains { Self.fosmvvmModules.contains($0.module) } }

    /// The modules that bring FOSMVVM's ViewModel protocols and macros into a file.
    static let fosmvvmModules: Set<String> = ["FOSMVVM", "FOSMVVMVapor", "FOSTesting", "FOSTestingVapor"]
    /// All declarations, depth first: each type, then its members, nested types and so on.
    /// Flattened once (rules ask for it many times per file).
    public private(set) var allDeclarations: [SwiftDeclaration]
    /// The extensions among `allDeclarations`, in order, by the base name of the type they
    /// extend (`extensions(of:)`): rules look up the extensions of every ViewModel and request,
    /// and filtering every declaration for each made a file of many types quadratic.
    private(set) var extensionsByName: [String: [SwiftDeclaration]]
    /// `@ViewModel` structs (with the macro spelled so it expands), anywhere in the file, in
    /// order: most rules start from them, so they are found once.
    public private(set) var viewModelStructs: [SwiftDeclaration]
    /// `@ViewModel` structs and hand-conforming ViewModels, in source order.
    public private(set) var viewModelTypes: [SwiftDeclaration]
    /// `allDeclarations` without those inside a `PreviewProvider` type (or an extension of one
    /// in this file): a preview's own views and models are scaffolding that does not ship, so a
    /// view among them owns no screen model and its calls are no user actions. The rules that
    /// look for the app's views and models start from these.
    private(set) var appDeclarations: [SwiftDeclaration]
    public var diagnostics: [Diagnostic]
    let lines: LineIndex

    init(
        path: String, bytes: [UInt8], tokens: [SwiftToken], code: [Int], imports: [SwiftImport],
        declarations: [SwiftDeclaration], diagnostics: [Diagnostic], lines: LineIndex
    ) {
        self.path = path
        self.pathFacts = PathFacts(path)
        self.bytes = bytes
        self.bytePairs = bytes.withUnsafeBufferPointer { BytePairs($0) }
        self.tokens = tokens
        self.code = code
        self.imports = imports
        self.declarations = declarations
        self.allDeclarations = SwiftDeclaration.flatten(declarations)
        self.extensionsByName = Self.extensionsByName(allDeclarations)
        let usesFOSMVVM = imports.isEmpty || imports.contains { Self.fosmvvmModules.contains($0.module) }
        self.viewModelStructs = usesFOSMVVM ? Self.viewModelStructs(allDeclarations) : []
        self.viewModelTypes = usesFOSMVVM ? Self.viewModelTypes(allDeclarations, extensionsByName: extensionsByName) : []
        self.appDeclarations = Self.appDeclarations(allDeclarations, bytes: bytes)
        self.diagnostics = diagnostics
        self.lines = lines
    }

    private static func extensionsByName(_ declarations: [SwiftDeclaration]) -> [String: [SwiftDeclaration]] {
        var byName: [String: [SwiftDeclaration]] = [:]
        for declaration in declarations where declaration.kind == .extension {
            byName[baseName(declaration.name), default: []].append(declaration)
        }
        return byName
    }

    private static func viewModelStructs(_ declarations: [SwiftDeclaration]) -> [SwiftDeclaration] {
        declarations.filter { $0.kind == .struct && $0.isViewModel }
    }

    public static func parse(_ text: String, path: String) -> SwiftSourceFile {
        parse(Array(text.utf8), path: path)
    }

    public static func parse(_ bytes: [UInt8], path: String) -> SwiftSourceFile {
        bytes.withUnsafeBufferPointer { buffer in
            let lines = LineIndex(buffer)
            var tokenizer = SwiftTokenizer(
                bytes: buffer, path: path, lines: lines, diagnostics: SyntaxDiagnostics(path: path, lines: lines))
            tokenizer.run()
            var diagnostics = tokenizer.diagnostics
            let view = CodeTokens(tokens: tokenizer.tokens, code: tokenizer.code, bytes: buffer, diagnostics: &diagnostics)
            var scanner = DeclarationScanner(view: view, diagnostics: diagnostics)
            let declarations = scanner.scanFile()
            return SwiftSourceFile(
                path: path, bytes: bytes, tokens: tokenizer.tokens, code: tokenizer.code,
                imports: scanner.imports, declarations: declarations,
                diagnostics: scanner.diagnostics.all, lines: lines)
        }
    }

    /// Only the tokens (comments included) and the tokenizer's warnings, for a caller that
    /// needs no declarations; `parse` does this and more.
    public static func tokenize(_ bytes: [UInt8], path: String) -> (tokens: [SwiftToken], diagnostics: [Diagnostic]) {
        bytes.withUnsafeBufferPointer { buffer in
            let lines = LineIndex(buffer)
            var tokenizer = SwiftTokenizer(
                bytes: buffer, path: path, lines: lines, diagnostics: SyntaxDiagnostics(path: path, lines: lines))
            tokenizer.run()
            return (tokenizer.tokens, tokenizer.diagnostics.all)
        }
    }

    /// The location of byte `offset` (clamped to the file), by binary search over line starts.
    public func location(ofOffset offset: Int) -> SourceLocation {
        lines.location(ofOffset: offset, in: bytes, file: path)
    }

    /// Whether byte `offset` lies inside a comment or a string literal, delimiters included.
    /// Code inside an interpolation is not "in a string"; its `\(` and `)` are.
    public func isInCommentOrString(offset: Int) -> Bool {
        guard let index = tokenIndex(containing: offset) else { return false }
        switch tokens[index].kind {
        case .string, .interpolationStart, .interpolationEnd, .lineComment, .blockComment, .docComment:
            return true
        default:
            return false
        }
    }

    /// The index of the token whose bytes contain `offset`, if any (not whitespace).
    public func tokenIndex(containing offset: Int) -> Int? {
        var low = 0
        var high = tokens.count
        while low < high {  // first token starting after `offset`
            let middle = (low + high) / 2
            if tokens[middle].offset <= offset {
                low = middle + 1
            } else {
                high = middle
            }
        }
        guard low > 0, offset < tokens[low - 1].endOffset else { return nil }
        return low - 1
    }

    /// The exact source text of bytes `range` (clamped to the file).
    public func text(_ range: Range<Int>) -> String {
        let lower = min(max(range.lowerBound, 0), bytes.count)
        let upper = min(max(range.upperBound, lower), bytes.count)
        return String(decoding: bytes[lower..<upper], as: UTF8.self)
    }
}

/// The non-comment tokens of a file, in order, without copying them out of `tokens`.
public struct CodeTokenList: RandomAccessCollection, Sendable {
    let tokens: [SwiftToken]
    let code: [Int]
    /// The file's bytes, which the tokens' offsets index.
    let bytes: [UInt8]

    public var startIndex: Int { 0 }
    public var endIndex: Int { code.count }

    public subscript(position: Int) -> SwiftToken { tokens[code[position]] }

    /// The kind of the token at `position`, read in place. Loops over every token of every
    /// file ask this first: a token copied out (`self[position]`) retains its text and file.
    @inline(__always) func kind(at position: Int) -> SwiftToken.Kind { tokens[code[position]].kind }

    /// Whether the token at `position` is the one-byte punctuation or operator `byte` (`.`,
    /// `&`, `[`): `self[position].is(".")`, read from the file's bytes in place.
    @inline(__always) func isByte(_ byte: UInt8, at position: Int) -> Bool {
        let index = code[position]
        let kind = tokens[index].kind
        guard kind == .punctuation || kind == .operator else { return false }
        let offset = tokens[index].offset
        return tokens[index].endOffset == offset + 1 && offset < bytes.count && bytes[offset] == byte
    }

    /// Whether the token at `position` is one of `table`'s words, read from the file's bytes.
    func isText(at position: Int, in table: WordTable) -> Bool {
        bytes.withUnsafeBufferPointer { table.contains(tokens[code[position]], in: $0) }
    }
}
