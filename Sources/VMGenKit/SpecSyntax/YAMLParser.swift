/// vmgen's YAML reader: a strict subset of YAML 1.2 for spec files.
///
/// Supported: block mappings and sequences, plain / quoted / block scalars, flow collections,
/// comments and one optional leading `---`. Everything else YAML has (anchors, aliases, tags,
/// directives, multiple documents, complex and merge keys) is rejected with an error at its
/// location rather than half-supported. Whatever is accepted means what YAML says it means.
public enum YAMLParser {
    /// How deeply collections may nest before parsing stops with an error.
    public static let maximumDepth = DocumentParser.maximumDepth

    public static func parse(_ bytes: [UInt8], file: String) -> YAMLParseResult {
        let hasBOM = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
        let first = hasBOM ? 3 : 0  // line 1 starts after the BOM, so columns match editors
        if let problem = InputCheck.firstProblem(in: bytes, from: first) {
            return failure(problem.message, at: rawLocation(problem.offset, in: bytes, from: first, file: file))
        }
        switch DocumentBounds.find(in: bytes, from: first) {
        case .failure(let message, let mark):
            var locations = LocationTable(bytes: bytes, file: file)
            return failure(message, at: locations.location(at: mark))
        case .bounds(let bounds):
            var parser = DocumentParser(bytes: bytes, file: file, bounds: bounds)
            let root: YAMLNode?
            do {
                root = try parser.parseDocument()
            } catch {
                return YAMLParseResult(root: nil, diagnostics: parser.diagnostics.diagnostics)
            }
            if let marker = bounds.marker {
                let mark = CursorMark(pos: marker.offset, line: marker.line, lineStart: marker.offset)
                parser.report(
                    marker.isDocumentEnd
                        ? "document end markers ('...') are not supported; a vmgen spec is a single YAML document"
                        : "a second document ('---') is not supported; a vmgen spec is a single YAML document",
                    at: parser.location(at: mark))
            }
            return YAMLParseResult(root: root, diagnostics: parser.diagnostics.diagnostics)
        }
    }

    public static func parse(_ text: String, file: String) -> YAMLParseResult {
        parse(Array(text.utf8), file: file)
    }

    private static func failure(_ message: String, at location: SourceLocation) -> YAMLParseResult {
        YAMLParseResult(root: nil, diagnostics: [.error(message, at: location, code: DocumentParser.code)])
    }

    /// The location of a byte in input that failed validation (used once, so a plain scan).
    private static func rawLocation(_ offset: Int, in bytes: [UInt8], from first: Int, file: String) -> SourceLocation {
        var line = 1
        var lineStart = first
        for index in first..<offset where bytes[index] == ASCII.lineFeed {
            line += 1
            lineStart = index + 1
        }
        let column = SourceLocation.characterColumn(lineStart: lineStart, offset: offset, in: bytes)
        return SourceLocation(file: file, line: line, column: column, offset: offset)
    }
}
