/// How reporters name a finding's file: under the root as the user typed it, so a relative root gives
/// paths relative to the current folder (what CI annotations and code-scanning uploads resolve against
/// the checkout) and an absolute one (Xcode's `$SRCROOT`) absolute paths.
enum ReportPath {
    static func display(_ relative: String, under displayRoot: String) -> String {
        if displayRoot.isEmpty || displayRoot == "." { return relative }
        return displayRoot.hasSuffix("/") ? displayRoot + relative : displayRoot + "/" + relative
    }

    /// A SARIF artifact location: a relative URI against `%SRCROOT%` (the current folder) when the path
    /// is under it, else an absolute `file://` URI with no base.
    static func artifactURI(_ relative: String, displayRoot: String, currentDirectory: String) -> (
        uri: String, baseID: String?
    ) {
        var path = display(relative, under: displayRoot)
        let current = currentDirectory.hasSuffix("/") ? currentDirectory : currentDirectory + "/"
        if path.hasPrefix(current) {
            path.removeFirst(current.count)
        }
        if path.hasPrefix("/") {
            return ("file://" + percentEncoded(path), nil)
        }
        return (percentEncoded(path), "%SRCROOT%")
    }

    /// Percent-encodes everything but unreserved characters and `/` (RFC 3986).
    static func percentEncoded(_ path: String) -> String {
        var result = ""
        for byte in path.utf8 {
            switch byte {
            case 0x41...0x5A, 0x61...0x7A, 0x30...0x39, 0x2D, 0x2E, 0x5F, 0x7E, 0x2F:
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                result += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return result
    }
}
