/// The app's minimum iOS version and where it was read from. `UIHostingConfiguration` needs iOS 16,
/// so the availability rule depends on it.
public struct DeploymentTarget: Sendable, Hashable, Codable {
    /// Major iOS version (14 for `.iOS(.v14)` or `IPHONEOS_DEPLOYMENT_TARGET = 14.0`).
    public var majorVersion: Int
    /// Minor iOS version (1 for `15.1`).
    public var minorVersion = 0
    /// Relative path of the file that declared it.
    public var source: String
    /// The Xcode target or Swift package it belongs to; `nil` for the project-wide (lowest) answer.
    public var targetName: String?

    public init(majorVersion: Int, minorVersion: Int = 0, source: String, targetName: String? = nil) {
        self.majorVersion = majorVersion
        self.minorVersion = minorVersion
        self.source = source
        self.targetName = targetName
    }

    /// `15.1`, or `15` for `15.0`: as the project writes it, minor version kept.
    public var versionText: String { minorVersion == 0 ? "\(majorVersion)" : "\(majorVersion).\(minorVersion)" }
}
