import VMGenKit
import XCTest

/// Substitution texts and compound strings: carried in the spec's text forms from the shape
/// vmgen generates and the localization YAML; any other shape is a note at its place.
final class ImportTextFormsTests: XCTestCase {
    private let yaml = ImportSource(path: "R/Home.yml", text: """
        en:
          HomeViewModel:
            welcome: "Hi %{name}, %{count} left"
            rulesPieces:
              - "One"
              - "Two"
            rulesSeparator:
              - " · "
            creditsPieces:
              - "Us"
        """)

    func testSubstitutionsAndCompoundsBecomeTheirTextForms() throws {
        let source = ImportSource(path: "H/HomeViewModel.swift", text: """
            @ViewModel
            public struct HomeViewModel {
                @LocalizedSubs(substitutions: \\.welcomeSubstitutions) public var welcome
                @LocalizedStrings public var rulesPieces
                @LocalizedString(propertyName: "rulesSeparator", index: 0) public var rulesSeparator
                @LocalizedCompoundString(pieces: \\Self._rulesPieces, separator: \\Self._rulesSeparator) public var rules
                @LocalizedStrings public var creditsPieces
                @LocalizedCompoundString(pieces: \\Self._creditsPieces) public var credits
                private var welcomeSubstitutions: [String: any Localizable] {
                    ["name": LocalizableString.constant(name), "count": LocalizableInt(value: count)]
                }
                public let name: String
                public let count: Int
                public var vmId: ViewModelId = .init(type: Self.self)
                public init(name: String, count: Int) {
                    self.name = name
                    self.count = count
                }
            }
            """)
        let result = SpecImporter.run(swift: [source], yaml: [yaml])
        XCTAssertEqual(result.notes.map(\.rendered), [])
        XCTAssertTrue(try XCTUnwrap(result.specs.first).text.contains("""
            text:
              welcome:
                en: "Hi %{name}, %{count} left"
                substitutions: { name: name, count: count }
              rules:
                pieces:
                  en: ["One", "Two"]
                separator: { en: " · " }
              credits:
                pieces:
                  en: ["Us"]

            """), result.specs.first?.text ?? "")
    }

    /// A compound with no text in a locale: vmgen writes `[]  # UNRATIFIED…` for its pieces and
    /// separator there, its placeholder as `""  # UNRATIFIED…` is a plain text's. It is no
    /// translation, so the spec leaves that locale out as the original did, and nothing is listed.
    func testACompoundsPlaceholderInALocaleIsNoTranslation() throws {
        let source = ImportSource(path: "H/HomeViewModel.swift", text: """
            @ViewModel
            public struct HomeViewModel {
                @LocalizedStrings public var rulesPieces
                @LocalizedString(propertyName: "rulesSeparator", index: 0) public var rulesSeparator
                @LocalizedCompoundString(pieces: \\Self._rulesPieces, separator: \\Self._rulesSeparator) public var rules
                public var vmId: ViewModelId = .init(type: Self.self)
                public init() {}
            }
            """)
        let yaml = ImportSource(path: "R/Home.yml", text: """
            en:
              HomeViewModel:
                rulesPieces:
                  - "One"
                rulesSeparator:
                  - " · "
            es:
              HomeViewModel:
                rulesPieces: []  # UNRATIFIED: no text for this locale yet
                rulesSeparator: []  # UNRATIFIED: no text for this locale yet
            """)
        let result = SpecImporter.run(swift: [source], yaml: [yaml])
        XCTAssertEqual(result.notes.map(\.rendered), [])
        XCTAssertTrue(try XCTUnwrap(result.specs.first).text.contains("""
              rules:
                pieces:
                  en: ["One"]
                separator: { en: " · " }

            """), result.specs.first?.text ?? "")
    }

    func testOtherShapesAreListedAtTheirPlace() {
        let source = ImportSource(path: "H/HomeViewModel.swift", text: """
            @ViewModel
            public struct HomeViewModel {
                @LocalizedSubs(substitutions: \\.welcomeSubstitutions) public var welcome
                @LocalizedStrings public var rulesPieces
                @LocalizedCompoundString(pieces: \\Self._otherPieces) public var rules
                private var welcomeSubstitutions: [String: any Localizable] {
                    ["name": name.uppercased(), "count": count]
                }
                public let name: String
                public let count: Int
                public var vmId: ViewModelId = .init(type: Self.self)
                public init(name: String, count: Int) {
                    self.name = name
                    self.count = count
                }
            }
            """)
        let result = SpecImporter.run(swift: [source], yaml: [yaml])
        XCTAssertEqual(result.notes.map(\.rendered).filter { $0.hasPrefix("H/") }, [
            "H/HomeViewModel.swift:3:66: note: text 'welcome' (@LocalizedSubs) is not carried: it needs its translations and a private 'welcomeSubstitutions' mapping each key to a carried property as vmgen generates it",
            "H/HomeViewModel.swift:4:30: note: text 'rulesPieces' is not carried: no @LocalizedCompoundString after it joins it",
            "H/HomeViewModel.swift:5:65: note: text 'rules' (@LocalizedCompoundString) is not carried: it must join 'rulesPieces' (and optionally 'rulesSeparator') declared just before it",
            "H/HomeViewModel.swift:6:13: note: computed property 'welcomeSubstitutions' is not carried: the spec generates it from 'substitutions:'",
        ])
        // The YAML the texts did not use is listed where it is.
        XCTAssertTrue(result.notes.contains { $0.rendered.hasPrefix("R/Home.yml:4:5: note: translation 'HomeViewModel.rulesPieces' is not carried") }, "\(result.notes.map(\.rendered))")
    }
}
