import FOSMVVMVapor
import Vapor

func routes(_ app: Application) throws {
    let api = app.grouped("api")
    try api.register(request: HarborRequest.self, app: app)
}
