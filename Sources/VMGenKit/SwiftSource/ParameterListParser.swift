/// Reads a parameter list `( … )` into `SwiftParameter`s: `label name: Type = default`.
extension CodeTokens {
    /// The parameters between the `(` at `open` and its `)` (or `limit` when it has none).
    /// With `associatedValues`, an entry may be a bare type, as in `case failed(Error)`.
    func parameters(openingAt open: Int, limit: Int, associatedValues: Bool = false) -> [SwiftParameter] {
        let close = partner[open] > open ? partner[open] : limit
        var parameters: [SwiftParameter] = []
        var position = open + 1
        while position < close {
            while position < close, self[position].kind == .attribute {  // `@ViewBuilder content: …`
                position = self.is(position + 1, "(") && isAdjacent(position, position + 1) ? afterGroup(position + 1) : position + 1
            }
            var label: String?
            var name = ""
            let first = position
            if position + 2 < close, isWord(position), isWord(position + 1), self.is(position + 2, ":") {
                label = self.name(position)
                name = self.name(position + 1)
                position += 3
            } else if position + 1 < close, isWord(position), self.is(position + 1, ":") {
                name = self.name(position)
                position += 2
            } else if !associatedValues {
                position = nextEntry(from: position, close: close)
                continue  // not a parameter; skip what cannot be read
            }
            let typeEnd = typeEnd(from: position, limit: close)
            let type = normalizedText(position..<typeEnd)
            position = typeEnd
            var defaultValue: String?
            if position < close, self.is(position, "=") {
                let end = defaultValueEnd(from: position + 1, limit: close)
                defaultValue = sourceText(position + 1..<end)
                position = end
            }
            parameters.append(
                SwiftParameter(label: label, name: name, type: type, defaultValue: defaultValue, location: location(first)))
            position = nextEntry(from: position, close: close)
        }
        return parameters
    }

    /// The position after the next `,` at this level, or `close`; always past `start`.
    private func nextEntry(from start: Int, close: Int) -> Int {
        var position = start
        while position < close {
            if self.is(position, ",") {
                return position + 1
            }
            position = self.is(position, "(") || self.is(position, "[") || self.is(position, "{") ? afterGroup(position) : position + 1
        }
        return close
    }
}
