/// Recognizes, one printed scalar at a time, where text would start a CI logging command, so
/// the scalar that completes one can be escaped instead.
///
/// The GitHub Actions runner reads every line a step prints (stdout and stderr, split at
/// `\n` and `\r`). A line whose first non-whitespace characters are `::` is a workflow command
/// (`::error file=…::forged`, `::add-mask::`, `::stop-commands::`); `##[command]` anywhere in
/// a line is one in the runner's older syntax, and Azure Pipelines (`##vso[`) and TeamCity
/// (`##teamcity[`) read the same shape. The runner compares culture-aware, which skips
/// default-ignorable characters (zero-width joiners, variation selectors…), so those are
/// looked through here. Escaping the second `:` of a line-opening `::`, or the `[` of
/// `##…[`, breaks the marker while the rest of the text reads as before.
struct CommandMarkers {
    /// Only whitespace (or nothing) printed since the line began.
    private var atLineStart: Bool
    /// The line so far is whitespace and one `:`.
    private var colonOpensLine = false
    /// `#` printed in a row (letters after two or more keep them counted).
    private var hashes = 0
    private var lettersAfterHashes = false

    /// `atLineStart`: whether the text is printed at the start of a line (a whole line, a
    /// report) or inside one (a quoted name), where only `##…[` can be a marker.
    init(atLineStart: Bool) {
        self.atLineStart = atLineStart
    }

    /// A real line break was printed: a new line starts.
    mutating func lineBreak() {
        self = CommandMarkers(atLineStart: true)
    }

    /// Something that is neither whitespace nor part of a marker was printed in place of a
    /// scalar (an escape such as `\u{1B}`, which starts with a backslash).
    mutating func escaped() {
        self = CommandMarkers(atLineStart: false)
    }

    /// Whether printing `scalar` next would complete a marker; if so it must be escaped (and
    /// the recognizer starts over, as after any escape).
    mutating func completes(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value >= 0x80, scalar.properties.isDefaultIgnorableCodePoint { return false }
        if atLineStart {
            if scalar == " " || scalar == "\t" || (scalar.value >= 0x80 && scalar.properties.isWhitespace) { return false }
            atLineStart = false
            if scalar == ":" {
                colonOpensLine = true
                return false
            }
        } else if colonOpensLine {
            colonOpensLine = false
            if scalar == ":" {
                escaped()
                return true
            }
        }
        if scalar == "#" {
            if lettersAfterHashes { hashes = 0 }
            lettersAfterHashes = false
            hashes += 1
            return false
        }
        if hashes >= 2 {
            if scalar == "[" {
                escaped()
                return true
            }
            if scalar.isASCII, scalar.properties.isAlphabetic {
                lettersAfterHashes = true
                return false
            }
        }
        hashes = 0
        lettersAfterHashes = false
        return false
    }
}
