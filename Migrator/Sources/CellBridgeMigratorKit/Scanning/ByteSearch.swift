#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// Byte-level searches over raw file contents, used before (and instead of) any parse.
enum ByteSearch {
    /// Whether `needle` occurs in `haystack`.
    static func contains(_ haystack: UnsafeBufferPointer<UInt8>, _ needle: [UInt8]) -> Bool {
        firstOffset(of: needle, in: haystack, from: 0) != nil
    }

    /// Offset of the first occurrence at or after `start`: `memchr` (vectorised in libc) finds candidates for the
    /// needle's anchor byte, `memcmp` checks the whole needle. The anchor is its first byte that is not a lower-case
    /// letter (`C` in `registerClass:`), since lower-case letters are most of source code and each false candidate
    /// costs a `memcmp`. `memmem` would do, but is not portable.
    static func firstOffset(of needle: [UInt8], in haystack: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard let base = haystack.baseAddress, !needle.isEmpty, haystack.count >= needle.count else {
            return nil
        }
        let anchor = needle.firstIndex { !(0x61...0x7A).contains($0) } ?? 0
        let anchorByte = Int32(needle[anchor])
        let lastAnchor = haystack.count - needle.count + anchor
        var position = start + anchor
        return needle.withUnsafeBufferPointer { pattern -> Int? in
            guard let patternBase = pattern.baseAddress else { return nil }
            while position <= lastAnchor {
                guard let hit = memchr(base + position, anchorByte, lastAnchor - position + 1) else { return nil }
                let hitOffset = UnsafeRawPointer(hit) - UnsafeRawPointer(base)
                let candidate = hitOffset - anchor
                if memcmp(base + candidate, patternBase, pattern.count) == 0 {
                    return candidate
                }
                position = hitOffset + 1
            }
            return nil
        }
    }

    /// Offsets just past every occurrence of `needle`.
    static func offsets(after needle: [UInt8], in haystack: UnsafeBufferPointer<UInt8>) -> [Int] {
        var result: [Int] = []
        var start = 0
        while let offset = firstOffset(of: needle, in: haystack, from: start) {
            result.append(offset + needle.count)
            start = offset + needle.count
        }
        return result
    }

    /// Whether the bytes contain a NUL: text source never does, binary files almost always do.
    static func containsNul(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return false }
        return memchr(base, 0, bytes.count) != nil
    }

    /// Whether the bytes are well-formed UTF-8 (ASCII fast path, then full decoding rules).
    static func isValidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte < 0x80 {
                index += 1
                continue
            }
            let length: Int
            if byte & 0xE0 == 0xC0, byte >= 0xC2 {
                length = 2
            } else if byte & 0xF0 == 0xE0 {
                length = 3
            } else if byte & 0xF8 == 0xF0, byte <= 0xF4 {
                length = 4
            } else {
                return false
            }
            guard index + length <= count else { return false }
            for offset in 1..<length where bytes[index + offset] & 0xC0 != 0x80 {
                return false
            }
            index += length
        }
        return true
    }

    /// The first run of decimal digits at or after `offset`, skipping up to `limit` other bytes.
    static func integer(in bytes: UnsafeBufferPointer<UInt8>, from offset: Int, skippingAtMost limit: Int = 8) -> Int? {
        var index = offset
        var skipped = 0
        while index < bytes.count, !(0x30...0x39).contains(bytes[index]) {
            skipped += 1
            index += 1
            if skipped > limit { return nil }
        }
        var value = 0
        var digits = 0
        while index < bytes.count, (0x30...0x39).contains(bytes[index]), digits < 4 {
            value = value * 10 + Int(bytes[index] - 0x30)
            digits += 1
            index += 1
        }
        return digits > 0 ? value : nil
    }
}
