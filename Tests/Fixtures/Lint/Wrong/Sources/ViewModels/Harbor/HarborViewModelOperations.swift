import FOSFoundation
import FOSMVVM
import Foundation

public protocol HarborViewModelOperations: ViewModelOperations {
    func reserve(berthId: String, output storage: HarborCache) async throws
}
