import Foundation
import VMGenKit

/// Every place a spec gives a name that becomes Swift, for `NameInvariantTests`: how to write a
/// spec with one name there (to see whether vmgen takes it), and how to write one spec that uses
/// many accepted names there at once (to compile them).
struct NamePosition: Sendable {
    /// A short id, used in spec and type names (`Pa17`).
    var id: String
    /// What the position is, for messages.
    var what: String
    /// The spec body (after `viewModel:` and `hosting:`) using `name` at this position.
    var single: @Sendable (_ name: String, _ index: Int) -> String
    /// A spec body using every name of `names` at this position; `index` keeps types unique.
    var packed: @Sendable (_ names: [String]) -> String
    var hosting = "server"
    /// A FOSMVVM spec, or a `style: observable` one (built and checked apart).
    var observable = false

    /// Names written as double-quoted YAML, so `true`, `null` or `yes` stay text.
    static func q(_ name: String) -> String { "\"\(name)\"" }

    /// The words to try in every position: Swift's keywords (contextual ones too), the names the
    /// generated code uses (types, modules, members of its types and of FOSMVVM's protocols).
    static let words: [String] = {
        let keywords = """
            associatedtype borrowing class consuming deinit enum extension fileprivate func import init inout internal let
            nonisolated open operator package private precedencegroup protocol public rethrows static struct subscript typealias var
            break case catch continue default defer do else fallthrough for guard if in repeat return throw switch where while
            Any as await false is nil self Self super throws true try _ associativity async convenience didSet dynamic final get
            indirect infix lazy left mutating none nonmutating optional override postfix precedence prefix Protocol required right
            set some Type unowned weak willSet actor any each macro isolated sending consume copy discard then distributed unsafe
            """
        let members = """
            id vmId encode decode hash hashValue description debugDescription propertyNames stub allCases localizableString
            rawValue isStub operations model modelSync query sort fragment requestBody responseBody storage output localizationId
            wrappedValue projectedValue state isLoading errorMessage load loadTask value locStore locales body mvvmEnv context
            viewModel isEmpty bodyPath maxBodySize yes no null on off
            """
        var seen: Set<String> = []
        let all = (keywords + " " + members).split(whereSeparator: \.isWhitespace).map(String.init) + GeneratedNames.all.sorted()
        return all.filter { seen.insert($0).inserted }
    }()

    static let all: [NamePosition] = fosmvvm + observables

    private static let fosmvvm: [NamePosition] = [
        NamePosition(id: "a", what: "a property", single: { n, _ in "properties:\n  \(q(n)): String\n" }, packed: { names in
            "properties:\n" + names.map { "  \(q($0)): String\n" }.joined()
        }),
        NamePosition(id: "b", what: "a child's property", single: { n, i in
            "properties:\n  row: Cb\(i)\nchildren:\n  Cb\(i):\n    properties:\n      \(q(n)): Int\n"
        }, packed: { names in
            "properties:\n  row: Cb\nchildren:\n  Cb:\n    properties:\n" + names.map { "      \(q($0)): Int\n" }.joined()
        }),
        NamePosition(id: "c", what: "a client-hosted page's property", single: { n, _ in "properties:\n  \(q(n)): Bool\n" }, packed: { names in
            "properties:\n" + names.map { "  \(q($0)): Bool\n" }.joined()
        }, hosting: "client"),
        NamePosition(id: "d", what: "a text", single: { n, _ in "text:\n  \(q(n)): { en: \"T\" }\n" }, packed: { names in
            "text:\n" + names.map { "  \(q($0)): { en: \"T\" }\n" }.joined()
        }),
        NamePosition(id: "e", what: "a text with substitutions", single: { n, _ in
            "properties:\n  count: Int\ntext:\n  \(q(n)): { en: \"%{n} berths\", substitutions: { n: count } }\n"
        }, packed: { names in
            "properties:\n  count: Int\ntext:\n" + names.map { "  \(q($0)): { en: \"%{n} berths\", substitutions: { n: count } }\n" }.joined()
        }),
        NamePosition(id: "f", what: "a compound text", single: { n, _ in
            "text:\n  \(q(n)):\n    pieces: { en: [a, b] }\n    separator: { en: \" \" }\n"
        }, packed: { names in
            "text:\n" + names.map { "  \(q($0)):\n    pieces: { en: [a, b] }\n    separator: { en: \" \" }\n" }.joined()
        }),
        NamePosition(id: "g", what: "an enum case", single: { n, i in
            "properties:\n  berth: Eg\(i)\n  maybeBerth: Eg\(i)?\nenums:\n  Eg\(i):\n    \(q(n)): { en: \"X\" }\n    other: { en: \"Y\" }\n"
        }, packed: { names in
            // Each case as the stub of a property and of an optional one (`.case` where `Eg?` is expected).
            "properties:\n  first: Eg\n  maybeFirst: Eg?\n"
                + names.enumerated().map { "  v\($0.offset): { type: Eg, stub: \(q($0.element)) }\n  m\($0.offset): { type: Eg?, stub: \(q($0.element)) }\n" }.joined()
                + "enums:\n  Eg:\n" + names.map { "    \(q($0)): { en: \"X\" }\n" }.joined()
        }),
        NamePosition(id: "h", what: "an enum-typed property (and its label)", single: { n, i in
            "properties:\n  \(q(n)): Eh\(i)\nenums:\n  Eh\(i):\n    one: { en: \"X\" }\n"
        }, packed: { names in
            "properties:\n" + names.map { "  \(q($0)): Eh\n" }.joined() + "enums:\n  Eh:\n    one: { en: \"X\" }\n"
        }),
        NamePosition(id: "i", what: "a server-hosted operation", single: { n, _ in "operations:\n  \(q(n)):\n    parameters: { a: Int }\n" }, packed: { names in
            "operations:\n" + names.map { "  \(q($0)):\n    parameters: { a: Int }\n" }.joined()
        }),
        NamePosition(id: "j", what: "a client-hosted operation", single: { n, _ in
            "operations:\n  \(q(n)):\n    parameters: { a: String }\n    output: { type: Storage, assigns: { value: a } }\n"
        }, packed: { names in
            "operations:\n" + names.map { "  \(q($0)):\n    parameters: { a: String }\n    output: { type: Storage, assigns: { value: a } }\n" }.joined()
        }, hosting: "client"),
        NamePosition(id: "k", what: "an operation parameter", single: { n, _ in
            "operations:\n  one:\n    parameters: { \(q(n)): Int }\n  two:\n    parameters: { \(q(n)): Int, b: String }\n"
        }, packed: { names in
            // The first name alone (the stub records it as is), then all in one call record.
            "operations:\n  one:\n    parameters: { \(q(names[0])): Int }\n  many:\n    parameters:\n" + names.map { "      \(q($0)): Int\n" }.joined()
        }),
        NamePosition(id: "l", what: "an argument label", single: { n, _ in
            "operations:\n  one:\n    parameters: { a: { type: Int, label: \(q(n)) } }\n  two:\n    parameters: { a: { type: Int, label: \(q(n)) }, b: String }\n"
        }, packed: { names in
            "operations:\n  one:\n    parameters: { a: { type: Int, label: \(q(names[0])) } }\n  many:\n    parameters:\n"
                + names.enumerated().map { "      a\($0.offset): { type: Int, label: \(q($0.element)) }\n" }.joined()
        }),
        NamePosition(id: "m", what: "a client-hosted argument label", single: { n, _ in
            "operations:\n  one:\n    parameters: { a: { type: String, label: \(q(n)) } }\n    output: { type: Storage, assigns: { value: a } }\n"
        }, packed: { names in
            "operations:\n  many:\n    parameters:\n" + names.enumerated().map { "      a\($0.offset): { type: String, label: \(q($0.element)) }\n" }.joined()
                + "    output: { type: Storage, assigns: { value: a0 } }\n"
        }, hosting: "client"),
        NamePosition(id: "n", what: "a query field", single: { n, _ in "request:\n  query:\n    \(q(n)): String\n" }, packed: { names in
            "request:\n  query:\n" + names.map { "    \(q($0)): String\n" }.joined()
        }),
        NamePosition(id: "o", what: "a composed identity's property", single: { n, _ in
            "identity: { compose: [\(q(n)), other] }\nproperties:\n  \(q(n)): String\n  other: Int\n"
        }, packed: { names in
            "identity: { compose: [\(names.map(q).joined(separator: ", ")), other] }\nproperties:\n  other: Int\n" + names.map { "  \(q($0)): String\n" }.joined()
        }),
        NamePosition(id: "p", what: "an id identity's property", single: { n, _ in
            "identity: { id: \(q(n)) }\nproperties:\n  \(q(n)): ModelIdType\n"
        }, packed: { names in
            "properties:\n" + names.indices.map { "  row\($0): Cp\($0)\n" }.joined() + "children:\n"
                + names.enumerated().map { "  Cp\($0.offset):\n    identity: { id: \(q($0.element)) }\n    properties: { \(q($0.element)): ModelIdType }\n" }.joined()
        }),
        NamePosition(id: "q", what: "a projected property", single: { n, _ in
            "properties:\n  \(q(n)): { type: Date, display: LocalizableDate }\n  other: { type: Int?, display: LocalizableInt }\n"
        }, packed: { names in
            "properties:\n  other: { type: Int?, display: LocalizableInt }\n" + names.map { "  \(q($0)): { type: Date, display: LocalizableDate }\n" }.joined()
        }),
        NamePosition(id: "r", what: "an enum label property", single: { n, i in
            "properties:\n  berth: { type: Er\(i), label: \(q(n)) }\nenums:\n  Er\(i):\n    one: { en: \"X\" }\n"
        }, packed: { names in
            "properties:\n" + names.enumerated().map { "  v\($0.offset): { type: Er, label: \(q($0.element)) }\n" }.joined()
                + "enums:\n  Er:\n    one: { en: \"X\" }\n"
        }),
        NamePosition(id: "s", what: "a display enum", single: { n, _ in
            "properties:\n  berth: \(q(n))\nenums:\n  \(q(n)):\n    one: { en: \"X\" }\n"
        }, packed: { names in
            "properties:\n" + names.enumerated().map { "  v\($0.offset): \(q($0.element))\n" }.joined()
                + "enums:\n" + names.map { "  \(q($0)):\n    one: { en: \"X\" }\n" }.joined()
        }),
        NamePosition(id: "t", what: "a child ViewModel", single: { n, _ in
            "properties:\n  berth: \(q(SwiftNames.upperFirst(n)))\nchildren:\n  \(q(SwiftNames.upperFirst(n))): { properties: { title: String } }\n"
        }, packed: { names in
            "properties:\n" + names.enumerated().map { "  c\($0.offset): \(q(SwiftNames.upperFirst($0.element)))\n" }.joined()
                + "children:\n" + names.map { "  \(q(SwiftNames.upperFirst($0))): { properties: { title: String } }\n" }.joined()
        }),
    ]

    /// `@Observable` screens: services, their methods and parameters, actions, the value
    /// accessor. Every service is of the hand-written type `Harbor` (see `harborSupport`).
    private static let observables: [NamePosition] = [
        NamePosition(id: "u", what: "a service", single: { n, _ in screen(services: ["\(q(n)): \(harbor())"]) }, packed: { names in
            screen(services: names.map { "\(q($0)): \(harbor())" })
        }, observable: true),
        NamePosition(id: "v", what: "a service method", single: { n, _ in screen(services: ["port: \(harbor("\(q(n)): {}"))"]) }, packed: { names in
            screen(services: ["port: \(harbor(names.map { "\(q($0)): {}" }.joined(separator: ", ")))"])
        }, observable: true),
        NamePosition(id: "w", what: "a service method's parameter", single: { n, _ in
            screen(services: ["port: \(harbor("call0: { parameters: { \(q(n)): Int } }"))"])
        }, packed: { names in
            screen(services: ["port: \(harbor(names.enumerated().map { "call\($0.offset): { parameters: { \(q($0.element)): Int } }" }.joined(separator: ", ")))"])
        }, observable: true),
        NamePosition(id: "x", what: "an action", single: { n, _ in screen(extra: "actions:\n  \(q(n)): { reloads: true }\n") }, packed: { names in
            screen(extra: "actions:\n" + names.map { "  \(q($0)): { reloads: true }\n" }.joined())
        }, observable: true),
        NamePosition(id: "y", what: "an action's parameter", single: { n, _ in
            screen(extra: "actions:\n  onTapped: { parameters: { \(q(n)): Int } }\n")
        }, packed: { names in
            screen(extra: "actions:\n  onTapped:\n    parameters:\n" + names.map { "      \(q($0)): Int\n" }.joined())
        }, observable: true),
        // One value accessor per screen: `packed` is used once per name (see `NameInvariantTests`).
        // The generated tests do not name it, so these screens have none.
        NamePosition(id: "z", what: "the value accessor", single: { n, _ in screen(extra: "value: \(q(n))\n") }, packed: { names in
            screen(extra: "value: \(q(names[0]))\n", tests: false)
        }, observable: true),
    ]

    /// A service of type `Harbor` with `fetch` (what `load()` calls) and `methods`.
    private static func harbor(_ methods: String = "") -> String {
        "{ type: Harbor, methods: { fetch: { returns: \"[Int]\" }\(methods.isEmpty ? "" : ", " + methods) } }"
    }

    private static func screen(services: [String] = ["port: { type: Harbor, methods: { fetch: { returns: \"[Int]\" } } }"], extra: String = "", tests: Bool = true) -> String {
        "state: \"[Int]\"\ntests: \(tests)\nservices:\n" + services.map { "  \($0)\n" }.joined() + extra
    }

    /// The hand-written `Harbor` the screens' services are: `fetch`, and each method and
    /// parameter name the specs give it (`v`: `func name()`, `w`: `func callN(name: Int)`).
    static func harborSupport(methods: [String], parameters: [String]) -> String {
        var lines = ["struct Harbor: Sendable {", "    static let live = Harbor()", "    func fetch() async throws -> [Int] { [] }"]
        lines += methods.map { "    func \($0)() async throws {}" }
        lines += parameters.enumerated().map { "    func call\($0.offset)(\($0.element): Int) async throws {}" }
        return "import Foundation\n\n" + (lines + ["}"]).joined(separator: "\n") + "\n"
    }
}

extension String {
    /// `header + self`, or empty when `self` is.
    func withHeader(_ header: String) -> String { isEmpty ? "" : header + self }
}
