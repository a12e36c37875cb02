#if canImport(UIKit)
    import Foundation

    extension OSVersion {
        /// The running system, read once: every slot, bridge and resize plan asks for it, and
        /// it cannot change while the app runs. The core decides everything else from it.
        public static let current: OSVersion = {
            let version = ProcessInfo.processInfo.operatingSystemVersion
            return OSVersion(major: version.majorVersion, minor: version.minorVersion, patch: version.patchVersion)
        }()
    }
#endif
