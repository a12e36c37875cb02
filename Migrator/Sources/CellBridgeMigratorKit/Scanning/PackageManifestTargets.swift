/// The folders a `Package.swift` compiles and its `platforms: [.iOS(…)]` minimum, read byte-level (no
/// parse): `Sources/` and `Tests/` (every `Sources/<Target>/`), plus each target's `path: "…"`. The
/// platform minimum is the package's, so every target of it shares one entry. `platforms:` gives minimums,
/// not a list of supported platforms (a package without `.iOS` still builds for iOS), so a package is never
/// taken for a macOS-only target; its files are judged by their imports.
enum PackageManifestTargets {
    private static let pathMarker = Array("path:".utf8)
    private static let macOSMarker = Array(".macOS(".utf8)

    /// `manifest` is the `Package.swift`'s path relative to the scan root.
    static func target(in bytes: UnsafeBufferPointer<UInt8>, manifest: String) -> BuildTarget? {
        guard let version = DeploymentTargetDetector.version(in: bytes, format: .packageManifest) else {
            return nil
        }
        let directory = RelativePath.directory(of: manifest)
        var folders = ["Sources", "Tests"]
        for offset in ByteSearch.offsets(after: pathMarker, in: bytes) {
            if let path = quotedString(in: bytes, from: offset) {
                folders.append(path)
            }
        }
        let prefixes = folders.compactMap { RelativePath.join(directory, $0) }.filter { !$0.isEmpty }.map { $0 + "/" }
        let name = directory.split(separator: "/").last.map(String.init) ?? "Package.swift"
        var target = BuildTarget(
            name: name, majorVersion: version.major, source: manifest, folders: Array(Set(prefixes)).sorted(),
            platform: ByteSearch.contains(bytes, macOSMarker) ? .multiple : .iOS)
        target.minorVersion = version.minor
        return target
    }

    /// The string literal right after `offset` (spaces skipped), or `nil`.
    private static func quotedString(in bytes: UnsafeBufferPointer<UInt8>, from offset: Int) -> String? {
        var index = offset
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x09 {
            index += 1
        }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
        let start = index + 1
        var end = start
        while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != 0x0A { end += 1 }
        guard end < bytes.count, bytes[end] == UInt8(ascii: "\""), end > start else { return nil }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }
}
