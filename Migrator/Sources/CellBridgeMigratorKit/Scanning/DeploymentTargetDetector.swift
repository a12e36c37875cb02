/// Reads the minimum iOS version from the files that declare it, byte-level (no parse needed):
/// `.iOS(.v14)` / `.iOS("14.0")` in Package.swift, `IPHONEOS_DEPLOYMENT_TARGET = 14.0` in a
/// `.pbxproj` or `.xcconfig`.
enum DeploymentTargetDetector {
    private static let packageMarkers: [[UInt8]] = [".iOS(.v", ".iOS(\""].map { Array($0.utf8) }
    private static let buildSettingMarker = Array("IPHONEOS_DEPLOYMENT_TARGET".utf8)

    /// The lowest iOS major version the file declares, or `nil`.
    static func majorVersion(in bytes: UnsafeBufferPointer<UInt8>, isPackageManifest: Bool) -> Int? {
        var versions: [Int] = []
        let markers = isPackageManifest ? packageMarkers : [buildSettingMarker]
        for marker in markers {
            for offset in ByteSearch.offsets(after: marker, in: bytes) {
                if let version = ByteSearch.integer(in: bytes, from: offset, skippingAtMost: isPackageManifest ? 0 : 4),
                    (8...40).contains(version)
                {
                    versions.append(version)
                }
            }
        }
        return versions.min()
    }
}
