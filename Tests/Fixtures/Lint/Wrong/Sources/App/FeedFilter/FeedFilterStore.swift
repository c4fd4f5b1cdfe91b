import Observation

/// The filter the user is typing, held by the app and read by the feed's views.
@MainActor @Observable
public final class FeedFilterStore {
    public var query = ""
    public var onlyUnread = false

    public init() {}
}
