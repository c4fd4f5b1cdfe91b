import FOSMVVM
import Foundation

/// A share link to a dock page, glued onto the server's base URL by hand.
func dockShareURL(mvvmEnv: MVVMEnvironment, dockId: String) async throws -> URL? {
    URL(string: "\(try await mvvmEnv.serverBaseURL)/docks/\(dockId)")
}
