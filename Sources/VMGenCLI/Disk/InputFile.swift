import Foundation
import VMGenKit

/// Reading a file vmgen was asked to read — the config, a spec, a template override, a Swift
/// source to lint — so that nothing that cannot be read is ever taken as empty: either its
/// bytes, or what the file is and why vmgen will not use it.
///
/// Only a regular file is read, reached through symbolic links: a folder, a FIFO, a device or a
/// socket is named as what it is, and never opened for reading (`O_NONBLOCK`, then `fstat`
/// before any read: opening a FIFO for reading would wait for a writer forever).
enum InputFile {
    struct Problem: Error, Equatable {
        /// "is a FIFO (a named pipe)", "cannot be read: Permission denied", …: what follows the
        /// file's name in a message.
        var reason: String
    }

    static func read(_ path: String) -> Result<[UInt8], Problem> {
        switch opened(path) {
        case .failure(let problem): return .failure(problem)
        case .success(let (descriptor, size)):
            defer { close(descriptor) }
            guard let bytes = DirectoryListing.readAll(descriptor, size: size) else {
                return .failure(Problem(reason: "cannot be read: \(FileSystem.lastError())"))
            }
            return .success(bytes)
        }
    }

    /// Why `path` cannot be read, without reading it; nil when it can.
    static func problem(_ path: String) -> Problem? {
        switch opened(path) {
        case .failure(let problem): return problem
        case .success(let (descriptor, _)):
            close(descriptor)
            return nil
        }
    }

    /// `path` opened for reading, with its size, when it is a regular file that can be read.
    private static func opened(_ path: String) -> Result<(descriptor: Int32, size: Int), Problem> {
        var status = stat()
        guard lstat(path, &status) == 0 else {
            return .failure(Problem(reason: errno == ENOENT || errno == ENOTDIR ? "does not exist" : "cannot be reached: \(FileSystem.lastError())"))
        }
        if status.st_mode & S_IFMT == S_IFLNK {
            var target = stat()
            guard stat(path, &target) == 0 else {
                let why = errno == ENOENT || errno == ENOTDIR ? "leads nowhere" : errno == ELOOP ? "is part of a loop of links" : "leads where vmgen cannot look (\(FileSystem.lastError()))"
                return .failure(Problem(reason: "is a symbolic link that \(why)"))
            }
            if let kind = kind(of: target) { return .failure(Problem(reason: "is a symbolic link to \(kind); vmgen reads only regular files")) }
        } else if let kind = kind(of: status) {
            return .failure(Problem(reason: "is \(kind); vmgen reads only regular files"))
        }
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(Problem(reason: "cannot be read: \(FileSystem.lastError())")) }
        var opened = stat()
        // The file may have been replaced between the look and the open.
        guard fstat(descriptor, &opened) == 0 else {
            let problem = Problem(reason: "cannot be read: \(FileSystem.lastError())")
            close(descriptor)
            return .failure(problem)
        }
        if let kind = kind(of: opened) {
            close(descriptor)
            return .failure(Problem(reason: "is \(kind); vmgen reads only regular files"))
        }
        return .success((descriptor, Int(opened.st_size)))
    }

    /// What a file that is not a regular file is, for a message; nil for a regular file.
    static func kind(of status: stat) -> String? {
        switch status.st_mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "a folder"
        case S_IFIFO: "a FIFO (a named pipe)"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        case S_IFLNK: "a symbolic link"
        default: "not a regular file"
        }
    }
}
