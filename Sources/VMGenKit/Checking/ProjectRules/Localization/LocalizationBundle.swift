/// Which localization files FOSMVVM loads together: one bundle's resource folder, every `.yml`
/// in it merged per locale. The server's store and the client's are never one: a key in both is
/// not a duplicate.
///
/// A file's bundle is its SwiftPM target — `Sources/<Target>` or `Tests/<Target>`, at any depth
/// (`Packages/Kit/Sources/Kit`), where `Sources/Resources`, which the server copies whole, is one
/// — or, outside those, its top folder; and within it, the side vmgen.yml's `resources.server`
/// or `resources.client` puts it on. A file in neither folder takes the side of the one folder
/// its target holds (the server's `Sources/Resources/Other.yml` beside
/// `Sources/Resources/ViewModels`).
struct LocalizationBundle: Hashable, Sendable {
    var root: String
    var side: String

    init(_ path: String, resources: ProjectConfig.Resources) {
        root = Self.target(of: path)
        let folders = [("server", resources.server), ("client", resources.client)]
        let holding = folders.filter { path.hasPrefix($0.1 + "/") }.max { $0.1.count < $1.1.count }
        if let holding {
            side = holding.0
        } else {
            let root = root
            let inTarget = Set(folders.filter { $0.1 == root || $0.1.hasPrefix(root + "/") }.map(\.0))
            side = inTarget.count == 1 ? inTarget.first! : ""
        }
    }

    /// `Sources/<Target>` or `Tests/<Target>` (the last such pair in the path), else the top folder.
    static func target(of path: String) -> String {
        let names = path.split(separator: "/", omittingEmptySubsequences: false)
        if let index = names.dropLast(2).lastIndex(where: { $0 == "Sources" || $0 == "Tests" }) {
            return names[...(index + 1)].joined(separator: "/")
        }
        return names.count > 1 ? String(names[0]) : ""
    }
}
