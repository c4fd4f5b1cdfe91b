/// How FOSMVVM names a request, for `vmgen new` to check a name before it writes one: the
/// same reading of a type name's words as rule REQ-04 (`RequestNamingRule`) and as the action a
/// name implies (`RequestAction.implied(by:)`), so what `new` writes never draws that rule.
public enum RequestNames {
    /// `BerthReservationCreate` → `["Berth", "Reservation", "Create"]`.
    public static func words(_ name: String) -> [String] {
        TypeNameWords.words(name)
    }

    /// A name that starts with a verb (`CreateBerth`), which FOSMVVM would have last: the verb
    /// and the name noun first (`BerthCreate`); `nil` for a name already noun first.
    public static func verbFirst(_ name: String) -> (verb: String, nounFirst: String)? {
        let words = words(name)
        guard words.count >= 2, RequestNamingRule.verbs.contains(words[0]) else { return nil }
        return (words[0], words.dropFirst().joined() + words[0])
    }
}
