/// The shape of a locale identifier, shared by `locales:` in vmgen.yml and the locale keys of a
/// spec's text, so the two can never disagree about what a locale is.
///
/// FOSMVVM keys its localization YAML by locale identifier, lowercased, and looks a text up by
/// `Locale.identifier` (`en`, `en-GB`, `en_GB`, `zh-Hans`), then by its language code alone. So
/// a locale is a BCP 47-ish identifier: a language code of 2 or 3 letters, then subtags of
/// letters and digits (script, region, variant), joined by `-` or `_`.
public enum LocaleIdentifier {
    public static func isValid(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false).flatMap {
            $0.split(separator: "_", omittingEmptySubsequences: false)
        }
        let language = parts.first ?? ""
        return (2...3).contains(language.count) && language.allSatisfy { $0.isASCII && $0.isLetter }
            && parts.dropFirst().allSatisfy { (1...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
    }

    /// The key FOSMVVM files a locale's text under: two locales with the same key are one.
    public static func key(_ text: String) -> String { text.lowercased() }
}
