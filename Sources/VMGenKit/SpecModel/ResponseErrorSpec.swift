/// A request's generated `ResponseError` (`request: errors:`): FOSMVVM's canonical nested
/// `@LocalizableError public struct ResponseError: ServerRequestError` (reference part 2
/// §5.1), one localized message per error case, filled from the error's fields.
public struct ResponseErrorSpec: Sendable, Hashable {
    /// The values the server fills in, in init order (plain types only: the error is sent
    /// as JSON and decoded by the client).
    public var fields: [Property]
    /// One per error case, in spec order; `name` is the case, the message property is
    /// `messageProperty(name)`. Only `.string` and `.substitutions` kinds.
    public var cases: [LocalizedText]
    public var location: SourceLocation

    /// The nested type's name. Its YAML top key is this innermost name only, shared by every
    /// request's nested ResponseError in one store (`LocalizableRef`, reference §5.1).
    public static let typeName = "ResponseError"

    /// `closed` → `closedMessage`: the `@LocalizedString` / `@LocalizedSubs` property and
    /// its YAML key under `ResponseError`.
    public static func messageProperty(_ caseName: String) -> String { caseName + "Message" }

    /// With more than one case the error stores which one it is (`code: Code`).
    public var hasCode: Bool { cases.count > 1 }
}

/// `displaysError:` of a client-hosted page: FOSMVVM's error display, one ViewModel per error
/// scenario, showing a request's generated `ResponseError`.
public struct ErrorDisplay: Sendable, Hashable {
    /// The request's type name, `{Page}Request`.
    public var request: String
    /// The ResponseError fields the ViewModel keeps besides the message, in order.
    public var keep: [Kept]
    public var location: SourceLocation
    /// Where the request's name is written (for an unknown request).
    public var requestLocation: SourceLocation

    public struct Kept: Sendable, Hashable {
        public var name: String
        public var location: SourceLocation
    }

    /// The stored, already-localized message every error display has, first in its init.
    public static let messageProperty = "message"
}
