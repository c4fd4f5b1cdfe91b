import FOSFoundation
import FOSMVVM
import FOSMVVMVapor
import Foundation
import Vapor
import ViewModels

extension FeedRowViewModel: ComposableFactory, VaporResponseBodyFactory {
    public static var dataRequirements: [any DataRequirement] {
        [LoadRequirement.read(Post.self, in: .parentRoot)]
    }

    public static func body<R: ServerRequest>(context: ProjectionContext<R, Void>) throws -> Self
    where R.ResponseBody == Self {
        .init(title: context.vmRequest.responseBody?.title ?? "")
    }

    public func encodeResponse(for request: Request) async throws -> Response {
        let data = try JSONEncoder().encode(self)
        return Response(status: .ok, body: .init(data: data))
    }
}
