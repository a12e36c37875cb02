#if canImport(UIKit)
    import Foundation
    import os.log

    /// Where CellBridge writes to the unified log, and how.
    ///
    /// A Swift `String` passed to `os_log` or `os_signpost` as a C variadic argument is bridged to
    /// an `NSString` *object*; a `%s` placeholder reads that pointer as a C string and prints
    /// garbage, or faults when the string is a tagged pointer (short names such as view type
    /// names are). Every message and signpost therefore passes an `NSString` to `%{public}@`
    /// (``objectFormat``), the one form both APIs take on iOS 14 (`Logger` is iOS 14 too, but
    /// signposts get a typed API only with `OSSignposter`, iOS 15).
    @MainActor
    enum CellBridgeLog {
        static let subsystem = "CellBridge"

        /// Registration problems: unresolvable names, conflicting identifiers.
        static let registration = OSLog(subsystem: subsystem, category: "Registration")

        /// Navigation requests from cell content that could not be carried out.
        static let navigation = OSLog(subsystem: subsystem, category: "Navigation")

        /// Instruments' Points of Interest track: one interval per hosted configure.
        static let pointsOfInterest = OSLog(subsystem: subsystem, category: .pointsOfInterest)

        /// The name of the hosted-configure signpost interval.
        static let configureSignpost: StaticString = "Hosted configure"

        /// The format of every message: one object, an `NSString`; never `%s`.
        static let objectFormat: StaticString = "%{public}@"

        /// Logs `message` as an error of `log`.
        static func error(_ message: String, in log: OSLog) {
            os_log(objectFormat, log: log, type: .error, message as NSString)
        }
    }
#endif
