#if canImport(UIKit)
    import Foundation

    extension OSVersion {
        /// The running system as `#available` sees it, read once: the newest rung of the core's
        /// ``OSVersion/availabilityLadder`` this system passes (``OSVersion/resolved(isAvailable:)``).
        ///
        /// Not `ProcessInfo.operatingSystemVersion`: on Mac Catalyst that is the macOS version,
        /// so routing would disagree with the availability checks that decide what the code may
        /// call. Every decision the core makes only compares against the ladder's rungs, so the
        /// result is exact for each of them; between rungs it reads as the rung below (iOS 15.5
        /// reads as 15.0).
        public static let current: OSVersion = resolved { version in
            Self.systemPasses(version)
        }

        /// One `#available` check per rung: availability conditions need literal versions.
        private static func systemPasses(_ version: OSVersion) -> Bool {
            switch (version.major, version.minor) {
            case (18, 0):
                if #available(iOS 18.0, tvOS 18.0, *) { return true }
            case (17, 0):
                if #available(iOS 17.0, tvOS 17.0, *) { return true }
            case (16, 4):
                if #available(iOS 16.4, tvOS 16.4, *) { return true }
            case (16, 0):
                if #available(iOS 16.0, tvOS 16.0, *) { return true }
            case (15, 0):
                if #available(iOS 15.0, tvOS 15.0, *) { return true }
            default:
                assertionFailure("CellBridge: no availability check for the ladder's rung \(version); add one here")
            }
            return false
        }
    }
#endif
