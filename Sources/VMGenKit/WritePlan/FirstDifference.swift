/// Where two texts first differ, as the line and column (1-based, columns in characters) of
/// the first: `edited-outside-regions` points there, at the hand edit in a generated file.
enum FirstDifference {
    static func of(_ old: String, _ new: String) -> (line: Int, column: Int)? {
        guard old != new else { return nil }
        let oldLines = old.split(separator: "\n", omittingEmptySubsequences: false)
        let newLines = new.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, line) in oldLines.enumerated() {
            guard index < newLines.count else { return (index + 1, 1) }
            let other = newLines[index]
            if line == other { continue }
            let same = zip(line, other).prefix { $0 == $1 }.count
            return (index + 1, same + 1)
        }
        // The old text is the new one cut short: the first line it lacks.
        return (max(oldLines.count, 1), (oldLines.last?.count ?? 0) + 1)
    }
}
