import Foundation

/// The files of a project folder on disk, as a lint or generate run reads them.
public struct ProjectFiles {
    public var configBytes: [UInt8]
    /// `Sources/…` Swift files, project-relative, sorted.
    public var swift: [(path: String, bytes: [UInt8])] = []
    /// `Sources/…` `.yml` and `.yaml` files, project-relative, sorted.
    public var yaml: [(path: String, bytes: [UInt8])] = []

    public init(root: String) throws {
        configBytes = Array(FileManager.default.contents(atPath: root + "/vmgen.yml") ?? Data())
        guard let enumerator = FileManager.default.enumerator(atPath: root + "/Sources") else { return }
        var paths: [String] = []
        while let relative = enumerator.nextObject() as? String { paths.append("Sources/" + relative) }
        for path in paths.sorted() {
            guard let data = FileManager.default.contents(atPath: root + "/" + path) else { continue }
            if path.hasSuffix(".swift") { swift.append((path, Array(data))) }
            if path.hasSuffix(".yml") || path.hasSuffix(".yaml") { yaml.append((path, Array(data))) }
        }
    }
}
