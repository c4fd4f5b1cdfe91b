/// What a generate run does to the disk, decided in memory. The CLI carries it out (or, with
/// `--check`, only reports it).
public struct WritePlan: Sendable, Hashable {
    public var actions: [FileAction]

    /// A path that is skipped (left alone on purpose) is never also written or deleted: a
    /// localization file vmgen cannot read is skipped, and — not rendered — also looks stale;
    /// the skip must win, or the translations in it are deleted.
    public init(actions: [FileAction]) {
        let skipped = Set(actions.lazy.filter { $0.kind == .skip }.map(\.path))
        var kept = Set<String>()
        self.actions = actions
            .filter { !skipped.contains($0.path) || ($0.kind == .skip && kept.insert($0.path).inserted) }
            .sorted { $0.path < $1.path }
    }

    /// Files that would be created, changed or deleted.
    public var changes: [FileAction] { actions.filter(\.isChange) }
}

public struct FileAction: Sendable, Hashable {
    public var path: String
    public var kind: Kind
    /// The new contents, for `create` and `update`.
    public var contents: [UInt8]?
    /// The current contents, for `update` and `delete` (to show a diff).
    public var previous: [UInt8]?

    public enum Kind: String, Sendable, Hashable {
        case create, update, unchanged, delete
        /// Left alone on purpose (hand-written, unreadable, or holding user code); a diagnostic says why.
        case skip
    }

    public var isChange: Bool { kind == .create || kind == .update || kind == .delete }

    public init(path: String, kind: Kind, contents: [UInt8]? = nil, previous: [UInt8]? = nil) {
        self.path = path
        self.kind = kind
        self.contents = contents
        self.previous = previous
    }
}
