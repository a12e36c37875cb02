#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// Maps UTF-8 offsets to 1-based lines and columns. Built from the raw bytes with `memchr`, which is much
/// cheaper than SwiftSyntax's `SourceLocationConverter` (it walks the whole tree) and is all a
/// finding's `file:line:column` needs.
struct LineTable {
    private var lineStarts: [Int] = [0]

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress else { return }
        var offset = 0
        while offset < bytes.count, let hit = memchr(base + offset, 0x0A, bytes.count - offset) {
            let newline = UnsafeRawPointer(hit) - UnsafeRawPointer(base)
            lineStarts.append(newline + 1)
            offset = newline + 1
        }
    }

    /// The line and column of the byte at `offset`; the column counts UTF-8 bytes from 1, as the compiler's
    /// diagnostics do, so Xcode puts the marker where the compiler would.
    func position(atOffset offset: Int) -> SourcePosition {
        let line = line(atOffset: offset)
        return SourcePosition(line: line, column: offset - lineStarts[line - 1] + 1)
    }

    /// The line containing the byte at `offset`.
    func line(atOffset offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset {
                low = middle
            } else {
                high = middle - 1
            }
        }
        return low + 1
    }
}
