/// Flow collections: `[a, b]` and `{ key: value }`, nested and spanning lines.
///
/// Like `BlockParser`, nesting is kept on an explicit stack rather than the machine stack;
/// `FlowSyntax` has the steps between nodes.
extension DocumentParser {
    /// A flow collection being read.
    private struct FlowFrame {
        var opener: FlowOpener
        var items: [YAMLNode] = []
        var entries = EntryList()
        /// In a mapping, the key whose value is being read.
        var pendingKey: YAMLScalar?
        var pendingKeyLocation: SourceLocation?
        /// The line a mapping key started on: keys must fit on one line.
        var keyLine = 0

        var node: YAMLNode {
            YAMLNode(opener.isSequence ? .sequence(items) : .mapping(entries.entries), location: opener.location)
        }
    }

    /// Parses the flow collection at the cursor, `depth` collections deep. Its lines must be
    /// indented more than `blockIndent` (the block collection around it), except a line
    /// starting with a closing bracket, which PyYAML accepts too.
    mutating func parseFlowCollection(blockIndent: Int, depth: Int) throws(ParseStop) -> YAMLNode {
        var stack: [FlowFrame] = []
        try open(&stack, depth: depth)
        while true {
            let top = stack.count - 1
            var finished: YAMLNode?
            if stack[top].pendingKey == nil {  // a sequence item or a mapping key comes next
                if try nextFlowItem(stack[top].opener, blockIndent: blockIndent) {
                    stack[top].keyLine = cursor.line
                } else {
                    finished = stack.removeLast().node
                }
            }
            if finished == nil {
                finished = try startFlowNode(stack[top].opener, blockIndent: blockIndent)
                if finished == nil {  // at `[` or `{`
                    try open(&stack, depth: depth + stack.count)
                    continue
                }
            }
            // Hand finished nodes to the innermost collection; close those that end here.
            while let node = finished {
                guard let top = stack.indices.last else { return node }
                finished = nil
                let opener = stack[top].opener
                var ended = false
                if opener.isSequence {
                    stack[top].items.append(node)
                    ended = try !afterFlowItem(node, opener, blockIndent: blockIndent)
                } else if let key = stack[top].pendingKey, let keyLocation = stack[top].pendingKeyLocation {
                    stack[top].pendingKey = nil
                    add(YAMLEntry(key: key, keyLocation: keyLocation, value: node), to: &stack[top].entries)
                    ended = try !afterFlowItem(node, opener, blockIndent: blockIndent)
                } else {
                    let (key, emptyValue) = try afterFlowKey(
                        node, line: stack[top].keyLine, opener, blockIndent: blockIndent)
                    if let emptyValue {
                        add(YAMLEntry(key: key, keyLocation: node.location, value: emptyValue), to: &stack[top].entries)
                        ended = try !afterFlowItem(emptyValue, opener, blockIndent: blockIndent)
                    } else {
                        stack[top].pendingKey = key
                        stack[top].pendingKeyLocation = node.location
                    }
                }
                if ended { finished = stack.removeLast().node }
            }
        }
    }

    /// Opens the collection whose `[` or `{` is at the cursor.
    private mutating func open(_ stack: inout [FlowFrame], depth: Int) throws(ParseStop) {
        let opener = FlowOpener(location: location(), isSequence: cursor.peek() == ASCII.openBracket)
        try checkDepth(depth, at: opener.location)
        cursor.pos += 1
        stack.append(FlowFrame(opener: opener))
    }
}
