/// A generated Swift file: where it would go and what it contains.
public struct ScaffoldFile: Sendable, Equatable {
    /// Path relative to the scan root, next to the cell's XIB.
    public var relativePath: String
    public var contents: String
    /// The SwiftUI view the file declares (`BannerView` for `BannerCell`).
    public var viewName: String
}
