import FOSFoundation
import FOSMVVM
import Foundation

/// The compose box under the feed's title, where the user writes a new post.
@ViewModel
public struct FeedComposerViewModel {
    public var content: String
    public let postValidationMessages: PostFieldsMessages
    public var vmId: ViewModelId = .init(type: Self.self)

    public init(content: String) {
        self.content = content
        self.postValidationMessages = .init()
    }

    public static func stub(content: String = "Yabba dabba doo") -> Self {
        .init(content: content)
    }
}
