/// How the reverse bridge measures a legacy UIKit cell shown inside SwiftUI.
///
/// A cell built for a collection view sizes itself with Auto Layout for a width it is given.
/// SwiftUI proposes sizes instead. iOS 16 lets a `UIViewRepresentable` answer a proposal
/// directly (`sizeThatFits(_:uiView:context:)`); before it, SwiftUI only reads the view's
/// intrinsic content size, so the view must measure itself at its current width and invalidate
/// that size whenever the width changes.
///
/// ```swift
/// let plan = LegacyCellMeasurement(osVersion: OSVersion(major: 15))
/// plan.answersProposals                      // false: intrinsic size fallback
/// plan.fitting(proposedWidth: 320)          // width fixed at 320, height as small as fits
/// ```
public struct LegacyCellMeasurement: Hashable, Sendable {
    /// How tightly Auto Layout must keep one dimension (mirrors `UILayoutPriority` choices).
    public enum Constraint: Hashable, Sendable {
        /// The dimension is given: `.required` priority at this length.
        case fixed(Double)
        /// The dimension is free: compress to the smallest that fits (`.fittingSizeLevel`).
        case compressed
    }

    /// The first OS whose `UIViewRepresentable` can answer size proposals.
    public static let sizeThatFitsMinimumOS = OSVersion(major: 16)
    /// Width changes smaller than this do not invalidate the intrinsic size (layout noise).
    public static let widthTolerance = 0.5

    public let osVersion: OSVersion

    public init(osVersion: OSVersion) {
        self.osVersion = osVersion
    }

    /// True when `sizeThatFits(_:uiView:context:)` is used; false means intrinsic size.
    public var answersProposals: Bool { osVersion >= Self.sizeThatFitsMinimumOS }

    /// The width and height constraints for a `systemLayoutSizeFitting` call. A missing, zero,
    /// infinite or NaN width cannot be honoured, so the cell is compressed to its natural width.
    public func fitting(proposedWidth: Double?) -> (width: Constraint, height: Constraint) {
        guard let proposedWidth, proposedWidth.isFinite, proposedWidth > 0 else { return (.compressed, .compressed) }
        return (.fixed(proposedWidth), .compressed)
    }

    /// True when the view laid out at `newWidth` after measuring at `oldWidth` must measure again.
    public func widthChangeInvalidates(from oldWidth: Double?, to newWidth: Double) -> Bool {
        guard let oldWidth else { return true }
        return abs(oldWidth - newWidth) >= Self.widthTolerance
    }
}
