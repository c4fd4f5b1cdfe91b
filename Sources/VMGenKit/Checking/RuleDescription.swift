/// A rule of the catalogue: its stable id, names, default severity, the seed's reasoning, and
/// the examples that document it and that the test harness runs.
public struct RuleDescription: Sendable, Hashable {
    /// Stable id, e.g. `VMID-03`. Never reused, never renamed.
    public var id: String
    /// Short kebab-case name, e.g. `row-identity`.
    public var name: String
    /// Names other tools use for the same check (FOSMVVM's review checklist), accepted in
    /// suppressions and settings.
    public var aliases: [String]
    public var severity: Severity
    /// One line: what the rule wants.
    public var summary: String
    /// A few lines: why, citing the seed.
    public var rationale: String
    /// Examples that must trigger; `↓` marks each expected finding position.
    public var triggering: [RuleExample]
    /// Examples that must not trigger.
    public var nonTriggering: [RuleExample]

    public init(
        id: String, name: String, aliases: [String] = [], severity: Severity, summary: String, rationale: String,
        triggering: [RuleExample], nonTriggering: [RuleExample]
    ) {
        self.id = id
        self.name = name
        self.aliases = aliases
        self.severity = severity
        self.summary = summary
        self.rationale = rationale
        self.triggering = triggering
        self.nonTriggering = nonTriggering
    }

    /// Every name the rule answers to in suppressions and `rules:` settings.
    public var allNames: [String] { [id, name] + aliases }

    /// What the rule reads, from its examples.
    public var languages: Set<RuleExample.Language> {
        Set((triggering + nonTriggering).map(\.language))
    }

    /// Whether the rule runs on specs (`vmgen check`), on sources (`vmgen lint`), or both.
    public var scopes: [String] {
        var scopes: [String] = []
        if languages.contains(.spec) { scopes.append("spec") }
        if languages.contains(.swift) || languages.contains(.yaml) { scopes.append("swift") }
        return scopes
    }
}

/// An example of a rule: a Swift file or a spec, with `↓` before each expected finding.
public struct RuleExample: Sendable, Hashable {
    public enum Language: String, Sendable, Hashable {
        /// A Swift source file, linted.
        case swift
        /// A vmgen spec, checked.
        case spec
        /// A localization YAML file, read by the lint's localization checks.
        case yaml
    }

    public var language: Language
    public var text: String
    /// Where the file lives, for rules that depend on it (e.g. the ViewModels target).
    public var path: String
    /// Other files linted together with this one (a project rule reads Swift and YAML together).
    public var companions: [RuleExample] = []

    public static let marker: Character = "↓"

    public static func swift(_ text: String, path: String = "Sources/ViewModels/Example/ExampleViewModel.swift") -> RuleExample {
        RuleExample(language: .swift, text: text, path: path)
    }

    public static func spec(_ text: String, path: String = "Specs/Example.yml") -> RuleExample {
        RuleExample(language: .spec, text: text, path: path)
    }

    public static func yaml(_ text: String, path: String = "Sources/Resources/ViewModels/Example/ExampleViewModel.yml") -> RuleExample {
        RuleExample(language: .yaml, text: text, path: path)
    }

    /// This example linted together with `others`.
    public func with(_ others: RuleExample...) -> RuleExample {
        var copy = self
        copy.companions += others
        return copy
    }

    /// The text without markers, and the (line, column) of each marker, 1-based, in characters.
    public var unmarked: (text: String, positions: [Position]) {
        var clean = ""
        var positions: [Position] = []
        var line = 1
        var column = 1
        for character in text {
            if character == Self.marker {
                positions.append(Position(line: line, column: column))
                continue
            }
            clean.append(character)
            if character == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return (clean, positions)
    }

    public struct Position: Sendable, Hashable, Comparable, CustomStringConvertible {
        public var line: Int
        public var column: Int

        public init(line: Int, column: Int) {
            self.line = line
            self.column = column
        }

        public static func < (lhs: Position, rhs: Position) -> Bool { (lhs.line, lhs.column) < (rhs.line, rhs.column) }
        public var description: String { "\(line):\(column)" }
    }
}

/// One problem a rule found, before severity and suppressions are applied.
public struct RuleFinding: Sendable, Hashable {
    public var message: String
    public var location: SourceLocation
    public var notes: [String]

    public init(_ message: String, at location: SourceLocation, notes: [String] = []) {
        self.message = message
        self.location = location
        self.notes = notes
    }
}
