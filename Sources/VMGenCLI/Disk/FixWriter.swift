import Foundation
import VMGenKit

/// Writes what `vmgen lint --fix` changed, the way `generate` writes: every new file staged
/// in full next to its target, all flushed at once, then each renamed over its target — only
/// over exactly the file that was read (its stamp, and its bytes, unchanged), never through a
/// symbolic link. A `.yaml` → `.yml` rename creates the new name without ever replacing a
/// file there, and deletes the old name (`Deletion.renamedOriginal`) only while it still
/// holds the bytes copied.
struct FixWriter {
    /// A source file as `lint --fix` read it.
    struct ReadFile {
        /// Absolute.
        var path: String
        /// Nil when it is not a regular file reached through real folders: not writable.
        var stamp: FileStamp?
        var bytes: [UInt8]
    }

    enum Outcome: Equatable {
        case written
        /// The file changed (or was replaced) after it was read: left as it is now.
        case changedMeanwhile
        /// `.yml` rename: a file with the new name exists.
        case targetExists
        case failed(String)
    }

    /// The root whose file system is flushed once for all the files.
    let root: String

    /// Replaces each file with its fixed bytes, over exactly the file that was read.
    func write(_ files: [(read: ReadFile, fixed: [UInt8])]) -> [Outcome] {
        var outcomes = [Outcome](repeating: .changedMeanwhile, count: files.count)
        var staged: [(index: Int, file: FileSystem.StagedFile)] = []
        for (index, entry) in files.enumerated() {
            guard entry.read.stamp != nil else { continue }
            do throws(FileSystem.Failure) {
                // A file outside the root (named on the command line) may be on another file
                // system, which flushing the root's would not reach: it is flushed on its own.
                let outside = !entry.read.path.hasPrefix(root.hasSuffix("/") ? root : root + "/")
                staged.append((index, try FileSystem.stage(entry.fixed, for: entry.read.path, flushing: outside, creatingFolder: false)))
            } catch {
                outcomes[index] = .failed(error.message)
            }
        }
        do {
            try FileSystem.flush(staged.map(\.file), onFileSystemOf: root)
        } catch {
            FileSystem.discard(staged.map(\.file))
            for entry in staged { outcomes[entry.index] = .failed(error.message) }
            return outcomes
        }
        var folders = Set<String>()
        for entry in staged {
            let read = files[entry.index].read
            // The bytes too: a stamp cannot see an edit of the same size within the clock's tick.
            guard DirectoryListing.read(read.path) == read.bytes else {
                FileSystem.discard([entry.file])
                continue
            }
            do throws(FileSystem.Failure) {
                if try FileSystem.commit(entry.file, creating: false, over: read.stamp) == .done {
                    outcomes[entry.index] = .written
                    folders.insert(FileSystem.parentFolder(of: read.path))
                }
            } catch {
                outcomes[entry.index] = .failed(error.message)
            }
        }
        FileSystem.flushFolders(folders, onFileSystemOf: root)
        return outcomes
    }

    /// Gives `read` the name `newPath` (absolute): creates it with the bytes read — never
    /// over a file there — then deletes the old name if it still holds those bytes; if it
    /// changed meanwhile, the copy is taken back and the old file stays as it is now.
    func rename(_ read: ReadFile, to newPath: String) -> Outcome {
        guard let stamp = read.stamp else { return .changedMeanwhile }
        do throws(FileSystem.Failure) {
            guard FileSystem.fileStamp(read.path) == stamp else { return .changedMeanwhile }
            let staged = try FileSystem.stage(read.bytes, for: newPath, creatingFolder: false)
            try FileSystem.flush([staged], onFileSystemOf: root)
            guard try FileSystem.commit(staged, creating: true, over: nil) == .done else { return .targetExists }
            switch try Deletion.renamedOriginal(at: read.path, copied: read.bytes) {
            case .deleted:
                FileSystem.flushFolders([FileSystem.parentFolder(of: read.path)], onFileSystemOf: root)
                return .written
            default:
                _ = try Deletion.abandonedCopy(at: newPath, written: read.bytes)
                return .changedMeanwhile
            }
        } catch {
            return .failed(error.message)
        }
    }
}
