import FOSFoundation
import FOSMVVM
import Foundation

/// The ship's crew, one row per member, and the captain's card above them.
@ViewModel
public struct CrewListViewModel {
    public let captain: CaptainViewModel
    public let members: [CrewMemberViewModel]
    public var vmId: ViewModelId = .init(id: "crew-list")

    public init(captain: CaptainViewModel, members: [CrewMemberViewModel]) {
        self.captain = captain
        self.members = members
    }

    public static func stub() -> Self {
        .init(captain: .stub(), members: [.stub()])
    }
}

@ViewModel
public struct CrewMemberViewModel {
    public let name: String
    public var vmId: ViewModelId = .init(type: Self.self)

    public init(name: String) {
        self.name = name
    }

    public static func stub() -> Self {
        .init(name: "Barney Rubble")
    }
}

@ViewModel
public struct CaptainViewModel {
    public let vmId: ViewModelId

    public init(captainId: ModelIdType) {
        vmId = .init(id: "\(String(reflecting: Captain.self))|\(captainId)")
    }

    public static func stub() -> Self {
        .init(captainId: .init())
    }
}
