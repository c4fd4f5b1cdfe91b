import Foundation

/// OBS-09: an `@Observable` ViewModel surfaces what went wrong in its state; it does not crash
/// on it (`value!`, `try!`, `as!`).
struct ObservableForceUnwrapRule: IndexedSourceRule {
    static let description = RuleDescription(
        id: "OBS-09", name: "observable-no-force-unwrap", severity: .warning,
        summary: "an @Observable ViewModel's members do not force-unwrap: no value!, try! or as!",
        rationale: """
            A screen's ViewModel turns what can go wrong into state the view shows: the \
            @Observable ViewModel pattern keeps loading and failure in its state enum (OBS-04), \
            and FOSMVVM's guidance is "Never fail silently … Surface errors to observable state \
            or a logger". A force unwrap does neither: a nil, a thrown error or a value of another \
            type crashes the whole app where the screen should have shown an error. Decided \
            here, in the members of an @Observable ViewModel (as the OBS rules know one) and its \
            extensions: a postfix ! on a value (x!, dict[key]!, f()!), try! and as!. Left alone: \
            != and prefix ! (negation), try? and as?, an implicitly unwrapped type \
            (var service: Service!, which unwraps nothing where it is written), a constant the \
            code spells out (URL(string: "https://…")!, try! Regex("[a-z]+"): it fails on every \
            run or never, which the first run shows), nested types' code, and test code.
            """,
        triggering: [
            .swift("@MainActor @Observable\nfinal class FeedViewModel {\n    private(set) var state: FeedState = .idle\n    private let client: FeedClient\n\n    func onAppeared() async {\n        let page = ↓try! await client.fetch(cursor: state.cursor↓!)\n        state = .loaded(page.items.first↓!.title)\n    }\n}\n", path: "Sources/App/Feed/FeedViewModel.swift"),
            .swift("@MainActor @Observable\nfinal class DetailViewModel {\n    private(set) var cache: [String: Detail] = [:]\n\n    var title: String { cache[\"current\"]↓!.title }\n\n    func onTappedOpen(_ item: Any) {\n        let detail = item ↓as! Detail\n        cache[detail.id] = detail\n    }\n}\n", path: "Sources/App/Detail/DetailViewModel.swift"),
            // An extension in another file is still the ViewModel's.
            .swift("extension FeedViewModel {\n    func onTappedShare() {\n        share(url: URL(string: state.link)↓!)\n    }\n}\n", path: "Sources/App/Feed/FeedViewModel+Share.swift")
                .with(.swift("@MainActor @Observable\nfinal class FeedViewModel {\n    private(set) var state = FeedState()\n}\n", path: "Sources/App/Feed/FeedViewModel.swift")),
        ],
        nonTriggering: [
            // Negation, !=, try?, as?, an implicitly unwrapped type, #if !DEBUG.
            .swift("@MainActor @Observable\nfinal class FeedViewModel {\n    private(set) var items: [Item] = []\n    @ObservationIgnored private var client: FeedClient!\n    var isEmpty: Bool { !items.isEmpty != true }\n\n    func onAppeared() async {\n        guard !items.contains(where: { !$0.isRead }), let next = try? await client.fetch() else { return }\n        items = (next as? [Item]) ?? []\n        #if !DEBUG\n        report(items.count != 0)\n        #endif\n    }\n\n    func configure(_ handler: ((String?) -> Void)!, names: [String]!) -> String! { nil }\n}\n", path: "Sources/App/Feed/FeedViewModel.swift"),
            // A constant spelled out in the code fails on every run or never.
            .swift("@MainActor @Observable\nfinal class AboutViewModel {\n    let homepage = URL(string: \"https://example.com\")!\n    private let pattern = try! Regex(\"[a-z]+\")\n    private(set) var version = \"1.0\"\n}\n", path: "Sources/App/About/AboutViewModel.swift"),
            // A class that is no ViewModel, and a type nested in a ViewModel.
            .swift("@Observable\nfinal class ImageCache {\n    func image(_ key: String) -> Image { store[key]! }\n}\n@MainActor @Observable\nfinal class GalleryViewModel {\n    struct Row { let url: URL?\n        var link: URL { url! } }\n    private(set) var rows: [Row] = []\n}\n", path: "Sources/App/Gallery/GalleryViewModel.swift"),
            // Text and comments mentioning `!`.
            .swift("@MainActor @Observable\nfinal class GreetingViewModel {\n    // Hello!\n    private(set) var text = \"Hello!\"\n    private(set) var pattern = /a!/\n}\n", path: "Sources/App/Greeting/GreetingViewModel.swift"),
        ])

    func prepare(_ file: SwiftSourceFile, context: LintContext) -> PendingFindings {
        guard !file.isTestSource, file.mentions("!"), file.mentions("Observable") || file.mentions("extension") else { return .none }
        let declared = file.observableViewModelFindings { viewModel in
            ([viewModel] + file.extensions(of: viewModel.name)).flatMap { Self.findings(in: $0, of: viewModel.name, file: file) }
        }
        // Extensions of a class declared in another file: kept once the index says it is an
        // @Observable ViewModel.
        let here = Set(file.allDeclarations.filter(\.isObservableClass).map(\.name))
        var elsewhere: [(name: String, findings: [RuleFinding])] = []
        for (name, extensions) in file.extensionsByName where !here.contains(name) {
            let findings = extensions.flatMap { Self.findings(in: $0, of: name, file: file) }
            if !findings.isEmpty { elsewhere.append((name, findings)) }
        }
        if elsewhere.isEmpty { return declared }
        return PendingFindings { [declared, elsewhere] index in
            declared.resolve(index) + elsewhere.filter { index.isObservableViewModel($0.name) }.flatMap(\.findings)
        }
    }

    /// The force unwraps in `declaration`'s body, its nested types' aside.
    static func findings(in declaration: SwiftDeclaration, of owner: String, file: SwiftSourceFile) -> [RuleFinding] {
        // Most bodies hold no `!` but `!=` and negation: look at the bytes before reading tokens.
        guard declaration.hasBody, !declaration.bodyTokens.isEmpty, Self.mayForceUnwrap(file, declaration.bodyTokens) else { return [] }
        let nested = declaration.members.filter(\.isNominalTypeDeclaration).map { nested in
            file.tokenIndex(atOffset: nested.location.offset)..<max(nested.bodyTokens.upperBound, file.tokenIndex(atOffset: nested.nameLocation.offset))
        }
        var code: [SwiftToken] = []
        for index in declaration.bodyTokens where !file.tokens[index].kind.isComment && !nested.contains(where: { $0.contains(index) }) {
            code.append(file.tokens[index])
        }
        return forceUnwraps(code).map { index in
            let token = code[index]
            switch token.text {
            case "try":
                return RuleFinding("'try!' in \(owner) crashes the app when the call throws; catch the error and surface it in the ViewModel's state", at: token.location)
            case "as":
                return RuleFinding("'as!' in \(owner) crashes the app on a value of another type; cast with 'as?' and handle the mismatch", at: token.location)
            default:
                return RuleFinding("force unwrap in \(owner): a nil here crashes the app; unwrap with 'guard let' or 'if let' and surface the missing value in the ViewModel's state", at: token.location)
            }
        }
    }

    /// Whether the body's bytes hold a `!` right after a name, `)` or `]` and not before `=`:
    /// the only places a force unwrap, `try!` or `as!` can be.
    private static func mayForceUnwrap(_ file: SwiftSourceFile, _ body: Range<Int>) -> Bool {
        let start = file.tokens[body.lowerBound].offset
        let end = file.tokens[body.upperBound - 1].endOffset
        return file.bytes.withUnsafeBufferPointer { bytes in
            var position = max(start, 1)
            while position < end, let found = memchr(bytes.baseAddress! + position, Int32(UInt8(ascii: "!")), end - position) {
                let at = bytes.baseAddress!.distance(to: found.assumingMemoryBound(to: UInt8.self))
                let before = bytes[at - 1]
                let after = at + 1 < bytes.count ? bytes[at + 1] : 0
                if after != UInt8(ascii: "="), SwiftTokenizer.isIdentifierBody(before) || before == UInt8(ascii: ")") || before == UInt8(ascii: "]") { return true }
                position = at + 1
            }
            return false
        }
    }

    /// The positions in `code` of each `try` of `try!`, `as` of `as!`, and `!` unwrapping a value.
    static func forceUnwraps(_ code: [SwiftToken]) -> [Int] {
        var found: [Int] = []
        for index in code.indices.dropFirst() where code[index].text == "!" && code[index].kind == .punctuation {
            let before = code[index - 1]
            guard before.endOffset == code[index].offset else { continue }  // prefix `!`: negation
            if before.kind == .keyword && (before.text == "try" || before.text == "as") {
                if before.text == "try", isConstant(code, from: index + 1) { continue }
                found.append(index - 1)
            } else if unwrapsValue(code, at: index) {
                found.append(index)
            }
        }
        return found
    }

    /// Whether the `!` at `index` unwraps a value (`x!`, `a.b!`, `f()!`, `d[k]!`), not a type
    /// (`Service!`, `[String]!`, `(() -> Void)!`, `Set<Int>!`), and is no constant.
    private static func unwrapsValue(_ code: [SwiftToken], at index: Int) -> Bool {
        let before = code[index - 1]
        switch before.kind {
        case .identifier:
            // An uppercase name is a type (`Service!`) unless it is a member of a value (`config.URL!`).
            guard before.text.first?.isUppercase == true else { return true }
            var cursor = index - 1
            while cursor >= 2, code[cursor - 1].text == ".", code[cursor - 1].kind == .punctuation {
                cursor -= 2
                if code[cursor].text.first?.isUppercase != true { return true }
            }
            return false
        case .number:
            return index >= 2 && code[index - 2].text == "."  // `pair.0!`
        case .punctuation where before.text == ")":
            guard let open = ViewCode.opening(code, of: index - 1) else { return false }
            guard open > 0 else { return true }
            let head = code[open - 1]
            if head.text == ":" || head.text == "->" { return false }  // `(() -> Void)!` in a type
            return !isConstant(code, from: open - 1 - qualifierLength(code, endingAt: open - 1))
        case .punctuation where before.text == "]":
            // A subscript (`dict[key]!`) follows its value; `[String]!` after `:` or `->` is a type.
            guard let open = ViewCode.opening(code, of: index - 1), open > 0 else { return false }
            let head = code[open - 1]
            return head.offset < code[open].offset && head.endOffset == code[open].offset
                && (head.kind == .identifier || head.kind == .keyword || [")", "]", "?", "!"].contains(head.text))
        default:
            return false
        }
    }

    /// How many tokens before `end` continue a qualified name ending there (`Foundation.URL`: 2).
    private static func qualifierLength(_ code: [SwiftToken], endingAt end: Int) -> Int {
        var length = 0
        while end - length >= 2, code[end - length - 1].text == ".", code[end - length - 2].kind == .identifier { length += 2 }
        return length
    }

    /// Whether the code from `start` is a type's initializer whose arguments are all literals
    /// (`URL(string: "https://…")`, `Regex("[a-z]+")`, `Foundation.URL(string: "…")`): a constant
    /// the code spells out.
    private static func isConstant(_ code: [SwiftToken], from start: Int) -> Bool {
        var cursor = start
        guard cursor < code.count, code[cursor].kind == .identifier, TypeNameWords.startsUppercase(code[cursor].text) else { return false }
        while cursor + 2 < code.count, code[cursor + 1].text == ".", code[cursor + 2].kind == .identifier { cursor += 2 }
        guard cursor + 1 < code.count, code[cursor + 1].text == "(", let close = closing(code, of: cursor + 1) else { return false }
        var sawLiteral = false
        var position = cursor + 2
        while position < close {
            let token = code[position]
            switch token.kind {
            case .string, .number:
                sawLiteral = true
            case .interpolationStart:
                return false
            case .identifier where position + 1 < close && code[position + 1].text == ":":
                position += 1  // a label
            case .punctuation where token.text == "," || token.text == "[" || token.text == "]":
                break
            case .punctuation where token.text == "." && position + 1 < close && code[position + 1].kind == .identifier:
                position += 1  // `.caseInsensitive`
            case .keyword where token.text == "true" || token.text == "false" || token.text == "nil":
                sawLiteral = true
            default:
                return false
            }
            position += 1
        }
        return sawLiteral
    }

    private static func closing(_ code: [SwiftToken], of open: Int) -> Int? {
        SwiftSourceFile.closing(code, from: open)
    }
}
