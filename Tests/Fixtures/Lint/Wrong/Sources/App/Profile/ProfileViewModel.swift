import Foundation
import Observation

@MainActor @Observable
final class ProfileViewModel {
    private(set) var name = ""
    private(set) var isSaving = false
    private(set) var saveError: Error?
    var draftBio = "" {
        didSet { isDirty = true }
    }
    private(set) var isDirty = false

    private let profiles: ProfileService

    init(profiles: ProfileService) {
        self.profiles = profiles
    }

    func save() async {
        isSaving = true
        do {
            try await profiles.save(bio: draftBio)
        } catch {
            saveError = error
        }
        isSaving = false
    }
}
