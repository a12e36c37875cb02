/// The operating-system version the core decides for.
///
/// The core never asks the running system: the UIKit shell reads
/// `ProcessInfo.processInfo.operatingSystemVersion` once and hands it in, so every decision
/// that depends on the OS (which render path, which safe-area workaround) can be tested on
/// Linux for every OS the library supports.
///
/// ```swift
/// let router = RenderRouter(osVersion: OSVersion(major: 15, minor: 4))
/// ```
public struct OSVersion: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var major: Int
    public var minor: Int
    public var patch: Int

    public init(major: Int, minor: Int = 0, patch: Int = 0) {
        self.major = major
        self.minor = minor
        self.patch = patch
    }

    public static func < (lhs: OSVersion, rhs: OSVersion) -> Bool {
        (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
    }

    public var description: String {
        patch == 0 ? "\(major).\(minor)" : "\(major).\(minor).\(patch)"
    }
}
