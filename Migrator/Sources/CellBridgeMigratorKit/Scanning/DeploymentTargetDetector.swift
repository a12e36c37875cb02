/// Reads the minimum iOS version from the files that declare it, byte-level (no parse needed), keeping the minor
/// version (15.1, not 15): `.iOS(.v14)` / `.iOS("14.0")` in Package.swift, `IPHONEOS_DEPLOYMENT_TARGET = 14.0` in a
/// `.pbxproj` or `.xcconfig`, XcodeGen's `deploymentTarget:` (`iOS: "15.1"` under `options:`, or a target's own
/// value) in its `project.yml`, Tuist's `.iOS("15.1")` / `.iOS(targetVersion: "15.1", …)` in its `Project.swift`
/// where it is a literal.
enum DeploymentTargetDetector {
    enum Format {
        case packageManifest
        case buildSettings
        case xcodeGen
        case tuist
    }

    private static let packageMarkers: [[UInt8]] = [".iOS(.v", ".iOS(\""].map { Array($0.utf8) }
    private static let buildSettingMarker = Array("IPHONEOS_DEPLOYMENT_TARGET".utf8)
    private static let tuistMarkers: [[UInt8]] = [".iOS(\"", ".iOS(targetVersion:"].map { Array($0.utf8) }
    private static let xcodeGenMarker = Array("deploymentTarget:".utf8)

    /// The lowest iOS version the file declares, or `nil`.
    static func version(in bytes: UnsafeBufferPointer<UInt8>, format: Format) -> (major: Int, minor: Int)? {
        var versions: [(major: Int, minor: Int)] = []
        // Where the version starts after each marker: right after it, or after a few blanks, `=` or `:`.
        let markers: [(marker: [UInt8], skipping: Int)]
        switch format {
        case .packageManifest: markers = packageMarkers.map { ($0, 0) }
        case .buildSettings: markers = [(buildSettingMarker, 4)]
        case .tuist: markers = tuistMarkers.map { ($0, 3) }
        case .xcodeGen: markers = []
        }
        for (marker, skipping) in markers {
            for offset in ByteSearch.offsets(after: marker, in: bytes) {
                if let version = self.version(in: bytes, from: offset, skippingAtMost: skipping) {
                    versions.append(version)
                }
            }
        }
        if format == .xcodeGen {
            versions = xcodeGenVersions(in: bytes)
        }
        return versions.min { ($0.major, $0.minor) < ($1.major, $1.minor) }
    }

    /// XcodeGen: `deploymentTarget: "15.1"` on a target (unless its `platform:` is not iOS), or a map under it with
    /// an `iOS:` key (`options: deploymentTarget: iOS: "15.1"`).
    private static func xcodeGenVersions(in bytes: UnsafeBufferPointer<UInt8>) -> [(major: Int, minor: Int)] {
        var result: [(major: Int, minor: Int)] = []
        for offset in ByteSearch.offsets(after: xcodeGenMarker, in: bytes) {
            var lineEnd = offset
            while lineEnd < bytes.count, bytes[lineEnd] != 0x0A { lineEnd += 1 }
            let rest = String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<lineEnd]), as: UTF8.self)
            if rest.contains(where: \.isNumber) {
                guard !declaresOtherPlatform(bytes, before: offset) else { continue }
                if let version = version(in: bytes, from: offset, skippingAtMost: 4) { result.append(version) }
                continue
            }
            // The nested map: the next few more-indented lines, looking for `iOS:`.
            let iOSKey = Array("iOS:".utf8)
            let limit = min(bytes.count, lineEnd + 400)
            let block = UnsafeBufferPointer(rebasing: bytes[lineEnd..<limit])
            if let found = ByteSearch.firstOffset(of: iOSKey, in: block, from: 0),
                let version = version(in: bytes, from: lineEnd + found + iOSKey.count, skippingAtMost: 4)
            {
                result.append(version)
            }
        }
        return result
    }

    /// Whether the nearest `platform:` before `offset` (within the target, a few hundred bytes) is not iOS.
    private static func declaresOtherPlatform(_ bytes: UnsafeBufferPointer<UInt8>, before offset: Int) -> Bool {
        let start = max(0, offset - 600)
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
        guard let range = text.range(of: "platform:", options: .backwards) else { return false }
        let value = text[range.upperBound...].prefix { $0 != "\n" }.trimmingCharacters(in: .whitespaces)
        return !value.isEmpty && !value.hasPrefix("iOS") && !value.hasPrefix("\"iOS") && !value.hasPrefix("[")
    }

    /// `15.1` (or `15`, `15_4` as Swift package versions write it) starting within `limit` bytes of `offset`.
    private static func version(
        in bytes: UnsafeBufferPointer<UInt8>, from offset: Int, skippingAtMost limit: Int
    ) -> (major: Int, minor: Int)? {
        guard let major = ByteSearch.integer(in: bytes, from: offset, skippingAtMost: limit), (8...40).contains(major)
        else { return nil }
        var index = offset
        while index < bytes.count, !(0x30...0x39).contains(bytes[index]) { index += 1 }
        while index < bytes.count, (0x30...0x39).contains(bytes[index]) { index += 1 }
        var minor = 0
        if index + 1 < bytes.count, bytes[index] == UInt8(ascii: ".") || bytes[index] == UInt8(ascii: "_"),
            (0x30...0x39).contains(bytes[index + 1])
        {
            minor = ByteSearch.integer(in: bytes, from: index + 1, skippingAtMost: 0) ?? 0
        }
        return (major, minor)
    }
}
