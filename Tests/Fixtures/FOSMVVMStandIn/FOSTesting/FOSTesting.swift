// Stand-in for FOSTesting — ref §1.10: Sources/FOSTesting/LocalizableTestCase.swift:41-208.
// Where the reference gives only a name, the signature is assumed from FOSUtilities' source:
// `loadLocalizationStore` is synchronous `throws` (like `Bundle.yamlLocalization`), the `expect…`
// functions are throwing instance methods whose extra parameters all have defaults.
// Type-checking only.

import FOSFoundation
import FOSMVVM
import Foundation

public protocol LocalizableTestCase: Sendable {
    var locStore: LocalizationStore { get }
    var locales: Set<Locale> { get }
}

public extension LocalizableTestCase {
    /// Line 54.
    static func loadLocalizationStore(bundle: Bundle, resourceDirectoryName: String = "Resources") throws -> LocalizationStore {
        try bundle.yamlLocalization(resourceDirectoryName: resourceDirectoryName)
    }

    /// Line 85.
    static func loadLocalizationStore(bundles: [Bundle], resourceDirectoryName: String = "Resources") throws -> LocalizationStore {
        try bundles.yamlLocalization(resourceDirectoryName: resourceDirectoryName)
    }

    /// Line 92.
    func encoder(locale: Locale = Self.en) -> JSONEncoder {
        JSONEncoder.localizingEncoder(locale: locale, localizationStore: locStore)
    }

    /// Line 104: encodes `.stub()` per locale.
    func expectTranslations<Model: RetrievablePropertyNames & Stubbable>(
        _ type: Model.Type, locales: Set<Locale>? = nil, file: StaticString = #filePath, line: UInt = #line
    ) throws {}

    /// Line 167: codable + versioned baseline + translations.
    func expectFullViewModelTests(
        _ viewModelType: (some ViewModel).Type, locales: Set<Locale>? = nil, file: StaticString = #filePath, line: UInt = #line
    ) throws {}

    /// Line 196.
    func expectFullFieldValidationModelTests(
        _ type: (some FieldValidationModel).Type, locales: Set<Locale>? = nil, file: StaticString = #filePath,
        line: UInt = #line
    ) throws {}

    /// Line 208.
    func expectFullFormFieldTests(
        _ formField: FormField<some Codable & Hashable>, locales: Set<Locale>? = nil, file: StaticString = #filePath,
        line: UInt = #line
    ) throws {}

    // The named locales (ref §1.10: `en`, `enUS`, `enGB`, `es`).
    static var en: Locale { Locale(identifier: "en") }
    static var enUS: Locale { Locale(identifier: "en-US") }
    static var enGB: Locale { Locale(identifier: "en-GB") }
    static var es: Locale { Locale(identifier: "es") }
    var en: Locale { Self.en }
    var enUS: Locale { Self.enUS }
    var enGB: Locale { Self.enGB }
    var es: Locale { Self.es }
}

/// `Sources/FOSTesting/Expectations.swift:33`: a `stub()` encodes and decodes.
public func expectCodable<C: Codable & Stubbable>(
    _ codableType: C.Type, encoder: JSONEncoder? = nil, decoder: JSONDecoder? = nil, _ message: @autoclosure () -> String = ""
) throws {}
