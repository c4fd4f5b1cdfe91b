import FOSFoundation
import FOSMVVM
import Foundation

// MARK: - Protocol

public protocol PortViewModelOperations: ViewModelOperations {
    func closePort(mvvmEnv: MVVMEnvironment) async throws
}

// MARK: - Live Implementation (Server-Backed)

public struct PortOps: PortViewModelOperations {
    public init() {}

    public func closePort(mvvmEnv: MVVMEnvironment) async throws {
        _ = try await PortCloseRequest().processRequest(mvvmEnv: mvvmEnv)
    }
}

// MARK: - Stub Implementation

#if canImport(SwiftUI)
public class PortStubOps: PortViewModelOperations, @unchecked Sendable {
    public private(set) var closePortCalled = false

    public init() {}

    public func closePort(mvvmEnv: MVVMEnvironment) async throws {
        closePortCalled = true
    }
}
#endif
