/// DECL-04: `@ViewModel(options:)` is an array literal of option names; `.live` is not combined
/// with `.clientHostedFactory` and only goes on a ViewModel with a `Request`.
struct ViewModelOptionsRule: IndexedSourceRule {
    static let description = RuleDescription(
        id: "DECL-04", name: "viewmodel-options", severity: .error,
        summary: "options: is an array literal like [.clientHostedFactory]; .live is never combined with .clientHostedFactory and needs a Request",
        rationale: """
            The macro reads options only from an array literal of member names (`options: [.live]`); \
            a variable, a Set(…) or any other expression is silently read as no options, so a \
            client-hosted ViewModel gets no factory. `.live` with `.clientHostedFactory` is a macro \
            error ("a client-hosted ViewModel … has no server response to derive live registrations \
            from"), and `.live` makes the type a LiveViewModel, which is a RequestableViewModel: \
            without `typealias Request` it does not compile.
            """,
        triggering: [
            .swift("@ViewModel(options: ↓clientHosted)\npublic struct SettingsViewModel {\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\n"),
            .swift("@ViewModel(options: [.clientHostedFactory, ↓ViewModelOptions(rawValue: \"live\")])\npublic struct SettingsViewModel {\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\n"),
            .swift("↓@ViewModel(options: [.clientHostedFactory, .live])\npublic struct SettingsViewModel {\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\n"),
            .swift("@ViewModel(options: [↓.live])\npublic struct TickerViewModel {\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\n"),
        ],
        nonTriggering: [
            .swift("@ViewModel(options: [.clientHostedFactory])\npublic struct SettingsViewModel {\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\n"),
            .swift("@ViewModel(options: [ViewModelOptions.live])\npublic struct TickerViewModel: RequestableViewModel {\n    public typealias Request = TickerRequest\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\n"),
            .swift("@ViewModel(options: [.live])\npublic struct TickerViewModel {\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\n", path: "Sources/ViewModels/Ticker/TickerViewModel.swift")
                .with(.swift("extension TickerViewModel {\n    public typealias Request = TickerRequest\n}\n", path: "Sources/ViewModels/Ticker/TickerViewModel+Request.swift")),
        ])

    /// A `.live` ViewModel without a `Request` of its own; whether an extension elsewhere
    /// gives it one waits for the index.
    struct LiveCandidate: Sendable {
        var name: String
        var location: SourceLocation
    }

    func prepare(_ file: SwiftSourceFile, context: LintContext) -> PendingFindings {
        var findings: [RuleFinding] = []
        var candidates: [LiveCandidate] = []
        for viewModel in file.viewModelStructs {
            guard let attribute = viewModel.viewModelAttribute, attribute.arguments != nil else { continue }
            let code = file.codeTokens(from: file.tokenIndex(atOffset: attribute.location.offset), count: 256)
            guard let value = Self.optionsValue(in: code) else { continue }
            var options: [String: SwiftToken] = [:]
            if code[value].text != "[" {
                findings.append(RuleFinding("the macro reads options only from an array literal such as [.clientHostedFactory]; this expression is read as no options", at: code[value].location))
            } else {
                for element in Self.elements(of: code, openingAt: value) {
                    if let name = Self.memberName(element) {
                        options[name.text] = element[0]
                    } else {
                        findings.append(RuleFinding("the macro reads only option names such as .live in options:; this element is ignored", at: element[0].location))
                    }
                }
            }
            if options["live"] != nil, options["clientHostedFactory"] != nil {
                findings.append(RuleFinding("'.live' cannot be combined with '.clientHostedFactory': a client-hosted ViewModel has no server response to derive live registrations from, and the macro expands to nothing", at: attribute.location))
            } else if let live = options["live"] {
                let members = viewModel.members + file.extensions(of: viewModel.name).flatMap(\.members)
                if !members.contains(where: \.declaresRequestType) {
                    candidates.append(LiveCandidate(name: viewModel.name, location: live.location))
                }
            }
        }
        guard !(findings.isEmpty && candidates.isEmpty) else { return .none }
        return PendingFindings { [findings, candidates] index in
            findings + candidates.filter { !index.types.extensionRequests.contains($0.name) }.map {
                RuleFinding("'.live' makes \($0.name) a LiveViewModel, which is a RequestableViewModel: declare 'public typealias Request = …' (a live ViewModel is fetched with a request)", at: $0.location)
            }
        }
    }

    /// The options the macro reads from `viewModel`'s attribute (`live`, `clientHostedFactory`).
    static func effectiveOptions(of viewModel: SwiftDeclaration, in file: SwiftSourceFile) -> Set<String> {
        guard let attribute = viewModel.viewModelAttribute, attribute.arguments != nil else { return [] }
        let code = file.codeTokens(from: file.tokenIndex(atOffset: attribute.location.offset), count: 256)
        guard let value = optionsValue(in: code), code[value].text == "[" else { return [] }
        return Set(elements(of: code, openingAt: value).compactMap { memberName($0)?.text })
    }

    /// The position in `code` (tokens from the attribute on) of the value after `options:`.
    static func optionsValue(in code: [SwiftToken]) -> Int? {
        guard code.count > 2, code[1].text == "(" else { return nil }
        var depth = 0
        for index in 1..<code.count {
            let text = code[index].text
            if text == "(" || text == "[" { depth += 1 }
            if text == ")" || text == "]" { depth -= 1 }
            if depth == 0 { return nil }
            if depth == 1, text == "options", index + 2 < code.count, code[index + 1].text == ":" { return index + 2 }
        }
        return nil
    }

    /// The comma-separated elements of the array literal opening at `open`.
    static func elements(of code: [SwiftToken], openingAt open: Int) -> [[SwiftToken]] {
        var elements: [[SwiftToken]] = []
        var current: [SwiftToken] = []
        var depth = 0
        for token in code[(open + 1)...] {
            let text = token.text
            if depth == 0, text == "]" || text == "," {
                if !current.isEmpty { elements.append(current) }
                current = []
                if text == "]" { break }
                continue
            }
            if text == "(" || text == "[" { depth += 1 }
            if text == ")" || text == "]" { depth -= 1 }
            current.append(token)
        }
        return elements
    }

    /// `.live`, `ViewModelOptions.live`, `FOSMVVM.ViewModelOptions.live` → the `live` token:
    /// a member access, which is all the macro reads.
    static func memberName(_ element: [SwiftToken]) -> SwiftToken? {
        let rest = element.first?.kind == .identifier ? Array(element.dropFirst()) : element
        guard rest.count >= 2, rest.count % 2 == 0, let last = rest.last, last.kind == .identifier else { return nil }
        for (offset, token) in rest.enumerated() {
            let expectsDot = offset % 2 == 0
            if expectsDot ? token.text != "." : token.kind != .identifier { return nil }
        }
        return last
    }
}
