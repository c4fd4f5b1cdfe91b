import Foundation

/// Every regular file under a folder, byte for byte: what the reliability and safety tests and
/// the fuzzer's layout oracle compare before and after a run.
public enum FolderContents {
    /// Every regular file under `folder` (relative path → bytes), links and folders left out:
    /// a link is not followed, so what it points to is seen only where it really is.
    /// (Walked by hand: Foundation's enumerator does not descend into a mount point.)
    public static func of(_ folder: String) -> [String: [UInt8]] {
        var result: [String: [UInt8]] = [:]
        func walk(_ relative: String) {
            let full = relative.isEmpty ? folder : folder + "/" + relative
            for name in (try? FileManager.default.contentsOfDirectory(atPath: full)) ?? [] {
                let path = relative.isEmpty ? name : relative + "/" + name
                var status = stat()
                guard lstat(folder + "/" + path, &status) == 0 else { continue }
                switch status.st_mode & S_IFMT {
                case S_IFDIR: walk(path)
                case S_IFREG: result[path] = FileManager.default.contents(atPath: folder + "/" + path).map { Array($0) } ?? []
                default: break
                }
            }
        }
        walk("")
        return result
    }
}
