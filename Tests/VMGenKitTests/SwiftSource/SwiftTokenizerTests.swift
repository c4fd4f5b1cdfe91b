import VMGenKit
import XCTest

/// Token kinds and exact texts for the inputs that trip up ad-hoc readers.
final class SwiftTokenizerTests: XCTestCase {
    /// Each token as `kind text`, e.g. `keyword let`.
    private func tokens(_ source: String) -> [String] {
        SwiftSourceFile.parse(source, path: "T.swift").tokens.map { "\($0.kind) \($0.text)" }
    }

    private func diagnostics(_ source: String) -> [String] {
        SwiftSourceFile.parse(source, path: "T.swift").diagnostics.map { "\($0.location!): \($0.message) [\($0.code!)]" }
    }

    func testKeywordsIdentifiersNumbersAndPunctuation() {
        XCTAssertEqual(tokens("let x: Int? = y ?? 0x1F + 1.5e-3 - .zero"), [
            "keyword let", "identifier x", "punctuation :", "identifier Int", "punctuation ?", "punctuation =",
            "identifier y", "operator ??", "number 0x1F", "operator +", "number 1.5e-3", "operator -",
            "punctuation .", "identifier zero",
        ])
        XCTAssertEqual(tokens("func f() async throws -> [A] { a != b && !c; x!.y?.z }"), [
            "keyword func", "identifier f", "punctuation (", "punctuation )", "identifier async", "keyword throws",
            "punctuation ->", "punctuation [", "identifier A", "punctuation ]", "punctuation {", "identifier a",
            "operator !=", "identifier b", "operator &&", "punctuation !", "identifier c", "punctuation ;",
            "identifier x", "punctuation !", "punctuation .", "identifier y", "punctuation ?", "punctuation .",
            "identifier z", "punctuation }",
        ])
    }

    func testRangesTupleIndicesAndGenericClosers() {
        XCTAssertEqual(tokens("0..<n; 1...2; p.0.1; [Int?]>"), [
            "number 0", "operator ..<", "identifier n", "punctuation ;", "number 1", "operator ...", "number 2",
            "punctuation ;", "identifier p", "punctuation .", "number 0", "punctuation .", "number 1",
            "punctuation ;", "punctuation [", "identifier Int", "punctuation ?", "punctuation ]", "operator >",
        ])
        XCTAssertEqual(tokens("A<B<C>>"), ["identifier A", "operator <", "identifier B", "operator <", "identifier C", "operator >>"])
    }

    func testBacktickedNamesDollarNamesAndContextualKeywords() {
        XCTAssertEqual(tokens("let `default` = $0 + `some name`; actor some"), [
            "keyword let", "identifier `default`", "punctuation =", "identifier $0", "operator +",
            "identifier `some name`", "punctuation ;", "identifier actor", "identifier some",
        ])
        XCTAssertEqual(tokens("` alone"), ["punctuation `", "identifier alone"])
    }

    func testAttributesIncludingDottedAndWithArguments() {
        XCTAssertEqual(tokens("@ViewModel(options: [.live]) @FOSMVVM.ViewModel @ x"), [
            "attribute @ViewModel", "punctuation (", "identifier options", "punctuation :", "punctuation [",
            "punctuation .", "identifier live", "punctuation ]", "punctuation )", "attribute @FOSMVVM.ViewModel",
            "punctuation @", "identifier x",
        ])
    }

    func testPoundKeywords() {
        XCTAssertEqual(tokens("#if DEBUG\n#elseif os(iOS)\n#else\n#endif\nif #available(iOS 17, *) {}"), [
            "poundKeyword #if", "identifier DEBUG", "poundKeyword #elseif", "identifier os", "punctuation (",
            "identifier iOS", "punctuation )", "poundKeyword #else", "poundKeyword #endif", "keyword if",
            "poundKeyword #available", "punctuation (", "identifier iOS", "number 17", "punctuation ,",
            "operator *", "punctuation )", "punctuation {", "punctuation }",
        ])
    }

    func testCommentsLineDocAndNestedBlock() {
        XCTAssertEqual(tokens("a // line\n/// doc\n//// not doc\n/* x /* nested */ y */ b /** doc */ /**/"), [
            "identifier a", "lineComment // line", "docComment /// doc", "lineComment //// not doc",
            "blockComment /* x /* nested */ y */", "identifier b", "docComment /** doc */", "blockComment /**/",
        ])
        XCTAssertEqual(tokens("a+/* c */b//d"), [
            "identifier a", "operator +", "blockComment /* c */", "identifier b", "lineComment //d",
        ])
        XCTAssertEqual(tokens("#!/usr/bin/swift\nlet a"), ["lineComment #!/usr/bin/swift", "keyword let", "identifier a"])
    }

    func testStringEscapes() {
        XCTAssertEqual(tokens(#""a \" \\" + "\u{1F6A2}\n""#), [#"string "a \" \\""#, "operator +", #"string "\u{1F6A2}\n""#])
        XCTAssertEqual(tokens(#""" + x"#), [#"string """#, "operator +", "identifier x"])
        // A raw `#"""` that closes on its own line is a one-line literal starting with `""`.
        XCTAssertEqual(tokens(##"#""" + x"# + y"##), [##"string #""" + x"#"##, "operator +", "identifier y"])
    }

    func testInterpolationWithNestedParenthesesAndAStringHoldingAParenthesis() {
        XCTAssertEqual(tokens(#""a\(f("b)", (1)))c""#), [
            #"string "a"#, #"interpolationStart \("#, "identifier f", "punctuation (", #"string "b)""#,
            "punctuation ,", "punctuation (", "number 1", "punctuation )", "punctuation )", "interpolationEnd )",
            #"string c""#,
        ])
        XCTAssertEqual(tokens(#""\(a)\(b)""#), [
            #"string ""#, #"interpolationStart \("#, "identifier a", "interpolationEnd )",
            #"interpolationStart \("#, "identifier b", "interpolationEnd )", #"string ""#,
        ])
    }

    func testMultiLineStringWithInterpolationContainingAStringWithAParenthesis() {
        let source = "let s = \"\"\"\n    one \"quoted\" \\(g(\")\")) two\n    \"\"\"\nlet t = 1"
        XCTAssertEqual(tokens(source), [
            "keyword let", "identifier s", "punctuation =", "string \"\"\"\n    one \"quoted\" ",
            "interpolationStart \\(", "identifier g", "punctuation (", "string \")\"", "punctuation )",
            "interpolationEnd )", "string  two\n    \"\"\"", "keyword let", "identifier t", "punctuation =", "number 1",
        ])
    }

    func testRawStrings() {
        XCTAssertEqual(tokens(##"#"a "b" \(c) \#(d)"#"##), [
            ##"string #"a "b" \(c) "##, ##"interpolationStart \#("##, "identifier d", "interpolationEnd )",
            ##"string "#"##,
        ])
        XCTAssertEqual(tokens(###"##"quote "# inside"## x"###), [###"string ##"quote "# inside"##"###, "identifier x"])
        let multiLine = "##\"\"\"\n  a \"\"\"# b\n  \"\"\"## c"
        XCTAssertEqual(tokens(multiLine), ["string ##\"\"\"\n  a \"\"\"# b\n  \"\"\"##", "identifier c"])
    }

    func testCommentMarkersInsideStringsAndQuotesInsideComments() {
        XCTAssertEqual(tokens(#""// not a comment /* nor this" /* "not a string" */"#), [
            #"string "// not a comment /* nor this""#, #"blockComment /* "not a string" */"#,
        ])
    }

    func testRegexLiteralsAreLiteralsAndDivisionStaysAnOperator() {
        XCTAssertEqual(tokens("let r = /[(a-z]+\\//; let e = #/x/y/#; n = a / b / c"), [
            "keyword let", "identifier r", "punctuation =", "string /[(a-z]+\\//", "punctuation ;",
            "keyword let", "identifier e", "punctuation =", "string #/x/y/#", "punctuation ;",
            "identifier n", "punctuation =", "identifier a", "operator /", "identifier b", "operator /",
            "identifier c",
        ])
        XCTAssertEqual(tokens("f(/ 2/)"), ["identifier f", "punctuation (", "operator /", "number 2", "operator /", "punctuation )"])
        XCTAssertEqual(tokens("let m = #/\n  (a)\n/#"), ["keyword let", "identifier m", "punctuation =", "string #/\n  (a)\n/#"])
        let file = SwiftSourceFile.parse("let r = /[a-z]+/\nlet e = #/(x/#", path: "T.swift")
        XCTAssertEqual(file.diagnostics, [])
        XCTAssertEqual(file.declarations.map(\.name), ["r", "e"])
        XCTAssertEqual(
            SwiftSourceFile.parse("let e = #/(x\nlet f = 1", path: "T.swift").diagnostics.map(\.message),
            ["unterminated regex literal"])
    }

    func testControlBytesAreSkippedWithAWarning() {
        XCTAssertEqual(tokens("a\u{0}\u{1}b"), ["identifier a", "identifier b"])
        XCTAssertEqual(diagnostics("a\u{0}\u{1}b"), ["T.swift:1:2: unexpected byte 0x00 (binary data?); skipped [swift-syntax]"])
    }

    func testCodeIndicesSkipComments() {
        let file = SwiftSourceFile.parse("a /* c */ b // d\n\"s\"", path: "T.swift")
        XCTAssertEqual(file.code, [0, 2, 4])
        XCTAssertEqual(file.code.map { file.tokens[$0].text }, ["a", "b", "\"s\""])
    }

    func testEndOffsetsAndTextsSliceTheBytes() {
        let file = SwiftSourceFile.parse(SwiftSourceFixtures.mixedSyntax, path: "M.swift")
        var previousEnd = 0
        for token in file.tokens {
            XCTAssertGreaterThanOrEqual(token.offset, previousEnd)
            XCTAssertEqual(file.text(token.offset..<token.endOffset), token.text)
            previousEnd = token.endOffset
        }
        XCTAssertEqual(file.diagnostics, [])
    }

    func testTokenizeAloneGivesTheSameTokensAsParse() {
        let bytes = Array(SwiftSourceFixtures.infoViewModelFile.utf8)
        XCTAssertEqual(SwiftSourceFile.tokenize(bytes, path: "I.swift").tokens, SwiftSourceFile.parse(bytes, path: "I.swift").tokens)
    }
}
