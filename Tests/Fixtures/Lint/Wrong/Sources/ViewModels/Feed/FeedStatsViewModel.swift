import FOSFoundation
import FOSMVVM
import Foundation

/// The summary panel under the feed's title: how many posts, and how fresh the feed is.
@ViewModel
public struct FeedStatsViewModel {
    @LocalizedString public var freshnessLabel
    public let postCount: LocalizableInt
    public let freshness: Freshness
    public var vmId: ViewModelId = .init(type: Self.self)

    // MARK: - Nested Types

    /// How recent the newest post is.
    public enum Freshness: String, CaseIterable, Codable, Sendable {
        case today, thisWeek, older
    }

    public init(postCount: LocalizableInt, freshness: Freshness) {
        self.postCount = postCount
        self.freshness = freshness
        self.freshnessLabel = .localized(for: Freshness.self, propertyName: freshness.rawValue)
    }

    public static func stub() -> Self {
        .init(postCount: .init(value: 42), freshness: .older)
    }
}
