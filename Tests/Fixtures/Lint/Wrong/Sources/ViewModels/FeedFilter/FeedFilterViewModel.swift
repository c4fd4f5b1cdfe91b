import FOSFoundation
import FOSMVVM
import Foundation

/// Filters the feed on the device; the macro turns the first init's parameters into AppState.
@ViewModel(options: [.clientHostedFactory])
public struct FeedFilterViewModel {
    public typealias Request = FeedFilterRequest

    public let query: String
    public let onlyUnread: Bool
    public var vmId: ViewModelId = .init(type: Self.self)

    public init(_ query: String, onlyUnread: Bool) {
        self.query = query
        self.onlyUnread = onlyUnread
    }

    public static func stub() -> Self {
        .init("Bedrock", onlyUnread: false)
    }
}
