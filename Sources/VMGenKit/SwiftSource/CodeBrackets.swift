/// The closer of every `(`, `[` and `{` in a run of code tokens, found in one pass.
///
/// The rules that read a view's body ask "where does this bracket close?" for every call and
/// modifier they meet; scanning forward for each one made a body of nested calls quadratic.
/// Each kind is paired on its own stack, so the answer is the one a forward scan counting that
/// kind's depth gives (`SwiftSourceFile.closing`), for balanced and unbalanced code alike.
struct CodeBrackets {
    /// `closer[i]` is the position closing the opener at `i`, or -1.
    private let closer: [Int]

    /// `code`: a view's code tokens, or a whole file's (`SwiftSourceFile.codeTokens`), indexed
    /// from 0.
    init<Code: RandomAccessCollection>(_ code: Code) where Code.Element == SwiftToken, Code.Index == Int {
        precondition(code.startIndex == 0, "positions are counted from 0")
        var closer = [Int](repeating: -1, count: code.endIndex)
        var open: [[Int]] = [[], [], []]  // by shape: ( [ {
        for index in code.indices where code[index].kind == .punctuation {
            switch code[index].text {
            case "(": open[0].append(index)
            case "[": open[1].append(index)
            case "{": open[2].append(index)
            case ")": if let opener = open[0].popLast() { closer[opener] = index }
            case "]": if let opener = open[1].popLast() { closer[opener] = index }
            case "}": if let opener = open[2].popLast() { closer[opener] = index }
            default: break
            }
        }
        self.closer = closer
    }

    /// The position of the bracket closing the one at `open`; nil when `open` is no opener or
    /// is never closed.
    func closing(_ open: Int) -> Int? {
        let position = closer[open]
        return position < 0 ? nil : position
    }
}
