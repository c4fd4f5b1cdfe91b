import Foundation

/// What regenerating a localization file would lose of the file as it is: the test that lets
/// vmgen rewrite a localization file someone changed (hand-added translations are carried
/// over, so the file can be regenerated) without ever dropping what that person wrote.
///
/// A translation is lost when the rendered file no longer holds it — its key is no longer
/// derived, or the spec gives other text — and so is an entry vmgen does not read as a
/// translation (a nested mapping, say) and a comment of the person's. vmgen's own placeholders
/// (`""  # UNRATIFIED…`), fallback texts (`# FALLBACK…`) and comments (its header, fingerprint,
/// `# UNRATIFIED` and `# FALLBACK` notes) are not.
///
/// A value is kept when the new file holds text FOSMVVM shows the same way (`showsTheSame`):
/// spelt or escaped otherwise, trimmed as FOSMVVM trims it, or written in the form an
/// earlier vmgen did not use (a compound separator, now a one-item list).
enum TranslationLosses {
    struct Loss: Sendable, Hashable {
        var location: SourceLocation
        var description: String
    }

    enum Scope {
        /// The file was changed by someone: all of it counts.
        case everything
        /// The file is as vmgen wrote it, with translations it kept: only what the spec no
        /// longer derives counts (the spec is the source of the text it gives).
        case droppedTranslations
    }

    /// What `rendered` would lose of `old`, the file at `path`, in file order.
    static func find(old: [UInt8], rendered: String, path: String, scope: Scope) -> [Loss] {
        let parsed = YAMLParser.parse(old, file: path)
        if let error = parsed.diagnostics.first(where: { $0.severity == .error }) {
            return [Loss(location: error.location ?? SourceLocation(file: path, line: 1, column: 1), description: "everything in it: it does not read as YAML")]
        }
        guard let root = parsed.root else { return [] }
        let new = ExistingTranslations.parse(Array(rendered.utf8), path: path).translations
        let fallbacks = FallbackMarker.lines(old, root: root)
        var losses: [Loss] = []
        // In a file as vmgen wrote it, an entry it does not read is its own (a template's).
        func unread(_ node: YAMLNode, _ names: [String]) {
            if scope == .everything, !isEmpty(node) { losses.append(Self.unread(node, names)) }
        }
        guard let locales = root.mapping else {
            return isEmpty(root) ? [] : [Loss(location: root.location, description: "everything in it: it is not a mapping of locale → type → key")]
        }
        for locale in locales {
            guard let types = locale.value.mapping else {
                unread(locale.value, [locale.key.text])
                continue
            }
            for type in types {
                guard let entries = type.value.mapping else {
                    unread(type.value, [locale.key.text, type.key.text])
                    continue
                }
                // A fallback text is the fallback locale's, written by vmgen: nothing of this one.
                for entry in entries where !fallbacks.contains(entry.keyLocation.line) {
                    let names = [locale.key.text, type.key.text, entry.key.text]
                    guard let value = translation(entry.value) else {
                        unread(entry.value, names)
                        continue
                    }
                    if isPlaceholder(value) { continue }
                    let now = new.value(locale: names[0], type: names[1], key: names[2]).flatMap { isPlaceholder($0) ? nil : $0 }
                    if let now, showsTheSame(value, now) { continue }
                    let text = "the '\(names[0])' text of \(names[1]).\(names[2]) (\(quoted(value)))"
                    if let now {
                        if scope == .everything {
                            losses.append(Loss(location: entry.keyLocation, description: "\(text), which the spec gives as \(quoted(now))"))
                        }
                    } else {
                        losses.append(Loss(location: entry.keyLocation, description: "\(text), which the spec no longer derives"))
                    }
                }
            }
        }
        if scope == .everything {
            losses += comments(old, root: root, rendered: rendered, path: path)
        }
        return losses.sorted { $0.location.offset < $1.location.offset }
    }

    /// Whether `now`, in the new file, gives the text `old` gave. The values are already read
    /// as text (quoting and escapes undone). FOSMVVM's YAML store trims every scalar string —
    /// `.whitespacesAndNewlines`, whatever the quoting — and no list item, so two scalars
    /// that trim to the same text show the same. A scalar that became a one-item list (vmgen
    /// now writes a compound separator so, bound by index, to keep its spaces) keeps the
    /// person's text when the item is that text as written, or as FOSMVVM showed it.
    static func showsTheSame(_ old: ExistingTranslations.Value, _ now: ExistingTranslations.Value) -> Bool {
        switch (old, now) {
        case (.text(let old), .text(let now)):
            return old == now || fosmvvmTrimmed(old) == fosmvvmTrimmed(now)
        case (.list(let old), .list(let now)):
            return old == now
        case (.text(let old), .list(let now)):
            return now.count == 1 && (now[0] == old || now[0] == fosmvvmTrimmed(old))
        case (.list, .text):
            return false
        }
    }

    /// A scalar string as FOSMVVM's YAML store hands it out.
    private static func fosmvvmTrimmed(_ text: String) -> String {
        text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private static func translation(_ node: YAMLNode) -> ExistingTranslations.Value? {
        if let scalar = node.scalar, !scalar.isNull { return .text(scalar.text) }
        if let items = node.sequence {
            let texts = items.compactMap { $0.scalar.flatMap { $0.isNull ? nil : $0.text } }
            return texts.count == items.count ? .list(texts) : nil
        }
        return nil
    }

    /// An empty value (`fr:` with nothing after it) holds nothing to lose.
    private static func isEmpty(_ node: YAMLNode) -> Bool {
        node.scalar?.isNull ?? false
    }

    /// The value vmgen writes for a locale without text (see `LocalizationContext`).
    private static func isPlaceholder(_ value: ExistingTranslations.Value) -> Bool {
        value == .text("") || value == .list([])
    }

    private static func unread(_ node: YAMLNode, _ names: [String]) -> Loss {
        Loss(location: node.location, description: "the entry \(names.map { "'\($0)'" }.joined(separator: " › ")), which is not a translation vmgen reads")
    }

    private static func quoted(_ value: ExistingTranslations.Value) -> String {
        func short(_ text: String) -> String {
            let cut = text.count > 40 ? String(text.prefix(40)) + "…" : text
            return "\"" + SwiftLiteral.commentText(cut) + "\""
        }
        switch value {
        case .text(let text): return short(text)
        case .list(let items): return "[" + items.map(short).joined(separator: ", ") + "]"
        }
    }

    // MARK: Comments

    private static let unratified = "# UNRATIFIED: no text for this locale yet"

    /// The comments of `old` that are not vmgen's own and that `rendered` does not have. A
    /// comment among the header's lines counts too: the project header is vmgen's only as it
    /// renders it now, so a line a person added there (or kept from an older header) is theirs.
    private static func comments(_ old: [UInt8], root: YAMLNode, rendered: String, path: String) -> [Loss] {
        let headerLine = GeneratedHeader.find(old)?.line ?? 0
        let newBytes = Array(rendered.utf8)
        let newRoot = YAMLParser.parse(newBytes, file: path).root
        let kept = Set(commentTexts(newBytes, root: newRoot).map(\.text)).union([unratified])
        return commentTexts(old, root: root).compactMap { comment in
            guard comment.line != headerLine, !comment.text.hasPrefix(Fingerprint.yamlPrefix), !comment.text.hasPrefix(FallbackMarker.prefix),
                !kept.contains(comment.text)
            else { return nil }
            let location = SourceLocation.at(offset: comment.offset, in: old, file: path)
            return Loss(location: location, description: "the comment '\(SwiftLiteral.commentText(comment.text))'")
        }
    }

    /// Every comment in `bytes` (text from `#` to the line's end), with its line and offset.
    /// A `#` starts a comment at a line's start or after a blank, outside quoted scalars (their
    /// extents come from the parse); one inside a block scalar is counted too, which can only
    /// make vmgen keep a file it could have rewritten.
    static func commentTexts(_ bytes: [UInt8], root: YAMLNode?) -> [(text: String, line: Int, offset: Int)] {
        var quoted: [Range<Int>] = []
        func collect(_ node: YAMLNode) {
            switch node.value {
            case .scalar(let scalar): addQuoted(scalar, at: node.location.offset)
            case .sequence(let items): items.forEach(collect)
            case .mapping(let entries):
                for entry in entries {
                    addQuoted(entry.key, at: entry.keyLocation.offset)
                    collect(entry.value)
                }
            }
        }
        func addQuoted(_ scalar: YAMLScalar, at start: Int) {
            guard scalar.style == .doubleQuoted || scalar.style == .singleQuoted, start < bytes.count else { return }
            quoted.append(start..<quoteEnd(bytes, from: start))
        }
        if let root { collect(root) }
        quoted.sort { $0.lowerBound < $1.lowerBound }

        var found: [(text: String, line: Int, offset: Int)] = []
        var line = 1
        var index = 0
        var nextQuoted = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A {
                line += 1
                index += 1
                continue
            }
            while nextQuoted < quoted.count, quoted[nextQuoted].upperBound <= index { nextQuoted += 1 }
            if nextQuoted < quoted.count, quoted[nextQuoted].contains(index) {
                for skipped in index..<quoted[nextQuoted].upperBound where bytes[skipped] == 0x0A { line += 1 }
                index = quoted[nextQuoted].upperBound
                continue
            }
            if byte == 0x23, index == 0 || [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index - 1]) {
                var end = index
                while end < bytes.count, bytes[end] != 0x0A { end += 1 }
                let textEnd = end > index && bytes[end - 1] == 0x0D ? end - 1 : end
                found.append((String(decoding: bytes[index..<textEnd], as: UTF8.self), line, index))
                index = end
                continue
            }
            index += 1
        }
        return found
    }

    /// The offset just past the closing quote of the quoted scalar opening at `start` (or the end).
    private static func quoteEnd(_ bytes: [UInt8], from start: Int) -> Int {
        let quote = bytes[start]
        var index = start + 1
        while index < bytes.count {
            let byte = bytes[index]
            if quote == 0x22, byte == 0x5C {  // \ escapes the next byte in double quotes
                index += 2
                continue
            }
            if byte == quote {
                if quote == 0x27, index + 1 < bytes.count, bytes[index + 1] == 0x27 {  // '' in single quotes
                    index += 2
                    continue
                }
                return index + 1
            }
            index += 1
        }
        return bytes.count
    }
}
