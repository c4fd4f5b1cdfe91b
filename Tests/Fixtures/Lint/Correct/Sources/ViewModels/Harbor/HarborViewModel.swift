import FOSFoundation
import FOSMVVM
import Foundation

/// The harbour master's screen: the berths of the harbour, and a button to close a berth.
@ViewModel
public struct HarborViewModel: RequestableViewModel {
    public typealias Request = HarborRequest

    // MARK: - Localized UI Text

    @LocalizedString public var pageTitle
    @LocalizedStrings public var tideWarnings

    // MARK: - Data

    public let berths: [BerthSummary]

    // MARK: - Nested Types

    /// One berth of the harbour, shown by this screen alone.
    public struct BerthSummary: Codable, Sendable, Identifiable, Stubbable {
        public let id: ModelIdType
        public let number: Int

        public init(id: ModelIdType, number: Int) {
            self.id = id
            self.number = number
        }
    }

    // MARK: - Identity

    public var vmId: ViewModelId = .init(type: Self.self)

    // MARK: Operations Access

    private let isStub: Bool

    #if canImport(SwiftUI)
    public var operations: any HarborViewModelOperations {
        isStub ? HarborStubOps() : HarborOps()
    }
    #endif

    // MARK: - Initialization

    public init(berths: [BerthSummary]) {
        self.init(isStub: false, berths: berths)
    }

    private init(isStub: Bool, berths: [BerthSummary]) {
        self.isStub = isStub
        self.berths = berths
    }

    public static func stub() -> Self {
        .init(isStub: true, berths: [.stub()])
    }
}

public extension HarborViewModel.BerthSummary {
    static func stub() -> Self {
        .stub(id: .init())
    }

    static func stub(id: ModelIdType = .init(), number: Int = 42) -> Self {
        .init(id: id, number: number)
    }
}
