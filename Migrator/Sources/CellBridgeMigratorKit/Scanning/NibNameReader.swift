/// The nib names a file loads or registers by string (`loadNibNamed:@"CellView" owner:self options:nil`,
/// `UINib(nibName: "CellView", bundle: nil)`, `[UINib nibWithNibName:@"CellView" bundle:nil]`), read byte-level: a
/// XIB cell without a class is used through its file's name only.
enum NibNameReader {
    private static let markers = [
        "loadNibNamed:@\"", "nibWithNibName:@\"", "loadNibNamed(\"", "nibName: \"", "nibName:\"",
    ].map { Array($0.utf8) }

    static func names(in bytes: UnsafeBufferPointer<UInt8>) -> Set<String> {
        var result: Set<String> = []
        // Every marker says `ibName` or `NibNamed`: one search tells most files have none.
        guard ByteSearch.contains(bytes, Array("ibName".utf8)) || ByteSearch.contains(bytes, Array("NibNamed".utf8))
        else { return result }
        for marker in markers {
            for start in ByteSearch.offsets(after: marker, in: bytes) {
                var end = start
                while end < bytes.count, end - start < 200, bytes[end] != UInt8(ascii: "\""), bytes[end] != 0x0A {
                    end += 1
                }
                guard end < bytes.count, bytes[end] == UInt8(ascii: "\""), end > start else { continue }
                result.insert(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
            }
        }
        return result
    }
}
