/// The capitalised names a file's code mentions, read byte-level from its comment- and string-blanked bytes in
/// the same single read: the evidence that a cell is used somewhere other than its own files (a registration, a
/// cast, a property of its type, a subclass). Words in comments and strings do not count.
enum MentionedNamesReader {
    static func names(in code: UnsafeBufferPointer<UInt8>) -> Set<String> {
        var result: Set<String> = []
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
                result.insert(String(decoding: UnsafeBufferPointer(rebasing: code[start..<index]), as: UTF8.self))
            }
        }
        return result
    }
}
