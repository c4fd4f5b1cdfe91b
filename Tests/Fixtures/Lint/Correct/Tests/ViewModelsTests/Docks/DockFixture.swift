import FOSMVVM
import Foundation

/// Test fixtures that conform to RequestableViewModel by hand share their witnesses here, as
/// FOSMVVM's own tests do.
protocol DockFixture: Codable, Sendable {
    init()
}

extension DockFixture {
    var vmId: ViewModelId {
        ViewModelId()
    }

    func propertyNames() -> [LocalizableId: String] {
        [:]
    }

    static func stub() -> Self {
        .init()
    }
}
