import Foundation

/// The disk, for the CLI only: the library never touches it.
enum FileSystem {
    struct Failure: Error {
        var message: String
    }

    static func read(_ path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map { Array($0) }
    }

    static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    static func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: path)
    }

    /// Regular files under `root`, as paths relative to it, sorted. Symbolic links are not
    /// followed, so a link cannot steer vmgen outside the folder.
    static func files(under root: String) -> [String] {
        guard isDirectory(root), let enumerator = FileManager.default.enumerator(atPath: root) else { return [] }
        var result: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let full = root + "/" + relative
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: full),
                attributes[.type] as? FileAttributeType == .typeRegular
            else { continue }
            result.append(relative)
        }
        return result.sorted()
    }

    /// Writes `bytes` to `path` atomically: a temporary file in the same folder, then rename,
    /// so a crash leaves the old file or the new one, never half of one.
    static func writeAtomically(_ bytes: [UInt8], to path: String) throws(Failure) {
        let folder = (path as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: folder.isEmpty ? "." : folder, withIntermediateDirectories: true)
        } catch {
            throw Failure(message: "cannot create the folder \(folder): \(error.localizedDescription)")
        }
        let name = (path as NSString).lastPathComponent
        let temporary = (folder.isEmpty ? "" : folder + "/") + ".\(name).vmgen-\(getpid()).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else {
            throw Failure(message: "cannot write \(path): \(String(cString: strerror(errno)))")
        }
        var written = 0
        var failure: String?
        bytes.withUnsafeBytes { buffer in
            while written < buffer.count {
                let result = write(descriptor, buffer.baseAddress! + written, buffer.count - written)
                if result < 0 {
                    if errno == EINTR { continue }
                    failure = String(cString: strerror(errno))
                    return
                }
                written += result
            }
        }
        if failure == nil, fsync(descriptor) != 0 { failure = String(cString: strerror(errno)) }
        close(descriptor)
        if let failure {
            unlink(temporary)
            throw Failure(message: "cannot write \(path): \(failure)")
        }
        if rename(temporary, path) != 0 {
            let message = String(cString: strerror(errno))
            unlink(temporary)
            throw Failure(message: "cannot replace \(path): \(message)")
        }
    }

    /// Creates `path` with `bytes`, failing if it exists — even if it appeared a moment ago
    /// (`O_EXCL`), so `init` and `new` can never overwrite a file.
    static func createNew(_ bytes: [UInt8], at path: String) throws(Failure) {
        let folder = (path as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: folder.isEmpty ? "." : folder, withIntermediateDirectories: true)
        } catch {
            throw Failure(message: "cannot create the folder \(folder): \(error.localizedDescription)")
        }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else {
            throw Failure(message: "cannot create \(path): \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        let written = bytes.withUnsafeBytes { buffer in
            buffer.isEmpty ? 0 : write(descriptor, buffer.baseAddress!, buffer.count)
        }
        guard written == bytes.count else {
            unlink(path)
            throw Failure(message: "cannot write \(path): \(String(cString: strerror(errno)))")
        }
    }

    static func remove(_ path: String) throws(Failure) {
        if unlink(path) != 0 {
            throw Failure(message: "cannot delete \(path): \(String(cString: strerror(errno)))")
        }
    }

    /// Removes `folder` and its parents up to (not including) `stop` while they are empty.
    static func removeEmptyFolders(from folder: String, upTo stop: String) {
        var current = folder
        while current.count > stop.count, current.hasPrefix(stop) {
            guard let contents = try? FileManager.default.contentsOfDirectory(atPath: current), contents.isEmpty else { return }
            guard rmdir(current) == 0 else { return }
            current = (current as NSString).deletingLastPathComponent
        }
    }
}
