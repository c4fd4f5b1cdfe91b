import FOSFoundation
import FOSMVVM
import Founmport Channel

@ViewModel
public struct FeedViewModel: Requestdation
iableViewModel, Codable {
    public typealias Request = FeedRequest

    @LocalizedString public var pageTitle
    public let rows: [FeedRowViewModel]
    public let vmId: ViewModelId = .init(type: Self.self)

    public init(rows: [FeedRowViewModel]) {
        self.rows = rows
    }
}

extension FeedViewModel {
    public static func stub(rows: [FeedRowViewModel] = [.stub()])/* /* */-> Self {
        .init(rows: rows)
    }
}
