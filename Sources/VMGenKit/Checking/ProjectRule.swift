/// A rule over the whole lint corpus at once: Swift files together with localization YAML.
public protocol ProjectRule: Sendable {
    static var description: RuleDescription { get }
    /// Whether a finding of this rule can be in a Swift file (at a localization binding); the
    /// others' are all in YAML files. `lint --stdin --path FILE` reports a Swift file's findings
    /// only, so it runs only these, on a corpus of every binding and every localization entry
    /// but no YAML file: such a rule reads `bindings` and `localization`, never `yaml`.
    /// `LintStdinTests` holds both to every rule.
    static var findsInSwiftFiles: Bool { get }
    /// Whether the rule is among the costliest of a large project (it walks every binding or
    /// every localization entry with lookups of its own): the rules run side by side, and these
    /// are handed to the cores first, so a core is not left alone with one at the end.
    static var isCostly: Bool { get }
    func check(_ corpus: LintCorpus, context: LintContext) -> [RuleFinding]
}

extension ProjectRule {
    public var description: RuleDescription { Self.description }
    public static var isCostly: Bool { false }
}

/// What the project rules read of one lint run: the localization YAML and the keys the Swift
/// declarations derive, with the facts the rules share computed once, not once per rule.
/// The Swift files themselves are not kept: the linter reads each file's bindings while it
/// has the file's tokens, then drops them.
public struct LintCorpus: Sendable {
    public let yaml: [YAMLFile]
    /// Every key of every localization file.
    let localization: LocalizationIndex
    /// Every key the Swift declarations derive, in file order.
    let bindings: [LocalizationBinding]
    /// `lint --stdin`: only this file's findings are reported, so a rule may leave out the
    /// work that can only find elsewhere (what it finds in this file must not change).
    var reportingOnly: String?

    public init(swift: [SwiftSourceFile], yaml: [YAMLFile]) {
        self.init(bindings: swift.flatMap(LocalizationKeys.bindings(in:)), yaml: yaml)
    }

    init(bindings: [LocalizationBinding], yaml: [YAMLFile]) {
        self.init(bindings: bindings, yaml: yaml, localization: LocalizationIndex(yaml))
    }

    /// `lint --stdin`'s corpus: the localization entries of every YAML file, from the lint
    /// cache, and no YAML file (only rules that find in Swift files run on it).
    init(bindings: [LocalizationBinding], yaml: [YAMLFile], localization: LocalizationIndex, reportingOnly: String? = nil) {
        self.yaml = yaml
        self.bindings = bindings
        self.localization = localization
        self.reportingOnly = reportingOnly
    }

    /// The keys of the bindings in `reportingOnly`'s file; nil when every file is reported.
    var reportedKeys: Set<String>? {
        reportingOnly.map { file in Set(bindings.lazy.filter { $0.location.file == file }.map(\.key)) }
    }
}

/// A YAML file read for the localization checks.
public struct YAMLFile: Sendable {
    public var path: String
    public var bytes: [UInt8]
    public var root: YAMLNode?
    public var diagnostics: [Diagnostic]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        let parsed = YAMLParser.parse(bytes, file: path)
        root = parsed.root
        diagnostics = parsed.diagnostics
    }

    /// `#` comments, for suppressions.
    public var comments: [SuppressionSet.Comment] {
        YAMLComments.comments(in: bytes, file: path)
    }
}

/// Finds `#` comments in YAML text by lines (own-line comments and trailing ones after a space),
/// enough for suppression markers.
enum YAMLComments {
    static func comments(in bytes: [UInt8], file: String) -> [SuppressionSet.Comment] {
        var result: [SuppressionSet.Comment] = []
        var lineStart = 0
        var line = 1
        let hash = UInt8(ascii: "#")
        while lineStart <= bytes.count {
            let lineEnd = bytes[lineStart...].firstIndex(of: 0x0A) ?? bytes.count
            var index = lineStart
            var inSingle = false
            var inDouble = false
            while index < lineEnd {
                let byte = bytes[index]
                if byte == UInt8(ascii: "'"), !inDouble { inSingle.toggle() }
                if byte == UInt8(ascii: "\""), !inSingle, index == lineStart || bytes[index - 1] != UInt8(ascii: "\\") { inDouble.toggle() }
                if byte == hash, !inSingle, !inDouble, index == lineStart || bytes[index - 1] == 0x20 || bytes[index - 1] == 0x09 {
                    let text = String(decoding: bytes[index..<lineEnd], as: UTF8.self)
                    let column = SourceLocation.characterColumn(lineStart: lineStart, offset: index, in: bytes)
                    result.append(.init(text: text, location: SourceLocation(file: file, line: line, column: column, offset: index)))
                    break
                }
                index += 1
            }
            lineStart = lineEnd + 1
            line += 1
        }
        return result
    }
}
