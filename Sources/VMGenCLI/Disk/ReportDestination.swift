import Foundation
import VMGenKit

/// Where `--output FILE` and `--write-baseline FILE` may write: nowhere vmgen would destroy a
/// user's file. A path may be written when nothing is there, when it is an empty regular file,
/// or when it holds a report or baseline vmgen wrote (`ReportFile`, proven from the content,
/// not the name). Anything else — someone's notes, a Swift source being linted, the config,
/// another tool's SARIF, Checkstyle or JUnit file, a folder, a symbolic link — is refused, and
/// left byte for byte.
///
/// The commands ask before they lint or check, so a mistake costs no run, and `FindingsReport`
/// asks again right before the write, in case the file changed meanwhile.
enum ReportDestination {
    /// Why `option`'s `path` (as the user gave it) must not be written, or nil when it may be.
    static func problem(option: String, path: String, workingDirectory: String) -> String? {
        // Not `Project.absolute`: standardizing a path can resolve a link at its end (it does
        // on Linux for a link to an absolute path), and the link itself is what is asked about.
        let absolute = path.hasPrefix("/") ? path : workingDirectory + "/" + path
        var status = stat()
        let refusal = "\(option) \(path):"
        guard lstat(absolute, &status) == 0 else {
            // Nothing there: a new file (a folder on the way is made, or its failure reported, by the write).
            if errno == ENOENT || errno == ENOTDIR { return nil }
            return "\(refusal) vmgen cannot tell what is there (\(FileSystem.lastError())); choose another path"
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG:
            guard let bytes = FileSystem.read(absolute) else { return "\(refusal) the file exists but cannot be read, so vmgen cannot tell it wrote it; remove it or choose another path" }
            if bytes.isEmpty || ReportFile.isVMGenReport(bytes) { return nil }
            let what = option == "--write-baseline" ? "a vmgen baseline or report" : "a vmgen report"
            return "\(refusal) the file exists and is not \(what), so vmgen leaves it alone; remove it or choose another path"
        case S_IFDIR:
            return "\(refusal) it is a folder; name a file in it, e.g. \(path.hasSuffix("/") ? path : path + "/")report"
        case S_IFLNK:
            // A link may lead anywhere, outside the project too, and a write would replace the
            // link or, through it, a file never named: refused whatever it leads to, as every
            // vmgen write refuses links.
            return "\(refusal) it is a symbolic link, and vmgen writes only to regular files; name the file itself or another path"
        default:
            return "\(refusal) it is not a regular file; choose another path"
        }
    }
}
