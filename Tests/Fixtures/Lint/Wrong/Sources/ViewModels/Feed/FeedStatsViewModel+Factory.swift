import FOSFoundation
import FOSMVVM
import Foundation

extension FeedStatsViewModel: ComposableFactory {
    static let posts = LoadRequirement.read(Post.self, in: .parentRoot)
    public static var dataRequirements: [any DataRequirement] { [posts] }
}
