import FOSFoundation
import FOSMVVM
import Foundation

public protocol FeedViewModelOperations: ViewModelOperations {
    func refresh(mvvmEnv: MVVMEnvironment) async throws
    func markRead(rowId: String) async throws
}

public struct FeedOps: FeedViewModelOperations {
    public init() {}

    public func refresh(mvvmEnv: MVVMEnvironment) async throws {
        _ = try? await FeedRequest().processRequest(mvvmEnv: mvvmEnv)
    }

    public func markRead(rowId: String) async throws {
        readIds.insert(rowId)
    }
}

#if canImport(SwiftUI)
public final class FeedStubOps: FeedViewModelOperations, @unchecked Sendable {
    public private(set) var refreshCalled = false

    public init() {}

    public func refresh(mvvmEnv: MVVMEnvironment) async throws {
        try await Task.sleep(nanoseconds: 10_000_000)
        refreshCalled = true
    }

    public func markRead(rowId: String) async throws {}
}
#endif
