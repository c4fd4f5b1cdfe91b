/// Whether a file on disk is one vmgen can prove it wrote at that path and that nobody has
/// changed since: vmgen's header exactly (`GeneratedHeader`) and a fingerprint that matches
/// (`Fingerprint`). Only such a file is vmgen's to delete; every other file is reported and
/// left byte for byte. The write planner decides with it, and the code that deletes can ask
/// again (`deletion`) right before it unlinks a file.
///
/// Paths are the project-relative output paths the planner uses (`Sources/…/A.yml`), since
/// the fingerprint is bound to them.
public enum GeneratedFileProof {
    public enum Verdict: Equatable, Sendable {
        /// Not vmgen's: the file does not start with vmgen's header (in the comment syntax of
        /// its kind), so vmgen never overwrites or deletes it.
        case notGenerated
        /// vmgen wrote it at this path and nobody changed it since (in Swift: outside its
        /// protected regions).
        case intact
        /// As `intact`, but the localization file holds translations its spec does not give,
        /// carried over from the file by an earlier run: text a person wrote.
        case intactWithKeptTranslations
        /// vmgen's header without a proof: a localization file of an earlier vmgen (they had
        /// no fingerprint) or whose fingerprint line was removed, or a Swift file whose
        /// fingerprint, of an earlier vmgen, is not bound to its path.
        case unproven
        /// vmgen's header, but the fingerprint does not match: edited, copied or moved here
        /// from another path, or the fingerprint line changed or (Swift) removed.
        case edited
        /// A Swift file whose protected regions are malformed: what vmgen owns in it cannot be
        /// told from what is the user's.
        case unreadable
    }

    public static func verdict(path: String, bytes: [UInt8]) -> Verdict {
        guard let comment = GeneratedHeader.Comment(path: path), GeneratedHeader.find(bytes)?.comment == comment else {
            return .notGenerated
        }
        switch Fingerprint.verify(bytes, path: path, comment: comment) {
        case .intact: return .intact
        case .intactWithKeptTranslations: return .intactWithKeptTranslations
        case .unbound: return .unproven
        case .missing: return comment == .yaml ? .unproven : .edited
        case .edited: return .edited
        case .unreadable: return .unreadable
        }
    }

    /// What may happen to a file no spec generates any more.
    public enum Deletion: Equatable, Sendable {
        /// Not vmgen's: left alone, and nothing to say about it.
        case notGenerated
        /// Proven vmgen's, untouched, and holding nothing a person wrote: vmgen may delete it.
        case allowed
        /// vmgen's header, but it may hold something a person wrote: kept. `message` says
        /// why, and what to do.
        case refused(message: String)
    }

    /// The project another project's generated file names, when `bytes` are one: its header
    /// names a project (`(project ../Other)`) that is not `owner`, this project's
    /// (`ProjectConfig.owner`). Such a file is never overwritten or deleted.
    public static func otherProject(_ bytes: [UInt8], owner: String?) -> String? {
        guard let named = GeneratedHeader.find(bytes)?.owner, named != owner else { return nil }
        return named
    }

    /// Whether the generated file `bytes` is this project's to delete: its header names the
    /// project (`owner`), or names none and the project writes into its own folder. A project
    /// writing elsewhere (`--output-root`) never deletes a file that names no project: another
    /// project whose folder that is may have written it.
    static func isOwn(_ bytes: [UInt8], owner: String?) -> Bool {
        GeneratedHeader.find(bytes)?.owner == owner
    }

    /// Whether vmgen may delete the file at `path`, holding `bytes`, now that nothing
    /// generates it. `owner`: this project's mark (`ProjectConfig.owner`); a file of another
    /// project is not this one's at all.
    public static func deletion(path: String, bytes: [UInt8], owner: String? = nil) -> Deletion {
        let gone = "\(path) is no longer generated (its spec or ViewModel is gone), but"
        let isYAML = path.hasSuffix(".yml")
        guard isOwn(bytes, owner: owner) else { return .notGenerated }
        switch verdict(path: path, bytes: bytes) {
        case .notGenerated:
            return .notGenerated
        case .intactWithKeptTranslations:
            return .refused(message: "\(gone) it holds translations that are not in the spec (added by hand and kept by earlier runs), so vmgen keeps it; move them where they are needed and delete the file")
        case .edited:
            return .refused(message: "\(gone) it was changed since vmgen wrote it (edited by hand, or copied or moved here from another file), so vmgen keeps it; delete it yourself if nothing in it is needed")
        case .unproven where isYAML:
            return .refused(message: "\(gone) it has no fingerprint (an earlier vmgen wrote it, or the line was removed), so vmgen cannot tell whether translations were added to it by hand and keeps it; delete it yourself if it holds none")
        case .unproven:
            return .refused(message: "\(gone) its fingerprint, written by an earlier vmgen, does not prove it was generated at this path, so vmgen keeps it; delete it yourself if it is not needed")
        case .unreadable:
            return .refused(message: "\(gone) its protected regions are malformed, so vmgen cannot tell its own code from yours and keeps it; fix the markers, or delete the file yourself")
        case .intact:
            let text = String(decoding: bytes, as: UTF8.self)
            guard case .success(let regions) = ProtectedRegions.parse(text) else {
                return .refused(message: "\(gone) its protected regions are malformed, so vmgen keeps it")
            }
            // Regions that hold exactly what vmgen put there (`Fingerprint.regionsAsWritten`)
            // hold nothing a person wrote.
            if let region = regions.first(where: { !ProtectedRegions.isTrivial($0) }), !Fingerprint.regionsAsWritten(bytes) {
                return .refused(message: "\(gone) it holds hand-written code in the protected region '\(region.name)', so vmgen keeps it; move the code and delete the file")
            }
            return .allowed
        }
    }
}
