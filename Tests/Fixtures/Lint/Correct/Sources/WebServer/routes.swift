import FOSMVVMVapor
import Vapor

func routes(_ app: Application) throws {
    let authed = app.grouped(ClientCredentialMiddleware(verifier: HarborVerifier()))
    try authed.register(request: HarborRequest.self, app: app)
    try app.register(request: DashboardRequest.self, app: app)
}
