/// Where a block node starts, which decides what it may be.
enum Placement {
    /// First thing on its line: anything, including a block mapping or sequence.
    case ownLine
    /// After `- ` on the same line: a compact mapping (`- key: v`) or sequence (`- - a`) is allowed.
    case compact
    /// After `key: ` (or `-` and a tab) on the same line: no block collection may start here.
    case inline
}

/// Block mappings and sequences, read with an explicit stack instead of recursion.
///
/// Recursing once per nesting level would need several KiB of machine stack per level (in
/// debug and release builds alike), too much for 200 levels on a 512 KiB thread. So the
/// open collections live in an array; each step asks `BlockNodeStart` helpers for the next
/// node, pushes a collection when one starts, and hands finished nodes to their parents.
extension DocumentParser {
    /// A block collection being read.
    private struct BlockFrame {
        var isMapping: Bool
        var indent: Int
        var location: SourceLocation
        /// A sequence that is a mapping value at its key's indentation (`key:\n- a`).
        var indentless = false
        /// Column of the current child when it started on its own line or after `- `, to
        /// tell "indented too deep" from "dedented to no level" in errors.
        var childColumn: Int?
        var items: [YAMLNode] = []
        var mapping: MappingInProgress

        var node: YAMLNode {
            YAMLNode(isMapping ? .mapping(mapping.entries.entries) : .sequence(items), location: location)
        }
    }

    /// What to read next for the innermost open collection (or the top level).
    private enum BlockRequest {
        /// A node at the cursor, inside a collection indented `parentIndent`.
        case node(parentIndent: Int, placement: Placement, indentlessAllowed: Bool)
        /// A node on the lines below a key or `-` (the cursor is on the next content line),
        /// or an empty node at `emptyLocation`.
        case below(parentIndent: Int, emptyLocation: SourceLocation, indentlessAllowed: Bool)
    }

    /// Parses the block node at the cursor, inside a block collection indented `parentIndent`
    /// (-1 for the top level).
    mutating func parseBlockNode(parentIndent: Int, placement: Placement) throws(ParseStop) -> YAMLNode {
        var stack: [BlockFrame] = []
        var request = BlockRequest.node(parentIndent: parentIndent, placement: placement, indentlessAllowed: false)
        while true {
            var finished: YAMLNode
            switch request {
            case .node(let parent, let placement, let indentlessAllowed):
                switch try startBlockNode(parentIndent: parent, placement: placement, depth: stack.count) {
                case .node(let node):
                    finished = node
                case .sequence(let indent):
                    request = try openSequence(&stack, indent: indent, indentless: false)
                    continue
                case .mapping(let indent, let key, let keyLocation):
                    try checkDepth(stack.count + 1, at: keyLocation)
                    stack.append(BlockFrame(
                        isMapping: true, indent: indent, location: keyLocation,
                        mapping: MappingInProgress(key: key, keyLocation: keyLocation)))
                    request = try valueRequest(indent: indent)
                    continue
                case .below(let emptyLocation):
                    request = .below(
                        parentIndent: parent, emptyLocation: emptyLocation, indentlessAllowed: indentlessAllowed)
                    continue
                }
            case .below(let parent, let emptyLocation, let indentlessAllowed):
                switch followingNode(parentIndent: parent, indentlessAllowed: indentlessAllowed) {
                case .deeper(let column):
                    if !stack.isEmpty { stack[stack.count - 1].childColumn = column }
                    request = .node(parentIndent: parent, placement: .ownLine, indentlessAllowed: false)
                    continue
                case .indentlessSequence:
                    request = try openSequence(&stack, indent: parent, indentless: true)
                    continue
                case .none:
                    finished = YAMLNode(.scalar(.empty), location: emptyLocation)
                }
            }
            // Hand the finished node to the innermost collection; close those that end here.
            while true {
                guard let top = stack.indices.last else { return finished }
                let indent = stack[top].indent
                let childColumn = stack[top].childColumn
                if stack[top].isMapping {
                    let more = try finishEntry(
                        of: &stack[top].mapping, value: finished, childColumn: childColumn, indent: indent,
                        depth: stack.count)
                    if more {
                        stack[top].childColumn = nil
                        request = try valueRequest(indent: indent)
                        break
                    }
                } else {
                    stack[top].items.append(finished)
                    let more = try continuesSequence(
                        indent: indent, indentless: stack[top].indentless, childColumn: childColumn)
                    if more {
                        request = try itemRequest(&stack[top])
                        break
                    }
                }
                finished = stack.removeLast().node
            }
        }
    }

    /// Opens a sequence whose first `-` is at the cursor and returns the request for its item.
    private mutating func openSequence(
        _ stack: inout [BlockFrame], indent: Int, indentless: Bool
    ) throws(ParseStop) -> BlockRequest {
        let start = location()
        try checkDepth(stack.count + 1, at: start)
        stack.append(BlockFrame(
            isMapping: false, indent: indent, location: start, indentless: indentless,
            mapping: MappingInProgress(key: .empty, keyLocation: start)))
        return try itemRequest(&stack[stack.count - 1])
    }

    /// The request for a sequence item; the cursor is on its `-`.
    private mutating func itemRequest(_ frame: inout BlockFrame) throws(ParseStop) -> BlockRequest {
        switch startSequenceItem() {
        case .below(let emptyLocation):
            frame.childColumn = nil
            try skipToNextContent()
            return .below(parentIndent: frame.indent, emptyLocation: emptyLocation, indentlessAllowed: false)
        case .sameLine(let column, let placement):
            frame.childColumn = column
            return .node(parentIndent: frame.indent, placement: placement, indentlessAllowed: false)
        }
    }

    /// The request for a mapping value; the cursor is on its key's `:`.
    private mutating func valueRequest(indent: Int) throws(ParseStop) -> BlockRequest {
        if let emptyLocation = try startMappingValue() {
            return .below(parentIndent: indent, emptyLocation: emptyLocation, indentlessAllowed: true)
        }
        return .node(parentIndent: indent, placement: .inline, indentlessAllowed: true)
    }
}
