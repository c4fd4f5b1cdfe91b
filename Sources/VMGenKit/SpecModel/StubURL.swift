/// A `URL` stub becomes `URL(string: "…")!`, which traps when `URL(string:)` returns `nil`.
/// So the text must be an absolute URI by RFC 3986 — a scheme, then only the characters the
/// grammar allows, in the places it allows them — in ASCII. Every Foundation, the strict
/// parser of older Apple systems and the lenient one of newer systems and Linux alike, accepts
/// such a string unchanged; anything looser (a space, a second `#`, non-ASCII letters) is
/// accepted by some and rejected or rewritten by others, so it is an error here.
enum StubURL {
    /// Why `text` is not an absolute URL, or `nil` when it is one.
    static func problem(_ text: String) -> String? {
        let example = "write e.g. https://bedrock.example/path"
        if text.isEmpty { return "an empty URL: URL(string: \"\") is nil, so stub() would trap; \(example)" }
        let bytes = Array(text.utf8)
        if bytes.contains(where: { $0 >= 0x80 }) {
            return "'\(text)' is not an ASCII URL: percent-encode other characters (or use the punycode host name); \(example)"
        }
        if bytes.contains(where: { $0 <= 0x20 || $0 == 0x7F }) {
            return "'\(text)' contains a space or control character, which a URL cannot hold (write %20 for a space)"
        }
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), colon > 0, isScheme(bytes[..<colon]) else {
            return "'\(text)' is not an absolute URL: it needs a scheme such as https:; \(example)"
        }
        var rest = bytes[(colon + 1)...]
        if let hash = rest.firstIndex(of: UInt8(ascii: "#")) {
            let fragment = rest[(hash + 1)...]
            if let bad = firstInvalid(fragment, allowed: isQueryCharacter) { return invalid(text, bad) }
            rest = rest[..<hash]
        }
        if let question = rest.firstIndex(of: UInt8(ascii: "?")) {
            let query = rest[(question + 1)...]
            if let bad = firstInvalid(query, allowed: isQueryCharacter) { return invalid(text, bad) }
            rest = rest[..<question]
        }
        var path = rest
        if rest.starts(with: [UInt8(ascii: "/"), UInt8(ascii: "/")]) {
            let authorityStart = rest.startIndex + 2
            let authorityEnd = rest[authorityStart...].firstIndex(of: UInt8(ascii: "/")) ?? rest.endIndex
            if let problem = authorityProblem(rest[authorityStart..<authorityEnd], text: text) { return problem }
            path = rest[authorityEnd...]
        }
        if let bad = firstInvalid(path, allowed: { isPathCharacter($0) || $0 == UInt8(ascii: "/") }) { return invalid(text, bad) }
        if let problem = percentProblem(bytes, text: text) { return problem }
        return nil
    }

    private static func invalid(_ text: String, _ byte: UInt8) -> String {
        "'\(text)' is not a valid URL: '\(Character(Unicode.Scalar(byte)))' is not allowed there (percent-encode it)"
    }

    /// `[userinfo@]host[:port]`; the host a name, an IPv4 address or an `[IPv6]` literal.
    private static func authorityProblem(_ authority: ArraySlice<UInt8>, text: String) -> String? {
        var hostPort = authority
        if let at = authority.lastIndex(of: UInt8(ascii: "@")) {
            let userInfo = authority[..<at]
            if let bad = firstInvalid(userInfo, allowed: { isUnreservedOrSubDelimiter($0) || $0 == UInt8(ascii: ":") }) {
                return invalid(text, bad)
            }
            hostPort = authority[(at + 1)...]
        }
        var port: ArraySlice<UInt8> = []
        if hostPort.first == UInt8(ascii: "[") {
            guard let close = hostPort.firstIndex(of: UInt8(ascii: "]")) else {
                return "'\(text)' is not a valid URL: the IPv6 host has no closing ]"
            }
            let literal = hostPort[(hostPort.startIndex + 1)..<close]
            guard !literal.isEmpty, literal.allSatisfy({ UUIDText.isHexDigit($0) || $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: ".") }) else {
                return "'\(text)' is not a valid URL: '[\(String(decoding: literal, as: UTF8.self))]' is not an IPv6 address"
            }
            let after = hostPort[(close + 1)...]
            if !after.isEmpty {
                guard after.first == UInt8(ascii: ":") else { return invalid(text, after.first!) }
                port = after.dropFirst()
            }
        } else {
            var host = hostPort
            if let colon = hostPort.lastIndex(of: UInt8(ascii: ":")) {
                host = hostPort[..<colon]
                port = hostPort[(colon + 1)...]
            }
            if let bad = firstInvalid(host, allowed: isUnreservedOrSubDelimiter) { return invalid(text, bad) }
        }
        if !port.allSatisfy({ (0x30...0x39).contains($0) }) || port.count > 5 || (Int(String(decoding: port, as: UTF8.self)) ?? 0) > 65_535 {
            return "'\(text)' is not a valid URL: the port '\(String(decoding: port, as: UTF8.self))' is not a number 0–65535"
        }
        return nil
    }

    /// Every `%` starts `%XX` with two hex digits.
    private static func percentProblem(_ bytes: [UInt8], text: String) -> String? {
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "%") {
            guard index + 2 < bytes.count, UUIDText.isHexDigit(bytes[index + 1]), UUIDText.isHexDigit(bytes[index + 2]) else {
                return "'\(text)' is not a valid URL: '%' starts a percent-escape of two hex digits, e.g. %20 (write %25 for a percent sign)"
            }
        }
        return nil
    }

    private static func firstInvalid(_ bytes: ArraySlice<UInt8>, allowed: (UInt8) -> Bool) -> UInt8? {
        bytes.first { !allowed($0) }
    }

    private static func isScheme(_ bytes: ArraySlice<UInt8>) -> Bool {
        guard let first = bytes.first, isLetter(first) else { return false }
        return bytes.allSatisfy { isLetter($0) || isDigit($0) || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".") }
    }

    private static func isLetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
    private static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }

    /// RFC 3986 `unreserved / sub-delims`, and `%` (its escapes are checked separately).
    private static func isUnreservedOrSubDelimiter(_ byte: UInt8) -> Bool {
        isLetter(byte) || isDigit(byte) || "-._~!$&'()*+,;=%".utf8.contains(byte)
    }

    /// `pchar`: unreserved, sub-delims, `:`, `@` (and `%` escapes).
    private static func isPathCharacter(_ byte: UInt8) -> Bool {
        isUnreservedOrSubDelimiter(byte) || byte == UInt8(ascii: ":") || byte == UInt8(ascii: "@")
    }

    private static func isQueryCharacter(_ byte: UInt8) -> Bool {
        isPathCharacter(byte) || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?")
    }
}
