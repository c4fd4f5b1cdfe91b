import VMGenKit

/// A semantic version `MAJOR.MINOR.PATCH[-PRERELEASE]`, ordered by semver precedence.
struct SemanticVersion: Comparable, CustomStringConvertible {
    var major: Int
    var minor: Int
    var patch: Int
    /// Dot-separated pre-release identifiers (`beta.2`); empty for a release.
    var prerelease: [String] = []

    /// Parses `1.2.3` or `1.2.3-beta.1` (build metadata `+…` is ignored, as semver says).
    init?(_ text: String) {
        let withoutBuild = text.split(separator: "+", maxSplits: 1, omittingEmptySubsequences: false)[0]
        let parts = withoutBuild.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
        let numbers = parts[0].split(separator: ".", omittingEmptySubsequences: false).map { Self.number($0) }
        guard numbers.count == 3, let major = numbers[0], let minor = numbers[1], let patch = numbers[2] else { return nil }
        self.major = major
        self.minor = minor
        self.patch = patch
        if parts.count == 2 {
            prerelease = parts[1].split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            guard !prerelease.contains(where: \.isEmpty) else { return nil }
        }
    }

    init(major: Int, minor: Int, patch: Int) {
        self.major = major
        self.minor = minor
        self.patch = patch
    }

    var description: String {
        "\(major).\(minor).\(patch)" + (prerelease.isEmpty ? "" : "-" + prerelease.joined(separator: "."))
    }

    static func < (lhs: SemanticVersion, rhs: SemanticVersion) -> Bool {
        if (lhs.major, lhs.minor, lhs.patch) != (rhs.major, rhs.minor, rhs.patch) {
            return (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
        }
        // A pre-release comes before its release; identifiers compare numerically when both
        // are numbers, otherwise as text, and a shorter list of equal identifiers comes first.
        switch (lhs.prerelease.isEmpty, rhs.prerelease.isEmpty) {
        case (true, _): return false
        case (false, true): return true
        case (false, false): break
        }
        for (left, right) in zip(lhs.prerelease, rhs.prerelease) where left != right {
            switch (Int(left), Int(right)) {
            case let (l?, r?): return l < r
            case (.some, nil): return true
            case (nil, .some): return false
            case (nil, nil): return left < right
            }
        }
        return lhs.prerelease.count < rhs.prerelease.count
    }

    static func number(_ text: Substring) -> Int? {
        guard !text.isEmpty, text.allSatisfy(\.isASCII), text.allSatisfy(\.isNumber) else { return nil }
        return Int(text)
    }
}

/// What `vmgen_version:` in `vmgen.yml` may say, and whether a vmgen satisfies it.
///
/// - `0.1` or `0` — that release series: any 0.1.x (or 0.x.y).
/// - `0.1.0` — exactly that version.
/// - `>= 0.1.0`, `> 0.1`, `< 0.3`, `<= 0.2.5`, `= 0.1.0` — a comparison; a partial version is
///   padded with zeros (`< 0.3` means `< 0.3.0`).
/// - several of these separated by commas, all of which must hold: `>= 0.1.2, < 0.3`.
struct VersionRequirement: CustomStringConvertible {
    enum Clause: Equatable {
        /// Every version whose leading numbers are these (`0.1` → 0.1.x).
        case series([Int])
        case exactly(SemanticVersion)
        case atLeast(SemanticVersion)
        case above(SemanticVersion)
        case below(SemanticVersion)
        case atMost(SemanticVersion)
    }

    var clauses: [Clause]
    /// The requirement as written, for messages.
    var text: String

    var description: String { text }

    static let forms = "0.1 (any 0.1.x), 0.1.0 (exactly), >= 0.1.0, < 0.3, or several joined by commas"

    /// The requirement, or `nil` when `text` is not one.
    init?(_ text: String) {
        self.text = text.trimmingWhitespace
        var clauses: [Clause] = []
        for part in self.text.split(separator: ",", omittingEmptySubsequences: false) {
            guard let clause = Self.clause(String(part).trimmingWhitespace) else { return nil }
            clauses.append(clause)
        }
        self.clauses = clauses
    }

    func isSatisfied(by version: SemanticVersion) -> Bool {
        clauses.allSatisfy { clause in
            switch clause {
            case .series(let numbers):
                return Array([version.major, version.minor, version.patch].prefix(numbers.count)) == numbers
            case .exactly(let wanted): return version == wanted
            case .atLeast(let bound): return version >= bound
            case .above(let bound): return version > bound
            case .below(let bound): return version < bound
            case .atMost(let bound): return version <= bound
            }
        }
    }

    /// Whether `version` fails because it is too old (rather than too new): some clause wants a
    /// later version. Decides which advice the message gives.
    func isTooOld(_ version: SemanticVersion) -> Bool {
        clauses.contains { clause in
            switch clause {
            case .series(let numbers):
                return Array([version.major, version.minor, version.patch].prefix(numbers.count)).lexicographicallyPrecedes(numbers)
            case .exactly(let bound), .atLeast(let bound): return version < bound
            case .above(let bound): return version <= bound
            case .below, .atMost: return false
            }
        }
    }

    private static func clause(_ text: String) -> Clause? {
        // Longer symbols first, so `>=` is not read as `>` followed by `=0.1`.
        guard let symbol = [">=", "<=", "==", ">", "<", "="].first(where: { text.hasPrefix($0) }) else {
            return exactOrSeries(text)
        }
        let rest = String(text.dropFirst(symbol.count)).trimmingWhitespace
        if symbol == "=" || symbol == "==" { return exactOrSeries(rest) }
        guard let bound = padded(rest) else { return nil }
        switch symbol {
        case ">=": return .atLeast(bound)
        case "<=": return .atMost(bound)
        case ">": return .above(bound)
        default: return .below(bound)
        }
    }

    /// `0.1.0` is that version; `0.1` or `0` is the series.
    private static func exactOrSeries(_ text: String) -> Clause? {
        if let version = SemanticVersion(text) { return .exactly(version) }
        if let numbers = partial(text), numbers.count < 3 { return .series(numbers) }
        return nil
    }

    /// `0.1` → [0, 1]; `nil` unless one to three dot-separated numbers.
    private static func partial(_ text: String) -> [Int]? {
        let numbers = text.split(separator: ".", omittingEmptySubsequences: false).map { SemanticVersion.number($0) }
        guard (1...3).contains(numbers.count), numbers.allSatisfy({ $0 != nil }) else { return nil }
        return numbers.compactMap { $0 }
    }

    /// A full version, or a partial one padded with zeros.
    private static func padded(_ text: String) -> SemanticVersion? {
        if let version = SemanticVersion(text) { return version }
        guard let numbers = partial(text) else { return nil }
        let all = numbers + Array(repeating: 0, count: 3 - numbers.count)
        return SemanticVersion(major: all[0], minor: all[1], patch: all[2])
    }
}

extension String {
    var trimmingWhitespace: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
