import Foundation

/// Generated files checked out with CRLF line endings (Git's `core.autocrlf` on Windows turns
/// every LF of a text file into CRLF). vmgen writes LF and fingerprints LF text, so such a
/// file would fail its fingerprint everywhere; but a difference in line endings alone is not
/// an edit. A file in which every LF is part of a CRLF is read as its LF text
/// (`Generator.run` hands the planner that), and what is planned for it is written back in
/// CRLF: a file whose text is up to date is left as it is, a changed one keeps the checkout's
/// line endings. The conversion is exact both ways (`crlf(lf(x)) == x` for such a file), so
/// no byte of code in a protected region is lost; a CR that is not before an LF stays, and
/// fails the fingerprint like any other edit. A file with mixed line endings is read as it is:
/// it cannot be told from an edit.
public enum LineEndings {
    private static let cr: UInt8 = 0x0D
    private static let lf: UInt8 = 0x0A

    /// Whether `bytes` has a CRLF, and every LF in it is part of one.
    public static func isCRLF(_ bytes: [UInt8]) -> Bool {
        guard bytes.contains(lf) else { return false }
        return bytes.withUnsafeBufferPointer { buffer in
            // An LF at index 0 has no CR before it.
            guard buffer[0] != lf else { return false }
            for index in 1..<buffer.count where buffer[index] == lf && buffer[index - 1] != cr {
                return false
            }
            return true
        }
    }

    /// `bytes` with each CRLF made LF.
    public static func lf(_ bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        for (index, byte) in bytes.enumerated() where !(byte == cr && index + 1 < bytes.count && bytes[index + 1] == lf) {
            result.append(byte)
        }
        return result
    }

    /// `bytes` with each LF made CRLF.
    public static func crlf(_ bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + bytes.count / 32)
        for byte in bytes {
            if byte == lf { result.append(cr) }
            result.append(byte)
        }
        return result
    }

    /// The text vmgen reads a file on disk as: its LF form when it is CRLF throughout.
    public static func asRead(_ bytes: [UInt8]) -> [UInt8] {
        isCRLF(bytes) ? lf(bytes) : bytes
    }

    /// The output files as the planner reads them (`asRead`), with the original bytes of
    /// each file that was CRLF, by path.
    public static func readAsLF(_ existing: [String: [UInt8]]) -> (existing: [String: [UInt8]], crlf: [String: [UInt8]]) {
        var read = existing
        var originals: [String: [UInt8]] = [:]
        for (path, bytes) in existing where hasCR(bytes) && isCRLF(bytes) {
            read[path] = lf(bytes)
            originals[path] = bytes
        }
        return (read, originals)
    }

    /// Whether `bytes` holds a CR: `memchr`, since every output file is looked at on every
    /// full run and almost none has one.
    private static func hasCR(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return false }
            return memchr(base, Int32(cr), buffer.count) != nil
        }
    }

    /// `plan`, made against the LF form of the files in `originals`, for the files as they
    /// are: their new contents in CRLF, and `previous` (what a diff shows, and what deletion
    /// checks the disk against) their bytes on disk.
    public static func restore(_ plan: WritePlan, originals: [String: [UInt8]]) -> WritePlan {
        guard !originals.isEmpty else { return plan }
        return WritePlan(actions: plan.actions.map { action in
            guard let original = originals[action.path] else { return action }
            var restored = action
            if let contents = action.contents { restored.contents = crlf(contents) }
            if action.previous != nil { restored.previous = original }
            return restored
        })
    }
}
