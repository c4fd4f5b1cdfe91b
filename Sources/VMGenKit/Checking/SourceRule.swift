import Foundation

/// A rule over hand-written (or generated) Swift sources, run by `vmgen lint`.
public protocol SourceRule: Sendable {
    static var description: RuleDescription { get }
    func check(_ file: SwiftSourceFile, context: LintContext) -> [RuleFinding]
}

extension SourceRule {
    public var description: RuleDescription { Self.description }
}

/// What a source rule may know beyond its file: the configuration and facts gathered from
/// every linted file (which types are ViewModels, which are list rows, which are client-hosted).
public struct LintContext: Sendable {
    public var config: ProjectConfig
    public var index: ProjectIndex

    public init(config: ProjectConfig, index: ProjectIndex) {
        self.config = config
        self.index = index
    }

    /// Whether `path` (project-relative) is in the ViewModels target, which must stay domain-free.
    public func isInViewModelsTarget(_ path: String) -> Bool {
        path == config.viewModels.path || path.hasPrefix(config.viewModels.path + "/")
    }
}

/// Facts about the whole lint corpus, gathered before any rule runs.
public struct ProjectIndex: Sendable, Hashable {
    /// `@ViewModel` struct names → whether client-hosted (`.clientHostedFactory`).
    public var viewModels: [String: ViewModelFacts] = [:]
    /// Type names used as the element of a list property or list init parameter of a ViewModel.
    public var listElements: Set<String> = []

    public struct ViewModelFacts: Sendable, Hashable {
        public var isClientHosted: Bool
        public var location: SourceLocation
    }

    public init() {}

    public static func build(_ files: [SwiftSourceFile]) -> ProjectIndex {
        var index = ProjectIndex()
        for file in files {
            for declaration in file.allDeclarations where declaration.kind == .struct && declaration.isViewModel {
                let options = declaration.viewModelAttribute?.arguments ?? ""
                index.viewModels[declaration.name] = ViewModelFacts(
                    isClientHosted: options.contains(".clientHostedFactory"), location: declaration.nameLocation)
                for member in declaration.members {
                    let types = [member.typeAnnotation].compactMap { $0 } + member.parameters.map(\.type)
                    for type in types {
                        if let element = SwiftTypeText.listElement(type) { index.listElements.insert(element) }
                    }
                }
            }
        }
        return index
    }
}

/// Small readings of type text as the scanner gives it (whitespace-normalised).
public enum SwiftTypeText {
    /// `[Row]`, `[Row]?`, `Array<Row>` → `Row`.
    public static func listElement(_ type: String) -> String? {
        var text = Substring(type.trimmingCharacters(in: .whitespaces))
        if text.hasPrefix(":") { text = text.dropFirst().drop { $0 == " " } }
        while text.hasSuffix("?") || text.hasSuffix("!") { text = text.dropLast() }
        if text.hasPrefix("["), text.hasSuffix("]"), !text.contains(":") {
            return String(text.dropFirst().dropLast()).trimmingCharacters(in: .whitespaces)
        }
        if text.hasPrefix("Array<"), text.hasSuffix(">") {
            return String(text.dropFirst(6).dropLast())
        }
        return nil
    }
}

extension SwiftDeclaration {
    /// The `@ViewModel` attribute exactly as the macro recognises it (unqualified).
    public var viewModelAttribute: SwiftAttribute? {
        attributes.first { $0.name == "ViewModel" }
    }

    public var isViewModel: Bool { viewModelAttribute != nil }

    /// Stored-looking properties: `var`/`let` without a body.
    public var storedProperties: [SwiftDeclaration] {
        members.filter { ($0.kind == .var || $0.kind == .let) && !$0.hasBody && !$0.isStatic }
    }
}
