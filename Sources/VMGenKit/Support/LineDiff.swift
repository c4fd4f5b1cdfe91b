/// A unified diff of two texts by lines (Myers' O(ND) algorithm), for `--diff` and golden tests.
public enum LineDiff {
    enum Edit: Equatable {
        case same(String), removed(String), added(String)
    }

    /// `--- old` / `+++ new` / `@@ … @@` hunks with 3 lines of context; empty when equal.
    ///
    /// `printable`: for a terminal or a CI log (`--diff`). The lines are file contents, so
    /// they are shown like any user text (`VisibleText.lines`: hidden characters escaped,
    /// no line opening a CI command), and a line shown with escapes is followed by
    /// `VisibleText.diffNote`, so the escapes are not taken for the file's bytes.
    public static func unified(old: String, new: String, oldName: String = "expected", newName: String = "actual", context: Int = 3, printable: Bool = false) -> String {
        let a = lines(old)
        let b = lines(new)
        if a == b { return "" }
        let edits = diff(a, b)
        let names = printable ? (VisibleText.inline(oldName), VisibleText.inline(newName)) : (oldName, newName)
        var out = "--- \(names.0)\n+++ \(names.1)\n"
        func add(_ marker: String, _ line: String) {
            let raw = marker + line
            let shown = printable ? VisibleText.lines(raw) : raw
            out += shown + "\n"
            if shown != raw { out += VisibleText.diffNote + "\n" }
        }
        // Group edits into hunks separated by more than 2 * context unchanged lines.
        var index = 0
        var oldLine = 1
        var newLine = 1
        var positions: [(oldLine: Int, newLine: Int)] = []
        for edit in edits {
            positions.append((oldLine, newLine))
            switch edit {
            case .same: oldLine += 1; newLine += 1
            case .removed: oldLine += 1
            case .added: newLine += 1
            }
        }
        while index < edits.count {
            guard let change = edits[index...].firstIndex(where: { if case .same = $0 { return false } else { return true } }) else { break }
            let start = max(index, change - context)
            var end = change
            var quiet = 0
            var cursor = change
            while cursor < edits.count {
                if case .same = edits[cursor] {
                    quiet += 1
                    if quiet > 2 * context { break }
                } else {
                    quiet = 0
                    end = cursor
                }
                cursor += 1
            }
            let stop = min(edits.count, end + context + 1)
            let hunk = edits[start..<stop]
            let oldCount = hunk.filter { if case .added = $0 { return false } else { return true } }.count
            let newCount = hunk.filter { if case .removed = $0 { return false } else { return true } }.count
            let oldStart = oldCount == 0 ? positions[start].oldLine - 1 : positions[start].oldLine
            let newStart = newCount == 0 ? positions[start].newLine - 1 : positions[start].newLine
            out += "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n"
            for edit in hunk {
                switch edit {
                case .same(let line): add(" ", line)
                case .removed(let line): add("-", line)
                case .added(let line): add("+", line)
                }
            }
            index = stop
        }
        return out
    }

    static func lines(_ text: String) -> [String] {
        var result = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if result.last == "" { result.removeLast() }
        return result
    }

    /// Myers' shortest edit script.
    static func diff(_ a: [String], _ b: [String]) -> [Edit] {
        let n = a.count
        let m = b.count
        let max = n + m
        var v = [Int](repeating: 0, count: 2 * max + 2)
        var trace: [[Int]] = []
        outer: for d in 0...max {
            trace.append(v)
            for k in stride(from: -d, through: d, by: 2) {
                var x: Int
                if k == -d || (k != d && v[max + k - 1] < v[max + k + 1]) {
                    x = v[max + k + 1]
                } else {
                    x = v[max + k - 1] + 1
                }
                var y = x - k
                while x < n, y < m, a[x] == b[y] { x += 1; y += 1 }
                v[max + k] = x
                if x >= n, y >= m { break outer }
            }
        }
        // Backtrack through the saved frontiers.
        var edits: [Edit] = []
        var x = n
        var y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let frontier = trace[d]
            let k = x - y
            let previousK: Int
            if k == -d || (k != d && frontier[max + k - 1] < frontier[max + k + 1]) {
                previousK = k + 1
            } else {
                previousK = k - 1
            }
            let previousX = frontier[max + previousK]
            let previousY = previousX - previousK
            while x > previousX, y > previousY {
                edits.append(.same(a[x - 1])); x -= 1; y -= 1
            }
            if d > 0 {
                if x == previousX { edits.append(.added(b[y - 1])); y -= 1 } else { edits.append(.removed(a[x - 1])); x -= 1 }
            }
        }
        return edits.reversed()
    }
}
