import Foundation

extension SwiftSourceFile {
    /// What several rules read of a file's declarations, worked out once for all of them: the
    /// code of its SwiftUI views, which four view rules walk and each used to copy out anew.
    /// Behind a lock: a file's rules run on one core, but a `SwiftSourceFile` is `Sendable`.
    final class Memo: @unchecked Sendable {
        private let lock = NSLock()
        private var views: [ViewCode]?

        func views(_ make: () -> [ViewCode]) -> [ViewCode] {
            lock.lock()
            defer { lock.unlock() }
            if let views { return views }
            let made = make()
            views = made
            return made
        }
    }
}
