import FOSFoundation
import FOSMVVM
import Foundation

// MARK: - Protocol

public protocol HarborViewModelOperations: ViewModelOperations {
    func closeBerth(berthId: ModelIdType, mvvmEnv: MVVMEnvironment) async throws
}

// MARK: - Live Implementation (Server-Backed)

public struct HarborOps: HarborViewModelOperations {
    public init() {}

    public func closeBerth(berthId: ModelIdType, mvvmEnv: MVVMEnvironment) async throws {
        _ = try await BerthCloseRequest(requestBody: .init(berthId: berthId)).processRequest(mvvmEnv: mvvmEnv)
    }
}

// MARK: - Stub Implementation

#if canImport(SwiftUI)
public final class HarborStubOps: HarborViewModelOperations, @unchecked Sendable {
    public var closeBerthCalled: Bool { closeBerthCalledWith != nil }
    public private(set) var closeBerthCalledWith: ModelIdType?

    public init() {}

    public func closeBerth(berthId: ModelIdType, mvvmEnv: MVVMEnvironment) async throws {
        closeBerthCalledWith = berthId
    }
}
#endif
