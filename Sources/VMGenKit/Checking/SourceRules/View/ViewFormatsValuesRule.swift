/// VIEW-01: a view shows what its ViewModel prepared; it does not format, sort, filter or
/// compose the ViewModel's values itself.
struct ViewFormatsValuesRule: IndexedSourceRule {
    static let description = RuleDescription(
        id: "VIEW-01", name: "view-formats-no-values", severity: .warning,
        summary: "a view shows the ViewModel's values as prepared: it does not format, sort, filter or compose them",
        rationale: """
            FOSMVVM's guidance: "The View just renders - it should never compose, format, or \
            reorder ViewModel properties." A ViewModel holds display-ready values: a date is a \
            LocalizableDate and a count a LocalizableInt, formatted by the ViewModel's policy for \
            the user's locale; text made of parts is a @LocalizedSubs; a list comes in the order \
            and selection the screen shows. The @Observable ViewModel pattern asks the same of a \
            screen model: it exposes what the view displays, so that logic is tested without UI. \
            Decided here, on a view's property whose type is a ViewModel (a FOSMVVM ViewModel, or \
            an @Observable ViewModel as the OBS rules know one): .formatted(…), .sorted, \
            .filter, .reversed() and .joined(…) on a value read from it; a formatter's \
            .string(from:), String(format:), Text(value, format:) or formatter:, and an \
            interpolation's format: or specifier: given one; a + joining it with a string into \
            a title shown (of a Text, Label, Button, .navigationTitle and the others below); \
            Text(verbatim:) interpolating it with text of its own; and in FOSMVVM views (a ViewModelView, or a View in a file \
            importing FOSMVVM) such a literal as the title of a Label, Button, Link, \
            NavigationLink, Section, Toggle, TextField, Picker or Menu, or of .navigationTitle, \
            .accessibilityLabel, .alert and their like (a Text's own literal there is LOC-08's). \
            Outside FOSMVVM a title literal is a LocalizedStringKey: its interpolations are the \
            arguments of a format the app's string catalog translates, plurals and word order \
            included, and it is left alone. Also left alone: a single value shown as it is \
            (Text("\\(viewModel.count)")), Text(date, style: .relative) and .timer (kept current \
            by SwiftUI, which a ViewModel cannot do), .count, .isEmpty, .first and .map, the \
            ViewModel's own methods (viewModel.filter(by:)), logging, a value the view holds \
            itself, and test code.
            """,
        triggering: [
            .swift("import SwiftUI\n\nstruct FeedView: View {\n    @State private var viewModel = FeedViewModel()\n\n    var body: some View {\n        List {\n            Text(viewModel.updatedAt.↓formatted(date: .abbreviated, time: .shortened))\n            ForEach(viewModel.tags.↓sorted(), id: \\.self) { tag in Text(tag) }\n            ForEach(self.viewModel.items.↓filter { !$0.isHidden }) { item in Text(item.title) }\n            Text(verbatim: ↓\"\\(viewModel.name) (\\(viewModel.count))\")\n            Text(\"feed.rating \\(viewModel.rating, ↓specifier: \"%.1f\")\")\n            Button(viewModel.firstName ↓+ \" \" + viewModel.lastName) {}\n        }\n    }\n}\n", path: "Sources/App/Feed/FeedView.swift")
                .with(.swift("import Observation\n\n@MainActor @Observable\nfinal class FeedViewModel {\n    private(set) var items: [Item] = []\n}\n", path: "Sources/App/Feed/FeedViewModel.swift")),
            .swift("import FOSMVVM\nimport SwiftUI\n\nstruct BerthView: ViewModelView {\n    let viewModel: BerthViewModel\n\n    var body: some View {\n        VStack {\n            Text(viewModel.arrival, ↓format: .dateTime.hour().minute())\n            Text(Self.formatter.↓string(from: viewModel.departure))\n            Label(↓\"\\(viewModel.freeCount) berths free\", systemImage: \"ferry\")\n            Text(viewModel.crew.↓joined(separator: \", \"))\n        }\n        .navigationTitle(↓\"\\(viewModel.name) – \\(viewModel.place)\")\n    }\n}\n", path: "Sources/App/Berth/BerthView.swift")
                .with(.swift("import FOSMVVM\n\n@ViewModel\npublic struct BerthViewModel {\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\n", path: "Sources/ViewModels/Berth/BerthViewModel.swift")),
        ],
        nonTriggering: [
            // A preview's own view (inside a PreviewProvider, or an extension of one) is
            // scaffolding, not the app's.
            .swift("""
                @MainActor @Observable
                final class FeedViewModel {
                    private(set) var updated = Date()
                }
                struct FeedView_Previews: SwiftUI.PreviewProvider {
                    static var previews: some View { Harness() }
                }
                extension FeedView_Previews {
                    struct Harness: View {
                        @State var model = FeedViewModel()
                        var body: some View { Text(model.updated.formatted()) }
                    }
                }
                """, path: "Sources/App/FeedPreviews.swift"),
            // Values shown as prepared; a lone value; a relative date SwiftUI keeps current;
            // counts and lookups; a LocalizedStringKey with arguments; a property named filter
            // and the ViewModel's own filter method; the view's own state; logging.
            .swift("import SwiftUI\n\nstruct FeedView: View {\n    @State private var viewModel = FeedViewModel()\n    @State private var drafts: [String] = []\n\n    var body: some View {\n        List {\n            Text(viewModel.updatedText)\n            Text(\"\\(viewModel.unreadCount)\")\n            Text(viewModel.updatedAt, style: .relative)\n            ForEach(viewModel.sortedTags, id: \\.self) { tag in Text(tag) }\n            ForEach(drafts.sorted(), id: \\.self) { Text($0) }\n            if viewModel.items.isEmpty || viewModel.items.count > 3 { Text(viewModel.items.first?.title ?? \"\") }\n            Label(\"feed.unread \\(viewModel.unreadCount)\", systemImage: \"tray\")\n            if viewModel.isFiltered, let filter = viewModel.filter { Text(filter.title) }\n            Button(\"Unread\") { viewModel.filter(by: .unread) }\n            Text(\"Drafts: \\(drafts.count)\")\n        }\n        .task { print(\"loaded \\(viewModel.items.count) items\") }\n    }\n}\n", path: "Sources/App/Feed/FeedView.swift")
                .with(.swift("import Observation\n\n@MainActor @Observable\nfinal class FeedViewModel {\n    private(set) var items: [Item] = []\n}\n", path: "Sources/App/Feed/FeedViewModel.swift")),
            // A value that is no ViewModel's (an app store, a record) is not this rule's.
            .swift("import SwiftUI\n\nstruct StatusRow: View {\n    let status: Status\n    @Environment(Theme.self) private var theme\n\n    var body: some View {\n        Text(status.createdAt.formatted())\n        ForEach(status.tags.sorted(), id: \\.self) { Text($0) }\n        Text(verbatim: \"\\(theme.name) theme\")\n    }\n}\n", path: "Sources/App/Timeline/StatusRow.swift")
                .with(.swift("import Observation\n\n@Observable\nfinal class Theme {\n    var name = \"\"\n}\n", path: "Sources/App/Theme.swift")),
            // LOC-08's: a Text's own literal in a FOSMVVM view.
            .swift("import FOSMVVM\nimport SwiftUI\n\nstruct BerthView: ViewModelView {\n    let viewModel: BerthViewModel\n\n    var body: some View {\n        Text(\"\\(viewModel.freeCount) berths free\")\n    }\n}\n", path: "Sources/App/Berth/BerthView.swift")
                .with(.swift("import FOSMVVM\n\n@ViewModel\npublic struct BerthViewModel {\n    public var vmId: ViewModelId = .init(type: Self.self)\n}\n", path: "Sources/ViewModels/Berth/BerthViewModel.swift")),
        ])

    /// Members that format, reorder, select or join a value.
    static let transformingMembers: Set<String> = ["formatted", "sorted", "filter", "reversed", "joined"]

    /// Views whose literal title is display text.
    static let displayTypes: Set<String> = [
        "Text", "Label", "Button", "Toggle", "Link", "Menu", "NavigationLink", "LabeledContent", "Picker", "Section",
        "TextField", "SecureField", "Stepper", "ProgressView", "GroupBox", "DisclosureGroup", "ContentUnavailableView",
    ]

    /// Modifiers whose literal argument is display text.
    static let displayModifiers: Set<String> = [
        "navigationTitle", "navigationSubtitle", "accessibilityLabel", "accessibilityValue", "accessibilityHint", "help",
        "badge", "alert", "confirmationDialog",
    ]

    struct Candidate: Sendable {
        /// The types of the view properties read: the finding stands when one is a ViewModel.
        var types: [String]
        var finding: RuleFinding
    }

    func prepare(_ file: SwiftSourceFile, context: LintContext) -> PendingFindings {
        guard file.mentions("View"), !file.swiftUIViews.isEmpty, Self.mayTransform(file) else { return .none }
        let candidates = file.viewCode().flatMap(Self.candidates)
        guard !candidates.isEmpty else { return .none }
        return PendingFindings { [candidates] index in
            candidates.filter { $0.types.contains(where: index.isViewModel) }.map(\.finding)
        }
    }

    /// Whether the file holds a word any finding needs: most view files hold none.
    static func mayTransform(_ file: SwiftSourceFile) -> Bool {
        ["format", "sorted", "filter", "reversed", "joined", "string(", "verbatim", "specifier", "+ \"", "\" +"].contains(where: file.mentions)
            || ((file.mentions("ViewModelView") || file.imports(anyOf: ["FOSMVVM"])) && file.mentions("\\("))
    }

    static func candidates(_ view: ViewCode) -> [Candidate] {
        let code = view.code
        var candidates: [Candidate] = []
        // Positions inside a display title already reported as composed (or LOC-08's): a
        // value formatted inside it is the same finding.
        var covered: [ClosedRange<Int>] = []
        for index in code.indices.dropLast() where code[index].kind == .identifier && code[index + 1].text == "(" {
            let name = code[index].text
            let isType = displayTypes.contains(name) && (index == 0 || code[index - 1].text != ".")
            let isModifier = displayModifiers.contains(name) && index > 0 && code[index - 1].text == "."
            guard isType || isModifier, let close = SwiftSourceFile.closing(code, from: index + 1) else { continue }
            for (number, argument) in arguments(code, from: index + 1, to: close).enumerated() {
                let literal = literalStart(code, argument)
                // Outside FOSMVVM a title literal is a LocalizedStringKey: its interpolations are
                // the arguments of a format the app's string catalog translates. `verbatim:` is not.
                let isComposed = view.isFOSMVVMView || (literal > argument.lowerBound && code[argument.lowerBound].text == "verbatim")
                if isComposed, let types = interpolatedTypes(view, in: argument) {
                    covered.append(argument.lowerBound...argument.upperBound - 1)
                    if name == "Text", view.isFOSMVVMView { continue }  // LOC-08's
                    candidates.append(Candidate(types: types, finding: RuleFinding(
                        "the view composes this text from the ViewModel's values: word order and plurals differ by language and the view cannot be tested without UI; give the ViewModel the whole text (@LocalizedSubs in FOSMVVM, a display property otherwise) and show it as it is",
                        at: code[literal].location)))
                } else if number == 0, let plus = composedWithPlus(view, argument) {
                    covered.append(argument.lowerBound...argument.upperBound - 1)
                    candidates.append(Candidate(types: plus.types, finding: RuleFinding(
                        "the view joins the ViewModel's values into a title with +: give the ViewModel the whole text (@LocalizedSubs or @LocalizedCompoundString in FOSMVVM, a display property otherwise) and show it as it is",
                        at: code[plus.position].location)))
                }
            }
        }
        for index in code.indices where view.isProperty(at: index) {
            guard let type = view.properties[code[index].text], let member = transformingMember(code, after: index) else { continue }
            if covered.contains(where: { $0.contains(member) }) { continue }
            let name = code[member].text
            let message = name == "formatted"
                ? "the view formats the ViewModel's value: formatting is the ViewModel's (a LocalizableDate or LocalizableInt in FOSMVVM, a display property otherwise), so every view shows it alike and tests see it"
                : name == "joined"
                ? "the view joins the ViewModel's values into one text: give the ViewModel the composed text (@LocalizedCompoundString in FOSMVVM, a display property otherwise)"
                : "the view \(name == "filter" ? "selects" : "orders") the ViewModel's values: give the ViewModel the list as the screen shows it, so the choice is tested without UI"
            candidates.append(Candidate(types: [type], finding: RuleFinding(message, at: code[member].location)))
        }
        candidates += formatterCalls(view, covered: covered)
        candidates += interpolationFormats(view, covered: covered)
        return candidates.sorted { $0.finding.location.offset < $1.finding.location.offset }
    }

    /// The first formatting, sorting, filtering or joining member on the value chain read from
    /// the property at `start` (`viewModel.items.filter {`, `viewModel.date?.formatted(`).
    static func transformingMember(_ code: [SwiftToken], after start: Int) -> Int? {
        var cursor = start + 1
        // The ViewModel's own method (`viewModel.filter(by:)`) is its work, not the view's: a
        // value is read from it first.
        var readValue = false
        while cursor < code.count {
            let token = code[cursor]
            if (token.text == "?" || token.text == "!"), token.kind == .punctuation, token.offset == code[cursor - 1].endOffset {
                cursor += 1
            } else if token.text == ".", token.kind == .punctuation, cursor + 1 < code.count, code[cursor + 1].kind == .identifier {
                let member = cursor + 1
                let next = member + 1 < code.count ? code[member + 1].text : ""
                if readValue, transformingMembers.contains(code[member].text), next == "(" || (next == "{" && code[member].text != "formatted" && code[member].text != "joined" && ViewCode.isCalled(code, at: member)) {
                    return member
                }
                readValue = true
                cursor += 2
            } else if (token.text == "(" || token.text == "["), token.offset == code[cursor - 1].endOffset, let close = SwiftSourceFile.closing(code, from: cursor) {
                cursor = close + 1
            } else {
                return nil
            }
        }
        return nil
    }

    /// `formatter.string(from: viewModel.date)`, `String(format: "%.1f", viewModel.rate)` and
    /// `Text(viewModel.date, format: …)`/`formatter:`.
    private static func formatterCalls(_ view: ViewCode, covered: [ClosedRange<Int>]) -> [Candidate] {
        let code = view.code
        var candidates: [Candidate] = []
        for index in code.indices.dropLast(3) where code[index + 1].text == "(" && code[index].kind == .identifier {
            let name = code[index].text
            guard name == "string" || name == "String" || name == "Text", !covered.contains(where: { $0.contains(index) }),
                let close = SwiftSourceFile.closing(code, from: index + 1)
            else { continue }
            let arguments = arguments(code, from: index + 1, to: close)
            let readTypes = { (argument: Range<Int>) -> [String] in
                let start = ViewCode.skippingSelf(code, argument.lowerBound)
                guard start < argument.upperBound, view.isProperty(at: start), let type = view.properties[code[start].text] else { return [] }
                return [type]
            }
            if name == "string", index > 0, code[index - 1].text == ".", code[index + 2].text == "from" || code[index + 2].text == "for",
                code[index + 3].text == ":", let first = arguments.first
            {
                let value = (first.lowerBound + 2)..<first.upperBound
                let types = readTypes(value)
                if !types.isEmpty {
                    candidates.append(Candidate(types: types, finding: RuleFinding(
                        "the view formats the ViewModel's value with a formatter: formatting is the ViewModel's (a LocalizableDate or LocalizableInt in FOSMVVM, a display property otherwise)",
                        at: code[index].location)))
                }
            } else if name == "String", index == 0 || code[index - 1].text != ".", code[index + 2].text == "format", code[index + 3].text == ":" {
                let types = arguments.dropFirst().flatMap(readTypes)
                if !types.isEmpty {
                    candidates.append(Candidate(types: types, finding: RuleFinding(
                        "the view formats the ViewModel's values with String(format:): formatting is the ViewModel's (a LocalizableInt or LocalizableDouble in FOSMVVM, a display property otherwise)",
                        at: code[index].location)))
                }
            } else if name == "Text", index == 0 || code[index - 1].text != ".", let first = arguments.first, arguments.count > 1 {
                let types = readTypes(first)
                guard !types.isEmpty else { continue }
                for argument in arguments.dropFirst() where argument.count > 1 && code[argument.lowerBound + 1].text == ":"
                    && (code[argument.lowerBound].text == "format" || code[argument.lowerBound].text == "formatter")
                {
                    candidates.append(Candidate(types: types, finding: RuleFinding(
                        "the view formats the ViewModel's value (Text(_:\(code[argument.lowerBound].text):)): formatting is the ViewModel's (a LocalizableDate or LocalizableInt in FOSMVVM, a display property otherwise)",
                        at: code[argument.lowerBound].location)))
                }
            }
        }
        return candidates
    }

    /// `"\(viewModel.total, format: .currency(code: "EUR"))"`, `"\(viewModel.rate, specifier: "%.1f")"`:
    /// a ViewModel's value formatted in an interpolation.
    private static func interpolationFormats(_ view: ViewCode, covered: [ClosedRange<Int>]) -> [Candidate] {
        let code = view.code
        var candidates: [Candidate] = []
        for index in code.indices where code[index].kind == .interpolationStart && !covered.contains(where: { $0.contains(index) }) {
            let start = ViewCode.skippingSelf(code, index + 1)
            guard start < code.count, view.isProperty(at: start), let type = view.properties[code[start].text] else { continue }
            var depth = 0
            var cursor = start
            while cursor + 1 < code.count {
                let token = code[cursor]
                if token.kind == .interpolationEnd, depth == 0 { break }
                if token.kind == .punctuation, token.text == "(" || token.text == "[" || token.text == "{" { depth += 1 }
                if token.kind == .punctuation, token.text == ")" || token.text == "]" || token.text == "}" { depth -= 1 }
                if depth == 0, token.text == ",", ["format", "specifier", "formatter"].contains(code[cursor + 1].text), cursor + 2 < code.count, code[cursor + 2].text == ":" {
                    candidates.append(Candidate(types: [type], finding: RuleFinding(
                        "the view formats the ViewModel's value in the text (\(code[cursor + 1].text):): formatting is the ViewModel's (a LocalizableDate or LocalizableInt in FOSMVVM, a display property otherwise)",
                        at: code[cursor + 1].location)))
                    break
                }
                cursor += 1
            }
        }
        return candidates
    }

    /// The top-level arguments between the parentheses at `open` and `close`, as position
    /// ranges (labels included).
    static func arguments(_ code: [SwiftToken], from open: Int, to close: Int) -> [Range<Int>] {
        var arguments: [Range<Int>] = []
        var start = open + 1
        var cursor = open + 1
        while cursor < close {
            let text = code[cursor].text
            if code[cursor].kind == .punctuation, text == "(" || text == "[" || text == "{", let end = SwiftSourceFile.closing(code, from: cursor) {
                cursor = end + 1
                continue
            }
            if code[cursor].kind == .punctuation, text == "," {
                if start < cursor { arguments.append(start..<cursor) }
                start = cursor + 1
            }
            cursor += 1
        }
        if start < close { arguments.append(start..<close) }
        return arguments
    }

    /// Where an argument's literal starts: after its label, if it has one.
    private static func literalStart(_ code: [SwiftToken], _ argument: Range<Int>) -> Int {
        argument.count > 2 && code[argument.lowerBound].kind == .identifier && code[argument.lowerBound + 1].text == ":" ? argument.lowerBound + 2 : argument.lowerBound
    }

    /// When the argument is one string literal (a label before it aside) that interpolates the
    /// view's properties (`"\(viewModel.count) items"`) and has text of its own besides: the
    /// types of the properties each interpolation starts with.
    private static func interpolatedTypes(_ view: ViewCode, in argument: Range<Int>) -> [String]? {
        let code = view.code
        let literal = literalStart(code, argument)
        guard literal < argument.upperBound, code[literal].kind == .string else { return nil }
        var types: [String] = []
        var ownText = false
        var depth = 0
        for position in literal..<argument.upperBound {
            switch code[position].kind {
            case .interpolationStart:
                depth += 1
                let start = ViewCode.skippingSelf(code, position + 1)
                if depth == 1, start < argument.upperBound, view.isProperty(at: start), let type = view.properties[code[start].text] { types.append(type) }
            case .interpolationEnd:
                depth -= 1
            case .string:
                if depth == 0, hasText(code[position].text) { ownText = true }
            default:
                if depth == 0 { return nil }  // the literal is one operand of something more
            }
        }
        return !types.isEmpty && (ownText || types.count > 1) ? types : nil
    }

    /// Whether a piece of a string literal holds text besides its delimiters (`" items"`).
    private static func hasText(_ piece: String) -> Bool {
        var content = Substring(piece)
        while let first = content.first, first == "#" || first == "\"" { content = content.dropFirst() }
        while let last = content.last, last == "#" || last == "\"" { content = content.dropLast() }
        return content.contains { !$0.isWhitespace }
    }

    /// A top-level `+` in the argument joining a value read from the view's property with a
    /// string literal: its position and the properties' types.
    private static func composedWithPlus(_ view: ViewCode, _ argument: Range<Int>) -> (position: Int, types: [String])? {
        let code = view.code
        var plus: Int?
        var types: [String] = []
        var literals = 0
        var cursor = argument.lowerBound
        while cursor < argument.upperBound {
            let token = code[cursor]
            if token.kind == .punctuation, token.text == "(" || token.text == "[" || token.text == "{", let end = SwiftSourceFile.closing(code, from: cursor) {
                cursor = end + 1
                continue
            }
            if token.kind == .operator, token.text == "+", plus == nil { plus = cursor }
            if token.kind == .string { literals += 1 }
            if view.isProperty(at: cursor), let type = view.properties[token.text], cursor == argument.lowerBound || code[cursor - 1].text == "+" || code[cursor - 1].text == "." {
                types.append(type)
            }
            cursor += 1
        }
        guard let plus, !types.isEmpty, literals > 0 else { return nil }
        return (plus, types)
    }
}
