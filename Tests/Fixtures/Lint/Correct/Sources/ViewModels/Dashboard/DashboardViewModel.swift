import FOSFoundation
import FOSMVVM
import Foundation

@ViewModel
public struct DashboardViewModel: RequestableViewModel {
    public typealias Request = DashboardRequest

    @LocalizedString public var pageTitle
    @LocalizedSubs(substitutions: \.welcomeSubstitutions) public var welcome
    public let cards: [CardViewModel]
    public let totalCount: LocalizableInt
    public let userName: String
    public var vmId: ViewModelId = .init(type: Self.self)  // singleton — one per screen

    private var welcomeSubstitutions: [String: any Localizable] {
        ["name": LocalizableString.constant(userName)]
    }

    public init(cards: [CardViewModel], totalCount: Int, userName: String) {
        self.cards = cards
        self.totalCount = .init(value: totalCount)
        self.userName = userName
    }

    public static func stub(cards: [CardViewModel] = [.stub()], totalCount: Int = 42, userName: String = "Fred Flintstone") -> Self {
        .init(cards: cards, totalCount: totalCount, userName: userName)
    }
}
