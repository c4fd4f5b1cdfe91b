/// OBS-04: loading and error state live in the state enum, not in separate stored flags.
struct StateFlagsRule: IndexedSourceRule {
    /// Names that are a loading flag whatever the code around them does.
    static let loadingNames: Set<String> = ["isLoading", "loading"]
    /// Names that are part of an error state: its presence (a Bool) or its content.
    static let errorNames: Set<String> = [
        "error", "errorMessage", "errorString", "errorText", "errorDescription", "hasError", "isFailed",
        "showError", "showsError", "showingError", "isShowingError", "isErrorPresented", "presentError",
    ]

    static let description = RuleDescription(
        id: "OBS-04", name: "state-enum-not-flags", severity: .warning,
        summary: "an @Observable ViewModel keeps loading/error in one state enum; flags are computed from it",
        rationale: """
            A ViewModel keeps its loading state in one enum (idle, loading, loaded, failed) and \
            derives everything else from it, so no state is stored twice. Separate isLoading and error properties \
            can be loading=true and error≠nil at once — an invalid state the enum cannot express. \
            (Three stored properties — items, isLoading, error — are the pattern this replaces.) \
            It is decided by the shape: a flag and its partner stored side by side — a loading flag \
            and an error, a flag beside a `state` enum, or an error's presence (showError, hasError) \
            beside its text (errorString, errorMessage); a Bool named with the word Error \
            (showErrorAlert, showAddErrorAlert) is such a presence. A lone isLoading or a lone error duplicates \
            nothing and is left alone. Besides the usual names, a stored `is…ing` Bool that one \
            method sets to true and back to false around an await (isSaving, isLoadingAccounts) is \
            a loading flag, and an `…Error` property (Error?, String?, Bool) is an error.
            """,
        triggering: [
            .swift("@MainActor @Observable\nfinal class FeedViewModel {\n    private(set) var posts: [String] = []\n    private(set) var ↓isLoading = false\n    private(set) var ↓errorMessage: String?\n}\n", path: "Sources/App/FeedViewModel.swift"),
            .swift("@MainActor @Observable\nfinal class TileViewModel {\n    private(set) var state: LoadingState = .idle\n    var ↓error: Error?\n}\n", path: "Sources/App/TileViewModel.swift"),
            // Named for what it is not, but its view holds it as its state.
            .swift("@MainActor @Observable\nfinal class CartScreenModel {\n    private(set) var ↓isLoading = false\n    private(set) var ↓loadError: Error?\n}\nstruct CartView: View {\n    @State private var model = CartScreenModel()\n    var body: some View { Text(\"Cart\") }\n}\n", path: "Sources/App/CartView.swift"),
            .swift("""
                @MainActor @Observable
                final class ProfileViewModel {
                    private(set) var ↓isSaving = false
                    private(set) var ↓saveError: Error?
                    func save() async {
                        isSaving = true
                        do { try await service.save() } catch { saveError = error }
                        isSaving = false
                    }
                }
                """, path: "Sources/App/ProfileViewModel.swift"),
            .swift("""
                @MainActor @Observable
                final class ListEditViewModel {
                    private(set) var ↓isLoadingAccounts: Bool = true {
                        didSet { log(isLoadingAccounts) }
                    }
                    private(set) var ↓updateError: String?
                    func fetchAccounts() async {
                        isLoadingAccounts = true
                        defer { self.isLoadingAccounts = false }
                        accounts = await client.accounts()
                    }
                }
                """, path: "Sources/App/ListEditViewModel.swift"),
            // An error's presence and its text, stored apart.
            .swift("@MainActor @Observable\nfinal class LoginViewModel {\n    private(set) var ↓showError = false\n    private(set) var ↓errorString = \"\"\n}\n", path: "Sources/App/LoginViewModel.swift"),
            .swift("@MainActor @Observable\nfinal class GarageViewModel {\n    private(set) var ↓errorMessage: String = \"\"\n    private(set) var ↓showAddErrorAlert = false\n    private(set) var ↓showEditErrorAlert = false\n}\n", path: "Sources/App/GarageViewModel.swift"),
        ],
        nonTriggering: [
            // `state` here is injected form data, not an observed loading state.
            .swift("@MainActor @Observable\nfinal class EmailViewModel {\n    private(set) var showIncorrectEmailError = false\n    @ObservationIgnored private let state: JoinFlowState\n    init(state: JoinFlowState) { self.state = state }\n}\n", path: "Sources/App/EmailViewModel.swift"),
            // A lone flag: nothing beside it to contradict.
            .swift("@MainActor @Observable\nfinal class ComposerViewModel {\n    private(set) var text = \"\"\n    private(set) var isLoading = false\n}\n", path: "Sources/App/ComposerViewModel.swift"),
            // Whether an alert shows, with no error text beside it; `Errors` and `Terror` are other words.
            .swift("@MainActor @Observable\nfinal class ImportViewModel {\n    private(set) var showErrorAlert = false\n    private(set) var ignoreErrors = false\n    private(set) var isTerrorMode = false\n    private(set) var title = \"\"\n}\n", path: "Sources/App/ImportViewModel.swift"),
            .swift("@MainActor @Observable\nfinal class FeedViewModel {\n    private(set) var state: LoadingState = .idle\n    var isLoading: Bool {\n        if case .loading = state { return true }\n        return false\n    }\n}\n", path: "Sources/App/FeedViewModel.swift"),
            .swift("struct Form {\n    var isLoading = false\n}\n", path: "Sources/App/Form.swift"),
            // A state that is not loading: playback toggled without awaiting anything, and an
            // error property with no loading flag beside it.
            .swift("""
                @MainActor @Observable
                final class VideoViewModel {
                    private(set) var isPlaying = false
                    private(set) var lastPlaybackError: Error?
                    func play() {
                        isPlaying = true
                        player.play()
                    }
                    func stop() async {
                        isPlaying = false
                        await player.flush()
                    }
                }
                """, path: "Sources/App/VideoViewModel.swift"),
        ])

    func prepare(_ file: SwiftSourceFile, context: LintContext) -> PendingFindings {
        file.observableViewModelFindings { viewModel -> [RuleFinding] in
            let stored = file.storedProperties(of: viewModel)
            let toggled = Self.flagsToggledAroundAwait(in: viewModel, file: file)
            let loading = stored.filter { Self.loadingNames.contains($0.name) || (Self.isProgressName($0.name) && Self.isBool($0) && toggled.contains($0.name)) }
            let loadingNames = Set(loading.map(\.name))
            let errors = stored.filter {
                !loadingNames.contains($0.name) && (Self.errorNames.contains($0.name) || Self.isErrorFlag($0) || Self.isErrorText($0) || Self.isErrorPresence($0))
            }
            let hasStateEnum = stored.contains(where: Self.isObservedState)
            // The shape: a flag and its partner. Alone, a flag duplicates nothing.
            let presence = errors.filter { Self.isBool($0) }
            let reported: [SwiftDeclaration]
            if !loading.isEmpty, !errors.isEmpty || hasStateEnum {
                reported = loading + errors
            } else if !errors.isEmpty, hasStateEnum || (!presence.isEmpty && presence.count < errors.count) {
                reported = errors
            } else {
                reported = []
            }
            return reported.sorted { $0.nameLocation.offset < $1.nameLocation.offset }.map {
                let what = $0.name.lowercased().contains("error") || $0.name.hasSuffix("Failed") ? "error" : "loading"
                return RuleFinding("'\($0.name)' duplicates the \(what) state; keep one state enum (idle, loading, loaded, failed) and compute '\($0.name)' from it", at: $0.nameLocation)
            }
        }
    }

    /// Whether a stored property is the screen's observed state enum: a `var` Observation
    /// tracks (not `@ObservationIgnored`) named `state` or typed `…LoadingState`, whose value is
    /// no plain scalar. An injected `let state: JoinFlowState` or a `var state = 0` is not one.
    static func isObservedState(_ property: SwiftDeclaration) -> Bool {
        guard property.kind == .var, !property.attributes.contains(where: { $0.name == "ObservationIgnored" }) else { return false }
        let type = property.typeAnnotation ?? ""
        if type.contains("LoadingState") { return true }
        guard property.name == "state" else { return false }
        if ["Bool", "Int", "String", "Double", "Float"].contains(String(type.reversed().drop { $0 == "?" }.reversed())) { return false }
        if let value = property.initializer?.first, value.isNumber || value == "\"" || property.initializer == "true" || property.initializer == "false" { return false }
        return true
    }

    /// `isSaving`, `isLoadingAccounts`, `isEmbedLoading`: `is` and a word ending in `ing`.
    static func isProgressName(_ name: String) -> Bool {
        guard name.hasPrefix("is"), name.count > 4, name.dropFirst(2).first?.isUppercase == true else { return false }
        var word = ""
        for character in name.dropFirst(2) {
            if character.isUppercase, word.hasSuffix("ing") { return true }
            word = character.isUppercase ? String(character) : word + String(character)
        }
        return word.hasSuffix("ing")
    }

    static func isBool(_ property: SwiftDeclaration) -> Bool {
        property.typeAnnotation == "Bool" || (property.typeAnnotation == nil && (property.initializer == "true" || property.initializer == "false"))
    }

    /// `saveError: Error?`, `postingError: String?`, `saveError = false`: an error beside a flag.
    static func isErrorFlag(_ property: SwiftDeclaration) -> Bool {
        guard property.kind == .var, property.name == "error" || property.name.hasSuffix("Error") else { return false }
        if let type = property.typeAnnotation { return type.hasSuffix("?") || type == "Bool" }
        return property.initializer == "nil" || property.initializer == "false"
    }

    /// `showErrorAlert = false`, `isShowingSaveErrorSheet: Bool`: a Bool whose name has the
    /// word `Error` — whether an error is shown, its presence.
    static func isErrorPresence(_ property: SwiftDeclaration) -> Bool {
        // A word of its own: `showErrorAlert`, not `showTerrorAlert` or `showErrors`.
        property.kind == .var && isBool(property) && TypeNameWords.words(property.name).contains("Error")
    }

    /// `errorString = ""`, `errorText: String`: an error's text, stored.
    static func isErrorText(_ property: SwiftDeclaration) -> Bool {
        guard property.kind == .var, property.name.hasPrefix("error"), property.name.dropFirst(5).first?.isUppercase == true else { return false }
        return property.typeAnnotation.map { $0 == "String" || $0 == "String?" } ?? (property.initializer?.hasPrefix("\"") == true)
    }

    /// Names set to `true` and to `false` in one method (or initializer, or observer) whose
    /// body awaits: the shape of a flag raised while work is in flight.
    static func flagsToggledAroundAwait(in type: SwiftDeclaration, file: SwiftSourceFile) -> Set<String> {
        var toggled: Set<String> = []
        let methods = (type.members + file.extensions(of: type.name).flatMap(\.members)).filter {
            ($0.kind == .func || $0.kind == .`init` || $0.kind == .var) && $0.hasBody
        }
        for method in methods {
            let code = file.codeTokens(in: method.bodyTokens)
            guard code.contains(where: { $0.text == "await" && $0.kind != .string }) else { continue }
            var setTrue: Set<String> = []
            var setFalse: Set<String> = []
            for index in code.indices.dropLast(2) where code[index].kind == .identifier && code[index + 1].text == "=" {
                // `x = …` or `self.x = …`, never `other.x = …`.
                if index > 0, code[index - 1].text == ".", !(index > 1 && code[index - 2].text == "self") { continue }
                switch code[index + 2].text {
                case "true": setTrue.insert(code[index].text)
                case "false": setFalse.insert(code[index].text)
                default: break
                }
            }
            toggled.formUnion(setTrue.intersection(setFalse))
        }
        return toggled
    }
}
