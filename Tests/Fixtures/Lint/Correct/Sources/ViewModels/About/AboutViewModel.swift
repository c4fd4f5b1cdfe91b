import FOSFoundation
import FOSMVVM
import Foundation

/// The version is typed data, the label beside it is text.
@ViewModel(options: [.clientHostedFactory])
public struct AboutViewModel {
    @LocalizedString public var versionLabel
    @LocalizedString public var hostTitle
    @LocalizedSubs(substitutions: \.counts) public var berthSummary

    public let appVersion: SystemVersion
    public let host: String
    private let counts: [String: LocalizableInt]
    public var vmId: ViewModelId = .init(type: Self.self)

    public init(appVersion: SystemVersion, host: String, freeBerths: Int, totalBerths: Int) {
        self.appVersion = appVersion
        self.host = host
        self.counts = ["free": .init(value: freeBerths), "total": .init(value: totalBerths)]
    }

    public static func stub(
        appVersion: SystemVersion = .init(major: 1, minor: 9, patch: 14),
        host: String = "quarry.bedrock.example",
        freeBerths: Int = 42,
        totalBerths: Int = 43
    ) -> Self {
        .init(appVersion: appVersion, host: host, freeBerths: freeBerths, totalBerths: totalBerths)
    }
}
