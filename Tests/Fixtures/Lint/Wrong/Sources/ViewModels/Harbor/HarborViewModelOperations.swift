import FOSFoundation
import FOSMVVM
import Foundation

// MARK: - Protocol

public protocol HarborViewModelOperations: ViewModelOperations {
    func closeHarbor(mvvmEnv: MVVMEnvironment) async throws
}

// MARK: - Live Implementation (Server-Backed)

public struct HarborOps: HarborViewModelOperations {
    public init() {}

    public func closeHarbor(mvvmEnv: MVVMEnvironment) async throws {
        _ = try await HarborCloseRequest().processRequest(mvvmEnv: mvvmEnv)
    }
}

// MARK: - Stub Implementation

#if canImport(SwiftUI)
public class HarborStubOps: HarborViewModelOperations, @unchecked Sendable {
    public private(set) var closeHarborCalled = false

    public init() {}

    public func closeHarbor(mvvmEnv: MVVMEnvironment) async throws {
        closeHarborCalled = true
    }
}
#endif
