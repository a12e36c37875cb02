/// The capitalised names a file's code mentions, read byte-level from its comment- and string-blanked bytes in
/// the same single read: the evidence that a cell is used somewhere other than its own files (a registration, a
/// cast, a property of its type, a subclass). Words in comments and strings do not count.
///
/// Kept as the sorted 64-bit hashes of the names (`ContentHash`), not the names: a file mentions hundreds of
/// framework types, and making a string of each would cost more than the rest of an Objective-C file's reading.
/// Whether a file mentions a cell is then a binary search for the hash of the cell's name.
enum MentionedNamesReader {
    static func hashes(in code: UnsafeBufferPointer<UInt8>) -> [UInt64] {
        var result: Set<UInt64> = []
        var index = 0
        let count = code.count
        while index < count {
            let byte = code[index]
            guard ByteCursor.isIdentifierByte(byte) else {
                index += 1
                continue
            }
            let start = index
            while index < count, ByteCursor.isIdentifierByte(code[index]) { index += 1 }
            if (0x41...0x5A).contains(byte), index - start > 1 {
                result.insert(
                    ContentHash.hash(UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: code[start..<index]))))
            }
        }
        return result.sorted()
    }

    /// The hash `hashes(in:)` records for `name`.
    static func hash(of name: String) -> UInt64 {
        ContentHash.hash(Array(name.utf8))
    }

    /// Whether `hashes` (sorted) holds `hash`.
    static func contains(_ hashes: [UInt64], _ hash: UInt64) -> Bool {
        var low = 0
        var high = hashes.count
        while low < high {
            let middle = (low + high) / 2
            if hashes[middle] < hash { low = middle + 1 } else { high = middle }
        }
        return low < hashes.count && hashes[low] == hash
    }
}
