import FOSFoundation
import FOSMVVM

/// Loads the harbor page; a failure is shown, whatever status carried it.
@MainActor
func loadHarbor(mvvmEnv: MVVMEnvironment, session: SessionStore) async -> HarborViewModel? {
    do {
        return try await HarborRequest(query: nil).processRequest(mvvmEnv: mvvmEnv)
    } catch {
        session.report(error)
        return nil
    }
}
