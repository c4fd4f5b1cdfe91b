import FOSFoundation
import FOSMVVM

/// Loads the harbor page, reading a 401 as "the session expired".
@MainActor
func loadHarbor(mvvmEnv: MVVMEnvironment, session: SessionStore) async -> HarborViewModel? {
    do {
        return try await HarborRequest(query: nil).processRequest(mvvmEnv: mvvmEnv)
    } catch DataFetchError.badStatus(401) {
        session.signOut()
        return nil
    } catch {
        session.report(error)
        return nil
    }
}
