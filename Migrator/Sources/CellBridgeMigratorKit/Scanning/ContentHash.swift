/// A fast 64-bit hash of file contents: what the analysis cache keys files by and what identifies a
/// finding in a baseline. Eight bytes per step, each mixed by a multiply and a rotate, then a final
/// avalanche (the splitmix64 finalizer), so a one-byte edit anywhere changes about half the bits.
/// Not cryptographic: it tells versions of a file apart, it does not resist someone forging them.
enum ContentHash {
    private static let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
    private static let second: UInt64 = 0xC2B2_AE3D_27D4_EB4F

    static func hash(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        var state: UInt64 = 0x2545_F491_4F6C_DD1D ^ (UInt64(bytes.count) &* multiplier)
        var offset = 0
        let count = bytes.count
        while offset + 8 <= count {
            let word = bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            state = mix(state, word)
            offset += 8
        }
        if offset < count {
            var tail: UInt64 = 0
            var shift: UInt64 = 0
            while offset < count {
                tail |= UInt64(bytes[offset]) << shift
                shift += 8
                offset += 1
            }
            state = mix(state, tail ^ 0x80)
        }
        return avalanche(state)
    }

    static func hash(_ bytes: [UInt8]) -> UInt64 {
        bytes.withUnsafeBytes { hash($0) }
    }

    static func hash(_ text: String) -> UInt64 {
        hash(Array(text.utf8))
    }

    /// Sixteen lower-case hex digits.
    static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    private static func mix(_ state: UInt64, _ word: UInt64) -> UInt64 {
        let keyed = (word &* second)
        let rotated = (keyed << 31) | (keyed >> 33)
        let combined = (state ^ (rotated &* multiplier))
        return ((combined << 27) | (combined >> 37)) &* 5 &+ 0x52DC_E729
    }

    private static func avalanche(_ value: UInt64) -> UInt64 {
        var x = value
        x = (x ^ (x >> 30)) &* 0xBF58_476D_1CE4_E5B9
        x = (x ^ (x >> 27)) &* 0x94D0_49BB_1331_11EB
        return x ^ (x >> 31)
    }
}
