/// Projects that grow one dimension on its own — many ViewModels in one Swift file, many
/// findings on one line, many suppressions, many unclosed tags on one template line, many
/// protected regions in one generated file, a mistake in every property of a spec, an unknown
/// type in every spec, an error on a line of control characters — where
/// vmgen once did work that grew with the square of the input (issue 13, finding 9). `vmgen-bench` measures each at two sizes;
/// `PerformanceGuardTests` runs them small on the debug build and checks the growth.
struct Corner: Sendable {
    var name: String
    /// What is measured, run in the project folder (after `setup`).
    var arguments: [String]
    /// The exit status the measured command must end with.
    var status: Int32
    /// Run once, unmeasured, before the measured runs (e.g. the first generate).
    var setup: [String]?
    /// The project for size `count`: project-relative path → text. The same count always
    /// gives the same bytes.
    var files: @Sendable (_ count: Int) -> [(path: String, text: String)]
    /// The small size `vmgen-bench` measures (release build); the large one is ten times it.
    var benchSize: Int

    static let all: [Corner] = [
        viewModelsInOneFile, findingsOnOneLine, suppressedFindings, unclosedTemplateTags, protectedRegions, propertiesWithMistakes,
        unknownTypeInEverySpec, controlCharactersOnOneLine,
    ]

    // MARK: - The corners

    /// `lint` of one file of `count` page ViewModels, each with an extension, a stub, a vmId
    /// with a default, and a request with its own extension (rules look up every type's
    /// extensions and the code after its vmId).
    static let viewModelsInOneFile = Corner(
        name: "lint: @ViewModel structs in one file", arguments: ["lint", "-q", "--no-cache"], status: 0, setup: nil,
        files: { count in
            [lintConfig, ("Sources/ViewModels/Pages.swift", header + (0..<count).map(page).joined())]
        },
        benchSize: 1_000)

    /// `lint` of `count` flawed ViewModels written on one line: three findings each, all
    /// quoting the same long line. (` :` makes the line one `VisibleText` checks character
    /// by character for CI command markers.)
    static let findingsOnOneLine = Corner(
        name: "lint: findings on one long line", arguments: ["lint", "-q", "--no-cache"], status: 1, setup: nil,
        files: { count in
            let line = (0..<count).map { "@ViewModel public struct Flawed\($0)ViewModel : Codable {}" }.joined(separator: " ")
            return [lintConfig, ("Sources/ViewModels/Flawed.swift", header + line + "\n")]
        },
        benchSize: 2_000)

    /// `lint` of `count` ViewModels without a stub, each finding suppressed by the comment
    /// above it, and as many suppressions in `disable`/`enable` blocks.
    static let suppressedFindings = Corner(
        name: "lint: suppressed findings in one file", arguments: ["lint", "-q", "--no-cache"], status: 0, setup: nil,
        files: { count in
            let structs = (0..<count).map { index in
                """
                // vmgen:disable:next STUB-01 — made by hand in the fixtures
                @ViewModel public struct Quiet\(index)ViewModel { public var vmId: ViewModelId = .init(type: Self.self) }
                // vmgen:disable STUB-01 — made by hand in the fixtures
                @ViewModel public struct Hushed\(index)ViewModel { public var vmId: ViewModelId = .init(type: Self.self) }
                // vmgen:enable STUB-01

                """
            }
            return [lintConfig, ("Sources/ViewModels/Quiet.swift", header + structs.joined())]
        },
        benchSize: 2_000)

    /// `generate` with a template override holding `count` unclosed `{{` on one line: one
    /// error each, all quoting that line.
    static let unclosedTemplateTags = Corner(
        name: "generate: unclosed '{{' on one template line", arguments: ["generate", "-q"], status: 2, setup: nil,
        files: { count in
            [
                ("vmgen.yml", "specs: Specs\nlocales: [en]\ntemplates: Templates\n"),
                ("Specs/Dashboard.yml", "viewModel: Dashboard\nhosting: server\ntext:\n  pageTitle: { en: \"Harbor\" }\n"),
                ("Templates/ViewModel.swift.template", String(repeating: "{{ ", count: count) + "\n"),
            ]
        },
        benchSize: 10_000)

    /// A no-op `generate --no-cache` of one `@Observable` screen with `count` actions, each
    /// with a protected region in the generated file: every run reads the regions back and
    /// merges them into the freshly rendered text.
    static let protectedRegions = Corner(
        name: "generate: protected regions in one file", arguments: ["generate", "-q", "--no-cache"], status: 0,
        setup: ["generate", "-q", "--no-cache"],
        files: { count in
            let actions = (0..<count).map { "  onTapped\($0):\n    parameters: { arrival: Arrival }\n" }.joined()
            let spec = """
                viewModel: ArrivalsBoard
                style: observable
                state: "[Arrival]"
                value: arrivals
                services:
                  schedule:
                    type: ArrivalsService
                    default: live
                    methods:
                      upcomingArrivals: { returns: "[Arrival]" }
                load: { service: schedule, method: upcomingArrivals }
                actions:

                """
            return [("vmgen.yml", "specs: Specs\nlocales: [en]\n"), ("Specs/ArrivalsBoard.yml", spec + actions)]
        },
        benchSize: 5_000)

    /// `check --no-cache` of one spec of `count` properties, each with a stub of the wrong
    /// type: one error per property.
    static let propertiesWithMistakes = Corner(
        name: "check: a mistake in every property of a spec", arguments: ["check", "-q", "--no-cache"], status: 1, setup: nil,
        files: { count in
            let properties = (0..<count).map { "  berth\($0): { type: Int, stub: fred }\n" }.joined()
            return [
                ("vmgen.yml", "specs: Specs\nlocales: [en]\n"),
                ("Specs/Berths.yml", "viewModel: Berths\nhosting: server\nproperties:\n" + properties),
            ]
        },
        benchSize: 5_000)

    /// `check --no-cache` of `count` specs, each naming a type nobody declares that is one slip
    /// from its own ViewModel's name (`Peir00042` for `Pier00042`), all of one length: each
    /// error looks for a "did you mean" among every name of the project (10,000 such specs once
    /// took minutes).
    static let unknownTypeInEverySpec = Corner(
        name: "check: an unknown type in every spec", arguments: ["check", "-q", "--no-cache"], status: 1, setup: nil,
        files: { count in
            [("vmgen.yml", "specs: Specs\nlocales: [en]\n")] + (0..<count).map { index in
                let number = String(index + 100_000).dropFirst()
                return ("Specs/Pier\(number).yml", "viewModel: Pier\(number)\nhosting: server\nproperties:\n  next: Peir\(number)\n")
            }
        },
        benchSize: 1_000)

    /// `check --no-cache` of a spec whose one line holds `count` NUL characters: the error
    /// quotes that line, every character of it escaped (a megabyte once took minutes).
    static let controlCharactersOnOneLine = Corner(
        name: "check: an error on a line of NUL characters", arguments: ["check", "-q", "--no-cache"], status: 1, setup: nil,
        files: { count in
            [
                ("vmgen.yml", "specs: Specs\nlocales: [en]\n"),
                ("Specs/Berths.yml", "viewModel: Berths\nhosting: server\ndoc: " + String(repeating: "\u{0}", count: count) + "\n"),
            ]
        },
        benchSize: 100_000)

    // MARK: - Pieces

    private static let lintConfig = (path: "vmgen.yml", text: "# A corner of vmgen-bench.\nlocales: [en]\n")
    private static let header = "import FOSFoundation\nimport FOSMVVM\nimport Foundation\n\n"

    private static func page(_ index: Int) -> String {
        let name = SpecCorpus.name(index)
        return """
            @ViewModel
            public struct \(name)ViewModel: RequestableViewModel {
                public typealias Request = \(name)Request

                @LocalizedString public var pageTitle
                public let rows: [\(name)RowViewModel]
                public var vmId: ViewModelId = .init(type: Self.self)

                public init(rows: [\(name)RowViewModel]) {
                    self.rows = rows
                }

                public static func stub(rows: [\(name)RowViewModel] = []) -> Self {
                    .init(rows: rows)
                }
            }

            extension \(name)ViewModel {
                var isEmpty: Bool { rows.isEmpty }
            }

            public final class \(name)Request: ViewModelRequest, @unchecked Sendable {
                public var responseBody: \(name)ViewModel?

                public init(
                    query: EmptyQuery? = nil, sort: EmptySort? = nil, fragment: EmptyFragment? = nil,
                    requestBody: EmptyBody? = nil, responseBody: \(name)ViewModel? = nil
                ) {
                    self.responseBody = responseBody
                }
            }

            extension \(name)Request {
                public typealias ResponseError = EmptyError
            }


            """
    }
}
