/// The comments in a hand-written ViewModel that no other note covers: a `//` line between
/// members, a comment at the end of a member's line, one inside a carried member's body. The
/// spec has no place for them, so each comment block is listed at its place rather than lost.
///
/// Already covered, so not listed again: `///` doc comments above a member (their own note),
/// the reason above a random `vmId` (carried as `identity: { random: … }`), and comments inside
/// a member that is itself listed (not carried at all) or whose body is checked for comments
/// (`init`, `stub()`). `// MARK:` lines only lay out the hand-written file. A file vmgen wrote is
/// skipped: `generate` writes its comments again.
enum StrayComments {
    static func notes(in declaration: SwiftDeclaration, of file: SwiftSourceFile, covered notes: [ImportNote], identityReason: Bool) -> [ImportNote] {
        let tokens = file.tokens
        let body = declaration.bodyTokens
        guard declaration.hasBody, body.lowerBound <= body.upperBound, body.upperBound <= tokens.count else { return [] }
        let noted = Set(notes.map(\.location))
        var skipped: [Range<Int>] = []
        var skippedLines = Set<Int>()
        for member in declaration.members {
            // vmgen's ModelIdentity shape has a comment of its own in `stubModelIdentity`.
            if noted.contains(member.location) || member.kind == .`init` || (member.kind == .func && member.name == "stub") || member.name == "stubModelIdentity" {
                skipped.append(member.bodyTokens)
            }
            if noted.contains(member.location) {
                // A comment after a listed member, on its last line, goes with it.
                let last = member.hasBody && member.bodyTokens.upperBound < tokens.count ? tokens[member.bodyTokens.upperBound].line : member.location.line
                skippedLines.insert(last)
            }
            let above = LeadingComments.lines(of: member, in: file, docOnly: false).count
            let isReason = identityReason && member.name == "vmId"
            let isDoc = !LeadingComments.lines(of: member, in: file, docOnly: true).isEmpty
            if (isReason || isDoc), above > 0 {
                for line in (member.location.line - above)..<member.location.line { skippedLines.insert(line) }
            }
        }
        var result: [ImportNote] = []
        var lastLine = -2
        var lastOwnLine = false
        for index in body where tokens[index].kind.isComment {
            let token = tokens[index]
            guard !skipped.contains(where: { $0.contains(index) }), !skippedLines.contains(token.line) else { continue }
            // `// MARK:` lays out the hand-written file; the generated file has a layout of its own.
            if token.text.hasPrefix("// MARK:") || token.text.hasPrefix("//MARK:") { continue }
            // One note per block of comment lines, each on a line of its own.
            let ownLine = index == 0 || tokens[index - 1].line + tokens[index - 1].text.filter { $0 == "\n" }.count < token.line
            defer { lastOwnLine = ownLine }
            if token.line != lastLine + 1 || !ownLine || !lastOwnLine {
                let text = token.text.split(separator: "\n").first.map(String.init) ?? token.text
                result.append(ImportNote(location: token.location,
                    message: "comment '\(text.count > 60 ? String(text.prefix(57)) + "…" : text)' is not carried: the spec has no place for comments among a ViewModel's members; keep it in the spec as a YAML comment if it matters"))
            }
            lastLine = token.line + token.text.filter { $0 == "\n" }.count
        }
        return result
    }
}
