import Foundation

/// Parses the type spellings a spec may write: `String`, `Int?`, `[Card]`, `[String]?`.
///
/// Names are resolved against the project's ViewModels and enums; anything else is an error
/// (a domain type in a ViewModel is the seed's "category error").
struct TypeParser {
    /// Spec names of every ViewModel in the project.
    let viewModels: Set<String>
    /// Names of every display enum in the project.
    let enums: Set<String>
    /// Modules whose types a ViewModel must never hold.
    let domainModules: Set<String>
    /// Names of every `nested: true` child in the project.
    let nested: Set<String>
    /// Every name above, for "did you mean" (built once: each unknown type asks it).
    private let suggestions: SuggestionIndex

    init(viewModels: Set<String>, enums: Set<String>, domainModules: Set<String> = [], nested: Set<String> = []) {
        self.viewModels = viewModels
        self.enums = enums
        self.domainModules = domainModules
        self.nested = nested
        suggestions = SuggestionIndex(PlainType.allCases.map(\.rawValue) + viewModels.sorted() + enums.sorted() + nested.sorted())
    }

    enum Failure: Error, Equatable {
        case malformed(String)
        case unknown(name: String, suggestion: String?)
        case viewModelSuffix(name: String, specName: String)
        case domainType(name: String, module: String)
    }

    func parse(_ text: String) -> Result<TypeRef, Failure> {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.hasSuffix("?") {
            let inner = String(trimmed.dropLast())
            if inner.hasSuffix("?") { return .failure(.malformed("'\(text)' is a double optional")) }
            return parse(inner).map { .optional($0) }
        }
        if trimmed.hasPrefix("[") {
            guard trimmed.hasSuffix("]"), trimmed.count > 2 else {
                return .failure(.malformed("'\(text)' is not a type: a list is written [Element]"))
            }
            let inner = String(trimmed.dropFirst().dropLast())
            if inner.contains(":") {
                return .failure(.malformed("'\(text)' is a dictionary; ViewModel properties use plain types, lists and child ViewModels"))
            }
            return parse(inner).map { .array($0) }
        }
        if let dot = trimmed.firstIndex(of: "."), domainModules.contains(String(trimmed[..<dot])) {
            return .failure(.domainType(name: trimmed, module: String(trimmed[..<dot])))
        }
        guard SwiftNames.isIdentifier(trimmed) else {
            return .failure(.malformed("'\(text)' is not a type vmgen knows (write e.g. String, Int?, [Card])"))
        }
        if let plain = PlainType(rawValue: trimmed) { return .success(.plain(plain)) }
        if viewModels.contains(trimmed) { return .success(.viewModel(trimmed)) }
        if enums.contains(trimmed) { return .success(.enumeration(trimmed)) }
        if nested.contains(trimmed) { return .success(.nested(trimmed)) }
        if trimmed.hasSuffix("ViewModel"), viewModels.contains(String(trimmed.dropLast(9))) {
            return .failure(.viewModelSuffix(name: trimmed, specName: String(trimmed.dropLast(9))))
        }
        return .failure(.unknown(name: trimmed, suggestion: suggestions.closest(to: trimmed)))
    }

    /// The rule a failure breaks, for its diagnostic code.
    static func code(for failure: Failure) -> String {
        if case .domainType = failure { return StructuralRules.domainType.id }
        return "spec"
    }

    /// The diagnostic text for a failure, and a note listing what is allowed.
    static func message(for failure: Failure) -> (message: String, notes: [String]) {
        switch failure {
        case .domainType(let name, let module):
            return ("'\(name)' belongs to the domain module '\(module)', which the ViewModels module must never depend on; take plain values or a ViewModel-owned enum, and let the factory project the domain type", [])
        case .malformed(let message):
            return (message, [])
        case .viewModelSuffix(let name, let specName):
            return ("write the ViewModel '\(name)' by its spec name '\(specName)'", [])
        case .unknown(let name, let suggestion):
            let hint = suggestion.map { "; did you mean '\($0)'?" } ?? ""
            return ("unknown type '\(name)'\(hint)", [
                "a ViewModel holds plain types (" + PlainType.allCases.map(\.rawValue).joined(separator: ", ")
                    + "), ViewModels and enums from the specs, and optionals and lists of those",
            ])
        }
    }
}

/// The type text of a node. `[Card]` unquoted is a YAML flow sequence with one item; it is
/// read back as the list type it reads as, so specs can write list types without quotes.
enum TypeSpelling {
    static func text(of node: YAMLNode, reader: inout NodeReader, what: String) -> String? {
        if let items = node.sequence {
            guard items.count == 1, let inner = text(of: items[0], reader: &reader, what: what) else {
                reader.error("\(what) is a list type written [Element], with exactly one element type", at: node.location)
                return nil
            }
            return "[" + inner + "]"
        }
        return reader.string(node, what: what)
    }

    /// Where the element type is written: inside `[…]`, at the name, not the bracket.
    static func nameLocation(of node: YAMLNode) -> SourceLocation {
        if let items = node.sequence, items.count == 1 { return nameLocation(of: items[0]) }
        return node.location
    }
}
