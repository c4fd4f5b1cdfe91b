/// The import's notes that name no loss, for the round-trip tests: a note on a file that comes
/// back byte for byte must be one of these, or the import lists a loss that is none.
public enum RoundTripNotes {
    /// What import leaves as it is in place (a factory's extension), and what it reads from the
    /// App rather than the generated file (an output's `create:`).
    public static let informational = ["(it is left as it is)", "the 'create:' expression of the output storage", "no creation of the output storage"]

    public static func namesNoLoss(_ message: String) -> Bool {
        informational.contains { message.contains($0) }
    }
}
