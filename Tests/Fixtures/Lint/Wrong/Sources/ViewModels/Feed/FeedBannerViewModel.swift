import FOSFoundation
import FOSMVVM
import Foundation

/// The banner above the feed: shown once per screen, so a singleton identity.
@ViewModel
public struct FeedBannerViewModel {
    @FOSMVVM.LocalizedString public var headline
    public let updatedAt: String
    public var vmId: ViewModelId = .init(type: Self.self)

    public init(updatedAt: String) {
        self.updatedAt = updatedAt
    }

    public static func stub() -> Self { .init(updatedAt: "Jan 3, 1914") }
}
