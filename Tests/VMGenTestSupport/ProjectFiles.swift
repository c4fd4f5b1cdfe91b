import Foundation

/// The files of a project folder on disk, as a lint or generate run reads them.
public struct ProjectFiles {
    public var configBytes: [UInt8]
    /// `Sources/…` Swift files, project-relative, sorted.
    public var swift: [(path: String, bytes: [UInt8])] = []
    /// `Sources/…` `.yml` and `.yaml` files, project-relative, sorted.
    public var yaml: [(path: String, bytes: [UInt8])] = []

    /// `folders`: the top-level folders read (Sources by default).
    public init(root: String, folders: [String] = ["Sources"]) throws {
        configBytes = Array(FileManager.default.contents(atPath: root + "/vmgen.yml") ?? Data())
        var paths: [String] = []
        for folder in folders {
            guard let enumerator = FileManager.default.enumerator(atPath: root + "/" + folder) else { continue }
            while let relative = enumerator.nextObject() as? String { paths.append(folder + "/" + relative) }
        }
        for path in paths.sorted() {
            guard let data = FileManager.default.contents(atPath: root + "/" + path) else { continue }
            if path.hasSuffix(".swift") { swift.append((path, Array(data))) }
            if path.hasSuffix(".yml") || path.hasSuffix(".yaml") { yaml.append((path, Array(data))) }
        }
    }
}
