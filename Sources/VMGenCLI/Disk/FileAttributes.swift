import Foundation

/// What a rewrite keeps of the file it replaces besides its permissions: its owner and group,
/// and its extended attributes (ACLs, SELinux labels, macOS's Finder tags and quarantine…),
/// each where the platform lets this process set it. A rewrite is a new file renamed over the
/// old one (atomic), so everything the old file carried must be put on the new one by hand.
///
/// The extended-attribute calls are looked up at run time (`dlsym`): Swift's Glibc module does
/// not export them, and their signatures differ between Linux and Darwin.
enum FileAttributes {
    /// Gives the new file open as `descriptor` the owner and group of `status` (the old file's):
    /// both, else the group alone (any member of it may), else nothing — as `cp -p` does.
    /// Call before setting the mode: changing the owner clears the set-user/group-ID bits.
    static func keepOwner(of status: stat, on descriptor: Int32) {
        var new = stat()
        guard fstat(descriptor, &new) == 0, new.st_uid != status.st_uid || new.st_gid != status.st_gid else { return }
        if fchown(descriptor, status.st_uid, status.st_gid) == 0 { return }
        _ = fchown(descriptor, uid_t(bitPattern: -1), status.st_gid)
    }

    /// Moves the new file open as `descriptor` into the next whole second when the clock
    /// stamped it in the same second as `old` (the file it replaces), so that the two never
    /// share a second. The Swift driver compares its sources' modification times in whole
    /// seconds on Linux (swift-driver's `lastModificationTime` drops the nanoseconds there) and
    /// skips a source whose time has the second it had when last compiled: a generated file
    /// rewritten within the second of its last write — a build-plugin build right after the
    /// one before, `watch`, `lint --fix` — would stay uncompiled, the target keeping the old
    /// text while the file has the new. SwiftPM's llbuild does see the change (it compares
    /// nanoseconds) and runs the compile, which then compiles nothing. The moved time is at
    /// most two seconds ahead of the clock; a file replaced in another second keeps its own.
    static func keepSecondApart(from old: stat, on descriptor: Int32) {
        var new = stat()
        guard fstat(descriptor, &new) == 0 else { return }
        let (oldModified, newAccessed, newModified) = (modified(old), accessed(new), modified(new))
        // The same second, or the old file's a second ahead (moved here by the write before,
        // with no compile between): the new one goes after it, so a file's time never steps
        // back into a second the driver may have compiled. A time further ahead is the user's.
        let ahead = oldModified.tv_sec - newModified.tv_sec
        guard ahead == 0 || ahead == 1 else { return }
        var times = [newAccessed, timespec(tv_sec: oldModified.tv_sec + 1, tv_nsec: 0)]
        _ = futimens(descriptor, &times)
    }

    private static func modified(_ status: stat) -> timespec {
        #if os(Linux)
        status.st_mtim
        #else
        status.st_mtimespec
        #endif
    }

    private static func accessed(_ status: stat) -> timespec {
        #if os(Linux)
        status.st_atim
        #else
        status.st_atimespec
        #endif
    }

    /// Copies every extended attribute of the file at `path` (not through a link) onto the new
    /// file open as `descriptor`; an attribute this process may not set is left out.
    static func copyExtendedAttributes(from path: String, to descriptor: Int32) {
        for name in names(path) {
            guard let value = value(name, of: path) else { continue }
            _ = set(name, value, on: descriptor)
        }
    }

    /// The names of the extended attributes of the file at `path`.
    static func names(_ path: String) -> [String] {
        let size = Calls.list(path, nil, 0)
        guard size > 0 else { return [] }
        var buffer = [CChar](repeating: 0, count: size)
        let read = buffer.withUnsafeMutableBufferPointer { Calls.list(path, $0.baseAddress, size) }
        guard read > 0 else { return [] }
        // NUL-separated names.
        return buffer[..<min(read, size)].split(separator: 0).map { String(decoding: $0.map { UInt8(bitPattern: $0) }, as: UTF8.self) }
    }

    /// The value of the attribute `name` of the file at `path`.
    static func value(_ name: String, of path: String) -> [UInt8]? {
        let size = Calls.get(path, name, nil, 0)
        guard size >= 0 else { return nil }
        var buffer = [UInt8](repeating: 0, count: size)
        let read = buffer.withUnsafeMutableBytes { Calls.get(path, name, $0.baseAddress, size) }
        return read >= 0 ? Array(buffer[..<min(read, size)]) : nil
    }

    /// Sets the attribute `name` on the open file; whether it could.
    static func set(_ name: String, _ value: [UInt8], on descriptor: Int32) -> Bool {
        value.withUnsafeBytes { Calls.set(descriptor, name, $0.baseAddress, value.count) } == 0
    }

    /// The platform's calls in one shape, off links; each answers -1 where the platform has none.
    private enum Calls {
        #if os(Linux)
        private typealias CList = @convention(c) (UnsafePointer<CChar>?, UnsafeMutablePointer<CChar>?, Int) -> Int
        private typealias CGet = @convention(c) (UnsafePointer<CChar>?, UnsafePointer<CChar>?, UnsafeMutableRawPointer?, Int) -> Int
        private typealias CSet = @convention(c) (Int32, UnsafePointer<CChar>?, UnsafeRawPointer?, Int, Int32) -> Int32
        private static let cList = symbol("llistxattr", as: CList.self)
        private static let cGet = symbol("lgetxattr", as: CGet.self)
        private static let cSet = symbol("fsetxattr", as: CSet.self)

        static func list(_ path: String, _ buffer: UnsafeMutablePointer<CChar>?, _ size: Int) -> Int {
            cList.map { $0(path, buffer, size) } ?? -1
        }

        static func get(_ path: String, _ name: String, _ buffer: UnsafeMutableRawPointer?, _ size: Int) -> Int {
            cGet.map { $0(path, name, buffer, size) } ?? -1
        }

        static func set(_ descriptor: Int32, _ name: String, _ value: UnsafeRawPointer?, _ size: Int) -> Int32 {
            cSet.map { $0(descriptor, name, value, size, 0) } ?? -1
        }
        #else
        private static let noFollow: Int32 = 0x0001  // XATTR_NOFOLLOW
        private typealias CList = @convention(c) (UnsafePointer<CChar>?, UnsafeMutablePointer<CChar>?, Int, Int32) -> Int
        private typealias CGet = @convention(c) (UnsafePointer<CChar>?, UnsafePointer<CChar>?, UnsafeMutableRawPointer?, Int, UInt32, Int32) -> Int
        private typealias CSet = @convention(c) (Int32, UnsafePointer<CChar>?, UnsafeRawPointer?, Int, UInt32, Int32) -> Int32
        private static let cList = symbol("listxattr", as: CList.self)
        private static let cGet = symbol("getxattr", as: CGet.self)
        private static let cSet = symbol("fsetxattr", as: CSet.self)

        static func list(_ path: String, _ buffer: UnsafeMutablePointer<CChar>?, _ size: Int) -> Int {
            cList.map { $0(path, buffer, size, noFollow) } ?? -1
        }

        static func get(_ path: String, _ name: String, _ buffer: UnsafeMutableRawPointer?, _ size: Int) -> Int {
            cGet.map { $0(path, name, buffer, size, 0, noFollow) } ?? -1
        }

        static func set(_ descriptor: Int32, _ name: String, _ value: UnsafeRawPointer?, _ size: Int) -> Int32 {
            cSet.map { $0(descriptor, name, value, size, 0, 0) } ?? -1
        }
        #endif

        private static func symbol<T>(_ name: String, as type: T.Type) -> T? {
            #if os(Linux)
            let everywhere: UnsafeMutableRawPointer? = nil  // RTLD_DEFAULT
            #else
            let everywhere = UnsafeMutableRawPointer(bitPattern: -2)  // RTLD_DEFAULT
            #endif
            guard let address = dlsym(everywhere, name) else { return nil }
            return unsafeBitCast(address, to: type)
        }
    }
}
