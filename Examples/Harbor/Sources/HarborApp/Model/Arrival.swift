// Hand-written (not generated): the app's model of an expected arrival.
import Foundation

struct Arrival: Identifiable, Hashable, Sendable {
    let id: String
    let vesselName: String
    let expectedAt: Date
}
