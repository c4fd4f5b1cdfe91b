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

    /// Whether carrying the plan out would delete generated files and leave none generated:
    /// what a wrong spec folder or a spec folder emptied by mistake looks like, so it is done
    /// only when asked for explicitly.
    public var deletesEveryGeneratedFile: Bool {
        actions.contains { $0.kind == .delete } && !actions.contains { $0.kind == .create || $0.kind == .update || $0.kind == .unchanged }
    }
}

public struct FileAction: Sendable, Hashable {
    public var path: String
    public var kind: Kind
    /// The new contents, for `create` and `update`; for a `skip` of a file edited by hand,
    /// what vmgen would write there (never written: it shows the edit in `--check --diff`).
    public var contents: [UInt8]? {
        get {
            switch body {
            case .bytes(let bytes): bytes
            case .text(let text): Array(text.utf8)
            case nil: nil
            }
        }
        set { body = newValue.map(Body.bytes) }
    }
    /// The current contents, for `update`, `delete` and a `skip` of a file edited by hand (to show a diff).
    public var previous: [UInt8]?

    /// A new file's contents can stay the rendered text itself: copying every new file into
    /// bytes while the rendered text is still held would double what a cold run keeps in
    /// memory (73 MB for 10,000 specs). The bytes are made when asked for, one file at a time.
    private enum Body: Sendable {
        case bytes([UInt8])
        case text(String)
    }

    private var body: Body?

    public enum Kind: String, Sendable, Hashable {
        case create, update, unchanged, delete
        /// Left alone on purpose (hand-written, unreadable, or holding user code); a diagnostic says why.
        case skip
    }

    public var isChange: Bool { kind == .create || kind == .update || kind == .delete }

    public init(path: String, kind: Kind, contents: [UInt8]? = nil, previous: [UInt8]? = nil) {
        self.path = path
        self.kind = kind
        self.body = contents.map(Body.bytes)
        self.previous = previous
    }

    /// An action whose new contents are `text`'s UTF-8 bytes.
    public init(path: String, kind: Kind, text: String, previous: [UInt8]? = nil) {
        self.path = path
        self.kind = kind
        self.body = .text(text)
        self.previous = previous
    }

    /// Calls `body` with the new contents' bytes, without copying them; nil when there are none.
    public func withContents<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result? {
        switch self.body {
        case .bytes(let bytes): return try bytes.withUnsafeBytes(body)
        case .text(var text): return try text.withUTF8 { try body(UnsafeRawBufferPointer($0)) }
        case nil: return nil
        }
    }

    /// Equal when path, kind and the bytes are, however the contents are held.
    public static func == (lhs: FileAction, rhs: FileAction) -> Bool {
        lhs.path == rhs.path && lhs.kind == rhs.kind && lhs.previous == rhs.previous && lhs.contents == rhs.contents
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(kind)
        hasher.combine(previous)
        hasher.combine(contents)
    }
}
