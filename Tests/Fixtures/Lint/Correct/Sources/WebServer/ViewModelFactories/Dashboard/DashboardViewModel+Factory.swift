import Channel
import FOSFoundation
import FOSMVVM
import FOSMVVMVapor
import Foundation
import Vapor
import ViewModels

extension DashboardViewModel: ComposableFactory, VaporResponseBodyFactory {
    static let items = LoadRequirement.read(Item.self, in: .parentRoot)
    public static var dataRequirements: [any DataRequirement] { [items] }

    public static func body<R: ServerRequest>(context: ProjectionContext<R, Void>) throws -> Self
    where R.ResponseBody == Self {
        let records = try context.records(Self.items)
        let cards = try records.map { CardViewModel(id: try $0.requireID(), title: $0.title, createdAt: $0.createdAt) }
        return .init(cards: cards, totalCount: cards.count, userName: records.first?.ownerName ?? "")
    }
}
