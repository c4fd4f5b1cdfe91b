import FOSMVVM
import FOSMVVMVapor
import Vapor
import ViewModels

extension FeedViewModel: VaporViewModelFactory {
    public static func model(context: VaporModelFactoryContext<FeedRequest>) async throws -> Self {
        .init(rows: [])
    }
}
