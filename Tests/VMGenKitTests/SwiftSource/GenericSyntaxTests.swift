import VMGenKit
import XCTest

/// Valid Swift with generic arguments where the reader used to stop: a generic initializer as
/// a stored property's default (`Task<Void, Never> {}`, `Foo<A, B>()`), whose `,` ended the
/// expression, and generic attributes (`@FocusState<T>`, `@IntentParameterDependency<T>(…)`).
/// Each is read whole, with no warning; `<` and `>` that compare stay operators.
final class GenericSyntaxTests: XCTestCase {
    private func declarations(_ source: String, file: StaticString = #filePath, line: UInt = #line) -> [String] {
        let parsed = SwiftSourceFile.parse(source, path: "G.swift")
        XCTAssertEqual(parsed.diagnostics, [], file: file, line: line)
        return SwiftDeclarationDescription.lines(parsed.declarations)
    }

    func testAGenericInitializerIsAWholeDefaultValue() {
        let source = #"""
            struct A {
                @State private var searchingTask = Task<Void, Never> {}
                private let subject = PassthroughSubject<String, Never>()
                var pair = Foo<Bar<A, B>, C>(), count = 2
                var optional: Task<Void, Never>? = Task<Void, Never>?.none
                static let shared = Foo<A, B>.make(a, b)
                let path = \Foo<A, B>.bar
                let cast = x as? Foo<A, B>, test = x is Foo<A, B>
                let type = Foo<A, B>.self
                func f(x: Foo<A, B> = Foo<A, B>(), y: Int = 1) {}
                let after = 1
            }
            """#
        XCTAssertEqual(declarations(source), [
            "struct A {}",
            "  var searchingTask @State [private] = Task<Void, Never> {}",
            "  let subject [private] = PassthroughSubject<String, Never>()",
            "  var pair = Foo<Bar<A, B>, C>()",
            "  var count = 2",
            "  var optional : Task<Void, Never>? = Task<Void, Never>?.none",
            "  let shared [static] = Foo<A, B>.make(a, b)",
            #"  let path = \Foo<A, B>.bar"#,
            "  let cast = x as? Foo<A, B>",
            "  let test = x is Foo<A, B>",
            "  let type = Foo<A, B>.self",
            "  func f (x: Foo<A, B> = Foo<A, B>(), y: Int = 1) {}",
            "  let after = 1",
        ])
    }

    func testComparisonsStayOperators() {
        let source = """
            struct A {
                let less = a < b, more = c > d
                let tight = a<b, y = c>d
                let both = a < b && c > d
                let call = f(a < b, c > d)
                let after = 1
            }
            """
        XCTAssertEqual(declarations(source), [
            "struct A {}",
            "  let less = a < b",
            "  let more = c > d",
            "  let tight = a<b",
            "  let y = c>d",
            "  let both = a < b && c > d",
            "  let call = f(a < b, c > d)",
            "  let after = 1",
        ])
    }

    func testGenericAttributesAreRead() {
        let source = #"""
            struct EditorView: View {
                @FocusState<UUID?> var isSpoilerTextFocused: UUID?
                @FocusState<EditorFocusState?>.Binding var editorFocusState: EditorFocusState?
                @IntentParameterDependency<ListsWidgetConfiguration>(
                    \.$account
                )
                var dependency
                @Environment(\.dismiss) private var dismiss
                let after = 1
            }
            """#
        XCTAssertEqual(declarations(source), [
            "struct EditorView : View {}",
            "  var isSpoilerTextFocused @FocusState : UUID?",
            "  var editorFocusState @FocusState.Binding : EditorFocusState?",
            "  var dependency @IntentParameterDependency(\n        \\.$account\n    )",
            #"  var dismiss @Environment(\.dismiss) [private]"#,
            "  let after = 1",
        ])
    }

    /// Swift 6.2 forms found by the same hunt: value generics and an isolated deinit.
    func testValueGenericsAndAnIsolatedDeinit() {
        let source = """
            @MainActor final class Model {
                let buffer = InlineArray<3, Int>(repeating: 0), count = 3
                isolated deinit {}
                let after = 1
            }
            """
        XCTAssertEqual(declarations(source), [
            "class Model @MainActor [final] {}",
            "  let buffer = InlineArray<3, Int>(repeating: 0)",
            "  let count = 3",
            "  deinit deinit [isolated] {}",
            "  let after = 1",
        ])
    }
}
