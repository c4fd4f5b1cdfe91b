import FOSFoundation
import FOSMVVM
import Foundation

@ViewModel
public struct CardViewModel {
    public let id: ModelIdType
    public let title: String
    public let createdAt: LocalizableDate
    @LocalizedString public var openLabel
    public let vmId: ViewModelId  // instance (list row) — stable id from data

    // Init takes PLAIN Swift types; the init wraps them + owns formatting.
    public init(id: ModelIdType, title: String, createdAt: Date) {
        self.id = id
        self.title = title
        self.createdAt = LocalizableDate(value: createdAt)
        self.vmId = .init(id: id)  // per-row stable — NEVER .init() on a list row
    }

    public static func stub(
        id: ModelIdType = .init(),
        title: String = "Bedrock Quarry",
        createdAt: Date = Date(timeIntervalSince1970: -1_764_374_400)
    ) -> Self {
        .init(id: id, title: title, createdAt: createdAt)
    }
}
