/// The hand-off record's file: YAML with every value double-quoted (`YAMLLiteral`), so a body's
/// exact bytes — tabs, trailing blanks, CRs — survive the round trip.
extension RegionHandOff {
    private static let keys = ["file", "region", "from", "text"]

    public var yaml: String {
        var out = """
            # Written by `vmgen import`: hand-written bodies that `vmgen generate` puts into the
            # protected regions of the files it creates, each dropped from here once its file holds
            # it. Delete an entry only when its body is no longer needed.
            bodies:

            """
        for entry in entries {
            out += "  - file: \(YAMLLiteral.string(entry.path))\n"
            out += "    region: \(YAMLLiteral.string(entry.region))\n"
            out += "    from: \(YAMLLiteral.string(entry.source))\n"
            out += "    text: \(YAMLLiteral.string(entry.text))\n"
        }
        return out
    }

    /// The record in `bytes` (read from `file`), or the first thing wrong with it, at its place.
    public static func parse(_ bytes: [UInt8], file: String) -> Result<RegionHandOff, Diagnostic> {
        let parsed = YAMLParser.parse(bytes, file: file)
        if let error = parsed.diagnostics.first(where: { $0.severity == .error }) { return .failure(error) }
        let start = SourceLocation(file: file, line: 1, column: 1)
        func wrong(_ message: String, at location: SourceLocation) -> Result<RegionHandOff, Diagnostic> {
            .failure(.error("\(file): \(message); vmgen changed nothing — fix the record (or restore it) and run again", at: location, code: "hand-off"))
        }
        guard let root = parsed.root, let top = root.mapping, top.count == 1, top[0].key.text == "bodies" else {
            return wrong("the record must be a mapping with the one key 'bodies'", at: parsed.root?.location ?? start)
        }
        let list = top[0].value
        if list.scalar?.isNull == true { return .success(RegionHandOff()) }
        guard let items = list.sequence else { return wrong("'bodies' must be a list", at: list.location) }
        var entries: [Entry] = []
        var seen: Set<String> = []
        for item in items {
            guard let fields = item.mapping else { return wrong("each body must be a mapping of \(keys.joined(separator: ", "))", at: item.location) }
            var values: [String: String] = [:]
            for field in fields {
                guard keys.contains(field.key.text), values[field.key.text] == nil else {
                    return wrong("'\(field.key.text)' is not a key of a body here (or appears twice)", at: field.keyLocation)
                }
                guard let scalar = field.value.scalar, !scalar.isNull || field.key.text == "text" else {
                    return wrong("'\(field.key.text)' must be a string", at: field.value.location)
                }
                values[field.key.text] = scalar.isNull ? "" : scalar.text
            }
            guard let path = values["file"], let region = values["region"], let source = values["from"], let text = values["text"] else {
                return wrong("a body needs all of \(keys.joined(separator: ", "))", at: item.location)
            }
            // The file a body goes into is one vmgen generates, inside the project: an entry
            // naming another place is the record's mistake, not a file to move aside.
            let parts = path.split(separator: "/", omittingEmptySubsequences: false)
            guard !path.isEmpty, !path.hasPrefix("/"), !parts.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }) else {
                let field = fields.first { $0.key.text == "file" }
                return wrong("the entry's file '\(path)' is not a plain path inside the project; vmgen puts a body only into a file it generates there", at: field?.value.location ?? item.location)
            }
            guard !region.isEmpty, !region.contains(where: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }) else {
                return wrong("'\(region)' is not a region name", at: item.location)
            }
            guard isRegionText(text) else {
                return wrong("the text for region '\(region)' must be whole lines, each ending in a line break, without a '// vmgen:' marker line", at: item.location)
            }
            let entry = Entry(path: path, region: region, text: text, source: source)
            guard seen.insert(entry.key).inserted else { return wrong("region '\(region)' of \(path) appears twice", at: item.location) }
            entries.append(entry)
        }
        return .success(RegionHandOff(entries: entries))
    }
}
