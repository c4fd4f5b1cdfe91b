import FOSFoundation
import FOSMVVM
import Foundation

/// The banner above the feed: shown once per screen, so a singleton identity.
@ViewModel
public struct FeedBannerViewModel {
    @FOSMVVM.LocalizedString public var headline
    public var vmId: ViewModelId = .init(type: Self.self)

    public init() {}

    public static func stub() -> Self { .init() }
}
