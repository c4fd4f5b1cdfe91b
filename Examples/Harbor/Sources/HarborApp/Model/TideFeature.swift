// Hand-written (not generated): the app's tide feature and the app model that owns it, built
// once for the app's life. TideTableViewModel connects to it (a screen over an existing feature); its tests pass an
// isolated one.
import Foundation
import Observation

enum LengthUnit: String, CaseIterable, Sendable {
    case meters
    case feet
}

@MainActor
@Observable
final class TideFeature {
    private(set) var nextHighWater: Date?
    private(set) var selectedUnit: LengthUnit

    init(nextHighWater: Date?, selectedUnit: LengthUnit) {
        self.nextHighWater = nextHighWater
        self.selectedUnit = selectedUnit
    }

    func selectUnit(_ unit: LengthUnit) {
        selectedUnit = unit
    }

    /// An isolated feature for tests and previews: Bedrock's one tide of the day.
    static var sample: TideFeature {
        TideFeature(nextHighWater: Date(timeIntervalSince1970: -1_764_339_480), selectedUnit: .feet)
    }
}

/// The app's model: each feature is made once and shared by the screens that show it.
@MainActor
final class HarborModel {
    static let shared = HarborModel()

    let tides = TideFeature(nextHighWater: nil, selectedUnit: .meters)
}
