/// One piece of a template's surface syntax: literal text or a tag.
struct TemplateSegment: Sendable {
    enum Kind: Sendable { case text, output, block, comment }

    var kind: Kind
    /// Text: the bytes to emit (narrowed by the whitespace rules). Tags: the bytes between the
    /// delimiters, without `-` trim markers.
    var range: Range<Int>
    /// Tags: offset of the opening `{{` / `{%` / `{#`, where unterminated-tag errors point.
    var start: Int
    /// `{%-`: strip all whitespace (newlines too) before the tag.
    var trimBefore = false
    /// `-%}`: strip all whitespace (newlines too) after the tag.
    var trimAfter = false
}

/// Splits a template into text and tags, then applies the whitespace rules.
///
/// Tags may span lines. Inside `{{ }}` and `{% %}`, string literals are skipped while looking
/// for the close, so `{{ "}}" }}` works. An opening delimiter met before the close means the
/// earlier tag was never closed; reporting it there (instead of swallowing the rest of the file)
/// lets later errors still be found.
enum TemplateLexer {
    static func segments(of file: TemplateSourceBuffer, diagnostics: inout [Diagnostic]) -> [TemplateSegment] {
        let bytes = file.bytes
        var segments: [TemplateSegment] = []
        var textStart = 0
        var index = 0
        while index + 1 < bytes.count {
            guard bytes[index] == UInt8(ascii: "{"), let kind = tagKind(bytes[index + 1]) else {
                index += 1
                continue
            }
            if textStart < index {
                segments.append(TemplateSegment(kind: .text, range: textStart..<index, start: textStart))
            }
            switch scanTag(kind, openingAt: index, in: bytes) {
            case .closed(let segment, let next):
                segments.append(segment)
                index = next
                textStart = next
            case .unterminated(let resume):
                diagnostics.append(file.error(unterminatedMessage(kind), at: index))
                index = resume
                textStart = resume
            }
        }
        if textStart < bytes.count {
            segments.append(TemplateSegment(kind: .text, range: textStart..<bytes.count, start: textStart))
        }
        applyWhitespaceRules(to: &segments, in: bytes)
        return segments
    }

    private static func tagKind(_ byte: UInt8) -> TemplateSegment.Kind? {
        switch byte {
        case UInt8(ascii: "{"): .output
        case UInt8(ascii: "%"): .block
        case UInt8(ascii: "#"): .comment
        default: nil
        }
    }

    private static func unterminatedMessage(_ kind: TemplateSegment.Kind) -> String {
        switch kind {
        case .output: "unterminated '{{' tag; expected '}}'"
        case .block: "unterminated '{%' tag; expected '%}'"
        case .comment, .text: "unterminated comment; expected '#}'"
        }
    }

    private enum ScanResult {
        case closed(TemplateSegment, next: Int)
        /// Resume scanning at this offset (a later opening delimiter, or the end).
        case unterminated(resume: Int)
    }

    private static func scanTag(_ kind: TemplateSegment.Kind, openingAt open: Int, in bytes: [UInt8]) -> ScanResult {
        let closeByte: UInt8 = switch kind {
        case .output: UInt8(ascii: "}")
        case .block: UInt8(ascii: "%")
        case .comment, .text: UInt8(ascii: "#")
        }
        var contentStart = open + 2
        let trimBefore = contentStart < bytes.count && bytes[contentStart] == UInt8(ascii: "-")
        if trimBefore { contentStart += 1 }

        // Comments may contain anything, tags and quotes included (to comment out template code).
        let isTag = kind != .comment
        var close = findClose(closeByte, from: contentStart, in: bytes, skipStrings: isTag, stopAtOpeners: isTag)
        if close == nil, isTag {
            // Probably an unterminated string literal: find the close ignoring quotes so the
            // expression lexer can report the string, which is the real mistake.
            close = findClose(closeByte, from: contentStart, in: bytes, skipStrings: false, stopAtOpeners: true)
        }
        guard case .close(let closeIndex)? = close else {
            if case .reopen(let reopen)? = close { return .unterminated(resume: reopen) }
            return .unterminated(resume: bytes.count)
        }
        var contentEnd = closeIndex
        let trimAfter = contentEnd > contentStart && bytes[contentEnd - 1] == UInt8(ascii: "-")
        if trimAfter { contentEnd -= 1 }
        let segment = TemplateSegment(
            kind: kind, range: contentStart..<contentEnd, start: open,
            trimBefore: trimBefore, trimAfter: trimAfter)
        return .closed(segment, next: closeIndex + 2)
    }

    private enum CloseSearch {
        case close(Int)
        case reopen(Int)
    }

    /// The offset of `<closeByte>}`, or (with `stopAtOpeners`) of an opening delimiter that comes
    /// first; nil at the end.
    private static func findClose(
        _ closeByte: UInt8, from start: Int, in bytes: [UInt8], skipStrings: Bool, stopAtOpeners: Bool
    ) -> CloseSearch? {
        var index = start
        var inString = false
        while index < bytes.count {
            let byte = bytes[index]
            if inString {
                if byte == UInt8(ascii: "\\") {
                    index += 2
                    continue
                }
                if byte == UInt8(ascii: "\"") { inString = false }
                index += 1
                continue
            }
            if byte == UInt8(ascii: "\""), skipStrings {
                inString = true
            } else if byte == closeByte, index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "}") {
                return .close(index)
            } else if byte == UInt8(ascii: "{"), stopAtOpeners, index + 1 < bytes.count, tagKind(bytes[index + 1]) != nil {
                return .reopen(index)
            }
            index += 1
        }
        return nil
    }

    // MARK: - Whitespace

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        isBlank(byte) || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    /// Mustache's standalone rule, then Jinja's `-` trimming.
    ///
    /// Standalone-ness is decided on the original text of every line first, because removing one
    /// tag's line break must not change whether the tag on the next line is standalone.
    private static func applyWhitespaceRules(to segments: inout [TemplateSegment], in bytes: [UInt8]) {
        let original = segments
        for index in original.indices where original[index].kind == .block || original[index].kind == .comment {
            guard let before = standaloneStart(before: index, in: original, bytes: bytes),
                let after = standaloneEnd(after: index, in: original, bytes: bytes)
            else { continue }
            if index > 0 { segments[index - 1].range = segments[index - 1].range.lowerBound..<before }
            if index + 1 < segments.count { segments[index + 1].range = after..<segments[index + 1].range.upperBound }
        }
        for index in segments.indices where segments[index].kind != .text {
            if segments[index].trimBefore, index > 0, segments[index - 1].kind == .text {
                var end = segments[index - 1].range.upperBound
                while end > segments[index - 1].range.lowerBound, isWhitespace(bytes[end - 1]) { end -= 1 }
                segments[index - 1].range = segments[index - 1].range.lowerBound..<end
            }
            if segments[index].trimAfter, index + 1 < segments.count, segments[index + 1].kind == .text {
                var start = segments[index + 1].range.lowerBound
                while start < segments[index + 1].range.upperBound, isWhitespace(bytes[start]) { start += 1 }
                segments[index + 1].range = start..<segments[index + 1].range.upperBound
            }
        }
    }

    /// Where the preceding text should end if tag `index` starts its line after only blanks.
    private static func standaloneStart(before index: Int, in segments: [TemplateSegment], bytes: [UInt8]) -> Int? {
        guard index > 0 else { return 0 }
        let previous = segments[index - 1]
        guard previous.kind == .text else { return nil }
        var cursor = previous.range.upperBound
        while cursor > previous.range.lowerBound, isBlank(bytes[cursor - 1]) { cursor -= 1 }
        if cursor == previous.range.lowerBound {
            return index - 1 == 0 ? cursor : nil  // only blanks since the start of the template
        }
        return bytes[cursor - 1] == UInt8(ascii: "\n") ? cursor : nil
    }

    /// Where the following text should start if tag `index` ends its line with only blanks.
    private static func standaloneEnd(after index: Int, in segments: [TemplateSegment], bytes: [UInt8]) -> Int? {
        guard index + 1 < segments.count else { return 0 }  // last segment: nothing to narrow
        let next = segments[index + 1]
        guard next.kind == .text else { return nil }
        var cursor = next.range.lowerBound
        let end = next.range.upperBound
        while cursor < end, isBlank(bytes[cursor]) { cursor += 1 }
        if cursor == end {
            return index + 1 == segments.count - 1 ? cursor : nil  // only blanks until the end
        }
        if bytes[cursor] == UInt8(ascii: "\r"), cursor + 1 < end, bytes[cursor + 1] == UInt8(ascii: "\n") {
            return cursor + 2
        }
        return bytes[cursor] == UInt8(ascii: "\n") ? cursor + 1 : nil
    }
}
