import VMGenKit

/// The JSON Schemas a project keeps for editors, in `.vmgen/schema/`: `vmgen init` writes both,
/// `vmgen new` the spec schema its new spec points at. vmgen writes one only where no file is
/// (never over one, whatever it holds), and `generate` and `check` name one that is not this
/// vmgen's schema, with the command that refreshes it; they never rewrite it.
enum SchemaFiles {
    static func path(_ kind: JSONSchemas.Kind, root: String) -> String {
        root + "/" + kind.projectPath
    }

    /// Writes the schema when no file is at its place; `false` when one is (left as it is).
    static func createIfMissing(_ kind: JSONSchemas.Kind, root: String) throws(FileSystem.Failure) -> Bool {
        let path = path(kind, root: root)
        guard !FileSystem.exists(path), !FileSystem.isSymbolicLink(path) else { return false }
        // Say what is in the way rather than what the folder call reports.
        var folder = root
        for part in kind.projectPath.split(separator: "/").dropLast() {
            folder += "/" + part
            if FileSystem.exists(folder) || FileSystem.isSymbolicLink(folder), !FileSystem.isDirectory(folder) {
                throw FileSystem.Failure(message: "'\(folder.dropFirst(root.count + 1))' is a file, not a folder")
            }
        }
        try FileSystem.createNew(Array(JSONSchemas.text(kind).utf8), at: path)
        return true
    }

    /// The schema files of the project that are there but hold another schema than this vmgen's.
    static func stale(root: String) -> [JSONSchemas.Kind] {
        JSONSchemas.Kind.allCases.filter { kind in
            guard let bytes = FileSystem.read(path(kind, root: root)) else { return false }
            return bytes != Array(JSONSchemas.text(kind).utf8)
        }
    }

    /// One line per schema file that is not this vmgen's (as `info`: `-q` leaves it out).
    static func reportStale(root: String, console: Console) {
        for kind in stale(root: root) {
            let what = kind == .spec ? "specs" : "vmgen.yml"
            console.info("warning: \(kind.projectPath) is not the \(kind.rawValue) schema of this vmgen; editors check \(what) against it: refresh it with 'vmgen schema \(kind.rawValue) > \(kind.projectPath)'")
        }
    }
}
