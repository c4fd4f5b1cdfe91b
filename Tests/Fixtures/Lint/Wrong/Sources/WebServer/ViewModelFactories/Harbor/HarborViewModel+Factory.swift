import FOSMVVM
import FOSMVVMVapor
import Vapor
import ViewModels

extension HarborViewModel: ViewModelFactory {
    static func model(_ req: Vapor.Request, vmRequest: HarborRequest) async throws -> Self {
        .init(berths: try await Berth.query(on: req.db).all().map { BerthRowViewModel(name: $0.name, ownerEmail: $0.email) })
    }
}

extension HarborNoticeViewModel {
    static func model(context: NoticeContext) async throws -> Self {
        let db = context.req.db
        return .init(message: try await Notice.latest(on: db).text)
    }
}

extension BerthRowViewModel: VaporResponseBodyFactory {
    public static func body<R: ServerRequest>(context: ProjectionContext<R, Void>) throws -> Self where R.ResponseBody == Self {
        guard let berth = try context.records(Self.berths).first else { return .stub() }
        return .init(name: berth.name, ownerEmail: berth.email)
    }
}
