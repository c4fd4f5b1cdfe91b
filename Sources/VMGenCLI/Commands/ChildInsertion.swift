import VMGenKit

/// Adds a child entry under `children:` of a parent spec's text (or a request under
/// `requests:`), keeping every other byte.
///
/// The parsed document says where things are (the `children` key, its entries, the next
/// top-level key); the text is only cut and joined at line boundaries. The result is parsed
/// again and must hold exactly one more entry, or nothing is written.
enum ChildInsertion {
    struct Refusal: Error {
        var message: String
    }

    /// `makeLines(indent, step)` gives the entry's lines for the indentation found; `key` is the
    /// top-level mapping it goes in, `kind` what its entries are, for messages.
    static func insert(
        _ name: String, under key: String = "children", kind: String = "child", into file: SpecFile, root: YAMLNode,
        makeLines: (String, String) -> [String]
    ) throws(Refusal) -> String {
        let text = String(decoding: file.bytes, as: UTF8.self)
        guard let entries = root.mapping else { throw Refusal(message: "\(file.path) is not a mapping of keys") }
        let newline = text.contains("\r\n") ? "\r\n" : "\n"
        var lines = text.components(separatedBy: newline)
        let endsWithNewline = lines.last == ""
        if endsWithNewline { lines.removeLast() }
        let previousCount: Int

        if let index = entries.firstIndex(where: { $0.key.text == key }) {
            let children = entries[index]
            let keyLine = children.keyLocation.line  // 1-based
            switch children.value.value {
            case .mapping(let childEntries):
                if character(at: children.value.location, in: lines) == "{" {
                    throw Refusal(message: "'\(key)' in \(file.path) is written in flow style ({ … }); add '\(name)' there by hand")
                }
                if childEntries.contains(where: { $0.key.text == name }) {
                    throw Refusal(message: "\(file.path) already has \(SwiftNames.article(kind)) \(kind) '\(name)'")
                }
                previousCount = childEntries.count
                let indent = String(repeating: " ", count: max(1, (childEntries.first?.keyLocation.column ?? 3) - 1))
                // The block ends before the next top-level key; comments at column 0
                // just before that key belong to it, so the child goes after the last line of
                // the block itself.
                let nextKeyLine = index + 1 < entries.count ? entries[index + 1].keyLocation.line : lines.count + 1
                var last = keyLine
                for lineNumber in stride(from: nextKeyLine - 1, to: keyLine, by: -1) {
                    let line = lines[lineNumber - 1]
                    if !line.allSatisfy({ $0 == " " }), line.first != "#" {
                        last = lineNumber
                        break
                    }
                }
                lines.insert(contentsOf: makeLines(indent, indent), at: last)
            case .scalar(let scalar) where scalar.isNull && scalar.text.isEmpty:
                // `children:` (or `requests:`) with nothing after it (not `~` or `null`, whose text is not empty).
                previousCount = 0
                lines.insert(contentsOf: makeLines("  ", "  "), at: keyLine)
            default:
                throw Refusal(message: "'\(key)' in \(file.path) is not a mapping of \(kind) names; add '\(name)' by hand")
            }
        } else {
            previousCount = 0
            if lines.last.map({ !$0.allSatisfy { $0 == " " } }) ?? false { lines.append("") }
            lines.append(key + ":")
            lines += makeLines("  ", "  ")
        }

        let result = lines.joined(separator: newline) + newline
        let reparsed = YAMLParser.parse(result, file: file.path)
        let newChildren = reparsed.root?[key]?.mapping ?? []
        guard !reparsed.diagnostics.hasErrors, newChildren.count == previousCount + 1,
            newChildren.contains(where: { $0.key.text == name })
        else {
            throw Refusal(message: "vmgen could not add '\(name)' to \(file.path) safely (its layout is unusual); add it under '\(key):' by hand")
        }
        return result
    }

    /// The character at a 1-based line and character column.
    static func character(at location: SourceLocation, in lines: [String]) -> Character? {
        guard lines.indices.contains(location.line - 1) else { return nil }
        let line = lines[location.line - 1]
        guard location.column >= 1, location.column <= line.count else { return nil }
        return line[line.index(line.startIndex, offsetBy: location.column - 1)]
    }
}
