/// The app's minimum iOS version and where it was read from. `UIHostingConfiguration` needs iOS 16,
/// so the availability rule depends on it.
public struct DeploymentTarget: Sendable, Hashable, Codable {
    /// Major iOS version (14 for `.iOS(.v14)` or `IPHONEOS_DEPLOYMENT_TARGET = 14.0`).
    public var majorVersion: Int
    /// Relative path of the file that declared it.
    public var source: String
    /// The Xcode target or Swift package it belongs to; `nil` for the project-wide (lowest) answer.
    public var targetName: String?

    public init(majorVersion: Int, source: String, targetName: String? = nil) {
        self.majorVersion = majorVersion
        self.source = source
        self.targetName = targetName
    }
}
