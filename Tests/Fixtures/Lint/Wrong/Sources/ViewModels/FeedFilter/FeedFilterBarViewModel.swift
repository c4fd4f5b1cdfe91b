import FOSFoundation
import FOSMVVM
import Foundation

/// The filter bar above the feed, showing the current query.
@ViewModel
public struct FeedFilterBarViewModel {
    public let store: FeedFilterStore
    public var vmId: ViewModelId = .init(type: Self.self)

    public init(store: FeedFilterStore) {
        self.store = store
    }

    public static func stub() -> Self {
        .init(store: FeedFilterStore())
    }
}
