import FOSFoundation
import FOSMVVM
import Foundation

/// The feed's display settings, built on the device from the user's preferences.
@ViewModel(options: Set([.clientHostedFactory]))
public struct FeedSettingsViewModel {
    public let showsImages: Bool
    public var vmId: ViewModelId = .init(type: Self.self)

    public init(showsImages: Bool) {
        self.showsImages = showsImages
    }

    public static func stub(showsImages: Bool = true) -> Self {
        .init(showsImages: showsImages)
    }
}
