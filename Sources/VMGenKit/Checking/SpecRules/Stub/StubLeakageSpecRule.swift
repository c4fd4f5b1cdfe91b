import Foundation

/// STUB-06 on specs: the fake vocabulary never appears in real, user-facing text.
struct StubLeakageSpecRule: SpecRule {
    static let markers = ["Flintstone", "Rubble", "Bedrock", "Slate Rock"]

    static let description = RuleDescription(
        id: "STUB-06", name: "stub-leakage", aliases: ["stub-leakage"], severity: .error,
        summary: "no stub vocabulary (Flintstone, Rubble, Bedrock, Slate) in localized text or production code, and no stub from a factory",
        rationale: """
            FOSMVVM's review checklist (stub-leakage): the fake vocabulary exists so that a stub that \
            reaches production is recognisable. Localized text is authored truth that users read; \
            a Flintstones name in it means a stub or sample value was copied where a real one belongs. \
            Checked in specs and in every localization YAML file (the reference's LOC-06: values are \
            authored truth). In Swift: a string literal with the vocabulary outside stubs, previews, \
            stub or mock types, #if DEBUG and test targets; and a factory (a …Factory's body or model \
            method) answering with .stub(). Not decided: whether a value is design sample data, which \
            only its owner knows.
            """,
        triggering: [
            .spec("viewModel: Home\nhosting: server\ntext:\n  welcome: { en: ↓\"Welcome, Fred Flintstone\" }\n"),
            .spec("viewModel: Home\nhosting: server\nenums:\n  City:\n    home: { en: ↓\"Bedrock\" }\n"),
            .spec("viewModel: Home\nhosting: client\nform:\n  name: SignupFields\n  fields:\n    name: { type: String, title: { en: \"Name\" }, placeholder: { en: ↓\"Fred Flintstone\" } }\n"),
            .spec("viewModel: Home\nhosting: server\ntext:\n  ↓rules:\n    pieces:\n      en: [\"Keep clear of the pier\", \"Ask for barney RUBBLE\"]\n"),
            .yaml("en:\n  HomeViewModel:\n    welcome: ↓\"Welcome, Fred Flintstone\"\nes:\n  HomeViewModel:\n    welcome: \"Bienvenido\"\n"),
            .yaml("en:\n  HomeViewModel:\n    towns:\n      - \"Springfield\"\n      - ↓\"Bedrock\"\n", path: "Sources/Resources/ViewModels/Home/Towns.yml"),
            .swift("public enum Support {\n    public static let contact = ↓\"Fred Flintstone <fred@bedrock.example>\"\n}\n", path: "Sources/App/Support.swift"),
            .swift("""
                extension DocksViewModel: VaporResponseBodyFactory {
                    public static func body<R: ServerRequest>(context: ProjectionContext<R, Void>) throws -> Self where R.ResponseBody == Self {
                        guard let docks = try? context.records(Self.docks) else { return .↓stub() }
                        return .init(docks: docks)
                    }
                }
                """, path: "Sources/WebServer/ViewModelFactories/Docks/DocksViewModel+Factory.swift"),
        ],
        nonTriggering: [
            .spec("viewModel: Home\nhosting: server\ntext:\n  welcome: { en: \"Welcome back\" }\n"),
            .spec("viewModel: Home\nhosting: server\nproperties:\n  name: { type: String, stub: \"Fred Flintstone\" }\n"),
            .yaml("en:\n  HomeViewModel:\n    welcome: \"Welcome back\"\n    # the stub greets Fred Flintstone; the real text does not\n"),
            .yaml("fixtures:\n  user: \"Fred Flintstone\"\n", path: "Tests/Fixtures/users.yml"),
            .swift("""
                @ViewModel
                public struct HomeViewModel {
                    public let name: String
                    public var vmId: ViewModelId = .init(type: Self.self)
                    public static func stub(name: String = "Fred Flintstone") -> Self { .init(name: name) }
                }
                #Preview {
                    HomeView(viewModel: .init(name: "Barney Rubble"))
                }
                #if DEBUG
                let sampleCity = "Bedrock"
                #endif
                public final class HomeStubOps: HomeViewModelOperations, @unchecked Sendable {
                    public func greet() { print("Yabba dabba doo, Flintstone") }
                }
                """),
            .swift("let fixture = \"Fred Flintstone\"\n", path: "Tests/AppTests/HomeTests.swift"),
        ])

    /// The first marker `text` holds, case-insensitively. ASCII text (nearly every value) is
    /// compared byte by byte, as the Swift rule compares string literals: Foundation's
    /// locale-aware search per value was 15% of a lint of a large project, and its answer
    /// depended on the machine's locale (a Turkish one folds I to ı). Other text keeps
    /// Foundation's folding, which also matches ligatures and full-width letters. Text whose
    /// other characters are accented Latin letters or Latin-1 punctuation (Spanish, French,
    /// German values) is compared by its bytes too: none of those characters folds to an ASCII
    /// letter, so they match no marker's letter either way, and a search of those bytes finds
    /// what Foundation finds (`LintFastPathTests` compares the two).
    static func firstMarker(in text: String) -> String? {
        if text.unicodeScalars.allSatisfy(foldsToNoASCII) { return StubLeakageSourceRule.marker(in: text) }
        return markers.first { text.localizedCaseInsensitiveContains($0) }
    }

    /// ASCII, or a scalar of U+00A0–U+017E that folds to no ASCII letter in any locale: not
    /// `ª` and `º` (ordinal letters), `İ` and `ı` (a Turkish locale's i), nor `ŉ` (its folding
    /// holds an `n`); `ſ` (an `s`) lies past the range.
    static func foldsToNoASCII(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x80: true
        case 0xAA, 0xBA, 0x130, 0x131, 0x149: false
        case 0xA0...0x17E: true
        default: false
        }
    }

    func check(_ context: SpecRuleContext) -> [RuleFinding] {
        var findings: [RuleFinding] = []
        func scan(_ values: LocalizedValues) {
            for entry in values.entries {
                if let marker = Self.firstMarker(in: entry.text) {
                    findings.append(RuleFinding("the '\(entry.locale)' text contains the stub vocabulary '\(marker)'; localized text is real, user-facing text", at: entry.location))
                }
            }
        }
        for viewModel in context.set.viewModels {
            for text in viewModel.texts {
                switch text.kind {
                case .string(let values), .substitutions(let values, _): scan(values)
                case .compound(let pieces, let separator):
                    for (locale, items) in pieces.sorted(by: { $0.key < $1.key }) {
                        // The first marker (in marker order) any piece holds: the least of each piece's first.
                        let held = Set(items.compactMap(Self.firstMarker(in:)))
                        if let marker = Self.markers.first(where: held.contains) {
                            findings.append(RuleFinding("the '\(locale)' pieces of '\(text.name)' contain the stub vocabulary '\(marker)'; localized text is real, user-facing text", at: text.location))
                        }
                    }
                    if let separator { scan(separator) }
                }
            }
            for displayEnum in viewModel.enums {
                for enumCase in displayEnum.cases { scan(enumCase.labels) }
            }
            for field in viewModel.form?.fields ?? [] {
                for text in field.texts { scan(text.values) }
            }
        }
        return findings
    }
}
