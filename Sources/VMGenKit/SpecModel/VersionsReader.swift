/// `versions: [1.0.0, 2.0.0]`: the app versions at which a server-hosted page's shape changed,
/// oldest first. FOSMVVM's `@VersionedFactory` dispatches on them (`@Version(.v1_0_0)`), and its
/// macro accepts a version only as `.vX_Y_Z` with three numbers, so that is the one form here.
/// Ascending (hence unique): the list reads as the page's history, and the region of each
/// version keeps its name from one run to the next.
struct VersionsReader {
    var reader: NodeReader

    mutating func read(_ entry: YAMLEntry, of viewModel: ViewModelSpec) -> [FactoryVersion] {
        guard let items = reader.stringList(entry.value, what: "'versions'") else { return [] }
        guard viewModel.request != nil else {
            reader.error(
                "'versions' takes a top-level, server-hosted page: only it has a factory (FOSMVVM's @VersionedFactory versions a factory)",
                at: entry.keyLocation)
            return []
        }
        if items.isEmpty {
            reader.error("'versions' lists no version: name the app versions at which the page's shape changed (e.g. [1.0.0, 2.0.0]), or remove the key", at: entry.keyLocation)
            return []
        }
        var result: [FactoryVersion] = []
        for (text, location) in items {
            guard var version = FactoryVersion(text) else {
                reader.error(
                    "'\(text)' is not a version: write major.minor.patch, three whole numbers (1.0.0), as FOSMVVM's @Version(.vX_Y_Z) requires",
                    at: location)
                continue
            }
            version.location = location
            if let previous = result.last, !previous.isOlder(than: version) {
                let why = previous.text == version.text ? "is listed twice" : "comes after the newer \(previous.text)"
                reader.error("version \(version.text) \(why): 'versions' lists each version once, oldest first", at: location)
                continue
            }
            result.append(version)
        }
        return result
    }
}

/// One version of `versions:`, e.g. 2.1.0: `@Version(.v2_1_0)` on `model_v2_1_0(context:)`.
public struct FactoryVersion: Sendable, Hashable {
    public var major: Int
    public var minor: Int
    public var patch: Int
    public var location: SourceLocation? = nil

    /// `1.0.0` (no sign, no leading zero, nothing else); nil for anything else.
    public init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3 else { return nil }
        var numbers: [Int] = []
        for part in parts {
            guard !part.isEmpty, part.count <= 9, part.allSatisfy(\.isASCIIDigit), part == "0" || part.first != "0", let number = Int(part) else {
                return nil
            }
            numbers.append(number)
        }
        (major, minor, patch) = (numbers[0], numbers[1], numbers[2])
    }

    /// As the spec writes it: `2.1.0`.
    public var text: String { "\(major).\(minor).\(patch)" }
    /// The `SystemVersion` member `@Version` names and the method's suffix: `v2_1_0`.
    public var name: String { "v\(major)_\(minor)_\(patch)" }

    /// Whether it comes before `other` (the location plays no part).
    public func isOlder(than other: FactoryVersion) -> Bool {
        (major, minor, patch) < (other.major, other.minor, other.patch)
    }
}

private extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
