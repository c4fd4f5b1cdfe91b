/// What a Swift file's path says about it, worked out once per file: the rules ask for every
/// file, and splitting the path on each question cost a tenth of a lint run.
struct PathFacts: Sendable, Hashable {
    /// In a test target: under a `Tests` folder or a `…Tests` target folder (`AppTests`,
    /// `AppUITests`), as SwiftPM and Xcode name them.
    var isInTestTarget: Bool
    /// Test code for FOSMVVM's review: in a test target, or a file named `…Tests.swift`.
    var isTestSource: Bool
    /// A test by `SourcePath.isTest`: also a file named `…Test.swift`.
    var isTest: Bool

    init(_ path: String) {
        let components = path.split(separator: "/")
        let name = components.last
        isInTestTarget = components.dropLast().contains { $0.hasSuffix("Tests") }
        isTestSource = isInTestTarget || path.hasSuffix("Tests.swift")
        isTest = name.map { $0.hasSuffix("Tests.swift") || $0.hasSuffix("Test.swift") } == true
            || components.dropLast().contains { $0 == "Tests" || $0.hasSuffix("Tests") }
    }
}
