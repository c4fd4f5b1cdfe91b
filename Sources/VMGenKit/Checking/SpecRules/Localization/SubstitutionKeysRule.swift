import Foundation

/// LOC-04: the `%{key}` points of a `@LocalizedSubs` text are the same in every locale and
/// match the substitutions the spec binds.
struct SubstitutionKeysRule: SpecRule {
    static let description = RuleDescription(
        id: "LOC-04", name: "substitution-keys", severity: .error,
        summary: "%{…} keys equal the bound substitutions, in every locale",
        rationale: """
            A @LocalizedSubs text is filled from its substitutions dictionary by key. A %{key} with no \
            substitution is shown raw on screen; a substitution no locale uses drops a value; and a \
            locale with a different set of keys shows one or the other only in that language. In \
            Swift and the localization YAML, where the dictionary a @LocalizedSubs property reads is \
            written out with string keys, a %{key} with no substitution and a key one locale uses \
            and another does not are reported (a dictionary may serve several texts, so an unused \
            key is not).
            """,
        triggering: [
            .spec("viewModel: A\nhosting: server\ntext:\n  hello:\n    en: ↓\"Hi %{nmae}\"\n    substitutions: { name: user }\nproperties:\n  user: String\n"),
            .spec("viewModel: A\nhosting: server\ntext:\n  hello:\n    en: \"Hi %{name}\"\n    es: ↓\"Hola\"\n    substitutions: { name: user }\nproperties:\n  user: String\n"),
            .swift("""
                @ViewModel
                public struct GreetingViewModel {
                    @LocalizedSubs(substitutions: \\.subs) public var greeting
                    private let user: String
                    private var subs: [String: any Localizable] {
                        ["name": LocalizableString.constant(user)]
                    }
                    public var vmId: ViewModelId = .init(type: Self.self)
                }
                """).with(.yaml("en:\n  GreetingViewModel:\n    ↓greeting: \"Hi %{nmae}\"\nes:\n  GreetingViewModel:\n    ↓greeting: \"Hola %{nmae}\"\n")),
            .swift("""
                @ViewModel
                public struct BerthsViewModel {
                    @LocalizedSubs(substitutions: \\.counts) public var summary
                    private let counts: [String: LocalizableInt]
                    public var vmId: ViewModelId = .init(type: Self.self)
                    public init(free: Int, total: Int) {
                        self.counts = ["free": .init(value: free), "total": .init(value: total)]
                    }
                }
                """).with(.yaml("en:\n  BerthsViewModel:\n    summary: \"%{free} of %{total} free\"\nes:\n  BerthsViewModel:\n    ↓summary: \"%{free} libres\"\n")),
        ],
        nonTriggering: [
            .spec("viewModel: A\nhosting: server\ntext:\n  hello:\n    en: \"Hi %{name}\"\n    es: \"Hola %{name}\"\n    substitutions: { name: user }\nproperties:\n  user: String\n"),
            .spec("viewModel: A\nhosting: server\ntext:\n  plain: { en: \"100%{not a key in a plain text}\", es: \"x\" }\n"),
            // One dictionary shared by two texts, each using some of its keys.
            .swift("""
                @ViewModel
                public struct InnerViewModel {
                    @LocalizedSubs(substitutions: \\.subs) public var innerSubs
                    @LocalizedSubs(substitutions: \\.subs) public var innerConstant
                    private var subs: [String: any Localizable] {
                        ["subInt": LocalizableInt(value: 42), "constant": LocalizableString.constant("I am a constant")]
                    }
                    public var vmId: ViewModelId = .init(type: Self.self)
                }
                """).with(.yaml("en:\n  InnerViewModel:\n    innerSubs: \"SubInt: %{subInt}\"\n    innerConstant: \"Constant: %{constant}\"\nes:\n  InnerViewModel:\n    innerSubs: \"SubInt: %{subInt}\"\n    innerConstant: \"Constante: %{constant}\"\n")),
            // Keys built at run time: not known, not checked.
            .swift("""
                @ViewModel
                public struct TagsViewModel {
                    @LocalizedSubs(substitutions: \\.subs) public var tags
                    private let names: [String]
                    private var subs: [String: any Localizable] {
                        Dictionary(uniqueKeysWithValues: names.map { ($0, LocalizableString.constant($0)) })
                    }
                    public var vmId: ViewModelId = .init(type: Self.self)
                }
                """).with(.yaml("en:\n  TagsViewModel:\n    tags: \"%{first}, %{second}\"\nes:\n  TagsViewModel:\n    tags: \"%{first}, %{second}\"\n")),
        ])

    func check(_ context: SpecRuleContext) -> [RuleFinding] {
        var findings: [RuleFinding] = []
        for viewModel in context.set.viewModels {
            for text in viewModel.texts {
                guard case .substitutions(let values, let bindings) = text.kind else { continue }
                let bound = Set(bindings.map(\.key))
                for entry in values.entries {
                    let used = Self.keys(in: entry.text)
                    guard used != bound else { continue }
                    let missing = bound.subtracting(used).sorted()
                    let extra = used.subtracting(bound).sorted()
                    var parts: [String] = []
                    if !extra.isEmpty { parts.append("uses \(extra.map { "%{\($0)}" }.joined(separator: ", ")) with no substitution") }
                    if !missing.isEmpty { parts.append("never uses \(missing.map { "%{\($0)}" }.joined(separator: ", "))") }
                    findings.append(RuleFinding("the '\(entry.locale)' text of '\(text.name)' \(parts.joined(separator: " and "))", at: entry.location))
                }
            }
        }
        return findings
    }

    /// The keys of `%{key}` points in `text`. Text of scalars below U+0300 (no combining mark,
    /// nothing that joins a `%`, `{` or `}` to its neighbour) is read byte by byte, with the
    /// answer of the Character-level reading (`characterwiseKeys`), which costs a Foundation
    /// search per point and was a visible share of a large project's lint.
    static func keys(in text: String) -> Set<String> {
        guard text.unicodeScalars.allSatisfy({ $0.value < 0x300 }) else { return characterwiseKeys(in: text) }
        var keys = Set<String>()
        let utf8 = text.utf8
        var index = utf8.startIndex
        while index != utf8.endIndex {
            let next = utf8.index(after: index)
            guard utf8[index] == UInt8(ascii: "%"), next != utf8.endIndex, utf8[next] == UInt8(ascii: "{") else {
                index = next
                continue
            }
            let start = utf8.index(after: next)
            guard let end = utf8[start...].firstIndex(of: UInt8(ascii: "}")) else { break }
            keys.insert(String(text[start..<end]))
            index = utf8.index(after: end)
        }
        return keys
    }

    /// `keys(in:)` read by Characters and Foundation's search.
    static func characterwiseKeys(in text: String) -> Set<String> {
        var keys = Set<String>()
        var rest = text[...]
        while let start = rest.range(of: "%{") {
            guard let end = rest[start.upperBound...].firstIndex(of: "}") else { break }
            keys.insert(String(rest[start.upperBound..<end]))
            rest = rest[rest.index(after: end)...]
        }
        return keys
    }
}
