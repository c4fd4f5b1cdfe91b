/// Where a block node starts, which decides what it may be.
enum Placement {
    /// First thing on its line: anything, including a block mapping or sequence.
    case ownLine
    /// After `- ` on the same line: a compact mapping (`- key: v`) or sequence (`- - a`) is allowed.
    case compact
    /// After `key: ` (or `-` and a tab) on the same line: no block collection may start here.
    case inline
}

/// Block mappings and sequences: the recursive part of block parsing.
///
/// These functions recurse once per nesting level, so they stay thin: everything else is
/// done in helpers (`BlockNodeStart`) that return before the recursive call. Debug builds
/// give every temporary its own stack slot, and 200 levels must fit a 512 KiB thread stack.
extension DocumentParser {
    /// Parses the block node at the cursor, inside a block collection indented `parentIndent`
    /// (-1 for the top level) and nested `depth` collections deep.
    mutating func parseBlockNode(
        parentIndent: Int, placement: Placement, depth: Int, indentlessAllowed: Bool = false
    ) throws(ParseStop) -> YAMLNode {
        switch try startBlockNode(parentIndent: parentIndent, placement: placement, depth: depth) {
        case .node(let node):
            return node
        case .sequence(let indent):
            return try parseBlockSequence(indent: indent, depth: depth + 1, indentless: false)
        case .mapping(let indent, let key, let keyLocation):
            return try parseBlockMapping(indent: indent, firstKey: key, keyLocation: keyLocation, depth: depth + 1)
        case .below(let emptyLocation):
            return try nodeOnFollowingLines(
                parentIndent: parentIndent, emptyLocation: emptyLocation,
                indentlessAllowed: indentlessAllowed, depth: depth
            ).node
        }
    }

    /// A block mapping whose first key has been read; the cursor is on that key's `:`.
    mutating func parseBlockMapping(
        indent: Int, firstKey: YAMLScalar, keyLocation: SourceLocation, depth: Int
    ) throws(ParseStop) -> YAMLNode {
        try checkDepth(depth, at: keyLocation)
        var mapping = MappingInProgress(key: firstKey, keyLocation: keyLocation)
        while true {
            let (value, childColumn) = try parseMappingValue(indent: indent, depth: depth)
            let more = try finishEntry(of: &mapping, value: value, childColumn: childColumn, indent: indent, depth: depth)
            if !more { break }
        }
        return YAMLNode(.mapping(mapping.entries), location: keyLocation)
    }

    /// The value after a key's `:`: on the same line, on the lines below, or empty. Also
    /// returns the column of a value that started on a later line, to word dedent errors.
    private mutating func parseMappingValue(indent: Int, depth: Int) throws(ParseStop) -> (YAMLNode, Int?) {
        if let emptyLocation = try startMappingValue() {
            return try nodeOnFollowingLines(
                parentIndent: indent, emptyLocation: emptyLocation, indentlessAllowed: true, depth: depth)
        }
        let node = try parseBlockNode(parentIndent: indent, placement: .inline, depth: depth, indentlessAllowed: true)
        return (node, nil)
    }

    /// A node that starts on a later line than its key or `-`: deeper than the parent, or (for
    /// a mapping value) a `- ` sequence at the key's own indentation, or else empty.
    mutating func nodeOnFollowingLines(
        parentIndent: Int, emptyLocation: SourceLocation, indentlessAllowed: Bool, depth: Int
    ) throws(ParseStop) -> (node: YAMLNode, column: Int?) {
        switch followingNode(parentIndent: parentIndent, indentlessAllowed: indentlessAllowed) {
        case .deeper(let column):
            return (try parseBlockNode(parentIndent: parentIndent, placement: .ownLine, depth: depth), column)
        case .indentlessSequence:
            return (try parseBlockSequence(indent: parentIndent, depth: depth + 1, indentless: true), nil)
        case .none:
            return (YAMLNode(.scalar(.empty), location: emptyLocation), nil)
        }
    }

    /// A block sequence; the cursor is on its first `-`. An `indentless` sequence is a mapping
    /// value at its key's indentation, so a non-`-` line there returns to the mapping.
    mutating func parseBlockSequence(indent: Int, depth: Int, indentless: Bool) throws(ParseStop) -> YAMLNode {
        let sequenceLocation = location()
        try checkDepth(depth, at: sequenceLocation)
        var items: [YAMLNode] = []
        while true {
            let item: (node: YAMLNode, column: Int?)
            switch startSequenceItem() {
            case .below(let emptyLocation):
                try skipToNextContent()
                item = try nodeOnFollowingLines(
                    parentIndent: indent, emptyLocation: emptyLocation, indentlessAllowed: false, depth: depth)
            case .sameLine(let column, let placement):
                item = (try parseBlockNode(parentIndent: indent, placement: placement, depth: depth), column)
            }
            items.append(item.node)
            let more = try continuesSequence(indent: indent, indentless: indentless, childColumn: item.column)
            if !more { break }
        }
        return YAMLNode(.sequence(items), location: sequenceLocation)
    }
}
