import FOSFoundation
import FOSMVVM
import Foundation

@ViewModel
public struct HarborViewModel: RequestableViewModel {
    public typealias Request = HarborRequest

    @LocalizedString public var pageTitle
    @LocalizedSubs(substitutions: \.counts) public var berthSummary
    public let berths: [BerthRowViewModel]
    public var vmId: ViewModelId = .init(type: Self.self)

    private var counts: [String: any Localizable] {
        ["free": LocalizableInt(value: berths.count)]
    }

    public init(berths: [BerthRowViewModel]) {
        self.berths = berths
    }

    public static func stub(berths: [BerthRowViewModel] = [.stub()]) -> Self {
        .init(berths: berths)
    }
}
