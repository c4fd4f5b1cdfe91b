// Hand-written (not generated): the @Observable storage the Preferences operations write.
// The View holds it in @Environment and hands it to each operation as `output:`.
import Foundation
import Observation

@Observable
public final class UserSettings: @unchecked Sendable {
    public var theme: Theme
    public var notificationsEnabled: Bool

    public init(theme: Theme = .system, notificationsEnabled: Bool = true) {
        self.theme = theme
        self.notificationsEnabled = notificationsEnabled
    }
}
