import FOSFoundation
import FOSMVVM
import Foundation

/// The harbour's dock screen: its berths' names come from the localization as one list.
@ViewModel
public struct DockViewModel {
    @LocalizedString public var pageTitle
    @LocalizedStrings public var berthNames
    public let berths: [BerthSummary]
    public var vmId: ViewModelId = .init(type: Self.self)

    // MARK: - Nested Types

    /// One berth of the dock, used by this screen alone.
    public struct BerthSummary: Codable, Sendable, Identifiable, Stubbable {
        public let id: ModelIdType
        public let number: Int

        public static func stub() -> Self {
            .init(id: .init(), number: 42)
        }
    }

    public init(berths: [BerthSummary] = []) {
        self.berths = berths
    }

    public static func stub() -> Self {
        .init()
    }
}
