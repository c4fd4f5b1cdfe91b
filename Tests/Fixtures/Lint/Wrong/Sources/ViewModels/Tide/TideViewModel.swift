import FOSFoundation
import FOSMVVM
import Foundation

@ViewModel
public struct TideViewModel: RequestableViewModel {
    public typealias Request = TideRequest

    public let highWater: LocalizableDate
    public var vmId: ViewModelId = .init(type: Self.self)

    public init(highWater: Date) {
        self.highWater = .init(value: highWater)
    }

    public static func stub() -> Self {
        .init(highWater: .init(timeIntervalSince1970: -1_767_225_600))
    }
}
