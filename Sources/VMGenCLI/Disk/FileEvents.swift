import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// The system's change notifications for `vmgen watch`: it sleeps until something in the
/// watched folders changes instead of reading every input each interval. inotify on Linux;
/// elsewhere `make()` gives nil and watch polls (FSEvents would need CoreServices, which a
/// build without Foundation's Darwin overlay cannot rely on; kqueue needs a descriptor per file).
///
/// inotify watches one folder, not its tree, so every folder under a watched one is added, and
/// added again after each event (a folder created since is then watched too). Events only wake
/// the watcher: what changed is still decided by comparing the inputs' contents, so an event
/// for an unrelated file costs one comparison and runs nothing.
final class FileEvents {
    /// Whether a folder was made, moved or removed since `watch` last looked: it must look again.
    private(set) var foldersChanged = false

    #if os(Linux)
    private let descriptor: Int32

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    deinit { close(descriptor) }
    #endif

    /// Change notification, or nil where the system offers none (watch then polls).
    static func make() -> FileEvents? {
        #if os(Linux)
        let descriptor = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
        return descriptor >= 0 ? FileEvents(descriptor: descriptor) : nil
        #else
        return nil
        #endif
    }

    /// Watches `trees` (each folder and every folder under it) and `folders` (just the folder:
    /// the config's, whose subfolders hold the outputs). Called again after each change, so a
    /// folder created (or removed and created again) since is watched; adding a watch that is
    /// there already is a no-op. Returns false when one could not be watched (the per-user
    /// inotify limit, a permission): the caller then polls.
    func watch(trees: [String], folders: [String]) -> Bool {
        foldersChanged = false
        #if os(Linux)
        var all = folders.filter(FileSystem.isDirectory)
        for folder in trees where FileSystem.isDirectory(folder) {
            all.append(folder)
            guard let enumerator = FileManager.default.enumerator(atPath: folder) else { continue }
            while let relative = enumerator.nextObject() as? String {
                let path = folder + "/" + relative
                // Hidden folders (.git, .build) hold no inputs and can be huge.
                if (relative as NSString).lastPathComponent.hasPrefix(".") {
                    enumerator.skipDescendants()
                } else if FileSystem.isDirectory(path) {
                    all.append(path)
                }
            }
        }
        let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_DELETE_SELF | IN_MOVE_SELF | IN_MODIFY | IN_ATTRIB)
        for folder in Set(all) {
            guard inotify_add_watch(descriptor, folder, mask) >= 0 else { return false }
        }
        return true
        #else
        return false
        #endif
    }

    /// Waits up to `seconds` for a change; true when one came. The events that follow within
    /// `settle` seconds (an editor's save is several) are drained with it.
    func wait(seconds: Double, settle: Double = 0.02) -> Bool {
        #if os(Linux)
        guard waitReadable(seconds) else { return false }
        repeat { drain() } while waitReadable(settle)
        return true
        #else
        return false
        #endif
    }

    #if os(Linux)
    private func waitReadable(_ seconds: Double) -> Bool {
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&entry, 1, Int32(max(0, seconds * 1000))) > 0
    }

    /// Reads every pending event; notes one that makes the set of folders change.
    private func drain() {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { return }
            var offset = 0
            // struct inotify_event: wd (4), mask (4), cookie (4), len (4), name (len).
            while offset + 16 <= count {
                let mask = buffer.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self) }
                let length = buffer.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self) }
                let isFolder = mask & UInt32(IN_ISDIR) != 0 && mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0
                if isFolder || mask & UInt32(IN_DELETE_SELF | IN_MOVE_SELF | IN_IGNORED | IN_Q_OVERFLOW) != 0 { foldersChanged = true }
                offset += 16 + Int(length)
            }
        }
    }
    #endif
}
