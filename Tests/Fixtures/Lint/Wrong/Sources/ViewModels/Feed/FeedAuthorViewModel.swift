import FOSFoundation
import FOSMVVM
import Foundation

/// The author line in a post's header.
@ViewModel
public struct FeedAuthorViewModel {
    public let authorId: String
    public let name: String
    public let vmId: ViewModelId

    public init(authorId: ModelIdType, name: String) {
        self.authorId = authorId.uuidString
        self.name = name
        self.vmId = .init(id: authorId)
    }

    public static func stub(authorId: ModelIdType = .init(), name: String = "Fred Flintstone") -> Self {
        .init(authorId: authorId, name: name)
    }
}
