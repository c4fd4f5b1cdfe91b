import FOSFoundation
import FOSMVVM
import Foundation

/// The harbour's dock screen: its berths' names come from the localization as one list.
@ViewModel
public struct DockViewModel {
    @LocalizedString public var pageTitle
    @LocalizedStrings public var berthNames
    public var vmId: ViewModelId = .init(type: Self.self)

    public init() {}

    public static func stub() -> Self {
        .init()
    }
}
