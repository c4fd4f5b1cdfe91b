/// The record's file format: lines of space-separated fields, every string written as
/// `<byte count>:<bytes>` so paths and messages need no escaping. A record that does not read
/// back exactly (another version's, truncated, edited) is ignored: the run does the full work.
extension RunRecord {
    /// How every record's first line starts, whatever its format version: what proves a
    /// file in the cache folder is a record when old ones are pruned.
    public static let signature = "vmgen-run-record "
    static let formatLine = signature + "7"

    public func encoded() -> [UInt8] {
        var bytes: [UInt8] = []
        encode(chunkSize: Int.max) { bytes += $0 }
        return bytes
    }

    /// `encoded()`, handed to `sink` a chunk of whole lines at a time, each about `chunkSize`
    /// bytes: a large project's record is tens of megabytes, and a full run writes it at its
    /// peak of memory, so it is never held whole (nor copied as one buffer grows).
    public func encode(chunkSize: Int = 1 << 20, to sink: ([UInt8]) -> Void) {
        withoutActuallyEscaping(sink) { sink in
            var out = RecordWriter(chunkSize: chunkSize, sink: sink)
            write(to: &out)
            out.flush()
        }
    }

    private func write(to out: inout RecordWriter) {
        out.line(Self.formatLine)
        out.word("key"); out.hash(key); out.end()
        out.word("base"); out.hash(base); out.end()
        out.word("trusted"); out.time(trustedBefore); out.end()
        out.word("folders"); out.number(folders.count); out.end()
        for folder in folders {
            if let stamp = folder.stamp {
                out.number(1); out.stamp(stamp)
            } else {
                out.number(0)
            }
            out.string(folder.path); out.end()
        }
        out.word("outputs"); out.number(outputs.count); out.end()
        for output in outputs {
            out.stamp(output.stamp)
            out.hash(output.hash); out.string(output.path); out.end()
        }
        // A path the outputs hold is written as its index there: most of a large record's
        // actions and spec outputs are, and each path is then written once. The outputs are
        // sorted, so an index is found by search, not by hashing every path.
        out.word("actions"); out.number(actions.count); out.end()
        // The actions are sorted too: one walk beside the outputs finds theirs.
        var next = 0
        for action in actions {
            out.word(action.kind.rawValue)
            while next < outputs.count, outputs[next].path < action.path { next += 1 }
            if next < outputs.count, outputs[next].path == action.path { out.number(next) } else { out.string(action.path) }
            out.end()
        }
        out.word("diagnostics"); out.number(diagnostics.count); out.end()
        for diagnostic in diagnostics {
            out.word(diagnostic.severity.rawValue)
            if let location = diagnostic.location {
                out.number(1); out.number(location.line); out.number(location.column); out.number(location.offset); out.string(location.file)
            } else {
                out.number(0)
            }
            if let code = diagnostic.code { out.number(1); out.string(code) } else { out.number(0) }
            out.string(diagnostic.message)
            out.number(diagnostic.notes.count)
            for note in diagnostic.notes { out.string(note) }
            out.end()
        }
        out.word("specs"); out.number(specs.count); out.end()
        for spec in specs {
            let summary = spec.summary
            out.hash(spec.hash); out.hash(summary.shape); out.hash(summary.facts); out.string(summary.path)
            for names in [summary.viewModels, summary.enums, summary.storages, summary.exports, summary.mentions] {
                out.number(names.count)
                for name in names { out.string(name) }
            }
            out.number(summary.outputs.count)
            for path in summary.outputs {
                if let index = index(ofOutput: path) { out.number(index) } else { out.string(path) }
            }
            // One per ViewModel (`viewModels`, in that order: the names are there).
            out.number(summary.app.count)
            for entry in summary.app {
                out.string(entry.feature)
                if let binding = entry.binding { out.number(1); out.string(binding) } else { out.number(0) }
            }
            // One per storage (`storages`).
            for create in summary.storageCreates {
                if let create { out.number(1); out.string(create) } else { out.number(0) }
            }
            out.end()
        }
        out.line("end")
    }

    /// Reads `encoded()` back; nil for anything else.
    public static func decode(_ bytes: [UInt8]) -> RunRecord? {
        bytes.withUnsafeBufferPointer { buffer in
            var reader = RecordReader(buffer)
            return try? reader.record()
        }
    }
}

private struct RecordWriter {
    private var bytes: [UInt8] = []
    private var atLineStart = true
    private let chunkSize: Int
    private let sink: ([UInt8]) -> Void

    init(chunkSize: Int, sink: @escaping ([UInt8]) -> Void) {
        self.chunkSize = chunkSize
        self.sink = sink
        bytes.reserveCapacity(min(chunkSize, 1 << 16) + 4_096)
    }

    mutating func line(_ text: String) {
        bytes += text.utf8
        end()
    }

    /// Hands the lines written so far to the sink.
    mutating func flush() {
        guard !bytes.isEmpty else { return }
        sink(bytes)
        bytes.removeAll(keepingCapacity: true)
    }

    mutating func word(_ text: String) {
        separate()
        bytes += text.utf8
    }

    /// Digits written straight into the bytes: a large record has a few hundred thousand.
    /// They are made last first (dividing by the constant 10, which compiles to a multiply)
    /// in a buffer on the stack, then appended in order; reversing them in place in the array
    /// copied the slice.
    mutating func number(_ value: Int) {
        separate()
        if value < 0 { bytes.append(0x2D) }
        var magnitude = value.magnitude
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
        withUnsafeMutableBytes(of: &digits) { buffer in
            var start = buffer.count
            repeat {
                start -= 1
                buffer[start] = 0x30 + UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: buffer[start...]))
        }
    }

    /// `ContentHash.description`, without making a string (or an array of its halves).
    mutating func hash(_ hash: ContentHash) {
        separate()
        hexDigits(hash.high)
        hexDigits(hash.low)
    }

    private mutating func hexDigits(_ value: UInt64) {
        for shift in stride(from: 60, through: 0, by: -4) {
            let digit = UInt8((value >> UInt64(shift)) & 0xF)
            bytes.append(digit < 10 ? 0x30 + digit : 0x61 + digit - 10)
        }
    }

    mutating func time(_ time: FileTime) {
        number(time.seconds)
        number(time.nanoseconds)
    }

    mutating func stamp(_ stamp: FileStamp) {
        number(Int(bitPattern: UInt(stamp.inode)))
        number(Int(stamp.size))
        time(stamp.modified)
        time(stamp.changed)
    }

    mutating func string(_ text: String) {
        number(text.utf8.count)
        bytes.append(0x3A)
        bytes += text.utf8
    }

    mutating func end() {
        bytes.append(0x0A)
        atLineStart = true
        if bytes.count >= chunkSize { flush() }
    }

    private mutating func separate() {
        if !atLineStart { bytes.append(0x20) }
        atLineStart = false
    }
}

private struct RecordReader {
    struct Malformed: Error {}

    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    mutating func record() throws(Malformed) -> RunRecord {
        try expectLine(RunRecord.formatLine)
        try expectWord("key")
        let key = try hash()
        try endLine()
        try expectWord("base")
        let base = try hash()
        try endLine()
        try expectWord("trusted")
        let trusted = try time()
        try endLine()
        try expectWord("folders")
        var folders: [RunRecord.Folder] = []
        for _ in 0..<(try count()) {
            let stamp = try flag() ? try stamp() : nil
            folders.append(RunRecord.Folder(path: try string(), stamp: stamp))
            try endLine()
        }
        try expectWord("outputs")
        var outputs: [RunRecord.Output] = []
        let outputCount = try count()
        outputs.reserveCapacity(outputCount)
        for _ in 0..<outputCount {
            let stamp = try stamp()
            let hash = try hash()
            outputs.append(RunRecord.Output(path: try string(), stamp: stamp, hash: hash))
            try endLine()
        }
        try expectWord("actions")
        var actions: [FileAction] = []
        for _ in 0..<(try count()) {
            guard let kind = FileAction.Kind(rawValue: try word()), kind == .unchanged || kind == .skip else { throw Malformed() }
            actions.append(FileAction(path: try path(in: outputs), kind: kind))
            try endLine()
        }
        try expectWord("diagnostics")
        var diagnostics: [Diagnostic] = []
        for _ in 0..<(try count()) {
            guard let severity = Severity(rawValue: try word()) else { throw Malformed() }
            var location: SourceLocation?
            if try flag() {
                let line = try number(), column = try number(), offset = try number()
                location = SourceLocation(file: try string(), line: line, column: column, offset: offset)
            }
            let code = try flag() ? try string() : nil
            let message = try string()
            var notes: [String] = []
            let noteCount = try number()
            guard noteCount >= 0, noteCount <= bytes.count else { throw Malformed() }
            for _ in 0..<noteCount { notes.append(try string()) }
            diagnostics.append(Diagnostic(severity, message, at: location, code: code, notes: notes))
            try endLine()
        }
        try expectWord("specs")
        var specs: [RunRecord.Spec] = []
        for _ in 0..<(try count()) {
            let specHash = try hash()
            let shape = try hash()
            let facts = try hash()
            let specPath = try string()
            var lists: [[String]] = []
            for list in 0..<6 {
                let count = try number()
                guard count >= 0, count <= bytes.count else { throw Malformed() }
                var names: [String] = []
                for _ in 0..<count { names.append(list == 5 ? try path(in: outputs) : try string()) }
                lists.append(names)
            }
            var summary = SpecSummary(
                path: specPath, shape: shape, viewModels: lists[0], enums: lists[1], storages: lists[2], exports: lists[3], mentions: lists[4],
                facts: facts, outputs: lists[5])
            guard try number() == summary.viewModels.count else { throw Malformed() }
            for name in summary.viewModels {
                let feature = try string()
                summary.app.append(AppEntry(name: name, feature: feature, binding: try flag() ? try string() : nil))
            }
            for _ in summary.storages { summary.storageCreates.append(try flag() ? try string() : nil) }
            specs.append(RunRecord.Spec(hash: specHash, summary: summary))
            try endLine()
        }
        try expectLine("end")
        guard index == bytes.count else { throw Malformed() }
        var record = RunRecord(key: key, trustedBefore: trusted, folders: [], outputs: [], actions: actions, diagnostics: diagnostics)
        record.folders = folders
        record.outputs = outputs
        record.base = base
        record.specs = specs
        return record
    }

    // MARK: Fields

    private mutating func expectLine(_ text: String) throws(Malformed) {
        for byte in text.utf8 {
            guard index < bytes.count, bytes[index] == byte else { throw Malformed() }
            index += 1
        }
        try endLine()
    }

    private mutating func expectWord(_ text: String) throws(Malformed) {
        guard try word() == text else { throw Malformed() }
    }

    private mutating func endLine() throws(Malformed) {
        guard index < bytes.count, bytes[index] == 0x0A else { throw Malformed() }
        index += 1
    }

    /// The bytes up to the next space or line end; the space is consumed.
    private mutating func word() throws(Malformed) -> String {
        let start = index
        while index < bytes.count, bytes[index] != 0x20, bytes[index] != 0x0A { index += 1 }
        guard index > start, index < bytes.count else { throw Malformed() }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        if bytes[index] == 0x20 { index += 1 }
        return text
    }

    /// 32 hex digits (`ContentHash.description`), read without making a string.
    private mutating func hash() throws(Malformed) -> ContentHash {
        guard bytes.count - index > 32 else { throw Malformed() }
        var high: UInt64 = 0
        var low: UInt64 = 0
        for offset in 0..<32 {
            let byte = bytes[index + offset]
            let digit: UInt64
            switch byte {
            case 0x30...0x39: digit = UInt64(byte - 0x30)
            case 0x61...0x66: digit = UInt64(byte - 0x61 + 10)
            default: throw Malformed()
            }
            if offset < 16 { high = high << 4 | digit } else { low = low << 4 | digit }
        }
        index += 32
        switch bytes[index] {
        case 0x20: index += 1
        case 0x0A: break
        default: throw Malformed()
        }
        return ContentHash(high: high, low: low)
    }

    private mutating func number() throws(Malformed) -> Int {
        let start = index
        var negative = false
        if index < bytes.count, bytes[index] == 0x2D { negative = true; index += 1 }
        var value = 0
        while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 {
            let (times, overflowTimes) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflowSum) = times.addingReportingOverflow(Int(bytes[index] - 0x30))
            guard !overflowTimes, !overflowSum else { throw Malformed() }
            value = sum
            index += 1
        }
        guard index > start + (negative ? 1 : 0), index < bytes.count else { throw Malformed() }
        if bytes[index] == 0x20 { index += 1 } else if bytes[index] != 0x0A { throw Malformed() }
        return negative ? -value : value
    }

    /// A count that ends its line (`outputs 12`).
    private mutating func count() throws(Malformed) -> Int {
        let value = try number()
        guard value >= 0, value <= bytes.count else { throw Malformed() }
        try endLine()
        return value
    }

    private mutating func flag() throws(Malformed) -> Bool {
        switch try number() {
        case 0: false
        case 1: true
        default: throw Malformed()
        }
    }

    private mutating func stamp() throws(Malformed) -> FileStamp {
        let inode = UInt64(UInt(bitPattern: try number()))
        let size = Int64(try number())
        return FileStamp(inode: inode, size: size, modified: try time(), changed: try time())
    }

    private mutating func time() throws(Malformed) -> FileTime {
        FileTime(seconds: try number(), nanoseconds: try number())
    }

    /// A path written as its index in `outputs`, or as a string (`<count>:<bytes>`).
    private mutating func path(in outputs: [RunRecord.Output]) throws(Malformed) -> String {
        var end = index
        while end < bytes.count, bytes[end] >= 0x30, bytes[end] <= 0x39 { end += 1 }
        guard end < bytes.count else { throw Malformed() }
        if bytes[end] == 0x3A { return try string() }
        let position = try number()
        guard outputs.indices.contains(position) else { throw Malformed() }
        return outputs[position].path
    }

    private mutating func string() throws(Malformed) -> String {
        let length = try lengthPrefix()
        guard length <= bytes.count - index else { throw Malformed() }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<(index + length)]), as: UTF8.self)
        index += length
        if index < bytes.count, bytes[index] == 0x20 { index += 1 }
        return text
    }

    private mutating func lengthPrefix() throws(Malformed) -> Int {
        var value = 0
        let start = index
        while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39, index - start < 12 {
            value = value * 10 + Int(bytes[index] - 0x30)
            index += 1
        }
        guard index > start, index < bytes.count, bytes[index] == 0x3A else { throw Malformed() }
        index += 1
        return value
    }
}
