/// Gathers recoverable problems so one run reports all of them, not just the first.
///
/// A value type passed `inout` through a stage; stages never throw for problems in the input.
public struct DiagnosticCollector: Sendable {
    public private(set) var diagnostics: [Diagnostic] = []

    public init() {}

    public var hasErrors: Bool { diagnostics.hasErrors }

    public mutating func add(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    public mutating func add(contentsOf others: [Diagnostic]) {
        diagnostics.append(contentsOf: others)
    }

    public mutating func error(_ message: String, at location: SourceLocation?, code: String? = nil, notes: [String] = []) {
        add(.error(message, at: location, code: code, notes: notes))
    }

    public mutating func warning(_ message: String, at location: SourceLocation?, code: String? = nil, notes: [String] = []) {
        add(.warning(message, at: location, code: code, notes: notes))
    }
}
