import FOSFoundation
import FOSMVVM
import Foundation

public struct HarborNoticeViewModel: RequestableViewModel {
    public typealias Request = HarborNoticeRequest

    @LocalizedString public var serverVersion
    public let message: String

    public func propertyNames() -> [LocalizableId: String] {
        [_serverVersion.localizationId: "serverVersion"]
    }

    public static func stub(message: String = "Yabba dabba doo") -> Self {
        .init(message: message)
    }
}
