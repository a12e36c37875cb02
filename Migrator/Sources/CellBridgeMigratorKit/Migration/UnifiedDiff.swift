/// `diff -u`-style text for one file edit, so a dry run shows exactly what `--apply` would write and the
/// output can be saved and applied with `git apply` or `patch -p1`.
///
/// The line diff is Myers' O(ND) algorithm (the one `git diff` uses by default), with three lines of
/// context and hunks merged when their context overlaps.
enum UnifiedDiff {
    private enum Operation: Equatable {
        case keep(Int, Int)
        case delete(Int)
        case insert(Int)
    }

    /// The diff of `edit`, paths prefixed `a/` and `b/` (`/dev/null` for a created or deleted file).
    static func render(_ edit: FileEdit, context: Int = 3) -> String {
        let old = lines(edit.before)
        let new = lines(edit.after)
        var text = "--- " + (edit.before == nil ? "/dev/null" : "a/" + edit.path) + "\n"
        text += "+++ " + (edit.after == nil ? "/dev/null" : "b/" + edit.path) + "\n"
        let operations = diff(old, new)
        var index = 0
        while index < operations.count {
            guard let change = operations[index...].firstIndex(where: { !isKeep($0) }) else { break }
            let start = max(index, change - context)
            var end = change
            var lastChange = change
            while end < operations.count {
                if !isKeep(operations[end]) {
                    lastChange = end
                } else if end - lastChange > 2 * context {
                    break
                }
                end += 1
            }
            end = min(operations.count, lastChange + context + 1)
            text += hunk(
                operations[start..<end], all: operations, old: old, new: new,
                oldEndsWithNewline: edit.before?.hasSuffix("\n") ?? true,
                newEndsWithNewline: edit.after?.hasSuffix("\n") ?? true)
            index = end
        }
        return text
    }

    private static func isKeep(_ operation: Operation) -> Bool {
        if case .keep = operation { return true }
        return false
    }

    private static func hunk(
        _ operations: ArraySlice<Operation>, all: [Operation], old: [Substring], new: [Substring],
        oldEndsWithNewline: Bool,
        newEndsWithNewline: Bool
    ) -> String {
        var oldStart = 0
        var newStart = 0
        switch operations.first {
        case .keep(let o, let n)?: (oldStart, newStart) = (o, n)
        case .delete(let o)?: (oldStart, newStart) = (o, newPosition(before: operations.startIndex, in: all))
        case .insert(let n)?: (oldStart, newStart) = (oldPosition(before: operations.startIndex, in: all), n)
        case nil: break
        }
        var oldCount = 0
        var newCount = 0
        var body = ""
        for operation in operations {
            switch operation {
            case .keep(let o, _):
                oldCount += 1
                newCount += 1
                body += " " + old[o] + "\n"
                if o == old.count - 1, !oldEndsWithNewline { body += noNewline }
            case .delete(let o):
                oldCount += 1
                body += "-" + old[o] + "\n"
                if o == old.count - 1, !oldEndsWithNewline { body += noNewline }
            case .insert(let n):
                newCount += 1
                body += "+" + new[n] + "\n"
                if n == new.count - 1, !newEndsWithNewline { body += noNewline }
            }
        }
        // An empty side names the line before it (0 for an empty file), as diff -u writes it.
        let oldLine = oldCount == 0 ? oldStart : oldStart + 1
        let newLine = newCount == 0 ? newStart : newStart + 1
        return "@@ -\(oldLine),\(oldCount) +\(newLine),\(newCount) @@\n" + body
    }

    private static let noNewline = "\\ No newline at end of file\n"

    /// The new-side line index a deletion at `index` sits at: one past the last new line before it.
    private static func newPosition(before index: Int, in operations: [Operation]) -> Int {
        for operation in operations[..<index].reversed() {
            switch operation {
            case .keep(_, let n), .insert(let n): return n + 1
            case .delete: continue
            }
        }
        return 0
    }

    private static func oldPosition(before index: Int, in operations: [Operation]) -> Int {
        for operation in operations[..<index].reversed() {
            switch operation {
            case .keep(let o, _), .delete(let o): return o + 1
            case .insert: continue
            }
        }
        return 0
    }

    private static func lines(_ text: String?) -> [Substring] {
        guard let text, !text.isEmpty else { return [] }
        var result = text.split(separator: "\n", omittingEmptySubsequences: false)
        if text.hasSuffix("\n") {
            result.removeLast()
        }
        return result
    }

    /// Myers' shortest edit script between `old` and `new`.
    private static func diff(_ old: [Substring], _ new: [Substring]) -> [Operation] {
        let n = old.count
        let m = new.count
        let maximum = n + m
        guard maximum > 0 else { return [] }
        let offset = maximum
        var frontier = [Int](repeating: 0, count: 2 * maximum + 2)
        var trace: [[Int]] = []
        search: for depth in 0...maximum {
            trace.append(frontier)
            for diagonal in stride(from: -depth, through: depth, by: 2) {
                var x: Int
                if diagonal == -depth
                    || (diagonal != depth && frontier[offset + diagonal - 1] < frontier[offset + diagonal + 1])
                {
                    x = frontier[offset + diagonal + 1]
                } else {
                    x = frontier[offset + diagonal - 1] + 1
                }
                var y = x - diagonal
                while x < n, y < m, old[x] == new[y] {
                    x += 1
                    y += 1
                }
                frontier[offset + diagonal] = x
                if x >= n, y >= m {
                    trace.append(frontier)
                    break search
                }
            }
        }
        // Walk the trace back from the end to recover the script.
        var operations: [Operation] = []
        var x = n
        var y = m
        for depth in stride(from: trace.count - 2, through: 0, by: -1) {
            let previous = trace[depth]
            let diagonal = x - y
            let previousDiagonal: Int
            if diagonal == -depth
                || (diagonal != depth && previous[offset + diagonal - 1] < previous[offset + diagonal + 1])
            {
                previousDiagonal = diagonal + 1
            } else {
                previousDiagonal = diagonal - 1
            }
            let previousX = previous[offset + previousDiagonal]
            let previousY = previousX - previousDiagonal
            while x > previousX, y > previousY {
                x -= 1
                y -= 1
                operations.append(.keep(x, y))
            }
            if depth > 0 {
                if x == previousX {
                    y -= 1
                    operations.append(.insert(y))
                } else {
                    x -= 1
                    operations.append(.delete(x))
                }
            }
        }
        while x > 0, y > 0 {
            x -= 1
            y -= 1
            operations.append(.keep(x, y))
        }
        return operations.reversed()
    }
}
