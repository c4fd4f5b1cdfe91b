import Foundation

/// The lint cache's file, open for reading its sections when a lint first needs them. The
/// descriptor stays open for the run: a record another vmgen writes meanwhile is renamed over
/// the name, so this one keeps reading the file it started with. Only a regular file is read
/// (opened without blocking, so a FIFO put in its place is never waited on).
final class CacheFile: @unchecked Sendable {
    private let descriptor: Int32

    init?(_ path: String) {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else {
            close(descriptor)
            return nil
        }
        self.descriptor = descriptor
    }

    deinit { close(descriptor) }

    /// `length` bytes at `offset`; nil when they are not all there (`upTo`: fewer, at the end
    /// of the file, are fine).
    func read(offset: Int, length: Int, upTo: Bool = false) -> [UInt8]? {
        guard offset >= 0, length >= 0 else { return nil }
        var filled = 0
        let bytes = [UInt8](unsafeUninitializedCapacity: length) { buffer, count in
            while filled < length {
                let result = pread(descriptor, buffer.baseAddress! + filled, length - filled, off_t(offset + filled))
                if result < 0, errno == EINTR { continue }
                guard result > 0 else { break }
                filled += result
            }
            count = filled
        }
        return filled == length || upTo ? bytes : nil
    }
}
