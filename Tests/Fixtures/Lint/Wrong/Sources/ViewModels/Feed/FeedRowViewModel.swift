import FOSFoundation
import FOSMVVM
import Foundation

@ViewModel
public struct FeedRowViewModel {
    public let title: String
    public var vmId: ViewModelId = .init()

    public init(title: String) {
        self.title = title
    }
}

@FOSMVVM.ViewModel
public struct FeedFooterViewModel {
    public var vmId: ViewModelId = .init(type: Self.self)
    public static func stub() -> Self { .init() }
}
