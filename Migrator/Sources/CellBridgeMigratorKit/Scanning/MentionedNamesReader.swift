/// The capitalised names a file's code mentions, read byte-level from its comment- and string-blanked bytes in
/// the same single read: the evidence that a cell is used somewhere other than its own files (a registration, a
/// cast, a property of its type, a subclass). Words in comments and strings do not count.
///
/// Kept as the sorted 64-bit hashes of the names (`ContentHash`), not the names: a file mentions hundreds of
/// framework types, and making a string of each would cost more than the rest of an Objective-C file's reading.
/// Whether a file mentions a cell is then a merge of two sorted lists.
enum MentionedNamesReader {
    static func hashes(in code: UnsafeBufferPointer<UInt8>) -> [UInt64] {
        var result: [UInt64] = []
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
            // Apple's reserved prefixes (`NSString`, `CGRect`, `CALayer`, `CFIndex`) are most capitalised words of
            // Objective-C and never an app's class.
            if (0x41...0x5A).contains(byte), index - start > 2, !Self.isReservedPrefix(code, at: start) {
                result.append(
                    ContentHash.hash(UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: code[start..<index]))))
            }
        }
        // Sorting then dropping repeats costs less than hashing each hash into a set.
        result.sort()
        var unique: [UInt64] = []
        unique.reserveCapacity(result.count / 2)
        for hash in result where hash != unique.last {
            unique.append(hash)
        }
        return unique
    }

    private static func isReservedPrefix(_ code: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
        let first = code[start]
        let second = code[start + 1]
        let third = code[start + 2]
        guard (0x41...0x5A).contains(third) else { return false }
        switch (first, second) {
        case (UInt8(ascii: "N"), UInt8(ascii: "S")), (UInt8(ascii: "C"), UInt8(ascii: "G")),
            (UInt8(ascii: "C"), UInt8(ascii: "A")), (UInt8(ascii: "C"), UInt8(ascii: "F")):
            return true
        default:
            return false
        }
    }

    /// The hash `hashes(in:)` records for `name`.
    static func hash(of name: String) -> UInt64 {
        ContentHash.hash(Array(name.utf8))
    }
}
