/// What a Swift file's path says about it, worked out once per file: the rules ask for every
/// file, and splitting the path on each question cost a tenth of a lint run. The path is read
/// as bytes: a folder name is compared as the file system stores it.
struct PathFacts: Sendable, Hashable {
    /// In a test target: under a `Tests` folder or a `…Tests` target folder (`AppTests`,
    /// `AppUITests`), as SwiftPM and Xcode name them.
    var isInTestTarget: Bool
    /// Test code for FOSMVVM's review: in a test target, or a file named `…Tests.swift`.
    var isTestSource: Bool
    /// A test by `SourcePath.isTest`: also a file named `…Test.swift`.
    var isTest: Bool
    /// The package target by the package layout (`SourcePath.module(of:)`).
    var module: String?

    init(_ path: String) {
        let components = path.utf8.split(separator: UInt8(ascii: "/"))
        let name = components.last
        isInTestTarget = components.dropLast().contains { Self.bytes($0, endWith: "Tests") }
        isTestSource = isInTestTarget || Self.bytes(path.utf8[...], endWith: "Tests.swift")
        isTest = isInTestTarget || name.map { Self.bytes($0, endWith: "Tests.swift") || Self.bytes($0, endWith: "Test.swift") } == true
        if let sources = components.lastIndex(where: { $0.elementsEqual("Sources".utf8) }), sources + 2 < components.count {
            module = String(Substring(components[sources + 1]))
        }
    }

    private static func bytes(_ component: Substring.UTF8View, endWith suffix: StaticString) -> Bool {
        let suffix = UnsafeBufferPointer(start: suffix.utf8Start, count: suffix.utf8CodeUnitCount)
        return component.count >= suffix.count && component.suffix(suffix.count).elementsEqual(suffix)
    }
}
