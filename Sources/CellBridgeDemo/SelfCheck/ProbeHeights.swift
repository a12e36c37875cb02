#if canImport(UIKit)
    import CoreGraphics

    /// The heights probes give their cells and headers. No two items and no two sections share a
    /// height, and none equals an estimate, so a wrong height says where it came from: the
    /// estimate, the previous item's, or another (UIKIT-PITFALLS rule 25). Heights that repeated
    /// every few items let a reuse between two items of the same height show nothing.
    enum ProbeHeights {
        /// The estimated height every probe screen gives UIKit for items.
        static let itemEstimate: CGFloat = 40
        /// The estimated height every probe screen gives UIKit for section headers.
        static let headerEstimate: CGFloat = 20
        /// What a height-changing reconfigure adds; larger than any item's own height.
        static let growth: CGFloat = 400

        /// Item `id`'s height: 1 pt apart from its neighbours' (twice the check's tolerance, more
        /// than a pixel on every screen scale).
        static func item(_ id: Int) -> CGFloat { 50 + CGFloat(id) }

        /// Section `section`'s header height, 2 pt apart from the others'.
        static func header(_ section: Int) -> CGFloat { 24 + 2 * CGFloat(section) }

        /// How far a laid-out height may be from the expected one (pixel rounding).
        static let tolerance: CGFloat = 0.4
    }
#endif
