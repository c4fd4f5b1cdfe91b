/// One spec file as read from disk: its display path (relative to the project) and bytes.
public struct SpecFile: Sendable, Hashable {
    public var path: String
    public var bytes: [UInt8]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }
}

/// A spec file after the syntax stage: its YAML document (nil when empty or unreadable).
public struct SpecDocument: Sendable, Hashable {
    public var file: SpecFile
    public var root: YAMLNode?
}
