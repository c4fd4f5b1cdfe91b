import FOSFoundation
import FOSMVVM
import Foundation

public protocol MooringViewModelOperations: ViewModelOperations {
    func toggleLights(output storage: MooringStorage)
}

public struct MooringOps: MooringViewModelOperations {
    public init() {}

    /// Flips the lights by reading what the storage holds now, not what the View showed.
    public func toggleLights(output storage: MooringStorage) {
        storage.lightsOn = !storage.lightsOn
    }
}

#if canImport(SwiftUI)
public final class MooringStubOps: MooringViewModelOperations, @unchecked Sendable {
    public private(set) var toggleLightsCalled = false

    public init() {}

    public func toggleLights(output storage: MooringStorage) {
        toggleLightsCalled = true
    }
}
#endif
