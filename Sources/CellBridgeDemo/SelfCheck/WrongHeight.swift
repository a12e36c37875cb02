#if canImport(UIKit)
    import CoreGraphics

    /// Names a wrong height by where it most likely came from, so a FAIL line tells which bug it
    /// is: the estimate (the cell was never measured), the previous item's height (a reused cell
    /// measured before its new content was laid out, Epoxy #152/#155), or another.
    enum WrongHeight {
        /// Nil when `actual` is `expected`; otherwise what it looks like.
        static func describe(
            actual: CGFloat, expected: CGFloat, estimate: CGFloat, previous: (element: Int, height: CGFloat)?
        ) -> String? {
            func near(_ value: CGFloat) -> Bool { abs(actual - value) <= ProbeHeights.tolerance }
            if near(expected) { return nil }
            let seen = "\(Self.points(actual)) pt, expected \(Self.points(expected))"
            if let previous, near(previous.height) {
                return "\(seen): the previous item's height (\(previous.element))"
            }
            if near(estimate) { return "\(seen): the estimate" }
            return "\(seen): another height"
        }

        private static func points(_ value: CGFloat) -> String {
            String(format: "%.1f", Double(value))
        }
    }
#endif
