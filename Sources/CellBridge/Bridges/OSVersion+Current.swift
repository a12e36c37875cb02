#if canImport(UIKit)
    import Foundation

    extension OSVersion {
        /// The running system, read once per call; the core decides everything else from it.
        public static var current: OSVersion {
            let version = ProcessInfo.processInfo.operatingSystemVersion
            return OSVersion(major: version.majorVersion, minor: version.minorVersion, patch: version.patchVersion)
        }
    }
#endif
