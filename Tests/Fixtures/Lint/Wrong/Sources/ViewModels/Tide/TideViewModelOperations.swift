import FOSFoundation
import FOSMVVM
import Foundation

/// The tide table only shows tides; this protocol exists so its view test can name an
/// operations type.
public protocol TideViewModelOperations: ViewModelOperations {}

public struct TideOps: TideViewModelOperations {
    public init() {}
}

#if canImport(SwiftUI)
public final class TideStubOps: TideViewModelOperations, @unchecked Sendable {
    public init() {}
}
#endif
