// Hand-written (not generated): the app's berth service. ArrivalsBoardViewModel holds it as a
// struct of closures (`dependency: struct`), so its tests build one from closures.
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

struct BerthsService: Sendable {
    static let live = BerthsService(baseURL: URL(string: "https://api.harbor.example")!)

    let baseURL: URL

    func assignBerth(arrivalId: String, berth: String) async throws {
        var request = URLRequest(url: baseURL.appendingPathComponent("arrivals/\(arrivalId)/berth/\(berth)"))
        request.httpMethod = "PUT"
        _ = try await URLSession.shared.data(for: request)
    }

    func freeBerths() async throws -> [String] {
        let (data, _) = try await URLSession.shared.data(from: baseURL.appendingPathComponent("berths/free"))
        return try JSONDecoder().decode([String].self, from: data)
    }
}
