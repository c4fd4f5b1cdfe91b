/// A filter: input value, arguments → output, or a message (the engine adds the location).
public typealias TemplateFilter = @Sendable (TemplateValue, [TemplateValue]) -> Result<TemplateValue, TemplateFilterError>

/// Why a filter could not produce a value; the engine reports it at the filter's name.
public struct TemplateFilterError: Error, Sendable, Hashable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}

/// What a filter returns.
typealias TemplateFilterResult = Result<TemplateValue, TemplateFilterError>

/// A filter plus what the parser may check before rendering.
struct TemplateFilterDefinition: Sendable {
    enum ArgumentKind: Sendable {
        case string, integer, any
    }

    var apply: TemplateFilter
    /// The exact arguments a built-in takes; `nil` for user filters, whose signature is unknown.
    var arguments: [ArgumentKind]?
}

/// The filters every template set has.
enum TemplateBuiltinFilters {
    static let all: [String: TemplateFilterDefinition] = [
        "upperFirst": .init(apply: stringFilter { $0.prefix(1).uppercased() + $0.dropFirst() }, arguments: []),
        "lowerFirst": .init(apply: stringFilter { $0.prefix(1).lowercased() + $0.dropFirst() }, arguments: []),
        "uppercase": .init(apply: stringFilter { $0.uppercased() }, arguments: []),
        "lowercase": .init(apply: stringFilter { $0.lowercased() }, arguments: []),
        "indent": .init(apply: indent, arguments: [.integer]),
        "join": .init(apply: join, arguments: [.string]),
        "count": .init(apply: count, arguments: []),
        "default": .init(apply: defaultValue, arguments: [.any]),
        "first": .init(apply: { input, _ in element(of: input, first: true) }, arguments: []),
        "last": .init(apply: { input, _ in element(of: input, first: false) }, arguments: []),
    ]

    private static func stringFilter(_ transform: @escaping @Sendable (String) -> String) -> TemplateFilter {
        { input, _ in
            guard case .string(let text) = input else {
                return .failure(TemplateFilterError("expects a string, got \(input.kindDescription)"))
            }
            return .success(.string(transform(text)))
        }
    }

    /// Prefixes every line but the first with N spaces, so `{{ body|indent:4 }}` placed after four
    /// spaces of indentation lines up. Empty lines stay empty: generated code has no trailing blanks.
    private static func indent(_ input: TemplateValue, _ arguments: [TemplateValue]) -> TemplateFilterResult {
        guard case .string(let text) = input else {
            return .failure(TemplateFilterError("expects a string, got \(input.kindDescription)"))
        }
        // The parser checks built-in arity; this guard only keeps a misuse from trapping.
        guard arguments.count == 1 else {
            return .failure(TemplateFilterError("takes 1 argument, got \(arguments.count)"))
        }
        guard case .int(let width) = arguments[0] else {
            let got = arguments[0].kindDescription
            return .failure(TemplateFilterError("expects an integer argument (the number of spaces), got \(got)"))
        }
        guard (0...1_000).contains(width) else {
            return .failure(TemplateFilterError("width must be between 0 and 1000, got \(width)"))
        }
        // Bytes, not Characters: "\r\n" is one Character, so splitting Characters on "\n" misses it.
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count + width * 8)
        var isFirst = true
        for line in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            if !isFirst {
                output.append(UInt8(ascii: "\n"))
                if !line.isEmpty, !line.elementsEqual([UInt8(ascii: "\r")]) {
                    output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: width))
                }
            }
            output.append(contentsOf: line)
            isFirst = false
        }
        return .success(.string(String(decoding: output, as: UTF8.self)))
    }

    private static func join(_ input: TemplateValue, _ arguments: [TemplateValue]) -> TemplateFilterResult {
        guard case .list(let items) = input else {
            return .failure(TemplateFilterError("expects a list, got \(input.kindDescription)"))
        }
        // The parser checks built-in arity; this guard only keeps a misuse from trapping.
        guard arguments.count == 1 else {
            return .failure(TemplateFilterError("takes 1 argument, got \(arguments.count)"))
        }
        guard case .string(let separator) = arguments[0] else {
            let got = arguments[0].kindDescription
            return .failure(TemplateFilterError("expects a string argument (the separator), got \(got)"))
        }
        var parts: [String] = []
        parts.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            switch item {
            case .string(let text): parts.append(text)
            case .int(let number): parts.append(String(number))
            default:
                let message = "expects a list of strings or integers, but element \(index + 1) is \(item.kindDescription)"
                return .failure(TemplateFilterError(message))
            }
        }
        return .success(.string(parts.joined(separator: separator)))
    }

    private static func count(_ input: TemplateValue, _ arguments: [TemplateValue]) -> TemplateFilterResult {
        switch input {
        case .list(let items): .success(.int(items.count))
        case .string(let text): .success(.int(text.count))
        case .object(let members): .success(.int(members.count))
        default: .failure(TemplateFilterError("expects a list, string or object, got \(input.kindDescription)"))
        }
    }

    /// Replaces null or `""`; an unknown variable is still an error (templates are strict).
    private static func defaultValue(_ input: TemplateValue, _ arguments: [TemplateValue]) -> TemplateFilterResult {
        // The parser checks built-in arity; this guard only keeps a misuse from trapping.
        guard arguments.count == 1 else {
            return .failure(TemplateFilterError("takes 1 argument, got \(arguments.count)"))
        }
        switch input {
        case .null, .string(""): return .success(arguments[0])
        default: return .success(input)
        }
    }

    /// The first or last element of a list (or character of a string); null when empty.
    private static func element(of input: TemplateValue, first: Bool) -> TemplateFilterResult {
        switch input {
        case .list(let items):
            return .success((first ? items.first : items.last) ?? .null)
        case .string(let text):
            return .success((first ? text.first : text.last).map { .string(String($0)) } ?? .null)
        default:
            return .failure(TemplateFilterError("expects a list or string, got \(input.kindDescription)"))
        }
    }
}
