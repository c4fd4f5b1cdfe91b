/// LOC-08: a FOSMVVM view shows its ViewModel's texts whole; it does not build sentences from
/// pieces (`Text(a) + Text(b)`, `Text("\(viewModel.count) items")`).
struct ComposedTextRule: SourceRule {
    static let description = RuleDescription(
        id: "LOC-08", name: "view-composes-no-text", severity: .warning,
        summary: "a ViewModel's view does not compose text (Text(a) + Text(b), ViewModel fields interpolated into a Text): use @LocalizedCompoundString or @LocalizedSubs",
        rationale: """
            FOSMVVM localizes whole texts on the server side of the seam: word order, spacing and \
            plural forms differ between languages, so a sentence the view glues from pieces is \
            right in one locale at best. A text made of parts is a @LocalizedSubs (\"%{count} \
            berths free\") or a @LocalizedCompoundString (pieces joined by a localized separator) on \
            the ViewModel, and the view shows it with Text(viewModel.text). Decided here, in views \
            of FOSMVVM projects (a struct conforming to ViewModelView, or a View in a file that \
            imports FOSMVVM): Text(…) + Text(…) (an inline icon, Text(Image(…)), excepted), and a \
            string literal in Text(…) that interpolates the ViewModel. Other apps' views are not \
            FOSMVVM's to judge; test code is not checked.
            """,
        triggering: [
            .swift("import FOSMVVM\nimport SwiftUI\n\npublic struct BerthView: ViewModelView {\n    private let viewModel: BerthViewModel\n\n    public var body: some View {\n        VStack {\n            Text(viewModel.name) ↓+ Text(\" · \") + Text(viewModel.status)\n            ↓Text(\"\\(viewModel.freeCount) berths free\")\n        }\n    }\n}\n", path: "Sources/App/Berth/BerthView.swift"),
            .swift("import FOSMVVM\nimport SwiftUI\n\nstruct DockHeader: View {\n    let dock: DockViewModel\n\n    var body: some View {\n        ↓Text(verbatim: \"\\(dock.name) (\\(dock.berthCount))\")\n    }\n}\n", path: "Sources/App/Dock/DockHeader.swift"),
        ],
        nonTriggering: [
            .swift("import FOSMVVM\nimport SwiftUI\n\npublic struct BerthView: ViewModelView {\n    private let viewModel: BerthViewModel\n\n    public var body: some View {\n        VStack {\n            Text(viewModel.title)\n            Text(Image(systemName: \"ferry\")) + Text(viewModel.freeBerths)\n            Text(\"·\")\n        }\n    }\n}\n", path: "Sources/App/Berth/BerthView.swift"),
            .swift("import SwiftUI\n\nstruct StatusRow: View {\n    let status: Status\n\n    var body: some View {\n        Text(status.author) + Text(\" · \\(status.date)\")\n    }\n}\n", path: "Sources/App/Timeline/StatusRow.swift"),
        ])

    func check(_ file: SwiftSourceFile, context: LintContext) -> [RuleFinding] {
        guard file.mentions("Text("), !file.isTestSource else { return [] }
        let importsFOSMVVM = file.imports(anyOf: ["FOSMVVM"])
        let views = file.appDeclarations.filter {
            $0.kind == .struct && ($0.inheritance.contains("ViewModelView") || (importsFOSMVVM && $0.inheritance.contains("View")))
        }
        var findings: [RuleFinding] = []
        for view in views {
            var names: Set<String> = ["viewModel"]
            for property in file.storedProperties(of: view) where property.typeAnnotation.map({ SwiftSourceFile.baseName($0).hasSuffix("ViewModel") }) ?? false {
                names.insert(property.name)
            }
            for owner in [view] + file.extensions(of: view.name) {
                findings += Self.composedTexts(file.codeTokens(in: owner.bodyTokens), viewModelNames: names)
            }
        }
        return findings.sorted { $0.location.offset < $1.location.offset }
    }

    static func composedTexts(_ code: [SwiftToken], viewModelNames: Set<String>) -> [RuleFinding] {
        var findings: [RuleFinding] = []
        var index = 0
        while index < code.count {
            defer { index += 1 }
            guard code[index].text == "Text", code[index].kind == .identifier, index + 1 < code.count, code[index + 1].text == "(",
                  index == 0 || code[index - 1].text != "." else { continue }
            guard let close = closing(code, from: index + 1) else { continue }
            let argumentStart = index + 2 < close && code[index + 2].text == "verbatim" && code[index + 3].text == ":" ? index + 4 : index + 2
            if argumentStart < close, code[argumentStart].kind == .string,
               (argumentStart..<close).contains(where: { code[$0].kind == .interpolationStart }),
               (argumentStart..<close).contains(where: { viewModelNames.contains(code[$0].text) && ($0 == 0 || code[$0 - 1].text != ".") }) {
                findings.append(RuleFinding(
                    "this Text builds its string from the ViewModel's fields: the view then composes text that is localized nowhere, and word order and plurals differ by language; give the ViewModel a @LocalizedSubs (\"%{count} berths free\") or a Localizable value and show it whole",
                    at: code[index].location))
            }
            // `Text(a)` then modifiers (`.bold()`), then `+ Text(…)`.
            var after = close + 1
            while after + 1 < code.count, code[after].text == ".", code[after + 1].kind == .identifier {
                after += 2
                if after < code.count, code[after].text == "(", let end = closing(code, from: after) { after = end + 1 }
            }
            guard after + 2 < code.count, code[after].text == "+", code[after + 1].text == "Text", code[after + 2].text == "(" else { continue }
            let isIcon = { (open: Int) in open + 2 < code.count && code[open + 1].text == "Image" && code[open + 2].text == "(" }
            if isIcon(index + 1) || isIcon(after + 2) { continue }
            findings.append(RuleFinding(
                "the view glues texts together with +: word order and spacing differ by language; compose them on the ViewModel (@LocalizedCompoundString, or @LocalizedSubs) and show one Text",
                at: code[after].location))
            // One finding per chain: `a + b + c` is one composed text.
            var chainEnd = after
            while chainEnd + 2 < code.count, code[chainEnd].text == "+", code[chainEnd + 1].text == "Text", code[chainEnd + 2].text == "(",
                  let end = closing(code, from: chainEnd + 2) {
                chainEnd = end + 1
                while chainEnd + 1 < code.count, code[chainEnd].text == ".", code[chainEnd + 1].kind == .identifier {
                    chainEnd += 2
                    if chainEnd < code.count, code[chainEnd].text == "(", let end = closing(code, from: chainEnd) { chainEnd = end + 1 }
                }
            }
            index = chainEnd - 1
        }
        return findings
    }

    private static func closing(_ code: [SwiftToken], from open: Int) -> Int? {
        var depth = 0
        var index = open
        while index < code.count {
            let token = code[index]
            if token.kind == .punctuation {
                if token.text == "(" || token.text == "[" || token.text == "{" { depth += 1 }
                if token.text == ")" || token.text == "]" || token.text == "}" {
                    depth -= 1
                    if depth == 0 { return index }
                }
            }
            index += 1
        }
        return nil
    }
}
