/// What identifies a file's current contents cheaply, from one `lstat`: the inode (a rename
/// over the file makes a new one), the size, and the modification and status-change times.
/// The status-change time (`ctime`) cannot be set by tools, so a file written and then given
/// back its old modification time (`touch -d`, `cp -p`, `rsync -t`) still looks changed.
public struct FileStamp: Hashable, Sendable {
    public var inode: UInt64
    public var size: Int64
    public var modified: FileTime
    public var changed: FileTime

    public init(inode: UInt64, size: Int64, modified: FileTime, changed: FileTime) {
        self.inode = inode
        self.size = size
        self.modified = modified
        self.changed = changed
    }

    /// The later of the two times: when the file was last touched in any way.
    public var latest: FileTime { max(modified, changed) }

    /// Whether a record that trusts stamps before `trustedBefore` can vouch for this one: the
    /// file was last touched before then. One touched at or after it may have changed again in
    /// the same clock tick without its stamp changing, so it is read (or listed) to tell.
    public func isTrusted(before trustedBefore: FileTime) -> Bool { latest < trustedBefore }
}

/// A file-system time: seconds and nanoseconds since 1970.
public struct FileTime: Hashable, Sendable, Comparable {
    public var seconds: Int
    public var nanoseconds: Int

    public init(seconds: Int, nanoseconds: Int) {
        self.seconds = seconds
        self.nanoseconds = nanoseconds
    }

    public static func < (lhs: FileTime, rhs: FileTime) -> Bool {
        (lhs.seconds, lhs.nanoseconds) < (rhs.seconds, rhs.nanoseconds)
    }

    /// This time moved back by whole seconds.
    public func minus(seconds: Int) -> FileTime {
        FileTime(seconds: self.seconds - seconds, nanoseconds: nanoseconds)
    }
}
