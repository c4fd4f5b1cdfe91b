import VMGenKit

/// A small argument parser: flags (`--check`), options with values (`--config FILE` or
/// `--config=FILE`), and positionals. Unknown flags are errors with a suggestion.
struct Arguments {
    var flags: Set<String> = []
    var options: [String: String] = [:]
    var positionals: [String] = []

    struct Failure: Error {
        var message: String
    }

    /// `knownFlags` / `knownOptions` are long names with dashes, e.g. `--check`, `-q`.
    static func parse(_ words: [String], knownFlags: Set<String>, knownOptions: Set<String>) -> Result<Arguments, Failure> {
        var result = Arguments()
        var index = 0
        while index < words.count {
            let word = words[index]
            index += 1
            if word == "--" {
                result.positionals += words[index...]
                break
            }
            guard word.hasPrefix("-"), word != "-" else {
                result.positionals.append(word)
                continue
            }
            var name = word
            var inlineValue: String?
            if let equals = word.firstIndex(of: "="), word.hasPrefix("--") {
                name = String(word[..<equals])
                inlineValue = String(word[word.index(after: equals)...])
            }
            if knownFlags.contains(name), inlineValue == nil {
                result.flags.insert(name)
            } else if knownOptions.contains(name) {
                if let inlineValue {
                    result.options[name] = inlineValue
                } else if index < words.count {
                    result.options[name] = words[index]
                    index += 1
                } else {
                    return .failure(Failure(message: "\(name) needs a value"))
                }
            } else {
                let hint = Suggestion.didYouMean(name, in: knownFlags.union(knownOptions).sorted())
                return .failure(Failure(message: "unknown option '\(name)'\(hint)"))
            }
        }
        return .success(result)
    }
}
