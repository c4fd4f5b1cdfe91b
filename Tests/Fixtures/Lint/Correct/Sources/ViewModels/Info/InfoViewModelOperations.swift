import FOSFoundation
import FOSMVVM
import Foundation

// MARK: - Protocol

public protocol InfoViewModelOperations: ViewModelOperations {
    func disconnect(deviceId: String, mvvmEnv: MVVMEnvironment) async throws
}

// MARK: - Live Implementation (Server-Backed)

public struct InfoOps: InfoViewModelOperations {
    public init() {}

    public func disconnect(deviceId: String, mvvmEnv: MVVMEnvironment) async throws {
        do {
            _ = try await InfoRequest(query: .init(deviceId: deviceId)).processRequest(mvvmEnv: mvvmEnv)
        } catch {
            // Surface the failure: the View shows the error the operation rethrows.
            throw error
        }
    }
}

// MARK: - Stub Implementation

#if canImport(SwiftUI)
public final class InfoStubOps: InfoViewModelOperations, @unchecked Sendable {
    public var disconnectCalled: Bool { disconnectCalledWith != nil }
    public private(set) var disconnectCalledWith: String?

    public init() {}

    public func disconnect(deviceId: String, mvvmEnv: MVVMEnvironment) async throws {
        disconnectCalledWith = deviceId
    }
}
#endif
