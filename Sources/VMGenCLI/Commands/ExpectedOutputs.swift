/// `generate --expect-outputs FILE`: the build-tool plugin declares vmgen's outputs to SwiftPM
/// when SwiftPM plans the build, and SwiftPM plans again only when the package changes. A spec
/// added, removed or renamed since then makes vmgen generate other files than the build
/// compiles; vmgen then fails (writing nothing) with what to do, instead of leaving the target
/// silently stale.
enum ExpectedOutputs {
    /// The message when `rendered` differs from the paths `file` lists (one per line), else nil.
    static func problem(_ rendered: [String], listedIn file: String) throws(UsageError) -> String? {
        guard let bytes = FileSystem.read(file) else { throw UsageError("cannot read --expect-outputs \(file)") }
        let listed = Set(String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init).filter { !$0.isEmpty })
        let generated = Set(rendered)
        guard listed != generated else { return nil }
        let added = generated.subtracting(listed).sorted()
        let gone = listed.subtracting(generated).sorted()
        var parts: [String] = []
        if !added.isEmpty { parts.append("new: " + shown(added)) }
        if !gone.isEmpty { parts.append("no longer generated: " + shown(gone)) }
        return "the specs now generate other files than this build was planned with (\(parts.joined(separator: "; "))). "
            + "SwiftPM plans a build plugin's outputs only when the package changes: touch Package.swift (or run 'swift package clean') and build again"
    }

    private static func shown(_ paths: [String]) -> String {
        let first = paths.prefix(5).joined(separator: ", ")
        return paths.count > 5 ? first + " and \(paths.count - 5) more" : first
    }
}
