import Channel
import FOSMVVM

extension FeedRowViewModel {
    /// Builds a row straight from the wire type.
    init(_ post: Channel.Post) {
        self.init(title: post.title)
    }
}
