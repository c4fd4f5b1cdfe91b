import Foundation

/// The file a token belongs to, as one interned reference instead of a `String` per token.
///
/// A token is copied many times while rules run; with its path as a `String` every copy and
/// every release was an atomic reference-count operation on the path. The path lives in a
/// box that is created once per distinct path and never freed (a lint run has one per file;
/// a long `vmgen watch` session one per path it ever read), so tokens can hold it unretained.
struct TokenFile: Hashable, @unchecked Sendable {
    private let box: Unmanaged<Box>

    final class Box: Sendable {
        let path: String
        init(path: String) { self.path = path }
    }

    /// The one reference for `path`.
    init(_ path: String) {
        box = Self.interned.withLock { boxes in
            if let known = boxes[path] { return known }
            let made = Unmanaged.passRetained(Box(path: path))  // never released: see above
            boxes[path] = made
            return made
        }
    }

    var path: String { box._withUnsafeGuaranteedRef { $0.path } }

    static func == (lhs: TokenFile, rhs: TokenFile) -> Bool {
        lhs.box.toOpaque() == rhs.box.toOpaque()
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(box.toOpaque())
    }

    private static let interned = Interned()

    /// Path → box, behind a lock: files are parsed on every core.
    private final class Interned: @unchecked Sendable {
        private let lock = NSLock()
        private var boxes: [String: Unmanaged<Box>] = [:]

        func withLock<R>(_ body: (inout [String: Unmanaged<Box>]) -> R) -> R {
            lock.lock()
            defer { lock.unlock() }
            return body(&boxes)
        }
    }
}
