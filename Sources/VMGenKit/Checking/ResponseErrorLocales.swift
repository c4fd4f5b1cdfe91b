/// A generated ResponseError's messages are localized on the server and decoded by the client:
/// a message with no text in a configured locale is encoded as `null`, and the client's decode of
/// the whole error then fails (`DecodingError.valueNotFound`, reference part 2 §5.1) — the user
/// sees no message at all. So, unlike a missing UI text (LOC-01, a warning), it is an error, and
/// so is text in a locale `vmgen.yml` does not list (never written, as LOC-10 says of any text).
/// A message in the `fallbackLocale` of vmgen.yml is written in its place, so it is complete.
enum ResponseErrorLocales {
    static func check(_ set: ViewModelSet, locales: [String], fallbackLocale: String? = nil) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for viewModel in set.viewModels {
            for (request, errors) in viewModel.generatedRequestErrors {
                for message in errors.cases {
                    let values: LocalizedValues
                    switch message.kind {
                    case .string(let strings), .substitutions(let strings, _): values = strings
                    case .compound: continue
                    }
                    let filled = fallbackLocale.map(values.locales.contains) ?? false
                    let missing = filled ? [] : locales.filter { !values.locales.contains($0) }
                    if !missing.isEmpty {
                        diagnostics.append(.error(
                            "the error case '\(message.name)' of \(request) has no message for \(missing.map { "'\($0)'" }.joined(separator: ", ")): the server would send it as null and the client could not decode the error",
                            at: message.location, code: "spec"))
                    }
                    for entry in values.entries where !locales.contains(entry.locale) {
                        diagnostics.append(.error(
                            "'\(entry.locale)' is not a locale of vmgen.yml (\(locales.joined(separator: ", "))), so this message would never be written",
                            at: entry.location, code: "spec"))
                    }
                }
            }
        }
        return diagnostics
    }
}
