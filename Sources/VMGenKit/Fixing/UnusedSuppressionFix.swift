/// SUP-02's fix: an unused suppression comment is deleted — the whole line when the comment
/// stands alone on it, else the comment and the space that separates it from the code.
///
/// Only the forms whose meaning ends with the comment are deleted (`disable:next`,
/// `disable:this`, `disable:file`) and only when every rule it names is one vmgen knows: a
/// block (`disable` … `enable`) has a partner to remove with it, and a misspelt rule name is
/// the user's to correct (the finding says which rule was meant). Only vmgen's own form is
/// deleted: a `fosmvvm-review:` comment also speaks to FOSMVVM's reviewer, whose checks
/// vmgen does not all run.
enum UnusedSuppressionFix {
    static let summary = "deletes an unused `disable:next`, `disable:this` or `disable:file` comment (its line when it stands alone)"
    static let leaves = "a `disable` … `enable` block, a suppression naming a rule vmgen does not know (fix the name), FOSMVVM's `fosmvvm-review:` comments (its reviewer reads them too), and YAML comments"

    /// The corrections of the SUP-02 findings at `offsets` (each the start of a comment).
    static func corrections(_ file: SwiftSourceFile, at offsets: Set<Int>) -> [RuleCorrection] {
        offsets.sorted().compactMap { offset in
            guard let index = file.tokenIndex(containing: offset), file.tokens[index].offset == offset else { return nil }
            let token = file.tokens[index]
            guard token.kind.isComment, isVMGenForm(token.text),
                let suppression = SuppressionSet.parse(.init(text: token.text, location: token.location)),
                [.nextLine, .thisLine, .file].contains(suppression.scope), suppression.reason != nil,
                suppression.rules.allSatisfy({ $0 == "all" || RuleCatalogue.knownNames.contains($0) })
            else { return nil }
            var correction = RuleCorrection(location: token.location, edits: [removal(of: token, in: file)])
            correction.removesComment = true
            return correction
        }
    }

    /// Whether the comment is written `vmgen:…` (after its `//`, `///`, `/*` and blanks).
    static func isVMGenForm(_ text: String) -> Bool {
        text.drop { $0 == "/" || $0 == "*" }.drop { $0 == " " || $0 == "\t" }.hasPrefix("vmgen:")
    }

    /// The bytes to delete with the comment: its whole line (with the line break) when
    /// nothing else is on it; the blanks before it when it follows code; the blanks after it
    /// when code follows it.
    static func removal(of token: SwiftToken, in file: SwiftSourceFile) -> TextEdit {
        let first = file.isFirstOnLine(token.offset)
        let last = file.isLastOnLine(token.endOffset)
        if first, last {
            let start = file.lineStart(of: token.offset)
            let end = file.lineEnd(of: token.endOffset)
            return TextEdit(start..<min(end + 1, file.bytes.count), "")
        }
        if first {
            var end = token.endOffset
            while end < file.bytes.count, file.bytes[end] == 0x20 || file.bytes[end] == 0x09 { end += 1 }
            return TextEdit(token.offset..<end, "")
        }
        var start = token.offset
        while start > 0, file.bytes[start - 1] == 0x20 || file.bytes[start - 1] == 0x09 { start -= 1 }
        // Code on both sides with no blank at all (`a/* … */b`): keep the two apart.
        let blankAfter = token.endOffset < file.bytes.count && (file.bytes[token.endOffset] == 0x20 || file.bytes[token.endOffset] == 0x09)
        let keep = !last && start == token.offset && !blankAfter ? " " : ""
        return TextEdit(start..<token.endOffset, keep)
    }
}
