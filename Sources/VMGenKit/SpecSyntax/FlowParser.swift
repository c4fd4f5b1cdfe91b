/// Flow collections: `[a, b]` and `{ key: value }`, nested and spanning lines.
///
/// As in `BlockParser`, the functions that recurse per nesting level stay thin; the work
/// between nested nodes lives in `FlowSyntax` helpers.
extension DocumentParser {
    /// Parses the flow collection at the cursor. Its lines must be indented more than
    /// `blockIndent` (the block collection around it), except a line starting with the
    /// closing bracket, which PyYAML accepts too.
    mutating func parseFlowCollection(blockIndent: Int, depth: Int) throws(ParseStop) -> YAMLNode {
        let opener = FlowOpener(location: location(), isSequence: cursor.peek() == ASCII.openBracket)
        try checkDepth(depth, at: opener.location)
        cursor.pos += 1
        if opener.isSequence {
            return try parseFlowSequence(opener, blockIndent: blockIndent, depth: depth)
        }
        return try parseFlowMapping(opener, blockIndent: blockIndent, depth: depth)
    }

    private mutating func parseFlowSequence(
        _ opener: FlowOpener, blockIndent: Int, depth: Int
    ) throws(ParseStop) -> YAMLNode {
        var items: [YAMLNode] = []
        while try nextFlowItem(opener, blockIndent: blockIndent) {
            let item = try parseFlowNode(opener, blockIndent: blockIndent, depth: depth)
            items.append(item)
            let more = try afterFlowItem(item, opener, blockIndent: blockIndent)
            if !more { break }
        }
        return YAMLNode(.sequence(items), location: opener.location)
    }

    private mutating func parseFlowMapping(
        _ opener: FlowOpener, blockIndent: Int, depth: Int
    ) throws(ParseStop) -> YAMLNode {
        var entries: [YAMLEntry] = []
        var keys = KeyTracker()
        while try nextFlowItem(opener, blockIndent: blockIndent) {
            let keyLine = cursor.line
            let keyNode = try parseFlowNode(opener, blockIndent: blockIndent, depth: depth)
            let (key, emptyValue) = try afterFlowKey(keyNode, line: keyLine, opener, blockIndent: blockIndent)
            let value: YAMLNode
            if let emptyValue {
                value = emptyValue
            } else {
                value = try parseFlowNode(opener, blockIndent: blockIndent, depth: depth)
            }
            add(YAMLEntry(key: key, keyLocation: keyNode.location, value: value), to: &entries, keys: &keys)
            let more = try afterFlowItem(value, opener, blockIndent: blockIndent)
            if !more { break }
        }
        return YAMLNode(.mapping(entries), location: opener.location)
    }

    /// One node inside a flow collection.
    private mutating func parseFlowNode(
        _ opener: FlowOpener, blockIndent: Int, depth: Int
    ) throws(ParseStop) -> YAMLNode {
        if let node = try startFlowNode(opener, blockIndent: blockIndent) { return node }
        return try parseFlowCollection(blockIndent: blockIndent, depth: depth + 1)
    }
}
