import VMGenKit
import XCTest

/// Declaration forms beyond the everyday ViewModel file.
final class DeclarationEdgeCaseTests: XCTestCase {
    private func declarations(_ source: String, file: StaticString = #filePath, line: UInt = #line) -> [String] {
        let parsed = SwiftSourceFile.parse(source, path: "E.swift")
        XCTAssertEqual(parsed.diagnostics, [], file: file, line: line)
        return SwiftDeclarationDescription.lines(parsed.declarations)
    }

    /// Two forms swiftc accepts that real apps use (winston, anytype-swift): a space before an
    /// attribute's arguments (Swift 5 mode), and generic arguments on the line after the type.
    func testAttributeArgumentsAfterASpaceAndGenericArgumentsOnTheNextLine() {
        let parsed = SwiftSourceFile.parse("""
            struct OnboardingView: View {
                @Environment (\\.colorScheme) var colorScheme: ColorScheme
                @State private var step = 0
                var body: some View { Text("Step") }
            }
            extension BlockStore {
                func subscribe(blockId: String) -> AnyPublisher
                <Int, Never> {
                    Just(0).eraseToAnyPublisher()
                }
                func next() {}
            }
            let handler: @MainActor (Int) -> Void = { _ in }
            """, path: "E.swift")
        XCTAssertEqual(parsed.diagnostics, [])
        let view = parsed.declarations[0]
        XCTAssertEqual(view.members.map(\.name), ["colorScheme", "step", "body"])
        XCTAssertEqual(view.members[0].attributes.first?.arguments, "\\.colorScheme")
        let store = parsed.declarations[1]
        XCTAssertEqual(store.members.map(\.name), ["subscribe", "next"])
        XCTAssertEqual(store.members[0].returnType, "AnyPublisher <Int, Never>")
    }

    func testIfConfigBranchesAreAllReadWithTheirConditions() {
        let source = """
            #if canImport(SwiftUI)
            import SwiftUI
            struct A {
                #if os(iOS) || os(tvOS)
                var a: Int
                #elseif os(macOS)
                var b: Int
                #else
                var c: Int
                #endif
            }
            #elseif DEBUG && !TESTING
            struct B {}
            #else
            struct C {}
            #endif
            """
        XCTAssertEqual(declarations(source), [
            "struct A {} #if canImport(SwiftUI)",
            "  var a : Int #if canImport(SwiftUI) / os(iOS) || os(tvOS)",
            "  var b : Int #if canImport(SwiftUI) / os(macOS)",
            "  var c : Int #if canImport(SwiftUI) / !(os(iOS) || os(tvOS)) && !os(macOS)",
            "struct B {} #if DEBUG && !TESTING",
            "struct C {} #if !canImport(SwiftUI) && !(DEBUG && !TESTING)",
        ])
    }

    func testAttributesOnTheirOwnLinesAndAcrossIfConfig() {
        let source = """
            @ViewModel(options: [.clientHostedFactory])
            @available(*, deprecated, message: "use (x) instead")
            public
            struct A {}

            @FOSMVVM.ViewModel struct B {}

            @MainActor
            #if DEBUG
            final class C {}
            #endif
            """
        XCTAssertEqual(declarations(source), [
            #"struct A @ViewModel(options: [.clientHostedFactory]) @available(*, deprecated, message: "use (x) instead") [public] {}"#,
            "struct B @FOSMVVM.ViewModel {}",
            "class C @MainActor [final] {} #if DEBUG",
        ])
    }

    func testPropertiesBindingsAccessorsAndObservers() {
        let source = """
            struct P {
                let a = 1, b: Int = 2, (c, d) = (3, 4)
                var computed: String { "x" }
                var getSet: Int {
                    get { 1 }
                    set { print(newValue) }
                }
                var observed: Int = 0 {
                    didSet { print(oldValue) }
                }
                lazy var closure: () -> Int = { 3 }
                let chained = items
                    .filter { $0 > 1 }
                    .map(String.init)
                let sum = 1 +
                    2
                let ternary = flag
                    ? "yes"
                    : "no"
                static let shared = P(); let after = 1
                weak var delegate: (any Delegate)?
                private(set) public var counter = 0
                var body: some View
                {
                    Text("x")
                }
            }
            """
        XCTAssertEqual(declarations(source), [
            "struct P {}",
            "  let a = 1",
            "  let b : Int = 2",
            #"  var computed : String {}"#,
            "  var getSet : Int {}",
            "  var observed : Int = 0 {}",
            "  var closure [lazy] : () -> Int = { 3 }",
            "  let chained = items\n        .filter { $0 > 1 }\n        .map(String.init)",
            "  let sum = 1 +\n        2",
            "  let ternary = flag\n        ? \"yes\"\n        : \"no\"",
            "  let shared [static] = P()",
            "  let after = 1",
            "  var delegate [weak] : (any Delegate)?",
            "  var counter [private(set) public] = 0",
            "  var body : some View {}",
        ])
    }

    func testEnumCases() {
        let source = """
            indirect enum E: String, Codable {
                case a = "A", b
                case c(Int, label: String = "x"), d(_ value: [E])
                indirect case e(E)
            }
            """
        XCTAssertEqual(declarations(source), [
            "enum E [indirect] : String, Codable {}",
            #"  case a = "A""#,
            "  case b",
            #"  case c (Int, label: String = "x")"#,
            "  case d (_ value: [E])",
            "  case e [indirect] (E)",
        ])
    }

    func testFunctionsInitializersAndSubscripts() {
        let source = """
            final class F<T>: Base<T> where T: Sendable {
                required init?(coder: NSCoder) { nil }
                convenience init<S: Sequence>(_ items: S) throws(MyError) where S.Element == T {}
                override class func make() -> Self { fatalError() }
                class var name: String { "F" }
                func map<U>(_ transform: @escaping @Sendable (T) async throws -> U) rethrows -> [U] where U: Equatable {}
                func apply(_ handler: (Int, String) -> Void = { _, _ in }, count: Int = f(1, 2)) {}
                subscript(index: Int, default value: T? = nil) -> T? { get { nil } set {} }
                @objc optional func maybe()
                mutating func `default`(`for` key: String) {}
                nonisolated deinit {}
            }
            """
        XCTAssertEqual(declarations(source), [
            "class F [final] : Base<T> where T: Sendable {}",
            "  init init [required] (coder: NSCoder) {}",
            "  init init [convenience] (_ items: S) throws(MyError) where S.Element == T {}",
            "  func make [override class] -> Self {}",
            "  var name [class] : String {}",
            "  func map (_ transform: @escaping @Sendable (T) async throws -> U) rethrows -> [U] where U: Equatable {}",
            "  func apply (_ handler: (Int, String) -> Void = { _, _ in }, count: Int = f(1, 2)) {}",
            "  subscript subscript (index: Int, default value: T? = nil) -> T? {}",
            "  func maybe @objc [optional]",
            "  func default [mutating] (for key: String) {}",
            "  deinit deinit [nonisolated] {}",
        ])
    }

    func testOperatorsPrecedenceGroupsAndMacrosAreSteppedOver() {
        let source = """
            infix operator <>: AdditionPrecedence
            prefix operator √
            precedencegroup ComposingPrecedence {
                associativity: left
                higherThan: AssignmentPrecedence
            }
            @freestanding(expression)
            public macro stringify<T>(_ value: T) -> (T, String) = #externalMacro(module: "M", type: "S")
            @attached(member) macro Member() = #externalMacro(module: "M", type: "T")
            public func <> (lhs: Int, rhs: Int) -> Int { lhs + rhs }
            extension Int {
                static prefix func √ (value: Int) -> Double { 0 }
                static func == (lhs: Self, rhs: Self) -> Bool { true }
            }
            let after = 1
            """
        XCTAssertEqual(declarations(source), [
            "func <> [public] (lhs: Int, rhs: Int) -> Int {}",
            "extension Int {}",
            "  func √ [static prefix] (value: Int) -> Double {}",
            "  func == [static] (lhs: Self, rhs: Self) -> Bool {}",
            "let after = 1",
        ])
    }

    func testExtensionsProtocolsActorsAndAssociatedTypes() {
        let source = """
            extension Array: Identifiable where Element: Identifiable {}
            extension Outer.Inner {}
            protocol Store: AnyObject, Sendable {
                associatedtype Value: Codable & Sendable = String where Value: Hashable
                var value: Value { get set }
                static func make() -> Self
                init()
            }
            protocol Legacy: class {}
            public actor Counter { var count = 0 }
            distributed actor Remote {}
            struct Outer { struct Inner { enum Deep { case x } } }
            """
        XCTAssertEqual(declarations(source), [
            "extension Array : Identifiable where Element: Identifiable {}",
            "extension Outer.Inner {}",
            "protocol Store : AnyObject, Sendable {}",
            "  associatedtype Value : Codable & Sendable where Value: Hashable = String",
            "  var value : Value {}",
            "  func make [static] -> Self",
            "  init init",
            "protocol Legacy : class {}",
            "actor Counter [public] {}",
            "  var count = 0",
            "actor Remote [distributed] {}",
            "struct Outer {}",
            "  struct Inner {}",
            "    enum Deep {}",
            "      case x",
        ])
    }

    func testTopLevelStatementsAndFreestandingMacrosAreSkipped() {
        let source = """
            import Foundation
            print("start")
            if CommandLine.arguments.count > 1 { let inner = 1 }
            let configured = true
            for item in items { print(item) }
            #Preview("Card") {
                CardView()
            }
            struct S {
                #warning("to do")
                let x = 1
            }
            """
        XCTAssertEqual(declarations(source), ["let configured = true", "struct S {}", "  let x = 1"])
    }

    func testAllmanBracesAndSemicolons() {
        let source = "struct A\n{\n    func f()\n    {\n    }\n}\nlet x = 1; let y = 2; struct B {}"
        XCTAssertEqual(declarations(source), ["struct A {}", "  func f {}", "let x = 1", "let y = 2", "struct B {}"])
    }

    func testLocationsOfKeywordAndName() throws {
        let parsed = SwiftSourceFile.parse("@ViewModel\npublic  struct  Foo {\n    static   func bar() {}\n}", path: "L.swift")
        let foo = try XCTUnwrap(parsed.declarations.first)
        XCTAssertEqual("\(foo.location) \(foo.nameLocation)", "L.swift:2:9 L.swift:2:17")
        let bar = try XCTUnwrap(foo.members.first)
        XCTAssertEqual("\(bar.location) \(bar.nameLocation)", "L.swift:3:14 L.swift:3:19")
    }

    func testASwiftUIViewFile() {
        let conditional = " #if canImport(SwiftUI)"
        XCTAssertEqual(declarations(SwiftSourceFixtures.swiftUIViewFile), [
            "struct InfoView @MainActor : View where Model: Sendable {}",
            "  var isPresented @State [private] = false",
            #"  var dismiss @Environment(\.dismiss) [private]"#,
            "  var selection @Binding : Set<String>",
            "  let viewModel : InfoViewModel",
            "  let onTap : @MainActor (String) -> Void = { _ in }",
            "  let formatter [private] : DateFormatter = {\n        let formatter = DateFormatter()\n        formatter.dateStyle = .medium\n        return formatter\n    }()",
            "  var body : some View {}",
            "  func load [private] async {}",
            "enum Constants [private] {}",
            "  let spacing [static] : CGFloat = 8",
            "extension View {}",
            "  func hidden @ViewBuilder (_ isHidden: Bool) -> some View {}",
            "class Store @Observable [final] {}",
            "  var items [private(set)] : [Item] = []",
            "  var callback : (() -> Void)?",
            "  let handler = { [weak self] (value: Int) in\n        print(value)\n    }",
            "  var cache @ObservationIgnored [nonisolated(unsafe)] : [String: Any] = [:]",
        ].map { $0 + conditional })
    }
}
