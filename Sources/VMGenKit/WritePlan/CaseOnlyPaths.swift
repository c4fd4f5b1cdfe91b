/// Paths that differ only by letter case: on a case-insensitive file system — the default on
/// macOS, and on Windows — `Sources/ViewModels/FIELDMODELS` and `…/FieldModels` are one folder,
/// `Specs/Foo.yml` and `Specs/FOO.yml` one file, so writing both makes one overwrite (or a
/// deletion remove) the other. vmgen refuses them on every platform, so a project generated on
/// Linux does not break on a Mac.
///
/// Every prefix is compared (a folder as well as a file): two files of different names in
/// folders spelt differently still share one folder there.
public enum CaseOnlyPaths {
    /// A path to be written, and the path (to be written too, or on disk) that it equals
    /// ignoring case, with the parts that are one.
    public struct Clash: Sendable, Hashable {
        /// The path written.
        public var path: String
        /// The other path.
        public var other: String
        /// The folders or files where the two are one: `path`'s part and `other`'s.
        public var part: String
        public var otherPart: String
        /// Whether `other` is on disk (not another path vmgen writes).
        public var otherExists: Bool
    }

    /// The clashes among `written` (each path once, at the later path in order) and between
    /// `written` and `existing` (paths on disk; one that vmgen writes too is no clash).
    /// Linear in the number of distinct folders and files: a path's prefixes are looked at from
    /// the longest, and a prefix seen before (spelt the same) ends the walk.
    public static func clashes(written: [String], existing: [String]) -> [Clash] {
        // The first spelling of each prefix by its lowercased form, and the path it came from.
        var spellings: [String: (part: String, path: String)] = [:]
        var seen = Set<String>()
        var clashes: [Clash] = []
        var reported = Set<String>()
        for path in written {
            var part = Substring(path)
            while seen.insert(String(part)).inserted {
                let key = part.lowercased()
                if let first = spellings[key] {
                    if reported.insert(path).inserted {
                        clashes.append(Clash(path: path, other: first.path, part: String(part), otherPart: first.part, otherExists: false))
                    }
                } else {
                    spellings[key] = (String(part), path)
                }
                guard let slash = part.lastIndex(of: "/") else { break }
                part = part[..<slash]
            }
        }
        let writtenPaths = Set(written)
        var checked = Set<String>()
        for path in existing where !writtenPaths.contains(path) {
            var part = Substring(path)
            while !seen.contains(String(part)), checked.insert(String(part)).inserted {
                if let first = spellings[part.lowercased()], reported.insert(first.path).inserted {
                    clashes.append(Clash(path: first.path, other: path, part: first.part, otherPart: String(part), otherExists: true))
                }
                guard let slash = part.lastIndex(of: "/") else { break }
                part = part[..<slash]
            }
        }
        return clashes
    }

    /// "X and Y … differ only by letter case: …", for a message.
    public static func describe(_ clash: Clash) -> String {
        let insensitive = "on a case-insensitive file system (the default on macOS) they are one"
        guard clash.part == clash.path else {
            let other = clash.otherExists ? "on disk, holding \(clash.other)" : "where vmgen writes \(clash.other)"
            return "the folders \(clash.part) (where vmgen writes \(clash.path)) and \(clash.otherPart) (\(other)) differ only by letter case: \(insensitive) folder"
        }
        return "\(clash.path) and \(clash.other) (\(clash.otherExists ? "on disk" : "which vmgen writes too")) differ only by letter case: \(insensitive) file, and one would overwrite the other"
    }
}
