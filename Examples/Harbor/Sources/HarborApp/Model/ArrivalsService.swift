// Hand-written (not generated): the app's arrivals service. ArrivalsBoardViewModel receives
// it through its initializer (production default `.live`); its tests pass a double instead.
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

struct ArrivalsService: Sendable {
    static let live = ArrivalsService(baseURL: URL(string: "https://api.harbor.example")!)

    let baseURL: URL

    func upcomingArrivals() async throws -> [Arrival] {
        let (data, _) = try await URLSession.shared.data(from: baseURL.appendingPathComponent("arrivals"))
        return try JSONDecoder().decode([ArrivalRecord].self, from: data).map(\.arrival)
    }

    func confirm(arrivalId: String) async throws {
        var request = URLRequest(url: baseURL.appendingPathComponent("arrivals/\(arrivalId)/confirm"))
        request.httpMethod = "POST"
        _ = try await URLSession.shared.data(for: request)
    }
}

/// The wire shape of an arrival.
private struct ArrivalRecord: Decodable {
    let id: String
    let vessel: String
    let eta: Date

    var arrival: Arrival { Arrival(id: id, vesselName: vessel, expectedAt: eta) }
}
