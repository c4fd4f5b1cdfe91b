/// The small values a cached file's facts hold: locations, findings, diagnostics, suppression
/// comments, localization bindings and localization entries.
extension SourceLocation: CacheCodable {
    static let codedFields = ["file", "line", "column", "offset"]

    /// Most locations are in the file whose facts hold them: its path is written once, not
    /// with every location (`CacheWriter.contextPath`).
    func encode(to writer: inout CacheWriter) {
        if file == writer.contextPath {
            writer.bool(true)
        } else {
            writer.bool(false)
            writer.string(file)
        }
        writer.int(line)
        writer.int(column)
        writer.int(offset)
    }

    init(from reader: inout CacheReader) throws(CacheReader.Malformed) {
        let file: String
        if try reader.bool() {
            guard let context = reader.contextPath else { throw CacheReader.Malformed() }
            file = context
        } else {
            file = try reader.string()
        }
        let line = try reader.int()
        let column = try reader.int()
        self.init(file: file, line: line, column: column, offset: try reader.int())
    }

    /// Passes over an encoded location without making it.
    static func skip(_ reader: inout CacheReader) throws(CacheReader.Malformed) {
        if try !reader.bool() { _ = try reader.rawString() }
        for _ in 0..<3 { _ = try reader.int() }
    }
}

extension RuleFinding: CacheCodable {
    static let codedFields = ["message", "location", "notes"]

    func encode(to writer: inout CacheWriter) {
        writer.string(message)
        location.encode(to: &writer)
        writer.stringArray(notes)
    }

    init(from reader: inout CacheReader) throws(CacheReader.Malformed) {
        let message = try reader.string()
        let location = try SourceLocation(from: &reader)
        self.init(message, at: location, notes: try reader.stringArray())
    }
}

extension Diagnostic: CacheCodable {
    static let codedFields = ["severity", "message", "location", "code", "notes"]

    func encode(to writer: inout CacheWriter) {
        writer.string(severity.rawValue)
        writer.string(message)
        writer.bool(location != nil)
        location?.encode(to: &writer)
        writer.optionalString(code)
        writer.stringArray(notes)
    }

    init(from reader: inout CacheReader) throws(CacheReader.Malformed) {
        guard let severity = Severity(rawValue: try reader.string()) else { throw CacheReader.Malformed() }
        let message = try reader.string()
        let location = try reader.bool() ? try SourceLocation(from: &reader) : nil
        let code = try reader.optionalString()
        self.init(severity, message, at: location, code: code, notes: try reader.stringArray())
    }
}

extension SuppressionSet.Comment: CacheCodable {
    static let codedFields = ["text", "location"]

    func encode(to writer: inout CacheWriter) {
        writer.string(text)
        location.encode(to: &writer)
    }

    init(from reader: inout CacheReader) throws(CacheReader.Malformed) {
        let text = try reader.string()
        self.init(text: text, location: try SourceLocation(from: &reader))
    }
}

extension LocalizationBinding: CacheCodable {
    static let codedFields = ["key", "typeName", "owner", "isList", "location", "substitutionKeys"]

    func encode(to writer: inout CacheWriter) {
        writer.string(key)
        writer.string(typeName)
        // Usually the type name itself (a top-level type): one flag instead of the text again.
        writer.bool(owner == typeName)
        if owner != typeName { writer.string(owner) }
        writer.bool(isList)
        location.encode(to: &writer)
        writer.bool(substitutionKeys != nil)
        if let substitutionKeys { writer.strings(substitutionKeys) }
    }

    init(from reader: inout CacheReader) throws(CacheReader.Malformed) {
        let key = try reader.string()
        let typeName = try reader.string()
        let owner = try reader.bool() ? typeName : try reader.string()
        let isList = try reader.bool()
        let location = try SourceLocation(from: &reader)
        let substitutionKeys = try reader.bool() ? try reader.strings() : nil
        self.init(key: key, typeName: typeName, owner: owner, isList: isList, location: location, substitutionKeys: substitutionKeys)
    }

    /// Whether encoded bindings (`values` of them, as `encode(to:)` writes each) bind a key
    /// `keys` matches, read without making a binding or a string of any but such a key.
    static func bindAny(_ keys: StringMatcher, in reader: inout CacheReader) throws(CacheReader.Malformed) -> Bool {
        for _ in 0..<(try reader.count()) {
            if keys.matches(try reader.rawString()) { return true }
            _ = try reader.rawString()
            if try !reader.bool() { _ = try reader.rawString() }
            _ = try reader.bool()
            try SourceLocation.skip(&reader)
            if try reader.bool() {
                for _ in 0..<(try reader.count()) { _ = try reader.rawString() }
            }
        }
        return false
    }
}

extension LocalizationIndex.Entry: CacheCodable {
    static let codedFields = ["locale", "key", "isList", "location", "value"]

    func encode(to writer: inout CacheWriter) {
        writer.string(locale)
        writer.string(key)
        writer.bool(isList)
        location.encode(to: &writer)
        writer.optionalString(value)
    }

    init(from reader: inout CacheReader) throws(CacheReader.Malformed) {
        let locale = try reader.string()
        let key = try reader.string()
        let isList = try reader.bool()
        let location = try SourceLocation(from: &reader)
        self.init(locale: locale, key: key, isList: isList, location: location, value: try reader.optionalString())
    }

    /// Whether encoded entries (`values` of them, as `encode(to:)` writes each) have a key
    /// `keys` matches, read without making an entry or a string of any but such a key.
    static func haveAny(_ keys: StringMatcher, in reader: inout CacheReader) throws(CacheReader.Malformed) -> Bool {
        for _ in 0..<(try reader.count()) {
            _ = try reader.rawString()
            if keys.matches(try reader.rawString()) { return true }
            _ = try reader.bool()
            try SourceLocation.skip(&reader)
            if try reader.bool() { _ = try reader.rawString() }
        }
        return false
    }
}
