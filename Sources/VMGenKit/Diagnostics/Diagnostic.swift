/// How serious a diagnostic is. Rules report findings; the front end may upgrade warnings.
public enum Severity: String, Sendable, Hashable, Comparable, CaseIterable {
    case note
    case warning
    case error

    private var rank: Int {
        switch self {
        case .note: 0
        case .warning: 1
        case .error: 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// One problem found in an input: what, where, how bad, and which rule or check said so.
public struct Diagnostic: Hashable, Sendable {
    public var severity: Severity
    public var message: String
    public var location: SourceLocation?
    /// A stable identifier such as `spec-unknown-key` or a rule id; `nil` for plain errors.
    public var code: String?
    /// Extra lines printed after the source excerpt (hints, related places).
    public var notes: [String]

    public init(
        _ severity: Severity,
        _ message: String,
        at location: SourceLocation?,
        code: String? = nil,
        notes: [String] = []
    ) {
        self.severity = severity
        self.message = message
        self.location = location
        self.code = code
        self.notes = notes
    }

    public static func error(
        _ message: String, at location: SourceLocation?, code: String? = nil, notes: [String] = []
    ) -> Diagnostic {
        Diagnostic(.error, message, at: location, code: code, notes: notes)
    }

    public static func warning(
        _ message: String, at location: SourceLocation?, code: String? = nil, notes: [String] = []
    ) -> Diagnostic {
        Diagnostic(.warning, message, at: location, code: code, notes: notes)
    }
}

extension Array where Element == Diagnostic {
    public var hasErrors: Bool { contains { $0.severity == .error } }

    /// Sorted by file, line, column, then message, so output never depends on discovery order.
    public func sortedForOutput() -> [Diagnostic] {
        sorted { lhs, rhs in
            let left = lhs.location ?? SourceLocation(file: "", line: 0, column: 0)
            let right = rhs.location ?? SourceLocation(file: "", line: 0, column: 0)
            if left != right { return left < right }
            return lhs.message < rhs.message
        }
    }
}

/// A diagnostic can be the failure of a `Result` when one problem stops a step.
extension Diagnostic: Error {}
