import Foundation
#if canImport(FoundationXML)
import FoundationXML  // XMLParser on Linux (the toolchain's own); in Foundation on Apple platforms
#endif

/// An XML document as a real parser reads it (libxml2 through `XMLParser`, as CI servers'
/// parsers would): its elements in document order with their attributes and text, its
/// comments, or the parser's error when it is not well-formed. For tests only: vmgen writes
/// its XML reports without an XML library.
final class XMLOutline: NSObject, XMLParserDelegate {
    struct Element: Equatable {
        var name: String
        var attributes: [String: String]
        /// The character data directly inside, entities resolved.
        var text = ""
        /// How many elements enclose it (the root is at 0).
        var depth: Int
    }

    private(set) var elements: [Element] = []
    private(set) var comments: [String] = []
    /// Why the parser stopped, when the document is not well-formed.
    private(set) var error: String?
    private var open: [Int] = []

    init(_ text: String) {
        super.init()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = self
        if !parser.parse(), error == nil {
            error = parser.parserError.map { "\($0)" } ?? "not well-formed"
        }
    }

    var isWellFormed: Bool { error == nil }

    func elements(named name: String) -> [Element] {
        elements.filter { $0.name == name }
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        open.append(elements.count)
        elements.append(Element(name: elementName, attributes: attributes, depth: open.count - 1))
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if let index = open.last { elements[index].text += string }
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        open.removeLast()
    }

    func parser(_ parser: XMLParser, foundComment comment: String) {
        comments.append(comment)
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        if error == nil { error = "line \(parser.lineNumber), column \(parser.columnNumber): \(parseError)" }
    }
}
