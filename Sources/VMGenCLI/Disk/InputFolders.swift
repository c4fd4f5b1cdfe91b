import Foundation
import VMGenKit

/// How a command uses the spec folder, and so whether it must exist when the project loads.
enum SpecFolderUse {
    /// `generate`, `check`, `watch`: the specs are read, so the folder must be there, named in
    /// vmgen.yml or the default. A missing spec folder would otherwise read as "no specs" and
    /// every generated file would be deleted as stale.
    case read
    /// `new`: the new spec may be the folder's first file, so a missing folder is created —
    /// unless its name looks like a typo of a folder that exists.
    case created
    /// `lint`, `config`: the specs are not read; a folder vmgen.yml names must still exist.
    case unused
}

/// The folders vmgen.yml names for vmgen to read — `specs:`, `templates:`, each `lint.include`
/// entry — checked on disk (the library does no I/O; it gives the locations). A missing one is
/// an error at its value, with the closest existing name as a suggestion.
enum InputFolders {
    /// `configHasErrors`: the default spec folder is then not checked — `specs:` may be there,
    /// with a value that was reported.
    static func problems(_ config: ProjectConfig, root: String, configFile: String, specFolder: SpecFolderUse, configHasErrors: Bool) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        for input in config.namedInputs {
            let absolute = root + "/" + input.path
            switch input.role {
            case .specs:
                if FileSystem.isDirectory(absolute) { continue }
                let hint = suggestion(for: input.path, root: root, folders: true)
                if specFolder == .created, hint.isEmpty, !FileSystem.exists(absolute) { continue }
                problems.append(.error(missing("the spec folder '\(input.path)'", absolute) + hint, at: input.location, code: "config"))
            case .templates:
                if FileSystem.isDirectory(absolute) { continue }
                let hint = suggestion(for: input.path, root: root, folders: true)
                problems.append(.error(missing("the template folder '\(input.path)'", absolute) + hint, at: input.location, code: "config"))
            case .lintInclude:
                if FileSystem.exists(absolute) { continue }
                let hint = suggestion(for: input.path, root: root, folders: false)
                problems.append(.error("'\(input.path)' in lint.include does not exist\(hint)", at: input.location, code: "config"))
            }
        }
        let namesSpecs = config.namedInputs.contains { $0.role == .specs }
        if specFolder == .read, !namesSpecs, !configHasErrors, !FileSystem.isDirectory(root + "/" + config.specs) {
            problems.append(.error(
                "the spec folder '\(config.specs)' (the default of 'specs:') does not exist; set 'specs:' to the folder of your specs, or create \(config.specs)",
                at: SourceLocation(file: configFile, line: 1, column: 1), code: "config"))
        }
        return problems
    }

    private static func missing(_ what: String, _ absolute: String) -> String {
        FileSystem.exists(absolute) ? "\(what) is a file, not a folder" : "\(what) does not exist"
    }

    /// The name in a folder closest to `name`. Looser than `Suggestion.closest`: the names of
    /// one folder are few, so `Spex` can find `Specs` (two edits in four letters).
    static func closest(to name: String, in names: [String]) -> String? {
        let limit = min(3, max(2, name.count / 3))
        let scored = names.map { ($0, Suggestion.editDistance(name.lowercased(), $0.lowercased())) }.filter { $0.1 <= limit && $0.0 != name }
        return scored.min { $0.1 < $1.1 }?.0
    }

    /// `; did you mean 'Specs'?` when the first name of `path` that is not on disk is close to
    /// a name in its folder that is (a folder, when `folders`).
    static func suggestion(for path: String, root: String, folders: Bool) -> String {
        let parts = path.split(separator: "/").map(String.init)
        var folder = root
        for (index, part) in parts.enumerated() {
            let next = folder + "/" + part
            let isLast = index == parts.count - 1
            if FileSystem.exists(next), !isLast || !folders || FileSystem.isDirectory(next) {
                folder = next
                continue
            }
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { name in
                !name.hasPrefix(".") && (isLast && !folders ? FileSystem.exists(folder + "/" + name) : FileSystem.isDirectory(folder + "/" + name))
            }
            guard let match = closest(to: part, in: names.sorted()) else { return "" }
            return "; did you mean '\((parts[..<index] + [match] + parts[(index + 1)...]).joined(separator: "/"))'?"
        }
        return ""
    }
}
