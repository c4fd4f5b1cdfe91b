import Foundation
import VMGenKit

/// Random specs built from the spec language's own vocabulary: mostly well-formed YAML with
/// plausible keys and values, so the model builder and the rules — not only the YAML reader —
/// see inputs they must judge.
struct SpecGenerator {
    static let names = ["Dashboard", "Card", "Row", "Summary", "Header", "Item", "Detail", "Board", "Form", "Error", "X", "A1"]
    static let types = ["String", "Int", "Double", "Bool", "Date", "URL", "UUID", "ModelIdType", "SystemVersion", "ModelIdentity",
        "String?", "Int?", "[String]", "[Int]", "[Card]", "Card", "Row?", "[Row]", "Status", "Status?", "Theme", "Foo", "[[String]]",
        "Dictionary<String, Int>", "String??", "", "[", "Card!"]
    static let displays = ["LocalizableDate", "LocalizableInt", "LocalizableDouble", "LocalizableString", "Nope"]
    static let words = ["id", "title", "name", "count", "createdAt", "status", "cards", "rows", "host", "version", "identity",
        "operatorName", "free", "occupied", "isOn", "theme", "mvvmEnv", "value", "onTapped", "onLoaded", "reserve", "set", "x"]
    static let strings = ["Hello", "Hello, %{name}", "%{count} items", "", "quote \" and \\", "é 🚢", "%{", "%{unknown}",
        "line\nbreak", "#", "yes", "1.2.3", "1914-02-03", "1914-02-03T09:42:00Z", "00000000-0000-0000-0000-000000000000",
        "https://bedrock.example", "42", "-1", "3.5", "true", "null"]
    static let locales = ["en", "es", "de", "fr"]

    func spec(random: inout FuzzRandom) -> String {
        var out = ""
        let name = random.pick(Self.names)
        if !random.chance(1, in: 16) { out += "viewModel: \(name)\n" }
        let observable = random.chance(1, in: 6)
        if observable {
            out += "style: observable\n"
            out += observableKeys(random: &random)
        } else if !random.chance(1, in: 16) {
            out += "hosting: \(random.chance(1, in: 12) ? random.pick(Self.words) : random.pick(["server", "client"]))\n"
        }
        for key in ["page", "live"] where random.chance(1, in: 6) {
            out += "\(key): \(random.pick(["true", "false", "maybe"]))\n"
        }
        if random.chance(1, in: 3) { out += "doc: \(scalar(random.pick(Self.strings), random: &random))\n" }
        out += body(random: &random, depth: 0)
        if random.chance(1, in: 3) {
            out += "operations:\n"
            for _ in 0..<random.geometric(max: 4) { out += "  " + operation(random: &random) }
        }
        if random.chance(1, in: 4) {
            out += "request:\n  query:\n"
            for _ in 0..<random.geometric(max: 3) { out += "    \(random.pick(Self.words)): \(random.pick(Self.types))\n" }
            if random.chance(1, in: 2) { out += "  responseError: \(random.pick(Self.names))Error\n" }
        }
        if random.chance(1, in: 2) {
            out += "children:\n"
            for _ in 0..<random.geometric(max: 4) {
                out += "  \(random.pick(Self.names)):\n"
                out += body(random: &random, depth: 1).split(separator: "\n", omittingEmptySubsequences: false)
                    .map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n")
            }
        }
        if random.chance(1, in: 20) { out += random.pick(["unknown: 1\n", "viewModel: Again\n", "\tbad: tab\n", "- list\n"]) }
        return out
    }

    /// `identity`, `text`, `properties`, `enums`: what pages and children share.
    private func body(random: inout FuzzRandom, depth: Int) -> String {
        var out = ""
        if random.chance(1, in: 3) {
            let forms = ["singleton", "{ id: \(random.pick(Self.words)) }", "{ compose: [\(random.pick(Self.words)), \(random.pick(Self.words))] }",
                "{ modelIdentity: identity }", "{ random: \"why\" }", "{ random: \"\" }", "{ id: id, compose: [a] }", "[]", "nope"]
            out += "identity: \(random.pick(forms))\n"
        }
        if random.chance(1, in: 8) { out += "form: \(random.pick(Self.names))Fields\n" }
        if random.chance(1, in: 2) {
            out += "text:\n"
            for _ in 0..<random.geometric(max: 5) { out += "  \(random.pick(Self.words)):" + text(random: &random) }
        }
        if random.chance(3, in: 4) {
            out += "properties:\n"
            for _ in 0..<random.geometric(max: 8) { out += "  " + property(random: &random) }
        }
        if random.chance(1, in: 3) {
            out += "enums:\n"
            for _ in 0..<random.geometric(max: 2) {
                out += "  \(random.pick(["Status", "Theme", "Kind", "Status"])):\n"
                for _ in 0..<random.geometric(max: 4) {
                    out += "    \(random.pick(Self.words)): { \(localeValues(random: &random)) }\n"
                }
            }
        }
        return out
    }

    private func text(random: inout FuzzRandom) -> String {
        switch random.below(4) {
        case 0:
            return " { \(localeValues(random: &random)) }\n"
        case 1:
            var out = "\n"
            for locale in random.pick([["en"], ["en", "es"], ["es"]]) { out += "    \(locale): \(scalar(random.pick(Self.strings), random: &random))\n" }
            out += "    substitutions: { \(random.pick(["name", "count", "x"])): \(random.pick(Self.words)) }\n"
            return out
        case 2:
            var out = "\n    pieces:\n"
            for locale in random.pick([["en"], ["en", "es"]]) {
                out += "      \(locale): [\(scalar(random.pick(Self.strings), random: &random)), \(scalar(random.pick(Self.strings), random: &random))]\n"
            }
            if random.chance(1, in: 2) { out += "    separator: { en: \" · \" }\n" }
            return out
        default:
            return " \(scalar(random.pick(Self.strings), random: &random))\n"
        }
    }

    private func localeValues(random: inout FuzzRandom) -> String {
        (0..<random.geometric(max: 3)).map { _ in "\(random.pick(Self.locales)): \(scalar(random.pick(Self.strings), random: &random))" }
            .joined(separator: ", ")
    }

    private func property(random: inout FuzzRandom) -> String {
        let name = random.pick(Self.words)
        if random.chance(1, in: 2) { return "\(name): \(quotedType(random: &random))\n" }
        var fields = ["type: \(quotedType(random: &random))"]
        if random.chance(1, in: 3) { fields.append("display: \(random.pick(Self.displays))") }
        if random.chance(1, in: 3) { fields.append("stub: \(stub(random: &random))") }
        if random.chance(1, in: 6) { fields.append("label: \(random.pick(["false", "statusLabel", "true"]))") }
        if random.chance(1, in: 8) { fields.append("doc: \"d\"") }
        return "\(name): { \(fields.joined(separator: ", ")) }\n"
    }

    private func quotedType(random: inout FuzzRandom) -> String {
        let type = random.pick(Self.types)
        return type.hasPrefix("[") || type.isEmpty || type.contains("!") ? "\"\(type)\"" : type
    }

    private func stub(random: inout FuzzRandom) -> String {
        switch random.below(4) {
        case 0: return scalar(random.pick(Self.strings), random: &random)
        case 1: return "[\(scalar(random.pick(Self.strings), random: &random)), 1]"
        case 2: return random.pick(["42", "-0", "1e3", "true", "null", "occupied", "free", "1.2.3"])
        default: return "{ a: 1 }"
        }
    }

    private func operation(random: inout FuzzRandom) -> String {
        var out = "\(random.pick(Self.words)):\n"
        if random.chance(3, in: 4) {
            out += "    parameters:\n"
            for _ in 0..<random.geometric(max: 3) {
                let type = random.chance(1, in: 5) ? "MVVMEnvironment" : quotedType(random: &random)
                out += random.chance(1, in: 3)
                    ? "      \(random.pick(Self.words)): { type: \(type), label: \(random.pick(["_", "with", "x"])) }\n"
                    : "      \(random.pick(Self.words)): \(type)\n"
            }
        }
        if random.chance(1, in: 3) {
            out += "    output: { type: \(random.pick(Self.names)), assigns: { \(random.pick(Self.words)): \(random.pick(Self.words)) } }\n"
        }
        for key in ["async", "throws"] where random.chance(1, in: 5) { out += "    \(key): \(random.pick(["true", "false", "1"]))\n" }
        return out
    }

    private func observableKeys(random: inout FuzzRandom) -> String {
        var out = ""
        if random.chance(3, in: 4) { out += "state: \"\(random.pick(Self.types))\"\n" }
        if random.chance(1, in: 2) { out += "value: \(random.pick(Self.words))\n" }
        if random.chance(3, in: 4) {
            out += "services:\n  schedule:\n    type: Service\n"
            if random.chance(1, in: 2) { out += "    default: live\n" }
            out += "    methods:\n"
            for _ in 0..<random.geometric(max: 3) {
                out += "      \(random.pick(Self.words)): { \(random.chance(1, in: 2) ? "returns: \"\(random.pick(Self.types))\"" : "parameters: { x: String }") }\n"
            }
        }
        if random.chance(1, in: 2) { out += "load: { service: \(random.pick(["schedule", "other"])), method: \(random.pick(Self.words)) }\n" }
        if random.chance(1, in: 2) {
            out += "actions:\n"
            for _ in 0..<random.geometric(max: 3) {
                out += "  \(random.pick(Self.words)): \(random.pick(["{ reloads: true }", "{ parameters: { a: Int } }", "{}", "1"]))\n"
            }
        }
        for key in ["view", "tests"] where random.chance(1, in: 3) { out += "\(key): \(random.pick(["true", "false"]))\n" }
        if random.chance(1, in: 6) { out += "stub: sample\n" }
        return out
    }

    /// A YAML scalar for `text`: plain, single- or double-quoted (escaped).
    private func scalar(_ text: String, random: inout FuzzRandom) -> String {
        switch random.below(4) {
        case 0 where !text.isEmpty && !text.contains(where: { "\"\\\n:#{}[],'%&*!|>@`".contains($0) }): return text
        case 1: return "'" + text.replacingOccurrences(of: "'", with: "''").replacingOccurrences(of: "\n", with: " ") + "'"
        default: return YAMLLiteral.string(text)
        }
    }
}
