import Foundation

/// The comments written just above a declaration (above its attributes and modifiers):
/// `///` lines become a spec's `doc:`, a `//` line above `vmId` the reason of a random identity.
enum LeadingComments {
    /// The comment tokens directly above `declaration`, top first, with their markers removed.
    static func lines(of declaration: SwiftDeclaration, in file: SwiftSourceFile, docOnly: Bool) -> [String] {
        let starts = declaration.attributes.map(\.location.offset) + [declaration.location.offset]
        guard var index = file.tokenIndex(containing: starts.min() ?? declaration.location.offset) else { return [] }
        // Step back over the modifiers between the attributes and the keyword (`public`, `static`).
        while index > 0, !file.tokens[index - 1].kind.isComment,
            declaration.modifiers.contains(where: { $0.hasPrefix(file.tokens[index - 1].text) }) {
            index -= 1
        }
        var found: [String] = []
        var nextLine = file.tokens[index].line
        while index > 0 {
            let token = file.tokens[index - 1]
            // A blank line ends the block: `// MARK: -` above it is not this declaration's.
            guard token.line == nextLine - 1 else { break }
            guard token.kind == .docComment || (!docOnly && token.kind == .lineComment) else { break }
            // A comment after code on its line belongs to that code, not to this declaration.
            guard index < 2 || file.tokens[index - 2].line < token.line else { break }
            guard let text = stripped(token.text) else { break }
            found.append(text)
            nextLine = token.line
            index -= 1
        }
        return found.reversed()
    }

    /// The text of a `///` or `//` line comment; `nil` for a block comment.
    private static func stripped(_ text: String) -> String? {
        var body = Substring(text)
        if body.hasPrefix("///") {
            body = body.dropFirst(3)
        } else if body.hasPrefix("//") {
            body = body.dropFirst(2)
        } else {
            return nil
        }
        if body.hasPrefix(" ") { body = body.dropFirst() }
        return String(body).trimmingCharacters(in: .whitespaces)
    }
}
