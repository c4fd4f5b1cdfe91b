import Foundation

/// What a project's run record proves vmgen wrote: each output its plan left `unchanged` —
/// the bytes on disk were exactly what vmgen rendered, or what it had just written — with the
/// hash of those bytes. A generated file whose bytes still hash to that is vmgen's text
/// (`WritePlanner`), though it has no fingerprint that proves it: the way files of an earlier
/// vmgen are recognised after its spec changed.
///
/// Read from any record format from 3 on (an earlier vmgen's record too): they lay out their
/// outputs and plan alike — `outputs N` then per file a stamp (six numbers), the content hash
/// and the path; `actions N` then per action its kind and the path (from format 7 also an
/// index into the outputs). Only those two sections are read; anything else, or a record
/// that does not read, proves nothing.
public enum RecordedOutputs {
    /// The proof, read the first time the planner meets a file nothing else proves — most runs
    /// never do, and a large project's record is tens of megabytes. The caller gives `load`
    /// (the core does no I/O); it runs once, whatever the thread.
    public final class Source: @unchecked Sendable {
        private let load: @Sendable () -> [String: ContentHash]
        private let lock = NSLock()
        private var loaded: [String: ContentHash]?

        public init(_ load: @escaping @Sendable () -> [String: ContentHash]) {
            self.load = load
        }

        public convenience init(_ hashes: [String: ContentHash]) {
            self.init { hashes }
        }

        /// The hash of what vmgen left at `path`, when the record proves it.
        public func hash(of path: String) -> ContentHash? {
            lock.withLock {
                if loaded == nil { loaded = load() }
                return loaded?[path]
            }
        }
    }

    /// Path → hash of the bytes vmgen left there, for every output the record's plan had as
    /// `unchanged`; empty when `bytes` is no record this reads.
    public static func parse(_ bytes: [UInt8]) -> [String: ContentHash] {
        var reader = Reader(bytes: bytes)
        return (try? reader.proven()) ?? [:]
    }

    private struct Malformed: Error {}

    private struct Reader {
        let bytes: [UInt8]
        var index = 0

        mutating func proven() throws(Malformed) -> [String: ContentHash] {
            try expect(RunRecord.signature)
            guard (3...7).contains(try number()) else { throw Malformed() }
            try lineEnd()
            // `key`, `base`, `trusted`: one line each, no strings.
            while !starts(with: "folders ") { try skipLine() }
            try expect("folders ")
            let folders = try number()
            try lineEnd()
            for _ in 0..<folders {
                if try number() == 1 {
                    for _ in 0..<6 { try space(); _ = try number() }
                }
                try space()
                _ = try string()
                try lineEnd()
            }
            try expect("outputs ")
            let count = try number()
            try lineEnd()
            var outputs: [(path: String, hash: ContentHash)] = []
            for _ in 0..<count {
                for _ in 0..<6 { _ = try number(); try space() }
                let hash = try hash()
                try space()
                outputs.append((try string(), hash))
                try lineEnd()
            }
            try expect("actions ")
            let actions = try number()
            try lineEnd()
            let byPath = Dictionary(outputs.map { ($0.path, $0.hash) }, uniquingKeysWith: { first, _ in first })
            var proven: [String: ContentHash] = [:]
            for _ in 0..<actions {
                let kind = try word()
                try space()
                // A path, or (format 7) the index of its output.
                let start = index
                let value = try number()
                let path: String
                if index < bytes.count, bytes[index] == 0x3A {
                    index = start
                    path = try string()
                } else {
                    guard outputs.indices.contains(value) else { throw Malformed() }
                    path = outputs[value].path
                }
                try lineEnd()
                if kind == FileAction.Kind.unchanged.rawValue, let hash = byPath[path] { proven[path] = hash }
            }
            return proven
        }

        private func starts(with text: String) -> Bool {
            let utf8 = Array(text.utf8)
            return bytes.count - index >= utf8.count && Array(bytes[index..<(index + utf8.count)]) == utf8
        }

        private mutating func expect(_ text: String) throws(Malformed) {
            guard starts(with: text) else { throw Malformed() }
            index += text.utf8.count
        }

        private mutating func skipLine() throws(Malformed) {
            guard let end = bytes[index...].firstIndex(of: 0x0A) else { throw Malformed() }
            index = end + 1
        }

        private mutating func lineEnd() throws(Malformed) { try expect("\n") }

        private mutating func space() throws(Malformed) { try expect(" ") }

        private mutating func number() throws(Malformed) -> Int {
            var negative = false
            if index < bytes.count, bytes[index] == 0x2D {
                negative = true
                index += 1
            }
            let start = index
            var value = 0
            while index < bytes.count, (0x30...0x39).contains(bytes[index]) {
                let (times, overflow) = value.multipliedReportingOverflow(by: 10)
                let (sum, overflowSum) = times.addingReportingOverflow(Int(bytes[index] - 0x30))
                guard !overflow, !overflowSum else { throw Malformed() }
                value = sum
                index += 1
            }
            guard index > start else { throw Malformed() }
            return negative ? -value : value
        }

        private mutating func word() throws(Malformed) -> String {
            let start = index
            while index < bytes.count, bytes[index] != 0x20, bytes[index] != 0x0A { index += 1 }
            guard index > start else { throw Malformed() }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }

        private mutating func hash() throws(Malformed) -> ContentHash {
            let text = try word()
            guard text.utf8.count == 32, let hash = ContentHash(hex: Substring(text)) else { throw Malformed() }
            return hash
        }

        /// `<byte count>:<bytes>`.
        private mutating func string() throws(Malformed) -> String {
            let count = try number()
            try expect(":")
            guard count >= 0, bytes.count - index >= count else { throw Malformed() }
            defer { index += count }
            return String(decoding: bytes[index..<(index + count)], as: UTF8.self)
        }
    }
}

extension RunRecord {
    /// `RecordedOutputs.parse` of this record, decoded already.
    public var provenOutputs: [String: ContentHash] {
        let hashes = Dictionary(outputs.map { ($0.path, $0.hash) }, uniquingKeysWith: { first, _ in first })
        var proven: [String: ContentHash] = [:]
        for action in actions where action.kind == .unchanged {
            if let hash = hashes[action.path] { proven[action.path] = hash }
        }
        return proven
    }
}
